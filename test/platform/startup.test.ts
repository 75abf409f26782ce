// Start-up as an operator meets it: the real entry point in its own process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { resolveJwtSecret } from '../../src/platform/auth/tokens.ts';
import { openDatabase } from '../../src/platform/db/client.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

/** Every path under `directory` whose mode lets group or others in. */
function looseEntries(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(directory, entry))
    .filter((path) => (mode(path) & 0o077) !== 0);
}

/** The service from its sources through tsx (as tests and `npm run dev` run it), or another command. */
function start(env: Record<string, string>, command: [string, ...string[]] = [process.execPath, '--import', 'tsx', 'src/main.ts']) {
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SCHEDULER_ENABLED: 'false', LOG_LEVEL: 'info', DATABASE_URL: '', NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** The port the service says it listens on, once it does (null after `seconds`). */
async function listeningPort(service: ReturnType<typeof start>, seconds: number): Promise<number | null> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(service.output().stdout)?.[1]);
    if (port) return port;
    if (service.child.exitCode !== null) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

describe('the data directory is private', () => {
  test('an existing DATA_DIR with loose modes is set to 0700 at start-up and nothing inside is readable by others', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tpw-data-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'left-over.log'), 'secret', { mode: 0o666 });
    chmodSync(join(dataDir, 'left-over.log'), 0o666);
    const service = start({ DATA_DIR: dataDir });
    try {
      const port = await listeningPort(service, 60);
      assert.ok(port, `the service did not start: ${service.output().stderr}`);
      // The embedded database holds data now: a sign-up wrote a password hash into it.
      const signUp = await fetch(`http://127.0.0.1:${port}/api/organizations`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Private', admin: { email: 'ada@private.example', name: 'Ada', password: 'correct horse' } }),
      });
      assert.equal(signUp.status, 201);
      assert.equal(mode(dataDir), 0o700);
      assert.equal(mode(join(dataDir, 'jwt-secret')), 0o600);
      assert.ok(readdirSync(join(dataDir, 'pglite')).length > 0);
      assert.deepEqual(looseEntries(dataDir), []);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a new DATA_DIR is created with mode 0700', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tpw-data-'));
    const dataDir = join(root, 'nested', 'data');
    try {
      const database = await openDatabase({ databaseUrl: null, dataDir });
      await database.close();
      assert.equal(mode(dataDir), 0o700);
      const secretOnly = join(root, 'secret-only');
      resolveJwtSecret(null, secretOnly);
      assert.equal(mode(secretOnly), 0o700);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('unsafe production settings stop start-up', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DATA_DIR: 'memory://' };

  test('a bot URL without BOT_SIGNING_SECRET: the process exits 1 naming the variable, before listening', async () => {
    const service = start({ ...production, CHAT_A_BOT_URL: 'https://bridge.example.test/deliveries' });
    assert.equal(await service.exited, 1);
    assert.match(service.output().stderr, /BOT_SIGNING_SECRET is required when NODE_ENV=production and CHAT_A_BOT_URL is set/);
    assert.doesNotMatch(service.output().stdout, /listening/);
  });

  test('plain http to another host while a key or secret is set names the variable; loopback and https are fine', () => {
    const refused = (env: Record<string, string>) => assert.throws(() => loadConfig({ ...production, ...env }), ConfigError);
    const message = (env: Record<string, string>) => {
      try {
        loadConfig({ ...production, ...env });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    refused({ CHAT_B_BOT_URL: 'https://bridge.example.test/deliveries' });
    assert.match(message({ CHAT_C_BOT_URL: 'http://bridge.example.test/deliveries', BOT_SIGNING_SECRET: 's' })!, /^CHAT_C_BOT_URL must use https/);
    assert.match(message({ LLM_BASE_URL: 'http://llm.example.test/v1', LLM_MODEL: 'm', LLM_API_KEY: 'k' })!, /^LLM_BASE_URL must use https/);

    assert.equal(message({ CHAT_A_BOT_URL: 'http://127.0.0.1:8080/deliveries', BOT_SIGNING_SECRET: 's' }), null);
    assert.equal(message({ CHAT_A_BOT_URL: 'http://localhost:8080/deliveries', BOT_SIGNING_SECRET: 's' }), null);
    assert.equal(message({ CHAT_A_BOT_URL: 'https://bridge.example.test/deliveries', BOT_SIGNING_SECRET: 's' }), null);
    assert.equal(message({ LLM_BASE_URL: 'http://llm.example.test/v1', LLM_MODEL: 'm' }), null, 'no key to leak');
    assert.equal(message({ LLM_BASE_URL: 'https://llm.example.test/v1', LLM_MODEL: 'm', LLM_API_KEY: 'k' }), null);
    // Outside production these are allowed (development and tests).
    assert.doesNotThrow(() => loadConfig({ DATA_DIR: 'memory://', CHAT_A_BOT_URL: 'http://bridge.example.test/deliveries' }));
  });
});

describe('addresses and listeners (decisions §0a)', () => {
  const base = { DATA_DIR: 'memory://' };
  const message = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
      return null;
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.message;
    }
  };

  test('TRUST_PROXY=true stops start-up: the process exits 1 naming the variable, before listening', async () => {
    const service = start({ ...base, TRUST_PROXY: 'true' });
    assert.equal(await service.exited, 1);
    assert.match(service.output().stderr, /Configuration error: TRUST_PROXY=true is ambiguous .*number of proxies.*addresses\/CIDRs/);
    assert.doesNotMatch(service.output().stdout, /listening/);
  });

  test('TRUST_PROXY takes a number of proxies or a list of addresses and CIDRs; anything else names the variable', () => {
    assert.equal(loadConfig(base).trustProxy, false);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy, false);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy, ['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    for (const wrong of ['yes', 'on', 'TRUE']) assert.match(message({ TRUST_PROXY: wrong })!, /^TRUST_PROXY=.* is ambiguous/);
    for (const wrong of ['proxy.example', '10.0.0.0/33', '10.0.0.0/8/1', '300.1.1.1', '1,2', '-1', '33']) {
      assert.match(message({ TRUST_PROXY: wrong }) ?? 'accepted', /^TRUST_PROXY must/, wrong);
    }
  });

  test('METRICS_HOST: 127.0.0.1 unless it names another address; an invalid one names the variable', () => {
    assert.equal(loadConfig({ ...base, METRICS_PORT: '9464' }).metricsHost, '127.0.0.1');
    assert.equal(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost, '10.0.0.5');
    assert.equal(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '::' }).metricsHost, '::');
    assert.match(message({ METRICS_PORT: '9464', METRICS_HOST: 'not an address' })!, /^METRICS_HOST must be an IP address/);
  });

  test('METRICS_PORT listens on 127.0.0.1 even when the service listens on every address', async (t) => {
    const others = Object.values(networkInterfaces()).flat().filter((i) => i && !i.internal && i.family === 'IPv4').map((i) => i!.address);
    const metricsPort = 20_000 + Math.floor(Math.random() * 20_000);
    const service = start({ ...base, HOST: '0.0.0.0', METRICS_PORT: String(metricsPort) });
    t.after(() => { if (service.child.exitCode === null) service.child.kill('SIGKILL'); });
    const listening = async () => {
      for (let i = 0; i < 3000 && service.child.exitCode === null; i += 1) {
        if (/metrics served on their own port/.test(service.output().stdout)) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    assert.ok(await listening(), `the service did not start: ${service.output().stderr}`);
    assert.match(service.output().stdout, /"host":"127\.0\.0\.1","port":\d+,"msg":"metrics served on their own port"/);
    assert.equal((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status, 200);
    // From another address of this machine nobody answers (when the machine has one).
    for (const address of others) {
      await assert.rejects(fetch(`http://${address}:${metricsPort}/metrics`), `metrics reachable on ${address}`);
    }
    service.child.kill('SIGTERM');
    assert.equal(await service.exited, 0);
  });
});

describe('npm start', () => {
  test('builds and runs the compiled service with plain node, which migrates and answers /healthz', { timeout: 300_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'tpw-start-'));
    const service = start({ DATA_DIR: join(root, 'data') }, ['npm', 'start', '--silent']);
    try {
      // A cold build compiles the whole service first: slow on a loaded machine.
      const port = await listeningPort(service, 240);
      assert.ok(port, `npm start did not start the service: ${service.output().stderr}`);
      assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
      assert.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 200, 'migrations found and applied from the compiled code');
      // npm's child is the server itself (the shell exec'd it): node running dist/main.js, no tsx,
      // with the memory settings of the start command (README, "Production start and performance").
      const [serverPid] = readFileSync(`/proc/${service.child.pid}/task/${service.child.pid}/children`, 'utf8').trim().split(' ');
      const commandLine = readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      assert.match(commandLine[0]!, /node$/);
      assert.equal(commandLine.at(-1), 'dist/main.js');
      assert.deepEqual(commandLine.slice(1, -1).sort(), ['--heap-growing-percent=60', '--liftoff-only', '--max-semi-space-size=8', '--no-allocation-site-pretenuring', '--no-regexp-tier-up'], commandLine.join(' '));
      assert.ok(readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0').includes('MALLOC_MMAP_THRESHOLD_=131072'));
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
