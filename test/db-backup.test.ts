import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { scratchDatabase } from '../bench/scratch-database.ts';
import { as, signUpOrganization, startTestApp } from './helpers.ts';

const run = promisify(execFile);
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

// On PostgreSQL the round trip drops and recreates a database of its own, beside the one the
// other tests share; on PGlite it works in a data directory of its own.
const onPostgres = Boolean(process.env.DATABASE_URL);
const scratch = onPostgres ? scratchDatabase(`tpw_backup_test_${process.pid}`) : null;

describe(`db:backup and db:restore (${onPostgres ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  const work = mkdtempSync(join(tmpdir(), 'tpw-backup-'));
  const dataDir = join(work, 'data');
  const backupFile = join(work, 'team.backup');
  const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
  const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    env: { ...process.env, ...env, JWT_SECRET },
  });
  const wipe = async () => {
    if (scratch) await scratch.create();
    else rmSync(dataDir, { recursive: true, force: true });
  };
  after(async () => {
    await scratch?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  test('backup → wipe → restore, then the admin signs in over HTTP and sees tasks, moods and identities', async () => {
    await wipe();
    let t = await startTestApp({ env });
    const org = await signUpOrganization(t.app, { name: 'Backed Up Org' });
    const member = await org.addMember('employee', 'Grace Member');
    const admin = as(t.app, org.admin);
    await org.task(member, { title: 'Water the office plants' });
    assert.equal((await as(t.app, member)({ method: 'POST', url: '/api/moods', payload: { value: 4, note: 'good week' } })).statusCode, 201);
    assert.equal((await admin({ method: 'POST', url: `/api/users/${member.id}/identities`, payload: { platform: 'chat_a', platformUserId: 'U-GRACE' } })).statusCode, 201);
    await t.close();

    const backedUp = await cli('db', 'backup', backupFile);
    assert.match(backedUp.stdout, /Backed up/);

    // A target that holds an organization is not replaced without --force, and stays as it was.
    await assert.rejects(cli('db', 'restore', backupFile), (error: { stderr: string; code: number }) => {
      assert.match(error.stderr, /already holds 1 organization.*--force/s);
      assert.equal(error.code, 1);
      return true;
    });
    await assert.rejects(cli('db', 'restore', join(work, 'missing.backup')), /does not exist/);

    await wipe();
    const restored = await cli('db', 'restore', backupFile);
    assert.match(restored.stdout, /Restored/);

    t = await startTestApp({ env });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: member.email, password: member.password }),
      });
      assert.equal(login.status, 200);
      const { accessToken } = await login.json() as { accessToken: string };
      const get = async (path: string, token = accessToken) => {
        const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        assert.equal(response.status, 200, path);
        return response.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const tasks = await get('/api/tasks');
      assert.deepEqual(tasks.data.map((task: { title: string }) => task.title), ['Water the office plants']);
      const moods = await get('/api/moods');
      assert.deepEqual(moods.data.map((mood: { value: number; note: string }) => [mood.value, mood.note]), [[4, 'good week']]);
      const adminLogin = await fetch(`${base}/api/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: org.admin.email, password: org.admin.password }),
      });
      const adminToken = ((await adminLogin.json()) as { accessToken: string }).accessToken;
      const identities = await get(`/api/users/${member.id}/identities`, adminToken);
      assert.deepEqual(identities.map((identity: { platform: string; platformUserId: string }) => [identity.platform, identity.platformUserId]), [['chat_a', 'U-GRACE']]);
    } finally {
      await t.close();
    }

    // --force replaces a target that holds data; the embedded database it replaced is kept aside.
    const forced = await cli('db', 'restore', backupFile, '--force');
    assert.match(forced.stdout, /Restored/);
    if (!onPostgres) assert.ok(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-')), forced.stdout);
  });

  test('a backup of the other kind of database is refused with a message saying so', async () => {
    assert.ok(existsSync(backupFile));
    const otherKind = onPostgres ? { DATABASE_URL: '', DATA_DIR: join(work, 'other') } : { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' };
    await assert.rejects(
      run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'db', 'restore', backupFile], { env: { ...process.env, ...otherKind, JWT_SECRET } }),
      /is a backup of .*restore it with the configuration it was made with/s,
    );
  });
});
