import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { as, json, signUpOrganization, startTestApp } from './helpers.ts';

const run = promisify(execFile);

describe('CLI: API keys', () => {
  // The CLI and the app share a database: a PGlite directory, or DATABASE_URL when set.
  const dataDir = mkdtempSync(join(tmpdir(), 'tpw-cli-'));
  const env = { ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789' };
  const cli = async (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { env });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('create prints a tpw_ key once; a scoped key acts only on its organization; revoke ends it', async () => {
    let t = await startTestApp({ env: { DATA_DIR: dataDir } });
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const identities = [];
    for (const o of [org, other]) {
      const member = await o.addMember('employee');
      const identity = { platform: 'chat_a', platformUserId: `U-${member.id}` };
      await as(t.app, o.admin)({ method: 'POST', url: `/api/users/${member.id}/identities`, payload: identity });
      identities.push({ identity, member });
    }
    await t.close();

    const created = await cli('api-key', 'create', '--name', 'bot', '--org', org.id);
    const key = created.stdout.split('\n').find((line) => line.startsWith('tpw_'));
    assert.ok(key, created.stdout);
    const id = /API key ([0-9a-f-]{36})/.exec(created.stdout)?.[1];
    assert.ok(id);
    const listed = (await cli('api-key', 'list')).stdout;
    assert.ok(listed.includes(id) && !listed.includes(key), 'list shows the id, never the key');
    await assert.rejects(cli('api-key', 'create'), /needs --name/);

    t = await startTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const resolve = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: { 'x-api-key': key }, payload });
      const own = await resolve(identities[0]!.identity);
      assert.equal(json(own).userId, identities[0]!.member.id);
      assert.equal((await resolve(identities[1]!.identity)).body, 'null', 'a scoped key sees no other organization');
      const forged = await t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: { 'x-api-key': `${key}x` }, payload: identities[0]!.identity });
      assert.equal(forged.statusCode, 401);
    } finally {
      await t.close();
    }

    assert.match((await cli('api-key', 'revoke', id)).stdout, /Revoked/);
    t = await startTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: { 'x-api-key': key }, payload: identities[0]!.identity });
      assert.equal(res.statusCode, 401);
    } finally {
      await t.close();
    }
  });
});
