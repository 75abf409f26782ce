// The service's CPU work per request as instructions counted by valgrind's callgrind: unlike
// req/s or CPU time, the count hardly moves with what else runs on the machine, so a change can be
// measured on a busy shared machine. Each build (a copy of dist/, drizzle/ and web/dist/ made
// before a change, or "." for this tree's) starts under callgrind as `npm start` runs it (its
// memory settings included), with counting off; after a warm-up the bench counts the
// instructions of the server process while it answers a fixed number of requests, and prints
// them per request with the change against the first build.
//
//   npm run build && npx tsx bench/instructions.bench.ts tmp/before .
//   BENCH_ONLY=chat BENCH_REQUESTS=500 npx tsx bench/instructions.bench.ts tmp/before .
//
// Counting is ~50 times slower than running: a build takes a minute or two per endpoint.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import {
  CHAT, freePort, ME, MOOD_STATS, seedOrganization, serviceEnv, start, startCommand, stopAll, TASK_LIST, type Target,
} from './http-harness.ts';
import { scratchDatabase } from './scratch-database.ts';

const WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP ?? 3000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONNECTIONS = 10;
const BENCH_DB = `tpw_instructions_bench_${process.pid}`;
const database = scratchDatabase(BENCH_DB);
const TARGETS = [TASK_LIST, ME, CHAT, MOOD_STATS];

/** A fixed number of requests, `connections` at a time; fails on any answer but 2xx. */
async function send(base: string, target: Target, token: string, amount: number) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({
      url: `${base}${target.path}`, method: target.method, connections: CONNECTIONS, amount, timeout: 120,
      headers: { authorization: `Bearer ${token}`, ...(target.body ? { 'content-type': 'application/json' } : {}) },
      ...(target.body ? { body: target.body } : {}),
    }, (error, finished) => (error ? reject(error as Error) : resolve(finished)));
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${target.name}: ${failures} of ${amount} requests failed`);
}

async function waitForHealth(base: string) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${base} did not answer within 10 minutes under valgrind`);
}

// Valgrind names its control pipes after $HOST, which the service's environment sets to its listening address.
const callgrindControl = (...args: string[]) => execFileSync('callgrind_control', args, { stdio: 'ignore', env: { ...process.env, HOST: '127.0.0.1' } });

/** The instructions a build's server process spends per request of each target. */
async function countBuild(build: string, seeded: { token: string } | null) {
  const port = await freePort();
  const outFile = `/tmp/${BENCH_DB}.callgrind`;
  const [shell, flag, command] = startCommand(process.env.BENCH_NODE_FLAGS ?? '', `${build}/dist/main.js`);
  const underValgrind = command!.replace(' node ', ` valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=${outFile} ${process.execPath} `);
  const child = start(build, [shell!, flag!, underValgrind], serviceEnv({ port, databaseUrl: database.url, dataDir: `/tmp/${BENCH_DB}_${port}`, extra: { LOG_LEVEL: 'info' } }));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    const { token } = seeded ?? await seedOrganization(base, database.url);
    const perRequest = new Map<string, number>();
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const target of TARGETS.filter((t) => !only || t.name.toLowerCase().includes(only))) {
      await send(base, target, token, WARM_UP_REQUESTS);
      callgrindControl('--zero', String(child.pid));
      callgrindControl('--instr=on', String(child.pid));
      await send(base, target, token, REQUESTS);
      callgrindControl('--instr=off', String(child.pid));
      callgrindControl('--dump', String(child.pid));
      // Callgrind numbers its dumps: <file>.1, <file>.2, …
      const dump = `${outFile}.${perRequest.size + 1}`;
      for (let waited = 0; !existsSync(dump) && waited < 600; waited++) await sleep(100);
      const totals = /^totals: (\d+)/m.exec(readFileSync(dump, 'utf8'));
      rmSync(dump, { force: true });
      perRequest.set(target.name, Number(totals![1]) / REQUESTS);
    }
    return { token, perRequest };
  } finally {
    await stopAll([child]);
  }
}

async function main() {
  const builds = process.argv.slice(2);
  if (builds.length === 0) throw new Error('name one or more builds: folders holding dist/ (e.g. tmp/before and .)');
  await database.create();
  try {
    const results: { build: string; perRequest: Map<string, number> }[] = [];
    let seeded: { token: string } | null = null;
    for (const build of builds) {
      const { token, perRequest } = await countBuild(build, seeded);
      seeded = { token };
      results.push({ build, perRequest });
    }
    console.log(`instructions per request (callgrind, ${REQUESTS} requests after ${WARM_UP_REQUESTS} of warm-up, ${CONNECTIONS} connections)`);
    const first = results[0]!;
    for (const { build, perRequest } of results) {
      for (const [name, count] of perRequest) {
        const before = first.perRequest.get(name)!;
        console.log(`${build.padEnd(16)}${name.padEnd(24)}${Math.round(count).toLocaleString('en').padStart(14)}${build === first.build ? '' : `  ×${(count / before).toFixed(3)}`}`);
      }
    }
  } finally {
    await database.drop();
  }
}

await main();
