import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createApiKeyStore } from '../../src/platform/auth/api-keys.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

describe('API keys over HTTP', () => {
  const clock = new ManualClock('2026-11-24T09:00:00.000Z');
  let t: TestApp;
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  async function createKey(org: TestOrganization, name = 'Slack bot') {
    const res = await as(t.app, org.admin)({ method: 'POST', url: '/api/api-keys', payload: { name } });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/api-keys', 'post'>(res);
  }

  async function linkedIdentity(org: TestOrganization, platformUserId: string) {
    const member = await org.addMember('employee');
    await org.linkIdentity(member, { platform: 'chat_a', platformUserId });
    return member;
  }

  const resolve = (key: string, platformUserId: string) => t.app.inject({
    method: 'POST', url: '/api/users/resolve-platform', headers: { 'x-api-key': key }, payload: { platform: 'chat_a', platformUserId },
  });

  test('an admin creates a key for the organization: shown once, tpw_-prefixed, kept hashed', async () => {
    clock.set('2026-11-24T09:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const body = await createKey(org, '  Slack bot  ');
    assert.deepEqual(Object.keys(body).sort(), ['createdAt', 'id', 'key', 'name', 'organizationId']);
    assert.equal(body.name, 'Slack bot');
    assert.equal(body.organizationId, org.id);
    assert.equal(body.createdAt, '2026-11-24T09:00:00.000Z');
    assert.match(body.key, /^tpw_[A-Za-z0-9_-]{40,}$/);
    const [row] = await queryRows<Record<string, unknown>>(t.database.db, sql`select * from api_keys where id = ${body.id}::uuid`);
    assert.equal(row!.key_hash, createHash('sha256').update(body.key).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(body.key), 'the key itself is not stored');

    const list = json<'/api/api-keys'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/api-keys' }));
    assert.deepEqual(list, {
      data: [{ id: body.id, name: 'Slack bot', organizationId: org.id, createdAt: body.createdAt, lastUsedAt: null }],
      total: 1, limit: 20, offset: 0,
    });
  });

  test('managers and employees → 403; bad names → 400; nothing created', async () => {
    const org = await signUpOrganization(t.app);
    const key = await createKey(org);
    for (const role of ['manager', 'employee'] as const) {
      const member = as(t.app, await org.addMember(role));
      assert.equal((await member({ method: 'POST', url: '/api/api-keys', payload: { name: 'mine' } })).statusCode, 403);
      assert.equal((await member({ method: 'GET', url: '/api/api-keys' })).statusCode, 403);
      assert.equal((await member({ method: 'DELETE', url: `/api/api-keys/${key.id}` })).statusCode, 403);
    }
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: apiKeyHeader(), payload: { name: 'by key' } })).statusCode, 401);
    const admin = as(t.app, org.admin);
    for (const name of ['', '   ', 'line\nbreak', 'x'.repeat(101)]) {
      assert.equal((await admin({ method: 'POST', url: '/api/api-keys', payload: { name } })).statusCode, 400, JSON.stringify(name));
    }
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from api_keys where organization_id = ${org.id}::uuid`);
    assert.equal(count!.n, 1);
  });

  test('a key made here acts on its organization only', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const ours = await linkedIdentity(org, `U-ours-${org.id.slice(0, 8)}`);
    await linkedIdentity(other, `U-theirs-${other.id.slice(0, 8)}`);
    const { key } = await createKey(org);
    const found = await resolve(key, `U-ours-${org.id.slice(0, 8)}`);
    assert.equal(found.statusCode, 200);
    assert.equal(json<'/api/users/resolve-platform', 'post'>(found)?.userId, ours.id);
    const foreign = await resolve(key, `U-theirs-${other.id.slice(0, 8)}`);
    assert.equal(foreign.statusCode, 200);
    assert.equal(json<'/api/users/resolve-platform', 'post'>(foreign), null, 'another organization\'s identity is invisible to the key');
    const thread = await t.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${other.id}`, headers: { 'x-api-key': key } });
    assert.equal(thread.statusCode, 404);
  });

  test('lastUsedAt is recorded at most once a minute', async () => {
    clock.set('2026-11-24T09:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const { id, key } = await createKey(org);
    const lastUsed = async () => {
      const [row] = await queryRows<{ at: string | null }>(t.database.db, sql`select to_char(last_used_at at time zone 'UTC', 'HH24:MI:SS') as at from api_keys where id = ${id}::uuid`);
      return row!.at;
    };
    assert.equal(await lastUsed(), null);
    clock.set('2026-11-24T09:01:00.000Z');
    await resolve(key, 'nobody');
    assert.equal(await lastUsed(), '09:01:00');
    clock.set('2026-11-24T09:01:59.000Z');
    await resolve(key, 'nobody');
    assert.equal(await lastUsed(), '09:01:00', 'within the minute: no write');
    clock.set('2026-11-24T09:02:01.000Z');
    await resolve(key, 'nobody');
    assert.equal(await lastUsed(), '09:02:01');
    const listed = json<'/api/api-keys'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/api-keys' }));
    assert.equal(listed.data[0]!.lastUsedAt, '2026-11-24T09:02:01.000Z');
  });

  test('a revoked key is refused from then on; revoking is scoped to the organization', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const { id, key } = await createKey(org);
    const theirs = await createKey(other);
    const unscoped = await createApiKeyStore(t.database.db, []).create('operator key', null);
    assert.equal((await resolve(key, 'nobody')).statusCode, 200);

    const admin = as(t.app, org.admin);
    assert.equal((await admin({ method: 'DELETE', url: `/api/api-keys/${theirs.id}` })).statusCode, 404, 'another organization\'s key');
    assert.equal((await admin({ method: 'DELETE', url: `/api/api-keys/${unscoped.record.id}` })).statusCode, 404, 'an unscoped key');
    assert.equal((await resolve(theirs.key, 'nobody')).statusCode, 200, 'still works');
    assert.equal((await resolve(unscoped.key, 'nobody')).statusCode, 200, 'still works');

    assert.equal((await admin({ method: 'DELETE', url: `/api/api-keys/${id}` })).statusCode, 204);
    const refused = await resolve(key, 'nobody');
    assert.equal(refused.statusCode, 401);
    assert.equal(json<Refusal>(refused).message, 'Unauthorized');
    assert.equal((await admin({ method: 'DELETE', url: `/api/api-keys/${id}` })).statusCode, 204, 'again: no change');
    assert.equal(json<'/api/api-keys'>(await admin({ method: 'GET', url: '/api/api-keys' })).total, 0);
  });

  test('the list holds the organization\'s working keys only, newest first, paginated', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    await createKey(other, 'theirs');
    await createApiKeyStore(t.database.db, []).create('operator key', null);
    const made = [];
    for (const name of ['one', 'two', 'three']) {
      made.push(await createKey(org, name));
      clock.advance(1000);
    }
    await as(t.app, org.admin)({ method: 'DELETE', url: `/api/api-keys/${made[2]!.id}` });
    const page = json<'/api/api-keys'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/api-keys?limit=1&offset=1' }));
    assert.equal(page.total, 2);
    assert.deepEqual(page.data.map((k: { name: string }) => k.name), ['one']);
    const all = json<'/api/api-keys'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/api-keys' }));
    assert.deepEqual(all.data.map((k: { name: string }) => k.name), ['two', 'one']);
    assert.ok(all.data.every((k: object) => !('key' in k)));
  });
});
