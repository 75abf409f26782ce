// The service as `npm start` runs it, in a child process the benches measure from outside:
// its start command, its readiness, its resident memory, and requests to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = new URL('..', import.meta.url);

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
 * before the script's name, after the script's own flags, so they win where both set one.
 */
export function startCommand(nodeFlags = ''): string[] {
  const script = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const command = script.split('&&').at(-1)!.trim();
  return ['sh', '-c', nodeFlags ? command.replace(/ (\S+)$/, ` ${nodeFlags} $1`) : command];
}

export function start(label: string, [program, ...args]: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(program!, args, {
    cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk.toString()}`));
  return child;
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

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');
/** The most resident memory the process has had since it started (the kernel's high-water mark). */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

/** CPU time the process has used so far, in ms (user + system, from /proc/<pid>/stat). */
export function cpuMs(pid: number): number {
  // Fields after the command's parenthesised name: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
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

