// Growth: the task list, completing a task by chat, mood stats and analytics at 1×, 10× and 100×
// today's seeded data, timed through app.inject (no network, so the figure is the service's own
// work and the database's). Today's data is an organization of six people with 200 tasks each
// (and 90 mood entries); at k× there are k organizations, and each person of the measured one
// has 200·k tasks and 90·k mood entries: the same pace of work over a k times longer history
// (a task every 3.6 hours, a fifth of them open or in progress, so 4,000 at 100×, under the
// 5,000 a person may have). The other organizations are today's size. What must hold: the time
// per request does not grow with the organization's or the person's size beyond the depth of
// the indexes it walks (a page, a period and a person's open tasks are the same size at every scale).
//
//   npm run bench:growth     (DATABASE_URL names the PostgreSQL server, default postgres@127.0.0.1;
//                             the bench creates tpw_growth_bench there and drops it at the end;
//                             BENCH_KEEP=1 keeps it)
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { openDatabase, queryRows, type Database } from '../src/platform/db/client.ts';
import { machineLoad, median } from './http-harness.ts';
import { scratchDatabase } from './scratch-database.ts';

const SCALES = (process.env.BENCH_SCALES ?? '1,10,100').split(',').map(Number);
const PEOPLE = 6;
const TASKS_PER_PERSON = 200;
const MOODS_PER_PERSON = 90;
const HOURS_BETWEEN_TASKS = 3.6;
const NOW = new Date('2026-11-24T12:00:00.000Z');
const WARM_UP = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BENCH_DB = 'tpw_growth_bench';

const VERBS = ['Write', 'Review', 'Send', 'Prepare', 'Call', 'Update', 'Fix', 'Plan', 'Draft', 'Check'];
const OBJECTS = ['the quarterly report', 'the invoice', 'the board deck', 'the newsletter', 'the budget', 'the website copy', 'the contract', 'the onboarding guide'];
/** Task i's title: "<verb> <object> <i>". */
const titleOf = (i: number) => `${VERBS[i % VERBS.length]} ${OBJECTS[Math.floor(i / VERBS.length) % OBJECTS.length]} ${i}`;
/** Task i is open or in progress when i is a multiple of this. */
const ACTIVE_EVERY = 5;

const scratch = scratchDatabase(BENCH_DB);

/** Tasks from..to (numbers i) and moods for every person of the organization, i-th task 3.6·i hours before NOW. */
async function addHistory(db: Database, organizationId: string, tasks: { from: number; to: number }, moods: { from: number; to: number }) {
  const now = sql`${NOW.toISOString()}::timestamptz`;
  const verbs = sql`${`{${VERBS.map((v) => `"${v}"`).join(',')}}`}::text[]`;
  const objects = sql`${`{${OBJECTS.map((o) => `"${o}"`).join(',')}}`}::text[]`;
  await db.execute(sql`
    insert into tasks (organization_id, user_id, title, status, priority, created_at, updated_at, completed_at, due_date)
    select u.organization_id, u.id, w.v[1 + i % ${VERBS.length}::int] || ' ' || w.o[1 + (i / ${VERBS.length}::int) % ${OBJECTS.length}::int] || ' ' || i,
           case when i % ${ACTIVE_EVERY}::int = 0 then (case when i % 2 = 0 then 'in_progress' else 'open' end)
                when i % 9 = 0 then 'cancelled' else 'completed' end,
           1 + i % 5, c, c,
           case when i % ${ACTIVE_EVERY}::int <> 0 and i % 9 <> 0 then c + interval '1 day' end,
           case when i % 3 = 0 then c + interval '3 days' end
    from users u, generate_series(${tasks.from}::int, ${tasks.to}::int) i, (select ${verbs} as v, ${objects} as o) w,
         lateral (select ${now} - i * ${HOURS_BETWEEN_TASKS}::float8 * interval '1 hour' as c) t
    where u.organization_id = ${organizationId}::uuid`);
  await db.execute(sql`
    insert into mood_entries (organization_id, user_id, value, source, created_at)
    select u.organization_id, u.id, 1 + (i * 7) % 5, case when i % 10 = 0 then 'inferred' else 'logged' end, ${now} - i * interval '8 hours'
    from users u, generate_series(${moods.from}::int, ${moods.to}::int) i
    where u.organization_id = ${organizationId}::uuid`);
}

/** Organizations of today's size, written in SQL (no sign-up: a password hash each would take minutes). */
async function addOrganizations(db: Database, from: number, to: number) {
  for (let n = from; n <= to; n++) {
    const [organization] = await queryRows<{ id: string }>(db, sql`
      insert into organizations (name, slug) values (${`Tenant ${n}`}, ${`tenant-${n}`}) returning id`);
    await db.execute(sql`
      insert into users (organization_id, email, name, role)
      select ${organization!.id}::uuid, 'person-' || g || '@tenant-' || ${n}::int || '.example.test', 'Person ' || g, case when g = 1 then 'admin' else 'employee' end
      from generate_series(1, ${PEOPLE}::int) g`);
    await addHistory(db, organization!.id, { from: 1, to: TASKS_PER_PERSON }, { from: 1, to: MOODS_PER_PERSON });
  }
}

