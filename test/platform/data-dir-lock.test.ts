// One owner for the embedded database: a real service process on a real PGlite directory, and
// real second processes (the CLI, another service) that must stop at once with a clear message.
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);

describe('DATA_DIR has one owner', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tpw-lock-'));
  const env = {
    ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', SCHEDULER_ENABLED: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789', LOG_LEVEL: 'info',
  };
  const children: ChildProcess[] = [];
  after(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs a CLI command to its end: exit code and output. */
  async function cli(...args: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** Starts the service; answers its base URL once it listens. */
  async function startService() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`service did not start: ${out}`)), 60_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => { out += chunk.toString(); });
      child.on('exit', (code) => reject(new Error(`service exited with ${code}: ${out}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, base: `http://127.0.0.1:${port}`, exited };
  }

  test('while the service runs, CLI commands and a second service stop at once with what to do; nothing is lost', async () => {
    let service = await startService();
    const signUp = await fetch(`${service.base}/api/organizations`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Locked Org', admin: { email: 'owner@lock.example', name: 'Owner', password: 'correct horse battery' } }),
    });
    assert.equal(signUp.status, 201);

    for (const args of [['api-key', 'create', '--name', 'bot'], ['seed'], ['db', 'migrate']]) {
      const started = Date.now();
      const result = await cli(...args);
      assert.notEqual(result.code, 0, `${args.join(' ')} must fail while the service runs`);
      assert.match(result.stderr, /in use by the service \(pid \d+/);
      assert.match(result.stderr, /Stop the service first/);
      assert.match(result.stderr, /HTTP API/);
      assert.doesNotMatch(result.stdout, /tpw_/, 'no key is printed');
      assert.ok(Date.now() - started < 30_000, 'it stops at once rather than waiting for the lock');
    }

    const second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(second);
    let secondErr = '';
    second.stderr!.on('data', (chunk: Buffer) => { secondErr += chunk.toString(); });
    const secondCode = await new Promise<number | null>((resolve) => second.on('exit', (code) => resolve(code)));
    assert.notEqual(secondCode, 0);
    assert.match(secondErr, /in use by the service/);

    // The first service never noticed: it still answers.
    assert.equal((await fetch(`${service.base}/readyz`)).status, 200);
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 0);

    // Stopped: the CLI owns the directory now, and its key works in the next service.
    const created = await cli('api-key', 'create', '--name', 'after-stop');
    assert.equal(created.code, 0, created.stderr);
    const key = created.stdout.split('\n').find((line) => line.startsWith('tpw_'));
    assert.ok(key);

    service = await startService();
    const login = await fetch(`${service.base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@lock.example', password: 'correct horse battery' }),
    });
    assert.equal(login.status, 200, 'the organization made before the refused commands is still there');
    const resolved = await fetch(`${service.base}/api/users/resolve-platform`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ platform: 'chat_a', platformUserId: 'nobody' }),
    });
    assert.equal(resolved.status, 200, 'the key made by the CLI while the service was stopped is accepted');

    // A crash leaves the lock behind; its owner is dead, so the next process takes it over at once.
    service.child.kill('SIGKILL');
    await service.exited;
    const afterCrash = await cli('api-key', 'list');
    assert.equal(afterCrash.code, 0, afterCrash.stderr);
    assert.match(afterCrash.stdout, /after-stop/);
  });
});
