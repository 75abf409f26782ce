// What the HTTP benches share: starting the service as `npm start` does, waiting for it, a load
// round through autocannon, the process's RSS, the machine's load, and the seeded organization.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = new URL('..', import.meta.url);
export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
export const CONNECTIONS = 50;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

/**
 * What `npm start` runs once the build is done (its environment included), through the shell as
 * npm runs it: the shell execs the server, so the child's pid is the server's. `nodeFlags` go
 * before the script's name, after the script's own flags, so they win where both set one;
 * `script` replaces dist/main.js (another build of the service, say a copy of the one before a change).
 */
export function startCommand(nodeFlags = '', script?: string): string[] {
  const npmScript = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const command = npmScript.split('&&').at(-1)!.trim();
  return ['sh', '-c', command.replace(/ (\S+)$/, (_whole, main: string) => ` ${nodeFlags ? `${nodeFlags} ` : ''}${script ?? main}`)];
}

export function start(label: string, [program, ...args]: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(program!, args, {
    cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk.toString()}`));
  return child;
}

/** The service's environment for a bench: production, rate limits raised unless `limits` says otherwise, no scheduler. */
export function serviceEnv(options: { port: number; databaseUrl: string; redisUrl?: string; dataDir: string; extra?: Record<string, string> }): Record<string, string> {
  return {
    NODE_ENV: 'production', PORT: String(options.port), HOST: '127.0.0.1', DATABASE_URL: options.databaseUrl,
    JWT_SECRET, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_STANDARD: '1000000', SCHEDULER_ENABLED: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DATA_DIR: options.dataDir, REDIS_URL: options.redisUrl ?? '',
    ...options.extra,
  };
}

export async function waitUntilAnswering(url: string, child: ChildProcess, withinSeconds = 60) {
  for (let attempt = 0; attempt < withinSeconds * 10; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${withinSeconds} s`);
}

export async function stopAll(children: ChildProcess[]) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');
/** The most resident memory the process has had since it started (the kernel's high-water mark). */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  // After the command's name: state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The machine's load averages over 1, 5 and 15 minutes, as `uptime` prints them. */
export const machineLoad = () => loadavg().map((value) => value.toFixed(2)).join(', ');

export async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface SeededOrganization { token: string; organizationId: string; userId: string }

/**
 * An organization of six people (its admin and five members), each with `tasksPerPerson` tasks
 * (200 by default: today's seeded data), and a month of moods for the admin, who is the one the
 * bench signs in as. Rows are written in SQL, then vacuumed so that index-only scans need no heap
 * visits (as on a table autovacuum has seen).
 */
export async function seedOrganization(base: string, databaseUrl: string, options: { label?: string; tasksPerPerson?: number } = {}): Promise<SeededOrganization> {
  const label = options.label ?? 'bench';
  const signUp = await post(base, '/api/organizations', {
    name: `Bench Org ${label}`, admin: { email: `${label}-admin@example.test`, name: 'Bench Admin', password: 'correct horse battery' },
  });
  const token = signUp.accessToken as string;
  for (let i = 1; i <= 5; i++) {
    await post(base, '/api/users', { email: `${label}-${i}@example.test`, name: `Member ${i}`, password: 'correct horse battery', role: 'employee' }, token);
  }
  const organizationId = signUp.organization.id as string;
  const userId = signUp.user.id as string;
  await withClient(databaseUrl, async (client) => {
    await client.query(`
      insert into tasks (organization_id, user_id, title, status, priority, created_at, updated_at, due_date)
      select $1, u.id, 'Bench task ' || i, (array['open', 'in_progress', 'completed'])[1 + i % 3], 1 + i % 5,
             now() - i * interval '1 hour', now() - i * interval '1 hour', now() + (i % 14) * interval '1 day'
      from users u, generate_series(1, $2::int) i where u.organization_id = $1`, [organizationId, options.tasksPerPerson ?? 200]);
    await client.query(`
      insert into mood_entries (organization_id, user_id, value, source, created_at)
      select $1, $2, 1 + i % 5, 'logged', now() - i * interval '8 hours'
      from generate_series(1, 90) i`, [organizationId, userId]);
    await client.query('vacuum analyze');
  });
  return { token, organizationId, userId };
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export const TASK_LIST: Target = { name: 'GET /api/tasks', method: 'GET', path: '/api/tasks?limit=20' };
export const ME: Target = { name: 'GET /api/auth/me', method: 'GET', path: '/api/auth/me' };
export const CHAT: Target = {
  name: 'POST /api/chat', method: 'POST', path: '/api/chat',
  body: JSON.stringify({ message: 'Remind me to call the dentist tomorrow', platform: 'web', platformUserId: 'bench' }),
};
export const MOOD_STATS: Target = { name: 'GET /api/moods/stats', method: 'GET', path: '/api/moods/stats' };

export interface Figures { requestsPerSecond: number; requests: number; p99: number; failures: number; statuses: Record<string, number> }

/** One round of `seconds` at CONNECTIONS connections against one server. */
export async function load(base: string, target: Target, token: string, seconds: number, connections = CONNECTIONS): Promise<Figures> {
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: `${base}${target.path}`,
      method: target.method,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}`, ...(target.body ? { 'content-type': 'application/json' } : {}) },
      ...(target.body ? { body: target.body } : {}),
    }, (error, finished) => (error ? reject(error as Error) : resolve(finished)));
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  return { requestsPerSecond: result.requests.average, requests: result.requests.total, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts, statuses };
}

/** Samples a process's RSS while `work` runs and answers the peak with the work's result. */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 50);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const spread = (values: number[], digits = 2) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
export const fixed = (value: number, digits = 0, width = 8) => value.toFixed(digits).padStart(width);
