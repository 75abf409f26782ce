// A caller whose role is too low is refused before the body is read: 403, whatever the body holds,
// so that a refusal never teaches the request's shape and a bad body never hides the refusal. The
// same bad body from a caller who holds the permission answers 400. (The services decide access;
// the routes name the permission their service asks for only to refuse this early.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

describe('a refusal comes before validation', () => {
  let t: TestApp;
  let org: TestOrganization;
  let employee: Member;
  let manager: Member;

  before(async () => {
    t = await startTestApp();
    org = await signUpOrganization(t.app);
    employee = await org.addMember('employee');
    manager = await org.addMember('manager');
  });
  after(async () => { await t.close(); });

  // [who is too low, method, url, a body the schema refuses, the role that may]
  const cases: Array<[() => Member, 'POST' | 'PATCH' | 'PUT' | 'GET', (orgId: string) => string, object | undefined, () => Member]> = [
    [() => employee, 'POST', () => '/api/users', { email: 'not-an-email' }, () => org.admin],
    [() => manager, 'POST', () => '/api/invitations', { role: 'overlord' }, () => org.admin],
    [() => manager, 'POST', () => '/api/api-keys', { name: '' }, () => org.admin],
    [() => manager, 'POST', () => '/api/eod/collect', { orgId: 'not-a-uuid' }, () => org.admin],
    [() => employee, 'POST', () => '/api/clients', { name: 42 }, () => manager],
    [() => employee, 'GET', () => '/analytics?timeRange=forever', undefined, () => manager],
    [() => employee, 'GET', () => '/api/morning-threads/by-date/yesterday', undefined, () => manager],
  ];

  for (const [low, method, url, payload, allowed] of cases) {
    test(`${method} ${url('{org}')}: 403 for a role too low, 400 for one that may`, async () => {
      const refused = await org.as(low())({ method, url: url(org.id), ...(payload ? { payload } : {}) });
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(json(refused).message, 'Insufficient permissions');
      const invalid = await org.as(allowed())({ method, url: url(org.id), ...(payload ? { payload } : {}) });
      assert.equal(invalid.statusCode, 400, invalid.body);
    });
  }
});
