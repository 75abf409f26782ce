import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { request as httpRequest, Agent } from 'node:http';
import { describe, test } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/platform/db/client.ts';
import { json, type Refusal } from '../helpers.ts';

describe('database unavailable', () => {
  test('endpoints answer 503 with the error body quickly and /readyz says unavailable', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'memory://' });
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const app = await buildApp({ config, database, logger: false });
    try {
      const started = Date.now();
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c', password: 'whatever' } });
      assert.equal(login.statusCode, 503);
      assert.equal(json<Refusal>(login).error, 'Service Unavailable');
      assert.ok(Date.now() - started < 5000);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(json(ready), { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable', code: 'database_unavailable' });
      assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** Resolves with the first match of `pattern` in the child's log output (its stdout), from now on. */
function waitForLog(child: ReturnType<typeof spawn>, pattern: RegExp, count = 1): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let seen = 0;
    // Generous: a cold start compiles the whole service through tsx, slow on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in: ${buffer.slice(-2000)}`)), 120_000);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const match = pattern.exec(line);
        if (match && (seen += 1) === count) {
          clearTimeout(timer);
          child.stdout!.off('data', onData);
          resolve(match);
        }
      }
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
}

describe('graceful shutdown', () => {
  test('SIGTERM answers requests already received on keep-alive sockets, then exits 0', async (t) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', SCHEDULER_ENABLED: 'false', LOG_LEVEL: 'debug', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A failed assertion must not leave the service running (it would keep the test run alive).
    t.after(() => { if (child.exitCode === null) child.kill('SIGKILL'); });
    const port = Number((await waitForLog(child, /listening at http:\/\/127\.0\.0\.1:(\d+)/))[1]);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const call = (path: string, body?: string) => new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', agent, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
    assert.equal(await call('/healthz'), 200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // A login hashes a password, so these are still in flight when the signal arrives: the
    // signal is sent once the service has logged receiving all three.
    const received = waitForLog(child, /"url":"\/api\/auth\/login".*"msg":"incoming request"/, 3);
    const inFlight = [1, 2, 3].map(() => call('/api/auth/login', JSON.stringify({ email: 'nobody@example.test', password: 'whatever' })));
    await received;
    child.kill('SIGTERM');
    assert.deepEqual(await Promise.all(inFlight), [401, 401, 401]);
    assert.equal(await exited, 0);
    agent.destroy();
  });
});
