import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { as, json, signUpOrganization, startTestApp, uniqueEmail, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

const PUBLIC_URL = 'https://teamwell.example';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitations', () => {
  const clock = new ManualClock('2026-11-24T09:00:00.000Z');
  let t: TestApp;
  before(async () => { t = await startTestApp({ clock, env: { PUBLIC_URL } }); });
  after(async () => { await t.close(); });

  async function invite(org: TestOrganization, payload: object = { role: 'employee' }) {
    const res = await as(t.app, org.admin)({ method: 'POST', url: '/api/invitations', payload });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/invitations', 'post'>(res);
  }

  const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload });

  async function memberCount(organizationId: string) {
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where organization_id = ${organizationId}::uuid`);
    return row!.n;
  }

  test('an admin invites with a role; the token is shown once, kept hashed, and links to the web app', async () => {
    clock.set('2026-11-24T09:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const body = await invite(org, { role: 'manager', email: 'Mia.Manager@Example.test' });
    assert.deepEqual(Object.keys(body).sort(), ['createdAt', 'email', 'expiresAt', 'id', 'role', 'token', 'url']);
    assert.equal(body.role, 'manager');
    assert.equal(body.email, 'mia.manager@example.test');
    assert.equal(body.createdAt, '2026-11-24T09:00:00.000Z');
    assert.equal(body.expiresAt, '2026-12-01T09:00:00.000Z', 'seven days');
    assert.equal(body.url, `${PUBLIC_URL}/invitation#token=${body.token}`);
    assert.ok(body.token.length >= 40);

    const [stored] = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from invitations where id = ${body.id}::uuid`);
    assert.equal(stored!.token_hash, createHash('sha256').update(body.token).digest('hex'));
    assert.ok(!JSON.stringify(stored).includes(body.token));

    const list = await as(t.app, org.admin)({ method: 'GET', url: '/api/invitations' });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(json<'/api/invitations'>(list), {
      data: [{ id: body.id, role: 'manager', email: 'mia.manager@example.test', expiresAt: body.expiresAt, createdAt: body.createdAt }],
      total: 1, limit: 20, offset: 0,
    });
  });

  test('managers and employees may not invite, list or revoke; validation → 400', async () => {
    const org = await signUpOrganization(t.app);
    const invitation = await invite(org);
    for (const role of ['manager', 'employee'] as const) {
      const member = as(t.app, await org.addMember(role));
      assert.equal((await member({ method: 'POST', url: '/api/invitations', payload: { role: 'employee' } })).statusCode, 403);
      assert.equal((await member({ method: 'GET', url: '/api/invitations' })).statusCode, 403);
      assert.equal((await member({ method: 'DELETE', url: `/api/invitations/${invitation.id}` })).statusCode, 403);
    }
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/invitations', payload: { role: 'employee' } })).statusCode, 401);
    const admin = as(t.app, org.admin);
    assert.equal((await admin({ method: 'POST', url: '/api/invitations', payload: { role: 'owner' } })).statusCode, 400);
    assert.equal((await admin({ method: 'POST', url: '/api/invitations', payload: { role: 'employee', email: 'not-an-email' } })).statusCode, 400);
    assert.equal((await admin({ method: 'POST', url: '/api/invitations', payload: {} })).statusCode, 400);
    assert.equal(json<'/api/invitations'>(await admin({ method: 'GET', url: '/api/invitations' })).total, 1, 'nothing created by the refused requests');
  });

  test('accepting creates a member with the invitation\'s role and signs them in; the link then answers 410', async () => {
    const org = await signUpOrganization(t.app);
    const invitation = await invite(org, { role: 'manager' });
    const check = await t.app.inject({ method: 'POST', url: '/api/auth/check-invitation', payload: { token: invitation.token } });
    assert.equal(check.statusCode, 200, check.body);
    assert.equal(json<'/api/auth/check-invitation', 'post'>(check).role, 'manager');
    assert.equal(json<'/api/auth/check-invitation', 'post'>(check).email, null);
    assert.equal(json<'/api/auth/check-invitation', 'post'>(check).organization.id, org.id);

    const email = uniqueEmail('invited');
    const res = await accept({ token: invitation.token, name: 'Ivy Invited', password: 'a good password', email: email.toUpperCase() });
    assert.equal(res.statusCode, 201, res.body);
    const session = json<'/api/auth/accept-invitation', 'post'>(res);
    assert.equal(session.expiresIn, 604800);
    assert.equal(session.user.role, 'manager');
    assert.equal(session.user.organizationId, org.id);
    assert.equal(session.user.email, email);
    assert.equal(session.user.name, 'Ivy Invited');
    const me = await as(t.app, { token: session.accessToken })({ method: 'GET', url: '/api/auth/me' });
    assert.equal(json<'/api/auth/me'>(me).id, session.user.id);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'a good password' } });
    assert.equal(login.statusCode, 200);

    const before = await memberCount(org.id);
    const again = await accept({ token: invitation.token, name: 'Second', password: 'a good password', email: uniqueEmail() });
    assert.equal(again.statusCode, 410);
    assert.equal(json<Refusal>(again).message, 'Invitation expired or used');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/check-invitation', payload: { token: invitation.token } })).statusCode, 410);
    assert.equal(await memberCount(org.id), before);
    assert.equal(json<'/api/invitations'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/invitations' })).total, 0, 'no longer pending');
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/invitations/${invitation.id}` })).statusCode, 409, 'an accepted invitation cannot be revoked');
  });

  test('forged and malformed tokens → 404 or 400, and nothing is created', async () => {
    const org = await signUpOrganization(t.app);
    const invitation = await invite(org);
    const before = await memberCount(org.id);
    const forged = await accept({ token: `${invitation.token.slice(0, -1)}x`, name: 'Mallory', password: 'a good password', email: uniqueEmail() });
    assert.equal(forged.statusCode, 404);
    assert.deepEqual(json<Refusal>(forged), { statusCode: 404, message: 'Invitation not found', error: 'Not Found', code: 'invitation_not_found' });
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/check-invitation', payload: { token: 'nope' } })).statusCode, 404);
    assert.equal((await accept({ token: '', name: 'M', password: 'a good password', email: uniqueEmail() })).statusCode, 400);
    assert.equal((await accept({ token: invitation.token, name: '   ', password: 'a good password', email: uniqueEmail() })).statusCode, 400);
    assert.equal((await accept({ token: invitation.token, name: 'Short', password: 'short', email: uniqueEmail() })).statusCode, 400);
    const noEmail = await accept({ token: invitation.token, name: 'No Email', password: 'a good password' });
    assert.equal(noEmail.statusCode, 400);
    assert.equal(json<Refusal>(noEmail).details?.[0]?.path, 'body.email');
    assert.equal(await memberCount(org.id), before);
    // The failed attempts did not use the invitation up.
    assert.equal((await accept({ token: invitation.token, name: 'Real', password: 'a good password', email: uniqueEmail() })).statusCode, 201);
  });

  test('an invitation for an address: only that address joins; a taken address → 409 and the invitation stays usable', async () => {
    const org = await signUpOrganization(t.app);
    const invited = uniqueEmail('bound');
    const invitation = await invite(org, { role: 'employee', email: invited });
    const before = await memberCount(org.id);
    const wrong = await accept({ token: invitation.token, name: 'Wrong', password: 'a good password', email: uniqueEmail('other') });
    assert.equal(wrong.statusCode, 400);
    assert.equal(json<Refusal>(wrong).details?.[0]?.path, 'body.email');
    assert.equal(await memberCount(org.id), before);

    // Someone registered the address in the meantime (another organization's admin made the user).
    const other = await signUpOrganization(t.app);
    const taken = await as(t.app, other.admin)({ method: 'POST', url: '/api/users', payload: { email: invited, name: 'Early', password: 'a good password', role: 'employee' } });
    assert.equal(taken.statusCode, 201);
    const clash = await accept({ token: invitation.token, name: 'Bound', password: 'a good password' });
    assert.equal(clash.statusCode, 409);
    assert.equal(json<Refusal>(clash).message, 'Email already registered');
    assert.equal(await memberCount(org.id), before);
    assert.equal(json<'/api/invitations'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/invitations' })).total, 1, 'still pending');

    // Inviting an address that is already registered is refused up front.
    const upFront = await as(t.app, org.admin)({ method: 'POST', url: '/api/invitations', payload: { role: 'employee', email: org.admin.email } });
    assert.equal(upFront.statusCode, 409);

    const second = await invite(org, { role: 'employee', email: uniqueEmail('bound2') });
    const ok = await accept({ token: second.token, name: 'Bound', password: 'a good password' });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(json<'/api/auth/accept-invitation', 'post'>(ok).user.email, second.email);
  });

  test('expired and revoked invitations → 410; revoking is the admin\'s own organization only', async () => {
    clock.set('2026-11-24T09:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const expiring = await invite(org);
    const revoked = await invite(org);

    assert.equal((await as(t.app, other.admin)({ method: 'DELETE', url: `/api/invitations/${revoked.id}` })).statusCode, 404, 'another organization\'s invitation');
    assert.equal(json<'/api/invitations'>(await as(t.app, other.admin)({ method: 'GET', url: '/api/invitations' })).total, 0);
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/invitations/${revoked.id}` })).statusCode, 204);
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/invitations/${revoked.id}` })).statusCode, 204, 'again: no change');
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: '/api/invitations/3f0b7a52-9c1e-4d8a-b6f2-0e5c7d9a1b24' })).statusCode, 404);
    const before = await memberCount(org.id);
    const usedRevoked = await accept({ token: revoked.token, name: 'Rev', password: 'a good password', email: uniqueEmail() });
    assert.equal(usedRevoked.statusCode, 410);

    clock.advance(7 * DAY_MS - 1);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/check-invitation', payload: { token: expiring.token } })).statusCode, 200, 'valid to its last millisecond');
    clock.advance(1);
    const late = await accept({ token: expiring.token, name: 'Late', password: 'a good password', email: uniqueEmail() });
    assert.equal(late.statusCode, 410);
    assert.equal(json<Refusal>(late).message, 'Invitation expired or used');
    assert.equal(await memberCount(org.id), before);
    assert.equal(json<'/api/invitations'>(await as(t.app, await org.signIn(org.admin))({ method: 'GET', url: '/api/invitations' })).total, 0, 'expired ones are not pending');
    clock.set('2026-11-24T09:00:00.000Z');
  });

  test('an invitation dies with its maker\'s admin role: demoted or deactivated → 410 on check and accept, gone from the list', async () => {
    const org = await signUpOrganization(t.app);
    const [demoted, leaving] = [await org.addMember('admin'), await org.addMember('admin')];
    const made = async (maker: typeof demoted) => {
      const res = await as(t.app, maker)({ method: 'POST', url: '/api/invitations', payload: { role: 'admin' } });
      assert.equal(res.statusCode, 201, res.body);
      return json<'/api/invitations', 'post'>(res);
    };
    const [byDemoted, byLeaving, byStaying] = [await made(demoted), await made(leaving), await made(org.admin)];
    const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/check-invitation', payload: { token } });
    assert.equal((await check(byDemoted.token)).statusCode, 200);

    assert.equal((await as(t.app, org.admin)({ method: 'PATCH', url: `/api/users/${demoted.id}`, payload: { role: 'manager' } })).statusCode, 200);
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${leaving.id}` })).statusCode, 204);
    const before = await memberCount(org.id);
    for (const { token } of [byDemoted, byLeaving]) {
      for (const res of [await check(token), await accept({ token, name: 'Late Joiner', password: 'correct horse battery', email: uniqueEmail('late') })]) {
        assert.equal(res.statusCode, 410, res.body);
        assert.deepEqual([json<Refusal>(res).message, json<Refusal>(res).code], ['Invitation expired or used', 'invitation_used']);
      }
    }
    assert.equal(await memberCount(org.id), before, 'nobody joined');
    const list = json<'/api/invitations'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/invitations' }));
    assert.deepEqual([list.data.map((i: { id: string }) => i.id), list.total], [[byStaying.id], 1]);
    const joined = await accept({ token: byStaying.token, name: 'On Time', password: 'correct horse battery', email: uniqueEmail('ontime') });
    assert.equal(joined.statusCode, 201);
  });

  test('accepting does not depend on registrationOpen', async () => {
    const org = await signUpOrganization(t.app);
    const closed = await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { registrationOpen: false } } });
    assert.equal(closed.statusCode, 200);
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'a good password', name: 'R', organizationId: org.id } });
    assert.equal(register.statusCode, 403);
    const invitation = await invite(org);
    assert.equal((await accept({ token: invitation.token, name: 'Invited', password: 'a good password', email: uniqueEmail() })).statusCode, 201);
  });

  test('two acceptances at once make one user', async () => {
    const org = await signUpOrganization(t.app);
    const invitation = await invite(org, { role: 'employee' });
    const before = await memberCount(org.id);
    const answers = await Promise.all([1, 2, 3].map((n) => accept({ token: invitation.token, name: `Racer ${n}`, password: 'a good password', email: uniqueEmail(`racer${n}`) })));
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 410, 410]);
    assert.equal(await memberCount(org.id), before + 1);
  });

  test('page through pending invitations', async () => {
    const org = await signUpOrganization(t.app);
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(await invite(org));
      clock.advance(1000);
    }
    const page = json<'/api/invitations'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/invitations?limit=2&offset=1' }));
    assert.equal(page.total, 3);
    assert.deepEqual(page.data.map((i: { id: string }) => i.id), [made[1]!.id, made[0]!.id], 'newest first');
    assert.ok(page.data.every((i: object) => !('token' in i) && !('url' in i)));
  });
});
