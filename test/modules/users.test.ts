import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, uniqueEmail, type TestApp } from '../helpers.ts';

describe('users', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t.close(); });

  test('an admin creates members; anyone in the organization lists and reads them', async () => {
    const org = await signUpOrganization(t.app);
    const manager = await org.addMember('manager', 'Mia');
    const employee = await org.addMember('employee', 'Eli');
    const list = await as(t.app, employee)({ method: 'GET', url: '/api/users?limit=2' });
    assert.equal(list.statusCode, 200);
    const page = json<'/api/users'>(list);
    assert.equal(page.total, 3);
    assert.equal(page.limit, 2);
    assert.equal(page.offset, 0);
    assert.equal(page.data.length, 2);
    assert.equal(json<{ data: Record<string, unknown>[] }>(list).data[0]?.passwordHash, undefined);
    const managers = json<'/api/users'>(await as(t.app, employee)({ method: 'GET', url: '/api/users?role=manager' }));
    assert.deepEqual(managers.data.map((u: { id: string }) => u.id), [manager.id]);
    const one = await as(t.app, employee)({ method: 'GET', url: `/api/users/${manager.id}` });
    assert.equal(json<'/api/users/{id}'>(one).name, 'Mia');
    assert.equal((await as(t.app, employee)({ method: 'GET', url: '/api/users?limit=101' })).statusCode, 400);
  });

  test('search finds name or e-mail parts in any letter case; it combines with role and active, and total counts matches', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const mira = await org.addMember('manager', 'Mira Ångström');
    const amir = await org.addMember('employee', 'Amir Khan');
    const percent = await org.addMember('employee', '100% Pat_Smith');
    await other.addMember('employee', 'Mira Elsewhere');
    const search = async (query: string) => {
      const res = await as(t.app, org.admin)({ method: 'GET', url: `/api/users?${query}` });
      assert.equal(res.statusCode, 200, res.body);
      return json<'/api/users'>(res);
    };
    const ids = (page: { data: { id: string }[] }) => page.data.map((u) => u.id).sort();

    const mir = await search('search=MIR');
    assert.equal(mir.total, 2, 'another organization\'s Mira is not found');
    assert.deepEqual(ids(mir), [mira.id, amir.id].sort());
    assert.deepEqual(ids(await search(`search=${encodeURIComponent('ångström')}`)), [mira.id]);
    assert.deepEqual(ids(await search(`search=${encodeURIComponent(amir.email.slice(0, 17).toUpperCase())}`)), [amir.id], 'e-mail part');
    assert.deepEqual(ids(await search('search=mir&role=employee')), [amir.id]);
    assert.deepEqual(ids(await search(`search=${encodeURIComponent('%')}`)), [percent.id], '% is a plain character');
    assert.deepEqual(ids(await search(`search=${encodeURIComponent('t_s')}`)), [percent.id], '_ is a plain character');
    assert.equal((await search(`search=${encodeURIComponent('a_d')}`)).total, 0, '_ does not match any one character');
    const paged = await search('search=mir&limit=1&offset=1');
    assert.deepEqual([paged.total, paged.data.length, paged.limit, paged.offset], [2, 1, 1, 1]);

    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${amir.id}` })).statusCode, 204);
    assert.deepEqual(ids(await search('search=mir&active=true')), [mira.id]);
    assert.deepEqual(ids(await search('active=false')), [amir.id]);
    assert.equal((await search('search=mir')).total, 2, 'deactivated members are listed unless active is given');
    assert.equal((await as(t.app, org.admin)({ method: 'GET', url: `/api/users?search=${'x'.repeat(101)}` })).statusCode, 400);
    assert.equal((await as(t.app, org.admin)({ method: 'GET', url: '/api/users?active=maybe' })).statusCode, 400);
  });

  test('only admins create users; duplicates → 409; another organization\'s user → 404', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const employee = await org.addMember('employee');
    const payload = { email: uniqueEmail(), name: 'New', password: 'password123', role: 'employee' };
    assert.equal((await as(t.app, employee)({ method: 'POST', url: '/api/users', payload })).statusCode, 403);
    assert.equal((await as(t.app, org.admin)({ method: 'POST', url: '/api/users', payload: { ...payload, email: employee.email } })).statusCode, 409);
    assert.equal((await as(t.app, org.admin)({ method: 'POST', url: '/api/users', payload: { ...payload, role: 'owner' } })).statusCode, 400);
    assert.equal((await as(t.app, org.admin)({ method: 'GET', url: `/api/users/${other.admin.id}` })).statusCode, 404);
    assert.equal((await as(t.app, org.admin)({ method: 'PATCH', url: `/api/users/${other.admin.id}`, payload: { name: 'x' } })).statusCode, 404);
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${other.admin.id}` })).statusCode, 404);
    assert.equal((await as(t.app, org.admin)({ method: 'GET', url: '/api/users/not-a-uuid' })).statusCode, 400);
  });

  test('PATCH: self may change name and password (with the current one), not role; mass assignment is ignored', async () => {
    const org = await signUpOrganization(t.app);
    const employee = await org.addMember('employee');
    const self = as(t.app, employee);
    const renamed = await self({ method: 'PATCH', url: `/api/users/${employee.id}`, payload: { name: 'Renamed', organizationId: '00000000-0000-4000-8000-000000000000', email: 'x@y.z' } });
    assert.equal(renamed.statusCode, 200);
    assert.equal(json<'/api/users/{id}', 'patch'>(renamed).name, 'Renamed');
    assert.equal(json<'/api/users/{id}', 'patch'>(renamed).organizationId, org.id);
    assert.equal(json<'/api/users/{id}', 'patch'>(renamed).email, employee.email);
    assert.equal((await self({ method: 'PATCH', url: `/api/users/${employee.id}`, payload: { role: 'admin' } })).statusCode, 403);
    assert.equal((await self({ method: 'PATCH', url: `/api/users/${employee.id}`, payload: { password: 'new-password-1' } })).statusCode, 400);
    assert.equal((await self({ method: 'PATCH', url: `/api/users/${employee.id}`, payload: { password: 'new-password-1', currentPassword: 'wrong-one' } })).statusCode, 403);
    assert.equal((await self({ method: 'PATCH', url: `/api/users/${employee.id}`, payload: { password: 'new-password-1', currentPassword: employee.password } })).statusCode, 200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: employee.email, password: 'new-password-1' } });
    assert.equal(login.statusCode, 200);
    const colleague = await org.addMember('employee');
    assert.equal((await as(t.app, colleague)({ method: 'PATCH', url: `/api/users/${employee.id}`, payload: { name: 'Hacked' } })).statusCode, 403);
  });

  test('the last active admin cannot be demoted or deactivated', async () => {
    const org = await signUpOrganization(t.app);
    const admin = as(t.app, org.admin);
    const demote = await admin({ method: 'PATCH', url: `/api/users/${org.admin.id}`, payload: { role: 'employee' } });
    assert.equal(demote.statusCode, 409);
    assert.equal((await admin({ method: 'DELETE', url: `/api/users/${org.admin.id}` })).statusCode, 409);
    const second = await org.addMember('admin');
    assert.equal((await admin({ method: 'DELETE', url: `/api/users/${second.id}` })).statusCode, 204);
    const user = json<'/api/users/{id}'>(await admin({ method: 'GET', url: `/api/users/${second.id}` }));
    assert.equal(user.active, false);
  });

  test('identities: link, list, conflict, unlink; resolve-platform gives the user and a 15-minute token', async () => {
    const org = await signUpOrganization(t.app);
    const employee = await org.addMember('employee', 'Pat');
    const other = await org.addMember('employee');
    const identity = { platform: 'chat_b', platformUserId: `U-${employee.id.slice(0, 8)}`, platformTeamId: `T-${org.id.slice(0, 8)}` };
    const link = await as(t.app, org.admin)({ method: 'POST', url: `/api/users/${employee.id}/identities`, payload: identity });
    assert.equal(link.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(link).platformTeamId, identity.platformTeamId);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(link).verified, false, 'an admin\'s link is a claim');
    // The bot vouches for it by linking it again with its key: the same link, now verified.
    const vouched = await t.app.inject({ method: 'POST', url: `/api/users/${employee.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(vouched.statusCode, 200);
    assert.deepEqual({ id: json<'/api/users/{id}/identities', 'post'>(vouched).id, verified: json<'/api/users/{id}/identities', 'post'>(vouched).verified }, { id: json<'/api/users/{id}/identities', 'post'>(link).id, verified: true });
    assert.equal((await as(t.app, employee)({ method: 'POST', url: `/api/users/${employee.id}/identities`, payload: identity })).statusCode, 403);
    const clash = await t.app.inject({ method: 'POST', url: `/api/users/${other.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(clash.statusCode, 409);
    const listed = json<'/api/users/{id}/identities'>(await as(t.app, employee)({ method: 'GET', url: `/api/users/${employee.id}/identities` }));
    assert.equal(listed.length, 1);
    assert.equal(listed[0]!.verified, true);

    const resolve = (payload: object, headers: Record<string, string> = apiKeyHeader()) =>
      t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers, payload });
    const resolved = json<'/api/users/resolve-platform', 'post'>(await resolve(identity));
    assert.equal(resolved?.userId, employee.id);
    assert.equal(resolved?.organizationId, org.id);
    assert.equal(resolved?.role, 'employee');
    assert.equal(resolved?.name, 'Pat');
    const claims = decodeJwt(resolved!.token);
    assert.equal(claims.exp! - claims.iat!, 900);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${resolved!.token}` } })).statusCode, 200);

    // Team must match when the identity has one; no team in the request matches only identities without one.
    assert.equal((await resolve({ ...identity, platformTeamId: 'T2' })).body, 'null');
    assert.equal((await resolve({ platform: 'chat_b', platformUserId: identity.platformUserId })).body, 'null');
    assert.equal((await resolve({ ...identity, platform: 'web' })).statusCode, 400);
    assert.equal((await resolve(identity, {})).statusCode, 401);
    assert.equal((await resolve(identity, { authorization: `Bearer ${org.admin.token}` })).statusCode, 403);

    const unlink = await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${employee.id}/identities/${json<'/api/users/{id}/identities', 'post'>(link).id}` });
    assert.equal(unlink.statusCode, 204);
    assert.equal((await resolve(identity)).body, 'null');
  });

  test('resolve-platform answers null for a deactivated user', async () => {
    const org = await signUpOrganization(t.app);
    const employee = await org.addMember('employee');
    const identity = { platform: 'chat_c', platformUserId: `C-${employee.id}` } as const;
    await org.linkIdentity(employee, identity);
    await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${employee.id}` });
    const res = await t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(), payload: identity });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'null');
  });
});
