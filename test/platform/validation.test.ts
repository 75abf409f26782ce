// Errors that say what to fix (decisions §0): every problem at once, enums naming their
// values, and a PATCH of nothing the endpoint knows refused instead of a silent 200.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { as, json, signUpOrganization, startTestApp, uniqueEmail, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

interface Detail { path: string; message: string }

describe('validation errors', () => {
  let t: TestApp;
  let org: TestOrganization;
  before(async () => {
    t = await startTestApp();
    org = await signUpOrganization(t.app);
  });
  after(async () => { await t.close(); });

  test('a sign-up with many problems answers all of them in one response, and creates nothing', async () => {
    const email = uniqueEmail('multi');
    const res = await t.app.inject({
      method: 'POST', url: '/api/organizations',
      payload: { name: '', slug: 'Not A Slug', timezone: 'Mars/Olympus', admin: { email: 'not-an-email', name: 'Ok', password: 'short' } },
    });
    assert.equal(res.statusCode, 400);
    const body = json<Refusal>(res);
    assert.equal(body.message, 'Validation failed');
    assert.equal(body.error, 'Bad Request');
    const paths = new Set((body.details as Detail[]).map((d) => d.path));
    assert.deepEqual([...paths].sort(), ['body.admin.email', 'body.admin.password', 'body.name', 'body.slug', 'body.timezone']);
    const timezone = (body.details as Detail[]).find((d) => d.path === 'body.timezone');
    assert.equal(timezone?.message, 'must be an IANA time zone name such as Europe/Berlin');

    const missing = json<Refusal>(await t.app.inject({ method: 'POST', url: '/api/organizations', payload: { admin: { email } } }));
    assert.deepEqual((missing.details as Detail[]).map((d) => d.path).sort(), ['body.admin.name', 'body.admin.password', 'body.name']);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct horse battery' } });
    assert.equal(login.statusCode, 401, 'nothing was created');
  });

  test('an enum problem names the allowed values; problems of several request parts come together', async () => {
    const list = json<Refusal>(await as(t.app, org.admin)({ method: 'GET', url: '/api/tasks?status=done&limit=500' }));
    assert.deepEqual(list.details, [
      { path: 'querystring.status', message: 'must be one of: open, in_progress, completed, cancelled', code: 'enum', allowed: ['open', 'in_progress', 'completed', 'cancelled'] },
      { path: 'querystring.limit', message: 'must be <= 100', code: 'maximum', limit: 100 },
    ]);
    const task = await org.task(org.admin, { title: 'Enum target' });
    const patch = json<Refusal>(await as(t.app, org.admin)({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { status: 'done', priority: 9 } }));
    assert.deepEqual(patch.details, [
      { path: 'body.priority', message: 'must be <= 5', code: 'maximum', limit: 5 },
      { path: 'body.status', message: 'must be one of: open, in_progress, completed, cancelled', code: 'enum', allowed: ['open', 'in_progress', 'completed', 'cancelled'] },
    ]);
    const both = json<Refusal>(await as(t.app, org.admin)({ method: 'PATCH', url: '/api/tasks/not-a-uuid', payload: { priority: 0 } }));
    assert.deepEqual((both.details as Detail[]).map((d) => d.path).sort(), ['body.priority', 'params.id']);
    const platform = json<Refusal>(await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { name: '' } }));
    assert.ok((platform.details as Detail[]).some((d) => d.path === 'body.name'));
  });

  test('a PATCH with no property the endpoint knows → 400 naming them; unknown ones next to known ones are dropped', async () => {
    const draft = json<'/api/tasks/drafts', 'post'>(await as(t.app, org.admin)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Misspelt' } }));
    const task = json<'/api/tasks/drafts/{id}/confirm', 'post'>(await as(t.app, org.admin)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/confirm` }));
    const patch = (url: string, payload: object) => as(t.app, org.admin)({ method: 'PATCH', url, payload });

    const misspelt = await patch(`/api/tasks/${task.id}`, { statuss: 'completed' });
    assert.equal(misspelt.statusCode, 400);
    const detail = json<Refusal>(misspelt).details![0]!;
    assert.equal(detail.path, 'body.statuss');
    assert.match(detail.message, /is not a property of this endpoint \(known: title, description, priority, status, dueDate\)/);
    assert.equal(json<'/api/tasks/{id}'>(await as(t.app, org.admin)({ method: 'GET', url: `/api/tasks/${task.id}` })).status, 'open', 'nothing changed');

    const mixed = await patch(`/api/tasks/${task.id}`, { status: 'completed', organizationId: 'x', userId: 'y' });
    assert.equal(mixed.statusCode, 200);
    assert.equal(json<'/api/tasks/{id}', 'patch'>(mixed).status, 'completed');
    assert.equal(json<'/api/tasks/{id}', 'patch'>(mixed).userId, org.admin.id);

    for (const url of [`/api/tasks/drafts/${draft.id}`, `/api/users/${org.admin.id}`, `/api/organizations/${org.id}`, '/api/chat/language']) {
      const res = await patch(url, { nmae: 'typo' });
      assert.equal(res.statusCode, 400, url);
      assert.equal(json<Refusal>(res).details?.[0]?.path, 'body.nmae', url);
    }
  });
});
