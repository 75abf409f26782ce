// Scale-out: 1, 2 and 3 instances of the service behind a round-robin proxy
// (bench/round-robin-proxy.ts), against one PostgreSQL and one Redis. Measures, in alternating
// rounds, the task list's and chat's throughput through the proxy with each number of instances,
// and checks what must hold whatever the number: no failed request, every instance answering,
// a scheduled job run exactly once across the instances (all three run the scheduler), and a rate
// limit counted across instances (the sign-in tier's). Then what the per-request Redis work costs:
// Redis commands per request, and one instance with Redis against one without, alternately.
//
//   npm run bench:scale     (DATABASE_URL names the PostgreSQL server, default postgres@127.0.0.1;
//                            BENCH_REDIS_URL or REDIS_URL a Redis database of the bench's own, whose
//                            rate-limit counters it deletes first; default redis://127.0.0.1:6379)
//   BENCH_ROUND_SECONDS=10 BENCH_ROUNDS=5 npm run bench:scale
//
// On a 2-core machine the instances, the proxy, PostgreSQL and the load generator share the two
// cores, so more instances cannot answer more: the figure is that nothing degrades.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import {
  CHAT, fixed, freePort, load, machineLoad, median, seedOrganization, serviceEnv, spread, start, startCommand, stopAll,
  TASK_LIST, waitUntilAnswering, withClient, type Figures, type Target,
} from './http-harness.ts';
import { scratchDatabase } from './scratch-database.ts';

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = 2;
const INSTANCES = 3;
/** The sign-in tier's limit per minute during the bench: small, so that the shared count shows. */
const AUTH_LIMIT = 30;
/** The scheduler's tick (platform/scheduler) is 30 s: every instance ticks within this. */
const SCHEDULER_TICK_MS = 30_000;
const BENCH_DB = `tpw_scale_bench_${process.pid}`;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const database = scratchDatabase(BENCH_DB);
const children: ChildProcess[] = [];

async function launchService(label: string, redisUrl: string, scheduler: boolean) {
  const port = await freePort();
  const child = start(label, startCommand(), serviceEnv({
    port, databaseUrl: database.url, redisUrl, dataDir: `/tmp/${BENCH_DB}_${label}`,
    extra: { RATE_LIMIT_AUTH: String(AUTH_LIMIT), SCHEDULER_ENABLED: String(scheduler) },
  }));
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/healthz`, child);
  return { label, port, base, child };
}

async function launchProxy(upstreamPorts: number[]) {
  const port = await freePort();
  const child = start('proxy', [process.execPath, '--import', 'tsx', 'bench/round-robin-proxy.ts'], { UPSTREAMS: upstreamPorts.join(','), PORT: String(port) });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/healthz`, child);
  return base;
}

