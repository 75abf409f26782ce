// Bad input of decisions §0: names with control characters and dates outside the years
// 1970-9999 answer 400 wherever they enter, and change nothing.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, uniqueEmail, type TestApp, type Refusal } from '../helpers.ts';

const BAD_NAMES = ['Eve\n• Boss: 99 done', 'Carriage\rreturn', 'Tab\tbed', 'Null\u0085next line', 'Line\u2028separator', '\u001b[31mred'];

describe('bad names and dates', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-24T09:00:00.000Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  const expectSingleLineError = (response: LightMyRequestResponse, path: string) => {
    assert.equal(response.statusCode, 400, response.body);
    const body = json<Refusal>(response);
    assert.equal(body.message, 'Validation failed');
    assert.deepEqual(body.details, [{ path, message: 'must be a single line: no control characters such as line breaks or tabs', code: 'single_line' }]);
  };

  test('a name with a line break or another control character → 400 wherever a name is written, and nothing changes', async () => {
    const org = await signUpOrganization(t.app, { name: 'Names' });
    const member = await org.addMember('employee', 'Plain');
    const client = json<'/api/clients', 'post'>(await as(t.app, org.admin)({ method: 'POST', url: '/api/clients', payload: { name: 'Acme', deployDay: 'monday', contentCadence: 1 } }));
    for (const name of BAD_NAMES) {
      const signUp = await t.app.inject({ method: 'POST', url: '/api/organizations', payload: { name, admin: { email: uniqueEmail(), name: 'Ok', password: 'password123' } } });
      expectSingleLineError(signUp, 'body.name');
      expectSingleLineError(await t.app.inject({ method: 'POST', url: '/api/organizations', payload: { name: 'Ok', admin: { email: uniqueEmail(), name, password: 'password123' } } }), 'body.admin.name');
      expectSingleLineError(await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), name, password: 'password123', organizationId: org.id } }), 'body.name');
      expectSingleLineError(await as(t.app, org.admin)({ method: 'POST', url: '/api/users', payload: { email: uniqueEmail(), name, password: 'password123', role: 'employee' } }), 'body.name');
      expectSingleLineError(await as(t.app, member)({ method: 'PATCH', url: `/api/users/${member.id}`, payload: { name } }), 'body.name');
      expectSingleLineError(await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { name } }), 'body.name');
      expectSingleLineError(await as(t.app, org.admin)({ method: 'POST', url: '/api/clients', payload: { name, deployDay: 'monday', contentCadence: 1 } }), 'body.name');
      expectSingleLineError(await as(t.app, org.admin)({ method: 'PATCH', url: `/api/clients/${client.id}`, payload: { name } }), 'body.name');
    }
    assert.equal(json<'/api/users/{id}'>(await as(t.app, member)({ method: 'GET', url: `/api/users/${member.id}` })).name, 'Plain');
    assert.equal(json<'/api/organizations/current'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/organizations/current' })).name, 'Names');
    assert.equal(json<'/api/users'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/users' })).total, 2);
    assert.deepEqual(json<'/api/clients'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/clients' })).map((c: { name: string }) => c.name), ['Acme']);
    // Ordinary names of every script, emoji and joiners stay welcome.
    for (const name of ['Zoë O\'Brien-Łukasz', '山田 太郎', 'محمد', 'Ana 👩‍💻', 'नमिता']) {
      assert.equal((await as(t.app, member)({ method: 'PATCH', url: `/api/users/${member.id}`, payload: { name } })).statusCode, 200, name);
    }
  });

  test('a date of year 0001 (or any outside 1970-9999) → 400 wherever a date or timestamp enters', async () => {
    const org = await signUpOrganization(t.app, { timezone: 'Europe/Berlin' });
    const collect = (date: string) => as(t.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id, date } });
    for (const date of ['0001-01-01', '1969-12-31', '1000-06-15']) {
      const response = await collect(date);
      assert.equal(response.statusCode, 400, `${date}: ${response.body}`);
      assert.equal(json<Refusal>(response).message, 'Validation failed');
      assert.equal((await t.app.inject({ method: 'GET', url: `/api/eod/summary/${date}?orgId=${org.id}`, headers: apiKeyHeader() })).statusCode, 400, date);
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C', threadTs: randomUUID(), date } })).statusCode, 400, date);
    }
    for (const date of ['1970-01-01', '9999-12-31']) assert.equal((await collect(date)).statusCode, 200, date);
    const west = await signUpOrganization(t.app, { timezone: 'Pacific/Honolulu' });
    assert.equal((await as(t.app, west.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: west.id, date: '9999-12-31' } })).statusCode, 200,
      'the last day ends in year 10000 UTC west of Greenwich and still works');

    for (const dueDate of ['0001-01-01', '1969-12-31', '1969-12-31T23:59:59Z', '1970-01-01T00:30:00+01:00', '0001-01-01T00:00:00Z']) {
      const draft = await as(t.app, org.admin)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'old', dueDate } });
      assert.equal(draft.statusCode, 400, `${dueDate}: ${draft.body}`);
      assert.equal(json<Refusal>(draft).details?.[0]?.path, 'body.dueDate');
      assert.equal((await as(t.app, org.admin)({ method: 'GET', url: `/api/tasks?dueBefore=${encodeURIComponent(dueDate)}` })).statusCode, 400, dueDate);
    }
    assert.equal(json<'/api/tasks/drafts'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/tasks/drafts' })).total, 0, 'nothing was made');
    const edge = await as(t.app, org.admin)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'epoch', dueDate: '1970-01-01T00:00:00Z' } });
    assert.equal(edge.statusCode, 201);
  });
});
