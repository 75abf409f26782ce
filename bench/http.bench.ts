// The service under load next to a bare floor (bench/floor-server.ts: Fastify + HS256 + one
// prepared statement answering the same JSON) on the same PostgreSQL and rows, measured in
// alternating rounds (service, floor, floor, service, …: the order flips each round) so that both
// see the same machine. Prints req/s and p99 per endpoint, the median ratio to the floor with its
// spread over the rounds (each round's ratio pairs the service's and the floor's figures of that
// round), and the peak RSS of the service's process under each load and idle. Endpoints the
// floor does not answer (chat, mood stats) alternate with the floor's task list, printed beside
// them as the machine's speed during those rounds.
//
//   npm run bench                      (DATABASE_URL names the server; default postgres@127.0.0.1)
//   BENCH_ROUND_SECONDS=10 BENCH_ROUNDS=7 npm run bench
//   BENCH_REDIS_URL=redis://127.0.0.1:6379 npm run bench    (the service with Redis: shared rate limits and cache)
//   BENCH_ONLY=chat npm run bench      (only the endpoints whose name contains the text)
//   BENCH_BASELINE=tmp/baseline npm run bench   (also another build, a copy of dist/, drizzle/ and
//                                      web/dist/ in that folder, in the same rounds: what a change bought;
//                                      BENCH_BUILD=tmp/other runs the service from such a copy too)
//
// The bench creates a fresh database on that server, starts the service as `npm start` does
// (compiled, plain node) with its rate limits raised (RATE_LIMIT_* from the environment, as any
// deployment may) so that 50 connections of one user measure the work rather than the 429
// answer, seeds an organization, checks that the floor answers the same bodies as the service
// and that its total is an index-only scan, and drops the database at the end (BENCH_KEEP=1 keeps it).
import { isDeepStrictEqual } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import { TASK_PAGE } from './floor-server.ts';
import {
  CHAT, CONNECTIONS, cpuMs, fixed, freePort, JWT_SECRET, load, machineLoad, ME, median, MOOD_STATS, peakRssDuring, rssMb, seedOrganization,
  serviceEnv, spread, start, startCommand, stopAll, TASK_LIST, waitUntilAnswering, withClient, type Figures, type Target,
} from './http-harness.ts';
import { scratchDatabase } from './scratch-database.ts';

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = 2;
const IDLE_SETTLE_MS = 5000;
const BENCH_DB = `tpw_http_bench_${process.pid}`;

const database = scratchDatabase(BENCH_DB);

/** Endpoints measured, and whether the floor answers the same request (else it runs its task list alongside). */
const TARGETS: { target: Target; floorAnswers: boolean }[] = [
  { target: TASK_LIST, floorAnswers: true },
  { target: ME, floorAnswers: true },
  { target: CHAT, floorAnswers: false },
  { target: MOOD_STATS, floorAnswers: false },
];

interface Server { label: string; base: string; child: ChildProcess }
type Measured = Figures & { cpuUsPerRequest: number };

/** One round against one server, with the CPU time its process spent per request (robust to a busy machine, unlike req/s). */
async function measure(server: Server, target: Target, token: string): Promise<Measured> {
  const before = cpuMs(server.child.pid!);
  const figures = await load(server.base, target, token, ROUND_SECONDS);
  return { ...figures, cpuUsPerRequest: ((cpuMs(server.child.pid!) - before) * 1000) / Math.max(1, figures.requests) };
}

async function getJson(base: string, path: string, token: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${base}${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The floor must answer what the service answers, byte for byte once parsed, or its figure means nothing. */
async function checkSameAnswers(service: Server, floor: Server, token: string) {
  for (const target of [TASK_LIST, ME]) {
    const [ours, floors] = [await getJson(service.base, target.path, token), await getJson(floor.base, target.path, token)];
    if (!isDeepStrictEqual(ours, floors)) {
      throw new Error(`${target.name}: the floor's body differs from the service's\nservice: ${JSON.stringify(ours).slice(0, 600)}\nfloor:   ${JSON.stringify(floors).slice(0, 600)}`);
    }
  }
}

/** The floor's statement as PostgreSQL runs it: the total must be an index-only scan without heap visits. */
async function explainFloor(organizationId: string, userId: string): Promise<string> {
  return withClient(database.url, async (client) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary off) ${TASK_PAGE}`, [organizationId, userId]);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    if (!/Index Only Scan using tasks_owner_/.test(plan) || !/Heap Fetches: 0/.test(plan)) {
      throw new Error(`The floor's total is not an index-only scan without heap fetches:\n${plan}`);
    }
    return plan;
  });
}

