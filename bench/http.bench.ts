// The service under load next to a bare floor (bench/floor-server.ts: Fastify + HS256 + one pg
// query) on the same PostgreSQL, measured alternately (service, floor, service, floor …) so that
// both see the same machine. Prints req/s and p99 per endpoint, the ratio to the floor for the
// two reads the floor also answers, and the peak RSS of the service's process under each load and idle.
//
//   npm run bench                      (DATABASE_URL names the server; default postgres@127.0.0.1)
//   BENCH_ROUND_SECONDS=10 npm run bench
//   BENCH_REDIS_URL=redis://127.0.0.1:6379 npm run bench    (the service with Redis: shared rate limits and cache)
//   BENCH_ONLY=chat npm run bench      (only the endpoints whose name contains the text)
//
// The bench creates a fresh database on that server, starts the service as `npm start` does
// (compiled, plain node) with its rate limits raised (RATE_LIMIT_* from the environment, as any
// deployment may) so that 50 connections of one user measure the work rather than the 429
// answer, seeds an organization, drops the database at the end (BENCH_KEEP=1 keeps it).
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.ts';
import { freePort, peakRssDuring, post, rssMb, start, startCommand, waitUntilAnswering } from './service-process.ts';

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const IDLE_SETTLE_MS = 5000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const BENCH_DB = `tpw_http_bench_${process.pid}`;

const database = scratchDatabase(BENCH_DB);

/** An organization with five members, ~200 tasks and a month of moods for the one the bench signs in as. */
async function seed(base: string) {
  const signUp = await post(base, '/api/organizations', {
    name: 'Bench Org', admin: { email: 'bench-admin@example.test', name: 'Bench Admin', password: 'correct horse battery' },
  });
  const token = signUp.accessToken as string;
  for (let i = 1; i <= 5; i++) {
    await post(base, '/api/users', { email: `bench-${i}@example.test`, name: `Member ${i}`, password: 'correct horse battery', role: 'employee' }, token);
  }
  const organizationId = signUp.organization.id as string;
  const userId = signUp.user.id as string;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`
      insert into tasks (organization_id, user_id, title, status, priority, created_at, updated_at, due_date)
      select $1, $2, 'Bench task ' || i, (array['open', 'in_progress', 'completed'])[1 + i % 3], 1 + i % 5,
             now() - i * interval '1 hour', now() - i * interval '1 hour', now() + (i % 14) * interval '1 day'
      from generate_series(1, 200) i`, [organizationId, userId]);
    await client.query(`
      insert into mood_entries (organization_id, user_id, value, source, created_at)
      select $1, $2, 1 + i % 5, 'logged', now() - i * interval '8 hours'
      from generate_series(1, 90) i`, [organizationId, userId]);
  } finally {
    await client.end();
  }
  return token;
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Whether the floor answers it too. */
  floor: boolean;
}

const TARGETS: Target[] = [
  { name: 'GET /api/tasks', method: 'GET', path: '/api/tasks?limit=20', floor: true },
  { name: 'GET /api/auth/me', method: 'GET', path: '/api/auth/me', floor: true },
  {
    name: 'POST /api/chat', method: 'POST', path: '/api/chat', floor: false,
    body: JSON.stringify({ message: 'Remind me to call the dentist tomorrow', platform: 'web', platformUserId: 'bench' }),
  },
  { name: 'GET /api/moods/stats', method: 'GET', path: '/api/moods/stats', floor: false },
];

interface Figures { requestsPerSecond: number; p99: number; failures: number }

async function load(base: string, target: Target, token: string, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: target.body } : {}),
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fixed = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