async function main() {
  console.log(`machine load at start (1, 5, 15 min): ${machineLoad()}`);
  await scratch.create();
  const config = loadConfig({
    DATABASE_URL: scratch.url, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    RATE_LIMIT_STANDARD: '1000000', RATE_LIMIT_AUTH: '1000000', SCHEDULER_ENABLED: 'false', DATA_DIR: 'memory://',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const db = database.db;
  const clock = new ManualClock(NOW);
  const app: FastifyInstance = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  try {
    const signUp = await app.inject({
      method: 'POST', url: '/api/organizations',
      payload: { name: 'Measured', admin: { email: 'measured@example.test', name: 'Measured Admin', password: 'bench password 123' } },
    });
    if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
    const { organization, accessToken } = signUp.json() as { organization: { id: string }; accessToken: string };
    await db.execute(sql`
      insert into users (organization_id, email, name, role)
      select ${organization.id}::uuid, 'measured-' || g || '@example.test', 'Member ' || g, 'employee' from generate_series(2, ${PEOPLE}::int) g`);
    const headers = { authorization: `Bearer ${accessToken}` };
    const call = async (options: InjectOptions, expected: number) => {
      const response = await app.inject({ ...options, headers });
      if (response.statusCode !== expected) throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    let completions = 0;
    const chatOutcomes = new Map<string, number>();
    const cases: [string, () => Promise<unknown>][] = [
      ['GET /api/auth/me (floor)', () => call({ method: 'GET', url: '/api/auth/me' }, 200)],
      ['GET /api/tasks?limit=20', () => call({ method: 'GET', url: '/api/tasks?limit=20' }, 200)],
      ['GET /api/tasks?status=open&limit=20', () => call({ method: 'GET', url: '/api/tasks?status=open&limit=20' }, 200)],
      ['POST /api/chat "I finished <task>"', async () => {
        // An open task, a new one each time: i = 5, 15, 25 … (odd multiples of 5 are open; 18 a scale stay within 1×'s 200).
        const i = ACTIVE_EVERY * (2 * ++completions - 1);
        const body = (await call({ method: 'POST', url: '/api/chat', payload: { message: `I finished ${titleOf(i).toLowerCase()}`, platform: 'web', platformUserId: 'bench' } }, 200)).json() as { completedTask?: { title: string }; tasks?: { title: string }[]; text?: string };
        // The work is the same whether it completes the task or finds several titles as close (it then asks which).
        const outcome = body.completedTask?.title === titleOf(i) ? 'completed' : body.completedTask ? `completed another (${body.completedTask.title})` : body.tasks ? `asked which of ${body.tasks.length} (${body.tasks.map((t) => t.title).join(', ')})` : `answered: ${(body.text ?? '').slice(0, 60)}`;
        chatOutcomes.set(outcome, (chatOutcomes.get(outcome) ?? 0) + 1);
      }],
      ['GET /api/moods/stats?days=30', () => call({ method: 'GET', url: '/api/moods/stats?days=30' }, 200)],
      ['GET /analytics?timeRange=30d', () => call({ method: 'GET', url: '/analytics?timeRange=30d' }, 200)],
      ['GET /analytics/series?timeRange=90d', () => call({ method: 'GET', url: '/analytics/series?timeRange=90d' }, 200)],
    ];
    const results = new Map<string, number[]>(cases.map(([label]) => [label, []]));
    let organizations = 1;
    let tasksPerPerson = 0;
    for (const scale of SCALES) {
      const started = performance.now();
      await addHistory(db, organization.id, { from: tasksPerPerson + 1, to: TASKS_PER_PERSON * scale }, { from: (MOODS_PER_PERSON * tasksPerPerson) / TASKS_PER_PERSON + 1, to: MOODS_PER_PERSON * scale });
      tasksPerPerson = TASKS_PER_PERSON * scale;
      await addOrganizations(db, organizations + 1, scale);
      organizations = scale;
      await db.execute(sql`vacuum analyze`);
      const [{ tasks }] = await queryRows<{ tasks: number }>(db, sql`select count(*)::int as tasks from tasks`) as [{ tasks: number }];
      console.log(`${scale}×: ${organizations} organizations, ${tasksPerPerson.toLocaleString('en')} tasks per person of the measured one, `
        + `${tasks.toLocaleString('en')} tasks in all (written in ${((performance.now() - started) / 1000).toFixed(0)} s); load ${machineLoad()}`);
      for (const [label, run] of cases) {
        const times: number[] = [];
        for (let i = 0; i < WARM_UP + RUNS; i++) {
          clock.advance(1000);
          const begin = performance.now();
          await run();
          if (i >= WARM_UP) times.push(performance.now() - begin);
        }
        results.get(label)!.push(median(times));
      }
    }
    console.log(`\nmedian ms of ${RUNS} requests after ${WARM_UP} warm-up, at each scale (and its ratio to 1×):\n`);
    console.log(`${'request'.padEnd(40)}${SCALES.map((s) => `${s}×`.padStart(16)).join('')}`);
    for (const [label, medians] of results) {
      console.log(`${label.padEnd(40)}${medians.map((m) => `${m.toFixed(2)} (${(m / medians[0]!).toFixed(2)})`.padStart(16)).join('')}`);
    }
    console.log(`\nthe chat messages: ${[...chatOutcomes].map(([outcome, n]) => `${n} ${outcome}`).join('; ')}`);
    console.log(`\nmachine load at the end (1, 5, 15 min): ${machineLoad()}\n`);
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

await main();
