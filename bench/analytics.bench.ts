// Analytics on a large organization: 1,000,000 tasks and 1,000,000 mood entries (plus users,
// flags, activity days, and a second organization's noise), generated in SQL, then each
// endpoint timed through app.inject. Target: under 150 ms.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/analytics.bench.ts
//
// DATABASE_URL names the server; the benchmark creates the database tpw_bench there and drops
// it at the end. Set BENCH_KEEP=1 to keep it.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { scratchDatabase } from './scratch-database.ts';

const BENCH_DB = 'tpw_bench';
const NOW = new Date('2026-06-30T12:00:00.000Z');
const WARM_UP = 3;
const RUNS = 20;

const scratch = scratchDatabase(BENCH_DB);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Spreads `count` rows over the year before NOW; the organization's users take turns.
 * Values come from fixed arithmetic on the row number, so every run builds the same data.
 */
async function generate(db: Database, organizationId: string, size: { users: number; tasks: number; moods: number; flags: number }) {
  const org = sql`${organizationId}::uuid`;
  const now = sql`${NOW.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into users (organization_id, email, name, role)
    select ${org}, 'bench-' || ${organizationId} || '-' || i || '@example.test', 'Member ' || i, 'employee'
    from generate_series(1, ${size.users}) i`);
  const members = sql`(select array_agg(id order by email) as ids from users where organization_id = ${org}) m`;
  // i-th row created i/count of a year before NOW; 65 % completed 0-199 h later; 70 % with a due date.
  await db.execute(sql`
    insert into tasks (organization_id, user_id, title, status, priority, created_at, updated_at, completed_at, due_date)
    select ${org}, m.ids[1 + i % array_length(m.ids, 1)], 'Task ' || i,
           case when i % 20 < 13 then 'completed' when i % 3 = 0 then 'cancelled' when i % 3 = 1 then 'in_progress' else 'open' end,
           1 + i % 5, c, c,
           case when i % 20 < 13 then least(c + ((i::bigint * 7919) % 200) * interval '1 hour', ${now} - interval '1 second') end,
           case when i % 10 < 7 then c + ((i * 31) % 14) * interval '1 day' + interval '1 hour' end
    from generate_series(1, ${size.tasks}) i, ${members},
         lateral (select ${now} - (i::float8 / ${size.tasks}) * interval '365 days' as c) t`);
  await db.execute(sql`
    insert into mood_entries (organization_id, user_id, value, source, created_at)
    select ${org}, m.ids[1 + i % array_length(m.ids, 1)], 1 + (i / 10) % 5,
           case when i % 10 = 0 then 'inferred' else 'logged' end,
           ${now} - (i::float8 / ${size.moods}) * interval '365 days'
    from generate_series(1, ${size.moods}) i, ${members}`);
  await db.execute(sql`
    insert into flags (organization_id, user_id, severity, status, reason, source, created_at, updated_at)
    select ${org}, m.ids[1 + i % array_length(m.ids, 1)], (array['critical', 'high', 'medium', 'low'])[1 + i % 4],
           (array['active', 'acknowledged', 'resolved'])[1 + i % 3], 'manual', 'manual', c, c
    from generate_series(1, ${size.flags}) i, ${members},
         lateral (select ${now} - (i::float8 / ${size.flags}) * interval '365 days' as c) t`);
  // Every member active on most days of the year.
  await db.execute(sql`
    insert into user_activity_days (organization_id, day, user_id, first_at, last_at)
    select ${org}, (d at time zone 'UTC')::date, u.id, d + interval '8 hours', d + interval '17 hours'
    from users u, generate_series(date_trunc('day', ${now} - interval '365 days'), ${now} - interval '1 day', interval '1 day') d
    where u.organization_id = ${org} and (extract(doy from d)::int + hashtext(u.id::text)) % 7 <> 0`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  await scratch.create();
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    RATE_LIMIT_STANDARD: '1000000',
    RATE_LIMIT_AUTH: '1000000',
    SCHEDULER_ENABLED: 'false',
    DATA_DIR: 'memory://',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, clock: new ManualClock(NOW), logger: false });
  await app.ready();
  try {
    const signUp = async (name: string) => {
      const res = await app.inject({
        method: 'POST', url: '/api/organizations',
        payload: { name, admin: { email: `admin-${name.toLowerCase()}@example.test`, name: 'Bench Admin', password: 'bench password 123' } },
      });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
      return res.json() as { organization: { id: string }; accessToken: string };
    };
    const big = await signUp('Big');
    const noise = await signUp('Noise');

    const db = database.db;
    await timed('generate the large organization (1,000,000 tasks, 1,000,000 moods)', () =>
      generate(db, big.organization.id, { users: 200, tasks: 1_000_000, moods: 1_000_000, flags: 20_000 }));
    await timed('generate the second organization (200,000 tasks, 200,000 moods)', () =>
      generate(db, noise.organization.id, { users: 50, tasks: 200_000, moods: 200_000, flags: 5_000 }));

    const headers = { authorization: `Bearer ${big.accessToken}` };
    const urls = ['7d', '30d', '90d'].flatMap((range) => [`/analytics?timeRange=${range}`, `/analytics/comparison?timeRange=${range}`]);

    const measure = async () => {
      for (const url of urls) {
        const times: number[] = [];
        for (let run = 0; run < WARM_UP + RUNS; run += 1) {
          const started = performance.now();
          const res = await app.inject({ method: 'GET', url, headers });
          const elapsed = performance.now() - started;
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
          if (run >= WARM_UP) times.push(elapsed);
        }
        times.sort((a, b) => a - b);
        console.log(`  ${url.padEnd(38)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`);
      }
    };

    // Freshly loaded tables, statistics only: index-only scans still visit the heap.
    await timed('analyze', () => db.execute(sql`analyze`));
    console.log(`after ANALYZE (${RUNS} runs each after ${WARM_UP} warm-up):`);
    await measure();
    // The steady state, once autovacuum has set the visibility map.
    await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
    console.log(`after VACUUM ANALYZE (${RUNS} runs each after ${WARM_UP} warm-up):`);
    await measure();

    const sample = await app.inject({ method: 'GET', url: '/analytics/comparison?timeRange=30d', headers });
    console.log('sample, 30d comparison:', JSON.stringify(sample.json()));
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

await main();