async function main() {
  await database.create();
  const children: ChildProcess[] = [];
  try {
    const [servicePort, floorPort] = [await freePort(), await freePort()];
    // BENCH_FROM_SOURCE=1: the service as it ran before the compiled start (tsx in the process);
    // BENCH_NODE_FLAGS: node or V8 flags to try on the service (say "--max-old-space-size=128" or
    // "--cpu-prof --cpu-prof-dir=/tmp/profiles").
    const nodeFlags = process.env.BENCH_NODE_FLAGS ?? '';
    const service = start('service', process.env.BENCH_FROM_SOURCE
      ? [process.execPath, ...nodeFlags.split(' ').filter(Boolean), '--import', 'tsx', 'src/main.ts']
      : startCommand(nodeFlags), {
      NODE_ENV: 'production', PORT: String(servicePort), HOST: '127.0.0.1', DATABASE_URL: database.url,
      JWT_SECRET, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_STANDARD: '1000000', SCHEDULER_ENABLED: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DATA_DIR: `/tmp/${BENCH_DB}`,
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : { REDIS_URL: '' }),
    });
    children.push(service);
    const floor = start('floor', [process.execPath, '--import', 'tsx', 'bench/floor-server.ts'], {
      PORT: String(floorPort), DATABASE_URL: database.url, JWT_SECRET,
    });
    children.push(floor);
    const serviceBase = `http://127.0.0.1:${servicePort}`;
    const floorBase = `http://127.0.0.1:${floorPort}`;
    await waitUntilAnswering(`${serviceBase}/healthz`, service);
    await waitUntilAnswering(`${floorBase}/api/auth/me`, floor);
    const token = await seed(serviceBase);
    await sleep(IDLE_SETTLE_MS);
    const idleAtStartMb = rssMb(service.pid!);

    console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s, service and floor alternately\n`);
    console.log(`${'endpoint'.padEnd(22)}${'req/s'.padStart(8)}${'p99 ms'.padStart(8)}${'floor'.padStart(8)}${'f p99'.padStart(8)}${'ratio'.padStart(8)}${'fail'.padStart(8)}${'RSS MB'.padStart(8)}`);
    let peakUnderLoadMb = 0;
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const target of TARGETS.filter((t) => !only || t.name.toLowerCase().includes(only))) {
      await load(serviceBase, target, token, WARM_UP_SECONDS);
      if (target.floor) await load(floorBase, target, token, WARM_UP_SECONDS);
      const ours: Figures[] = [];
      const floors: Figures[] = [];
      let peakOfTargetMb = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const measured = await peakRssDuring(service.pid!, () => load(serviceBase, target, token, ROUND_SECONDS));
        peakOfTargetMb = Math.max(peakOfTargetMb, measured.peakMb);
        ours.push(measured.result);
        if (target.floor) floors.push(await load(floorBase, target, token, ROUND_SECONDS));
      }
      const rps = median(ours.map((f) => f.requestsPerSecond));
      const p99 = median(ours.map((f) => f.p99));
      const failures = ours.reduce((sum, f) => sum + f.failures, 0);
      const floorRps = floors.length ? median(floors.map((f) => f.requestsPerSecond)) : NaN;
      const floorP99 = floors.length ? median(floors.map((f) => f.p99)) : NaN;
      const ratio = floors.length ? fixed(rps / floorRps, 2) : '       -';
      const floorColumns = floors.length ? `${fixed(floorRps)}${fixed(floorP99)}` : `${'-'.padStart(8)}${'-'.padStart(8)}`;
      peakUnderLoadMb = Math.max(peakUnderLoadMb, peakOfTargetMb);
      console.log(`${target.name.padEnd(22)}${fixed(rps)}${fixed(p99)}${floorColumns}${ratio}${fixed(failures)}${fixed(peakOfTargetMb)}`);
    }
    await sleep(IDLE_SETTLE_MS);
    const idleAfterLoadMb = rssMb(service.pid!);
    console.log(`\nservice process RSS: idle after start ${idleAtStartMb.toFixed(0)} MB, peak under load ${peakUnderLoadMb.toFixed(0)} MB, `
      + `idle ${IDLE_SETTLE_MS / 1000} s after load ${idleAfterLoadMb.toFixed(0)} MB\n`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    await database.drop();
  }
}

await main();
