// The identity hijack through an organization-scoped key (issue 24, decisions §2), end to end over
// real HTTP: a stranger signs up, makes a key, and links a victim's chat identity to themself. The
// operator's bot must not take that key's word: the victim resolves to nobody (their messages reach
// no one), their team stays free, and the real organization links and ties it with the operator key.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { startTestApp, TEST_API_KEY, uniqueEmail, type TestApp } from '../helpers.ts';

describe('a scoped key cannot vouch for a chat identity (over HTTP)', () => {
  let t: TestApp;
  let base: string;

  before(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  async function call(method: string, path: string, options: { token?: string; key?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.key) headers['x-api-key'] = options.key;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  }

  async function signUp(name: string) {
    const created = await call('POST', '/api/organizations', {
      body: { name, admin: { email: uniqueEmail('admin'), name: `${name} admin`, password: 'correct horse battery' } },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return { id: created.body.organization.id as string, adminId: created.body.user.id as string, token: created.body.accessToken as string };
  }

  test('sign-up, scoped key, link → unverified; the operator key resolves nobody; the real organization links and ties the team', async () => {
    const tag = randomUUID().slice(0, 8);
    const victimIdentity = { platform: 'chat_a', platformUserId: `U-victim-${tag}`, platformTeamId: `T-real-${tag}` };

    const real = await signUp(`Real ${tag}`);
    const victim = await call('POST', '/api/users', {
      token: real.token, body: { email: uniqueEmail('victim'), name: 'Vera Victim', password: 'correct horse battery', role: 'employee' },
    });
    assert.equal(victim.status, 201);

    // The stranger: four calls.
    const stranger = await signUp(`Stranger ${tag}`);
    const key = await call('POST', '/api/api-keys', { token: stranger.token, body: { name: 'my bot' } });
    assert.equal(key.status, 201);
    const scopedKey = key.body.key as string;
    const hijack = await call('POST', `/api/users/${stranger.adminId}/identities`, { key: scopedKey, body: victimIdentity });
    assert.equal(hijack.status, 201);
    assert.equal(hijack.body.verified, false, 'a scoped key only claims');
    const codes = await call('POST', '/api/identities/link-codes', { key: scopedKey, body: victimIdentity });
    assert.equal(codes.status, 403);
    assert.equal(codes.body.code, 'operator_key_required');

    // The operator's bot: the victim is nobody, and what they write reaches no one.
    const resolved = await call('POST', '/api/users/resolve-platform', { key: TEST_API_KEY, body: victimIdentity });
    assert.equal(resolved.status, 200);
    assert.equal(resolved.body, null);
    const chat = await call('POST', '/api/chat', { key: TEST_API_KEY, body: { ...victimIdentity, message: 'I want to end my life' } });
    assert.equal(chat.status, 200);
    const strangerFlags = await call('GET', '/api/flags', { token: stranger.token });
    assert.equal(strangerFlags.body.total, 0, 'no crisis flag in the stranger\'s organization');
    // The stranger's own key still finds its claim (its own bot, its own organization).
    assert.equal((await call('POST', '/api/users/resolve-platform', { key: scopedKey, body: victimIdentity })).body.userId, stranger.adminId);

    // The real organization: the operator key vouches, replacing the claim and tying the team.
    const linked = await call('POST', `/api/users/${victim.body.id}/identities`, { key: TEST_API_KEY, body: victimIdentity });
    assert.equal(linked.status, 201, JSON.stringify(linked.body));
    assert.equal(linked.body.verified, true);
    const now = await call('POST', '/api/users/resolve-platform', { key: TEST_API_KEY, body: victimIdentity });
    assert.equal(now.body.userId, victim.body.id);
    assert.equal(now.body.organizationId, real.id);
    const strangerIdentities = await call('GET', `/api/users/${stranger.adminId}/identities`, { token: stranger.token });
    assert.deepEqual(strangerIdentities.body, [], 'the claim gave way');

    // The team is the real organization's: the stranger can claim no one else of it.
    const teammate = { ...victimIdentity, platformUserId: `U-teammate-${tag}` };
    for (const attempt of [
      await call('POST', `/api/users/${stranger.adminId}/identities`, { key: scopedKey, body: teammate }),
      await call('POST', `/api/users/${stranger.adminId}/identities`, { token: stranger.token, body: teammate }),
    ]) {
      assert.equal(attempt.status, 409);
      assert.equal(attempt.body.message, 'Team belongs to another organization');
      assert.equal(attempt.body.code, 'team_of_another_organization');
    }
    const teammateOfReal = await call('POST', `/api/users/${real.adminId}/identities`, { token: real.token, body: teammate });
    assert.equal(teammateOfReal.status, 201);
  });
});