async function main() {
  console.log(`machine load at start (1, 5, 15 min): ${machineLoad()}`);
  await database.create();
  const children: ChildProcess[] = [];
  try {
    // BENCH_FROM_SOURCE=1: the service as it ran before the compiled start (tsx in the process);
    // BENCH_NODE_FLAGS: node or V8 flags to try on the service (say "--max-old-space-size=128" or
    // "--cpu-prof --cpu-prof-dir=/tmp/profiles"); BENCH_FLOOR_NODE_FLAGS the same for the floor, and
    // BENCH_BASELINE_NODE_FLAGS for the baseline (else BENCH_NODE_FLAGS), so that a flag can be
    // measured against the same build without it in the same rounds.
    const nodeFlags = process.env.BENCH_NODE_FLAGS ?? '';
    const baselineNodeFlags = process.env.BENCH_BASELINE_NODE_FLAGS ?? nodeFlags;
    const launch = async (label: string, command: string[], dataDir: string): Promise<Server> => {
      const port = await freePort();
      const child = start(label, command, serviceEnv({ port, databaseUrl: database.url, redisUrl: process.env.BENCH_REDIS_URL, dataDir }));
      children.push(child);
      return { label, base: `http://127.0.0.1:${port}`, child };
    };
    const service = await launch('service', process.env.BENCH_FROM_SOURCE
      ? [process.execPath, ...nodeFlags.split(' ').filter(Boolean), '--import', 'tsx', 'src/main.ts']
      : startCommand(nodeFlags, process.env.BENCH_BUILD ? `${process.env.BENCH_BUILD}/dist/main.js` : undefined), `/tmp/${BENCH_DB}`);
    const baselineDir = process.env.BENCH_BASELINE;
    const baseline = baselineDir ? await launch('baseline', startCommand(baselineNodeFlags, `${baselineDir}/dist/main.js`), `/tmp/${BENCH_DB}_baseline`) : null;
    const floorPort = await freePort();
    const floor: Server = {
      label: 'floor', base: `http://127.0.0.1:${floorPort}`,
      child: start('floor', [process.execPath, ...(process.env.BENCH_FLOOR_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'bench/floor-server.ts'], { PORT: String(floorPort), DATABASE_URL: database.url, JWT_SECRET }),
    };
    children.push(floor.child);
    await waitUntilAnswering(`${service.base}/healthz`, service.child);
    if (baseline) await waitUntilAnswering(`${baseline.base}/healthz`, baseline.child);
    await waitUntilAnswering(`${floor.base}/api/auth/me`, floor.child);
    const { token, organizationId, userId } = await seedOrganization(service.base, database.url);
    await checkSameAnswers(service, floor, token);
    if (baseline) await checkSameAnswers(baseline, floor, token);
    const plan = await explainFloor(organizationId, userId);
    console.log(`the floor answers the service's bodies; its statement's plan:\n${plan.replace(/^/gm, '  ')}\n`);
    await sleep(IDLE_SETTLE_MS);
    const idleAtStartMb = rssMb(service.child.pid!);

    const ours = [service, ...(baseline ? [baseline] : [])];
    console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s, ${ours.map((s) => s.label).join(', ')} and floor alternately`);
    console.log('ratio: median of the rounds\' ratios to the floor (their spread min-max); floor columns: the floor on the same endpoint, or on its task list in the same rounds ([tasks]);');
    console.log('CPU µs: the server process\'s CPU time per request (user + system), the service\'s and the floor\'s\n');
    console.log(`${'endpoint'.padEnd(32)}${'req/s'.padStart(8)}${'p99 ms'.padStart(8)}${'floor'.padStart(8)}${'f p99'.padStart(8)}${'ratio'.padStart(8)}${'spread'.padStart(12)}${'fail'.padStart(6)}${'RSS MB'.padStart(8)}${'CPU µs'.padStart(8)}${'f CPU'.padStart(8)}  load`);
    let peakUnderLoadMb = 0;
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const { target, floorAnswers } of TARGETS.filter((t) => !only || t.target.name.toLowerCase().includes(only))) {
      const floorTarget = floorAnswers ? target : TASK_LIST;
      for (const server of ours) await load(server.base, target, token, WARM_UP_SECONDS);
      await load(floor.base, floorTarget, token, WARM_UP_SECONDS);
      const figures = new Map<Server, Measured[]>(ours.map((server) => [server, []]));
      const floors: Measured[] = [];
      let peakOfTargetMb = 0;
      for (let round = 0; round < ROUNDS; round++) {
        // The order flips every round, so that neither side always runs right after the other.
        const order: (Server | 'floor')[] = [...ours, 'floor'];
        if (round % 2 === 1) order.reverse();
        for (const server of order) {
          if (server === 'floor') {
            floors.push(await measure(floor, floorTarget, token));
          } else {
            const measured = await peakRssDuring(server.child.pid!, () => measure(server, target, token));
            if (server === service) peakOfTargetMb = Math.max(peakOfTargetMb, measured.peakMb);
            figures.get(server)!.push(measured.result);
          }
        }
      }
      peakUnderLoadMb = Math.max(peakUnderLoadMb, peakOfTargetMb);
      const floorRps = median(floors.map((f) => f.requestsPerSecond));
      const floorP99 = median(floors.map((f) => f.p99));
      const floorFailures = floors.reduce((sum, f) => sum + f.failures, 0);
      if (floorFailures > 0) console.log(`  (the floor failed ${floorFailures} requests)`);
      for (const server of ours) {
        const rounds = figures.get(server)!;
        const ratios = rounds.map((f, i) => f.requestsPerSecond / floors[i]!.requestsPerSecond);
        const failures = rounds.reduce((sum, f) => sum + f.failures, 0);
        const name = `${target.name}${server === service ? '' : ` (${server.label})`}${floorAnswers ? '' : ' [tasks]'}`;
        const ratio = floorAnswers ? `${fixed(median(ratios), 2)}${spread(ratios).padStart(12)}` : `${'-'.padStart(8)}${'-'.padStart(12)}`;
        console.log(`${name.padEnd(32)}${fixed(median(rounds.map((f) => f.requestsPerSecond)))}${fixed(median(rounds.map((f) => f.p99)))}`
          + `${fixed(floorRps)}${fixed(floorP99)}${ratio}${fixed(failures, 0, 6)}${server === service ? fixed(peakOfTargetMb) : '       -'}`
          + `${fixed(median(rounds.map((f) => f.cpuUsPerRequest)))}${fixed(median(floors.map((f) => f.cpuUsPerRequest)))}  ${machineLoad()}`);
      }
      if (baseline) {
        const changed = figures.get(service)!;
        const before = figures.get(baseline)!;
        const ratios = changed.map((f, i) => f.requestsPerSecond / before[i]!.requestsPerSecond);
        const p99s = changed.map((f, i) => f.p99 / before[i]!.p99);
        const cpus = changed.map((f, i) => f.cpuUsPerRequest / before[i]!.cpuUsPerRequest);
        console.log(`${'  service / baseline'.padEnd(32)}req/s ${median(ratios).toFixed(3)} (${spread(ratios, 3)}), p99 ${median(p99s).toFixed(3)} (${spread(p99s, 3)}), `
          + `CPU per request ${median(cpus).toFixed(3)} (${spread(cpus, 3)})`);
      }
    }
    await sleep(IDLE_SETTLE_MS);
    const idleAfterLoadMb = rssMb(service.child.pid!);
    console.log(`\nservice process RSS: idle after start ${idleAtStartMb.toFixed(0)} MB, peak under load ${peakUnderLoadMb.toFixed(0)} MB, `
      + `idle ${IDLE_SETTLE_MS / 1000} s after load ${idleAfterLoadMb.toFixed(0)} MB`);
    console.log(`machine load at the end (1, 5, 15 min): ${machineLoad()}\n`);
  } finally {
    await stopAll(children);
    await database.drop();
  }
}

await main();
