// The embedded default's memory: the service as `npm start` runs it (compiled, its memory
// settings), with no DATABASE_URL, on a new data directory and then again on the same one.
// Prints the process's peak RSS until it is ready (the kernel's high-water mark, so nothing
// between samples is missed), its RSS idle once serving, under a small team's load (10
// connections; req/s, p99 and the server's CPU time per request, which a busy machine moves far
// less than req/s) and idle after it.
//
//   npm run bench:footprint
//   BENCH_ROUND_SECONDS=10 npm run bench:footprint
//   BENCH_NODE_FLAGS=--max-old-space-size=96 npm run bench:footprint
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { cpuMs, freePort, peakRssMb, post, rssMb, start, startCommand, waitUntilAnswering } from './http-harness.ts';

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const CONNECTIONS = 10;
const IDLE_SETTLE_MS = 5000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

const TARGETS = [
  { name: 'GET /api/tasks', method: 'GET', path: '/api/tasks?limit=20' },
  { name: 'POST /api/chat', method: 'POST', path: '/api/chat', body: JSON.stringify({ message: 'Remind me to call the dentist tomorrow', platform: 'web', platformUserId: 'bench' }) },
  { name: 'POST /api/moods', method: 'POST', path: '/api/moods', body: JSON.stringify({ value: 4 }) },
  { name: 'GET /api/moods/stats', method: 'GET', path: '/api/moods/stats' },
] as const;

async function startService(dataDir: string): Promise<{ child: ChildProcess; base: string; readyPeakMb: number }> {
  const port = await freePort();
  const child = start('service', startCommand(process.env.BENCH_NODE_FLAGS ?? ''), {
    NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '',
    JWT_SECRET, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_STANDARD: '1000000', SCHEDULER_ENABLED: 'false', LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  // /readyz answers 503 until migrations are applied and the database answers.
  await waitUntilAnswering(`${base}/readyz`, child, 600);
  return { child, base, readyPeakMb: peakRssMb(child.pid!) };
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}

async function load(pid: number, base: string, token: string) {
  for (const target of TARGETS) {
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({
      url: `${base}${target.path}`, method: target.method, connections: CONNECTIONS, duration: ROUND_SECONDS,
      headers: { authorization: `Bearer ${token}`, ...('body' in target ? { 'content-type': 'application/json' } : {}) },
      ...('body' in target ? { body: target.body } : {}),
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    const cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total);
    console.log(`  ${target.name.padEnd(22)}${result.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(result.latency.p99).padStart(5)} ms  `
      + `CPU ${cpuPerRequest.toFixed(2)} ms/request${failures ? `  ${failures} failed` : ''}`);
  }
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

function directorySizeMb(path: string): number {
  let bytes = 0;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes / 1024 / 1024;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tpw-footprint-'));
  try {
    console.log(`Embedded database (PGlite), ${CONNECTIONS} connections, ${ROUND_SECONDS} s per endpoint\n`);
    console.log('new data directory');
    const first = await startService(dataDir);
    await sleep(IDLE_SETTLE_MS);
    console.log(`  start-up peak ${mb(first.readyPeakMb)}, idle once serving ${mb(rssMb(first.child.pid!))}`);
    const signUp = await post(first.base, '/api/organizations', {
      name: 'Footprint Org', admin: { email: 'footprint@example.test', name: 'Footprint Admin', password: 'correct horse battery' },
    });
    await load(first.child.pid!, first.base, signUp.accessToken as string);
    const peakUnderLoad = peakRssMb(first.child.pid!);
    await sleep(IDLE_SETTLE_MS);
    console.log(`  peak under load ${mb(peakUnderLoad)}, idle ${IDLE_SETTLE_MS / 1000} s after load ${mb(rssMb(first.child.pid!))}`);
    const moods = await fetch(`${first.base}/api/moods?limit=1&days=1`, { headers: { authorization: `Bearer ${signUp.accessToken as string}` } });
    const drafts = await fetch(`${first.base}/api/tasks/drafts?limit=1`, { headers: { authorization: `Bearer ${signUp.accessToken as string}` } });
    const total = async (response: Response) => ((await response.json()) as { total: number }).total;
    console.log(`  the load wrote ${await total(moods)} mood entries and ${await total(drafts)} task drafts; data directory ${mb(directorySizeMb(dataDir))}`);
    await stop(first.child);

    console.log('\nrestart on the same data directory');
    const again = await startService(dataDir);
    await sleep(IDLE_SETTLE_MS);
    console.log(`  start-up peak ${mb(again.readyPeakMb)}, idle once serving ${mb(rssMb(again.child.pid!))}`);
    await stop(again.child);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
