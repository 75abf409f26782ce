import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { ManualClock } from '../../src/platform/clock.ts';
import { as, bearer, json, signUpOrganization, startTestApp, uniqueEmail, type TestApp, type Refusal } from '../helpers.ts';

describe('auth', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-23T09:00:00.000Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  test('register joins the organization as employee and returns a session', async () => {
    const org = await signUpOrganization(t.app);
    const email = uniqueEmail('Reg').toUpperCase();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'password123', name: 'Reg', organizationId: org.id } });
    assert.equal(res.statusCode, 201);
    const body = json<'/api/auth/register', 'post'>(res);
    assert.equal(body.user.role, 'employee');
    assert.equal(body.user.email, email.toLowerCase());
    assert.equal(body.expiresIn, 604800);
    const dup = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: email.toLowerCase(), password: 'password123', name: 'Reg', organizationId: org.id } });
    assert.equal(dup.statusCode, 409);
    assert.deepEqual(json<Refusal>(dup), { statusCode: 409, message: 'Email already registered', error: 'Conflict', code: 'email_taken' });
  });

  test('register refuses unknown organizations, closed registration and bad input', async () => {
    const org = await signUpOrganization(t.app);
    const base = { email: uniqueEmail(), password: 'password123', name: 'N', organizationId: org.id };
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, organizationId: '00000000-0000-4000-8000-000000000000' } });
    assert.equal(unknown.statusCode, 404);
    assert.equal(json<Refusal>(unknown).message, 'Organization not found');
    for (const bad of [{ password: 'short' }, { email: 'not-an-email' }, { name: '' }, { organizationId: 'abc' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, ...bad } });
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
      assert.equal(json<Refusal>(res).message, 'Validation failed');
      assert.ok(Array.isArray(json<Refusal>(res).details));
    }
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { registrationOpen: false } } });
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: base })).statusCode, 403);
  });

  test('login issues an HS256 token with the spec claims; wrong password and unknown e-mail look the same', async () => {
    const org = await signUpOrganization(t.app);
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: org.admin.email.toUpperCase(), password: org.admin.password } });
    assert.equal(ok.statusCode, 200);
    const claims = decodeJwt(json<'/api/auth/login', 'post'>(ok).accessToken);
    assert.equal(claims.sub, org.admin.id);
    assert.equal(claims.orgId, org.id);
    assert.equal(claims.role, 'admin');
    assert.equal(claims.iat, Math.floor(clock.now().getTime() / 1000));
    assert.equal(claims.exp, claims.iat! + 604800);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: org.admin.email, password: 'nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'nope-nope' } });
    for (const res of [wrong, unknown]) {
      assert.equal(res.statusCode, 401);
      assert.deepEqual(json<Refusal>(res), { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized', code: 'invalid_credentials' });
    }
  });

  test('me and refresh need a valid token; expired → Token expired', async () => {
    const org = await signUpOrganization(t.app);
    const me = await as(t.app, org.admin)({ method: 'GET', url: '/api/auth/me' });
    assert.equal(json<'/api/auth/me'>(me).id, org.admin.id);
    const refreshed = await as(t.app, org.admin)({ method: 'POST', url: '/api/auth/refresh' });
    assert.equal(refreshed.statusCode, 200);
    assert.equal(json<'/api/auth/refresh', 'post'>(refreshed).user.id, org.admin.id);

    for (const headers of [{}, bearer('garbage'), { authorization: 'Basic abc' }, bearer(`${org.admin.token}x`)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      assert.equal(res.statusCode, 401);
      assert.deepEqual(json<Refusal>(res), { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized', code: 'unauthorized' });
    }
    clock.advance(604_801_000);
    try {
      const expired = await as(t.app, org.admin)({ method: 'GET', url: '/api/auth/me' });
      assert.equal(expired.statusCode, 401);
      assert.equal(json<Refusal>(expired).message, 'Token expired');
    } finally {
      clock.advance(-604_801_000);
    }
  });

  test('a deactivated user is refused at login and with an existing token; a changed role invalidates tokens', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const promoted = await org.addMember('employee');
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/users/${promoted.id}`, payload: { role: 'manager' } });
    assert.equal((await as(t.app, promoted)({ method: 'GET', url: '/api/auth/me' })).statusCode, 401);
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${member.id}` })).statusCode, 204);
    assert.equal((await as(t.app, member)({ method: 'GET', url: '/api/auth/me' })).statusCode, 401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    assert.equal(login.statusCode, 401);
    assert.equal(json<Refusal>(login).message, 'Invalid credentials');
  });
});
