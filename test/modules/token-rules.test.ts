// Tokens that end (decisions §3): a password change ends every earlier token, on every
// instance; resolve-platform tokens are not refreshed; a refresh chain ends 30 days after its
// sign-in; a token issued in the future is refused.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, bearer, json, signUpOrganization, startTestApp, type TestApp, type Refusal } from '../helpers.ts';

const DAY_MS = 86_400_000;

describe('token rules', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-24T09:00:00.200Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  const me = (token: string, app = t.app) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
  const login = async (email: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    assert.equal(response.statusCode, 200, response.body);
    return json<'/api/auth/login', 'post'>(response).accessToken;
  };
  const sign = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(t.config.jwtSecret!));

  test('a password change refuses every earlier token, on every instance; a sign-in in the same second works', async () => {
    clock.set('2026-11-24T09:00:00.200Z');
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const before = await login(member.email, member.password);
    // A second instance on the same database: nothing is remembered in memory.
    const second = await buildApp({ config: t.config, database: t.database, clock, logger: false });
    try {
      assert.equal((await me(before, second)).statusCode, 200);
      clock.set('2026-11-24T09:00:01.900Z');
      const changed = await as(t.app, { token: before })({
        method: 'PATCH', url: `/api/users/${member.id}`, payload: { password: 'a new password', currentPassword: member.password },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      for (const app of [t.app, second]) {
        const refused = await me(before, app);
        assert.equal(refused.statusCode, 401);
        assert.equal(json<Refusal>(refused).message, 'Unauthorized');
      }
      assert.equal((await refresh(before)).statusCode, 401, 'an old token cannot be refreshed into a new one');
      assert.equal((await me(member.token)).statusCode, 401);

      // iat 09:00:01 is the change's second: a sign-in right after the change is good.
      const after = await login(member.email, 'a new password');
      assert.equal(decodeJwt(after).iat, Date.parse('2026-11-24T09:00:01Z') / 1000);
      assert.equal((await me(after, second)).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } })).statusCode, 401);
      // Changing the name does not end sessions.
      clock.advance(5000);
      await as(t.app, { token: after })({ method: 'PATCH', url: `/api/users/${member.id}`, payload: { name: 'Renamed' } });
      assert.equal((await me(after)).statusCode, 200);
    } finally {
      await second.close();
    }
  });

  test('the cut-off is exact: a token from the same second as the password change is refused, a sign-in after it works', async () => {
    clock.set('2026-11-24T11:00:05.100Z');
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const before = await login(member.email, member.password);
    assert.equal((await me(before)).statusCode, 200);

    clock.set('2026-11-24T11:00:05.400Z');
    const changed = await as(t.app, { token: before })({
      method: 'PATCH', url: `/api/users/${member.id}`, payload: { password: 'a new password', currentPassword: member.password },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    clock.set('2026-11-24T11:00:05.700Z');
    const after = await login(member.email, 'a new password');
    assert.equal(decodeJwt(before).iat, decodeJwt(after).iat, 'both tokens carry the same second');
    assert.equal((await me(before)).statusCode, 401, 'the token from before the change is refused');
    assert.equal((await refresh(before)).statusCode, 401);
    assert.equal((await me(after)).statusCode, 200, 'the token from after the change works');

    // Even with a clock that does not move, a second change ends the tokens of the first.
    const changedAgain = await as(t.app, { token: after })({
      method: 'PATCH', url: `/api/users/${member.id}`, payload: { password: 'a third password', currentPassword: 'a new password' },
    });
    assert.equal(changedAgain.statusCode, 200, changedAgain.body);
    assert.equal((await me(after)).statusCode, 401);
    assert.equal((await me(await login(member.email, 'a third password'))).statusCode, 200);
  });

  test('a resolve-platform token works for 15 minutes and cannot be refreshed', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const identity = { platform: 'chat_c', platformUserId: `C-${randomUUID()}` } as const;
    await org.linkIdentity(member, identity);
    const resolved = json<'/api/users/resolve-platform', 'post'>(await t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(), payload: identity }))!;
    assert.equal((await me(resolved.token)).statusCode, 200);
    const refused = await refresh(resolved.token);
    assert.equal(refused.statusCode, 401);
    assert.equal(json<Refusal>(refused).message, 'A resolve-platform token cannot be refreshed');

    // A 15-minute token from before the kind claim existed is treated the same.
    const now = Math.floor(clock.now().getTime() / 1000);
    const legacy = await sign({ sub: member.id, orgId: org.id, role: 'employee', iat: now, exp: now + 900 });
    assert.equal((await me(legacy)).statusCode, 200);
    assert.equal((await refresh(legacy)).statusCode, 401);
    const legacySession = await sign({ sub: member.id, orgId: org.id, role: 'employee', iat: now, exp: now + 604_800 });
    assert.equal((await refresh(legacySession)).statusCode, 200);
  });

  test('a refresh chain ends 30 days after the sign-in that began it', async () => {
    clock.set('2026-11-24T09:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const signInAt = Date.parse('2026-11-24T09:00:00Z') / 1000;
    let token = org.admin.token;
    for (const day of [6, 12, 18, 23]) {
      clock.set(new Date(signInAt * 1000 + day * DAY_MS));
      const refreshed = await refresh(token);
      assert.equal(refreshed.statusCode, 200, `day ${day}`);
      token = json<'/api/auth/refresh', 'post'>(refreshed).accessToken;
      assert.equal(json<'/api/auth/refresh', 'post'>(refreshed).expiresIn, 604_800);
      assert.equal(decodeJwt(token).auth_time, signInAt, 'the sign-in time rides along the chain');
    }
    clock.set(new Date(signInAt * 1000 + 29 * DAY_MS));
    const last = await refresh(token);
    assert.equal(last.statusCode, 200);
    assert.equal(json<'/api/auth/refresh', 'post'>(last).expiresIn, DAY_MS / 1000, 'no token outlives the chain');
    assert.equal(decodeJwt(json<'/api/auth/refresh', 'post'>(last).accessToken).exp, signInAt + 30 * 86_400);

    clock.set(new Date(signInAt * 1000 + 30 * DAY_MS - 1000));
    const ending = await refresh(json<'/api/auth/refresh', 'post'>(last).accessToken);
    assert.equal(ending.statusCode, 200, 'one second before the end it still refreshes');
    assert.equal(json<'/api/auth/refresh', 'post'>(ending).expiresIn, 1);
    clock.set(new Date(signInAt * 1000 + 30 * DAY_MS));
    for (const tokenOfTheChain of [token, json<'/api/auth/refresh', 'post'>(last).accessToken, json<'/api/auth/refresh', 'post'>(ending).accessToken]) {
      const refused = await refresh(tokenOfTheChain);
      assert.equal(refused.statusCode, 401);
      assert.equal(json<Refusal>(refused).message, 'Token expired');
    }
    // A new sign-in begins a new chain.
    const fresh = await login(org.admin.email, org.admin.password);
    assert.equal((await refresh(fresh)).statusCode, 200);
  });

  test('a token issued in the future is refused (beyond a few seconds of clock difference)', async () => {
    const org = await signUpOrganization(t.app);
    const now = Math.floor(clock.now().getTime() / 1000);
    const claims = { sub: org.admin.id, orgId: org.id, role: 'admin', kind: 'session' };
    const future = await sign({ ...claims, iat: now + 3600, auth_time: now + 3600, exp: now + 7200 });
    assert.equal((await me(future)).statusCode, 401);
    const skewed = await sign({ ...claims, iat: now + 2, auth_time: now + 2, exp: now + 7200 });
    assert.equal((await me(skewed)).statusCode, 200);
    const chainFromTheFuture = await sign({ ...claims, iat: now, auth_time: now + 60, exp: now + 7200 });
    assert.equal((await me(chainFromTheFuture)).statusCode, 401);
  });
});
