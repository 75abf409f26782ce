// The garbage collector's share of a request: two processes of the same build, as `npm start`
// runs it, one with BENCH_NODE_FLAGS and one with BENCH_BASELINE_NODE_FLAGS added (default: V8's
// allocation-site pretenuring switched back on, the start command's setting against V8's
// default), both tracing their collections (--trace-gc). Under each endpoint's load, in rounds
// that alternate between the two, it prints the CPU time per request and the main thread's pauses
// per request for young (scavenge) and full (mark-compact) collections, with the number of full
// collections a second: what a V8 flag changes in the collector, which req/s on a shared machine
// hides in its noise.
//
//   npm run bench:gc
//   BENCH_NODE_FLAGS=--max-semi-space-size=16 BENCH_BASELINE_NODE_FLAGS= npm run bench:gc
//   BENCH_ONLY=tasks BENCH_ROUNDS=6 npm run bench:gc
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, rmSync } from 'node:fs';
import {
  CHAT, CONNECTIONS, cpuMs, freePort, load, machineLoad, median, MOOD_STATS, ROOT, seedOrganization, serviceEnv, spread, startCommand,
  stopAll, TASK_LIST, waitUntilAnswering,
} from './http-harness.ts';
import { scratchDatabase } from './scratch-database.ts';

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARM_UP_SECONDS = 3;
const BENCH_DB = `tpw_gc_bench_${process.pid}`;
const database = scratchDatabase(BENCH_DB);

interface Traced { label: string; flags: string; base: string; child: ChildProcess; trace: string; read: number }
interface Round { cpuUs: number; scavengeUs: number; markCompactUs: number; fullPerSecond: number; requestsPerSecond: number }

/** The service with `flags` after the start command's own, its stdout (where V8 writes the trace) in a file. */
async function startTraced(label: string, flags: string): Promise<Traced> {
  const port = await freePort();
  const trace = `/tmp/${BENCH_DB}_${label}.trace`;
  const [program, ...args] = startCommand(`--trace-gc ${flags}`.trim());
  const child = spawn(program!, args, {
    cwd: ROOT,
    env: { ...process.env, ...serviceEnv({ port, databaseUrl: database.url, dataDir: `/tmp/${BENCH_DB}_${label}` }) },
    stdio: ['ignore', openSync(trace, 'w'), 'inherit'],
  });
  return { label, flags, base: `http://127.0.0.1:${port}`, child, trace, read: 0 };
}

/** Main-thread pause of each collection traced since the last call, by kind (V8's "--trace-gc" lines). */
function collectionsSince(server: Traced): { scavengeMs: number; markCompactMs: number; markCompacts: number } {
  const text = readFileSync(server.trace, 'utf8');
  const fresh = text.slice(server.read);
  server.read = text.length;
  let scavengeMs = 0, markCompactMs = 0, markCompacts = 0;
  for (const line of fresh.split('\n')) {
    // "… ms: Scavenge 92.4 (103.0) -> 86.4 (103.5) MB, 1.46 / 0.00 ms  …": the first figure after the sizes is the pause.
    const match = /ms: (Scavenge|Mark-Compact)[^,]*MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(line);
    if (!match) continue;
    if (match[1] === 'Scavenge') scavengeMs += Number(match[2]);
    else {
      markCompactMs += Number(match[2]);
      markCompacts++;
    }
  }
  return { scavengeMs, markCompactMs, markCompacts };
}

async function measure(server: Traced, target: typeof TASK_LIST, token: string): Promise<Round> {
  collectionsSince(server);
  const before = cpuMs(server.child.pid!);
  const figures = await load(server.base, target, token, ROUND_SECONDS);
  const cpu = cpuMs(server.child.pid!) - before;
  const gc = collectionsSince(server);
  const perRequest = (ms: number) => (ms * 1000) / Math.max(1, figures.requests);
  if (figures.failures > 0) throw new Error(`${server.label}: ${figures.failures} of ${figures.requests} requests failed`);
  return {
    cpuUs: perRequest(cpu), scavengeUs: perRequest(gc.scavengeMs), markCompactUs: perRequest(gc.markCompactMs),
    fullPerSecond: gc.markCompacts / ROUND_SECONDS, requestsPerSecond: figures.requestsPerSecond,
  };
}

async function main() {
  console.log(`machine load at start (1, 5, 15 min): ${machineLoad()}`);
  await database.create();
  const servers: Traced[] = [];
  try {
    servers.push(await startTraced('service', process.env.BENCH_NODE_FLAGS ?? ''));
    servers.push(await startTraced('baseline', process.env.BENCH_BASELINE_NODE_FLAGS ?? '--allocation-site-pretenuring'));
    for (const server of servers) await waitUntilAnswering(`${server.base}/healthz`, server.child);
    const { token } = await seedOrganization(servers[0]!.base, database.url);
    console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s, alternately:`);
    for (const server of servers) console.log(`  ${server.label}: the start command${server.flags ? ` + ${server.flags}` : ''}`);
    console.log('per request: CPU time of the process, and the main thread\'s pauses in young (scavenge) and full (mark-compact) collections; full/s: full collections a second\n');
    console.log(`${'endpoint'.padEnd(32)}${'req/s'.padStart(8)}${'CPU µs'.padStart(8)}${'young µs'.padStart(10)}${'full µs'.padStart(9)}${'full/s'.padStart(8)}`);
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const target of [TASK_LIST, CHAT, MOOD_STATS].filter((t) => !only || t.name.toLowerCase().includes(only))) {
      for (const server of servers) await load(server.base, target, token, WARM_UP_SECONDS);
      const rounds = new Map<Traced, Round[]>(servers.map((server) => [server, []]));
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) rounds.get(server)!.push(await measure(server, target, token));
      }
      for (const server of servers) {
        const mine = rounds.get(server)!;
        const of = (pick: (r: Round) => number, digits = 0, width = 8) => median(mine.map(pick)).toFixed(digits).padStart(width);
        console.log(`${`${target.name} (${server.label})`.padEnd(32)}${of((r) => r.requestsPerSecond)}${of((r) => r.cpuUs)}`
          + `${of((r) => r.scavengeUs, 1, 10)}${of((r) => r.markCompactUs, 1, 9)}${of((r) => r.fullPerSecond, 1)}`);
      }
      const [changed, before] = servers.map((server) => rounds.get(server)!) as [Round[], Round[]];
      const cpus = changed.map((r, i) => r.cpuUs / before[i]!.cpuUs);
      console.log(`${'  service / baseline'.padEnd(32)}CPU per request ${median(cpus).toFixed(3)} (${spread(cpus, 3)})   load ${machineLoad()}`);
    }
  } finally {
    await stopAll(servers.map((server) => server.child));
    for (const server of servers) {
      rmSync(server.trace, { force: true });
      rmSync(`/tmp/${BENCH_DB}_${server.label}`, { recursive: true, force: true });
    }
    await database.drop();
  }
}

await main();
