import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { as, json, signUpOrganization, startTestApp, uniqueEmail, type TestApp, type Refusal } from '../helpers.ts';

describe('organizations', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t.close(); });

  test('sign-up creates the organization and its admin with a working token', async () => {
    const org = await signUpOrganization(t.app, { name: 'Zebra Café', timezone: 'Asia/Kolkata' });
    const me = await as(t.app, org.admin)({ method: 'GET', url: '/api/auth/me' });
    assert.equal(me.statusCode, 200);
    assert.equal(json<'/api/auth/me'>(me).role, 'admin');
    const current = json<'/api/organizations/current'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/organizations/current' }));
    assert.equal(current.id, org.id);
    assert.match(current.slug, /^zebra-cafe/);
    assert.equal(current.onboardingState, 'not_started');
    assert.equal(current.preferences.timezone, 'Asia/Kolkata');
    assert.equal(current.preferences.checkInTime, '09:00');
  });

  test('sign-up refuses a taken slug and e-mail with 409', async () => {
    const org = await signUpOrganization(t.app);
    const slug = await t.app.inject({ method: 'POST', url: '/api/organizations', payload: { name: 'X', slug: org.slug, admin: { email: uniqueEmail(), name: 'A', password: 'password123' } } });
    assert.equal(slug.statusCode, 409);
    const email = await t.app.inject({ method: 'POST', url: '/api/organizations', payload: { name: 'X', admin: { email: org.admin.email.toUpperCase(), name: 'A', password: 'password123' } } });
    assert.equal(email.statusCode, 409);
    assert.equal(json<Refusal>(email).message, 'Email already registered');
  });

  test('PATCH merges preferences shallowly and moves onboarding forward only', async () => {
    const org = await signUpOrganization(t.app);
    const patch = (payload: unknown) => as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: payload as object });
    let res = await patch({ preferences: { timezone: 'America/New_York', platform: 'chat_a' } });
    assert.equal(res.statusCode, 200);
    assert.equal(json<'/api/organizations/{id}', 'patch'>(res).onboardingState, 'in_progress');
    res = await patch({ preferences: { teamChannelId: 'C1', progressChannelId: 'C2' } });
    assert.equal(json<'/api/organizations/{id}', 'patch'>(res).onboardingState, 'completed');
    assert.equal(json<'/api/organizations/{id}', 'patch'>(res).preferences.timezone, 'America/New_York');
    res = await patch({ preferences: { platform: null } });
    assert.equal(json<'/api/organizations/{id}', 'patch'>(res).onboardingState, 'completed');
  });

  test('PATCH refuses unknown keys, invalid values, other organizations and non-admins', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const patch = (payload: unknown, id = org.id, who = org.admin) => as(t.app, who)({ method: 'PATCH', url: `/api/organizations/${id}`, payload: payload as object });
    for (const preferences of [{ colour: 'red' }, { timezone: 'Mars/Olympus' }, { checkInTime: '25:00' }, { workDays: [0] }, { defaultLanguage: 'klingon' }]) {
      const res = await patch({ preferences });
      assert.equal(res.statusCode, 400, JSON.stringify(preferences));
      assert.equal(json<Refusal>(res).message, 'Validation failed');
    }
    assert.equal((await patch({ name: 'Hijack' }, other.id)).statusCode, 404);
    const employee = await org.addMember('employee');
    assert.equal((await patch({ name: 'Mine' }, org.id, employee)).statusCode, 403);
    const current = json<'/api/organizations/current'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/organizations/current' }));
    assert.equal(current.preferences.timezone, 'UTC');
  });
});