/** Which instances answered `count` requests through the proxy (X-Upstream), and that all succeeded. */
async function upstreamsAnswering(base: string, token: string, count: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}${TASK_LIST.path}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`through the proxy: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    seen.add(response.headers.get('x-upstream') ?? '?');
  }
  return seen;
}

/** Redis commands run so far, from INFO commandstats. */
async function redisCommands(redis: Redis): Promise<number> {
  const info = await redis.info('commandstats');
  return [...info.matchAll(/calls=(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

/**
 * Sign-in attempts through the proxy until the tier refuses one: with the count shared, the
 * instances together allow what the first answer said was left, each instance taking its turn.
 * The attempts lack a password, so each is answered 400 at once (the limit counts a request
 * before its body is read): all of them fall in one window of the limit.
 */
async function checkSharedLimit(base: string) {
  const answers: { status: number; remaining: number; upstream: string }[] = [];
  for (let i = 0; i < AUTH_LIMIT * 2; i++) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.test' }),
    });
    await response.arrayBuffer();
    answers.push({ status: response.status, remaining: Number(response.headers.get('x-ratelimit-remaining')), upstream: response.headers.get('x-upstream') ?? '?' });
    if (response.status === 429) break;
  }
  const allowed = answers.filter((a) => a.status !== 429);
  const firstRemaining = answers[0]!.remaining;
  const countsDown = allowed.every((a, i) => a.remaining === firstRemaining - i);
  const upstreams = new Set(allowed.map((a) => a.upstream));
  const shared = answers.at(-1)!.status === 429 && allowed.length === firstRemaining + 1 && countsDown && upstreams.size === INSTANCES;
  console.log(`shared rate limit (sign-in tier, ${AUTH_LIMIT}/min, through ${INSTANCES} instances): ${allowed.length} attempts allowed `
    + `(the first answer said ${firstRemaining} left after it), X-RateLimit-Remaining counting down by one across instances ${[...upstreams].sort().join(', ')}: `
    + `${countsDown ? 'yes' : 'NO'}, then 429 → ${shared ? 'counted once across instances' : 'NOT SHARED'}`);
  return shared;
}

/** The morning check-in ran once across the instances: one claim, one thread, one message in the outbox. */
async function checkExactlyOnce(organizationId: string) {
  let claims: { job: string; claimed_by: string }[] = [];
  for (let waited = 0; waited <= 2 * SCHEDULER_TICK_MS; waited += 1000) {
    claims = await withClient(database.url, async (client) => (await client.query<{ job: string; claimed_by: string }>(
      'select job, claimed_by from scheduled_runs where organization_id = $1 order by job', [organizationId])).rows);
    if (claims.some((claim) => claim.job === 'morning_thread')) break;
    await sleep(1000);
  }
  // Every instance ticks again after the claim, so a second run would show now.
  await sleep(SCHEDULER_TICK_MS + 5000);
  const counts = await withClient(database.url, async (client) => (await client.query<{ threads: number; messages: number; runs: number }>(`
    select (select count(*)::int from morning_threads where organization_id = $1) as threads,
           (select count(*)::int from outbound_messages where organization_id = $1 and kind = 'morning_thread') as messages,
           (select count(*)::int from scheduled_runs where organization_id = $1 and job = 'morning_thread') as runs`, [organizationId])).rows[0]!);
  const once = counts.threads === 1 && counts.messages === 1 && counts.runs === 1;
  console.log(`scheduled job (morning check-in, due at start, ${INSTANCES} instances ticking every ${SCHEDULER_TICK_MS / 1000} s for the whole bench): `
    + `${counts.runs} claim, ${counts.threads} thread, ${counts.messages} outbox message; claims by ${[...new Set(claims.map((c) => c.claimed_by))].join(', ')} `
    + `→ ${once ? 'exactly once' : 'NOT EXACTLY ONCE'}`);
  return once;
}

async function main() {
  console.log(`machine load at start (1, 5, 15 min): ${machineLoad()}`);
  await database.create();
  const redis = new Redis(REDIS_URL);
  try {
    const stale = await redis.keys('tpw-rl-*');
    if (stale.length) await redis.del(...stale);
    const instances = [];
    for (let i = 0; i < INSTANCES; i++) instances.push(await launchService(`instance-${i + 1}`, REDIS_URL, true));
    const withoutRedis = await launchService('without-redis', '', false);
    const { token, organizationId } = await seedOrganization(instances[0]!.base, database.url);
    // The check-in is due from midnight every day, and has somewhere to go.
    const patch = await fetch(`${instances[0]!.base}/api/organizations/${organizationId}`, {
      method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ preferences: { timezone: 'UTC', checkInTime: '00:00', workDays: [1, 2, 3, 4, 5, 6, 7], platform: 'chat_a', teamChannelId: 'C-bench' } }),
    });
    if (patch.status !== 200) throw new Error(`PATCH organization: ${patch.status} ${await patch.text()}`);
    const proxies: string[] = [];
    for (let n = 1; n <= INSTANCES; n++) proxies.push(await launchProxy(instances.slice(0, n).map((i) => i.port)));
    for (const [index, proxy] of proxies.entries()) {
      const seen = await upstreamsAnswering(proxy, token, 3 * (index + 1));
      if (seen.size !== index + 1) throw new Error(`${index + 1} instances behind the proxy, ${seen.size} answered`);
    }

    console.log(`\n${ROUNDS} rounds of ${ROUND_SECONDS} s at 50 connections through the proxy, the instance counts alternately\n`);
    console.log(`${'endpoint'.padEnd(18)}${'instances'.padStart(10)}${'req/s'.padStart(8)}${'spread'.padStart(12)}${'p99 ms'.padStart(8)}${'vs 1'.padStart(8)}${'fail'.padStart(6)}  load`);
    let failures = 0;
    for (const target of [TASK_LIST, CHAT]) {
      for (const proxy of proxies) await load(proxy, target, token, WARM_UP_SECONDS);
      const rounds: Figures[][] = proxies.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        const order = proxies.map((_, i) => (i + round) % proxies.length);
        for (const i of order) rounds[i]!.push(await load(proxies[i]!, target, token, ROUND_SECONDS));
      }
      for (const [i, figures] of rounds.entries()) {
        const failed = figures.reduce((sum, f) => sum + f.failures, 0);
        failures += failed;
        const versusOne = figures.map((f, r) => f.requestsPerSecond / rounds[0]![r]!.requestsPerSecond);
        console.log(`${target.name.padEnd(18)}${String(i + 1).padStart(10)}${fixed(median(figures.map((f) => f.requestsPerSecond)))}`
          + `${spread(figures.map((f) => f.requestsPerSecond), 0).padStart(12)}${fixed(median(figures.map((f) => f.p99)))}${fixed(median(versusOne), 2)}${fixed(failed, 0, 6)}  ${machineLoad()}`);
        if (failed) console.log(`  statuses: ${JSON.stringify(figures.map((f) => f.statuses))}`);
      }
    }

    console.log('\nper-request Redis work:');
    await redisCost(instances[0]!.base, withoutRedis.base, token, redis);

    console.log('');
    const shared = await checkSharedLimit(proxies.at(-1)!);
    const once = await checkExactlyOnce(organizationId);
    console.log(`\nfailed requests under load: ${failures}; machine load at the end (1, 5, 15 min): ${machineLoad()}\n`);
    if (failures > 0 || !shared || !once) process.exitCode = 1;
  } finally {
    redis.disconnect();
    await stopAll(children);
    await database.drop();
  }
}

/** Commands per request, and one instance with Redis against one without in alternating rounds (no proxy). */
async function redisCost(withRedis: string, withoutRedis: string, token: string, redis: Redis) {
  for (const target of [TASK_LIST, CHAT] as Target[]) {
    const before = await redisCommands(redis);
    const sample = await load(withRedis, target, token, ROUND_SECONDS);
    const perRequest = (await redisCommands(redis) - before) / sample.requests;
    const ratios: number[] = [];
    const figures: [Figures[], Figures[]] = [[], []];
    await load(withoutRedis, target, token, WARM_UP_SECONDS);
    for (let round = 0; round < ROUNDS; round++) {
      const pair = round % 2 ? [withoutRedis, withRedis] : [withRedis, withoutRedis];
      const measured = [];
      for (const base of pair) measured.push(await load(base, target, token, ROUND_SECONDS));
      const [redisRound, plainRound] = round % 2 ? [measured[1]!, measured[0]!] : [measured[0]!, measured[1]!];
      figures[0].push(redisRound);
      figures[1].push(plainRound);
      ratios.push(redisRound.requestsPerSecond / plainRound.requestsPerSecond);
    }
    console.log(`  ${target.name}: ${perRequest.toFixed(2)} Redis commands per request; with Redis ${fixed(median(figures[0].map((f) => f.requestsPerSecond)), 0, 0)} req/s `
      + `(p99 ${median(figures[0].map((f) => f.p99))} ms), without ${fixed(median(figures[1].map((f) => f.requestsPerSecond)), 0, 0)} req/s `
      + `(p99 ${median(figures[1].map((f) => f.p99))} ms): ratio ${median(ratios).toFixed(3)} (${spread(ratios, 3)})  load ${machineLoad()}`);
  }
}

await main();
