import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { as, json, signUpOrganization, startTestApp, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

describe('HTTP behaviour shared by every route', () => {
  let t: TestApp;
  let org: TestOrganization;
  before(async () => {
    t = await startTestApp();
    org = await signUpOrganization(t.app);
  });
  after(async () => { await t.close(); });

  const isErrorBody = (body: Record<string, unknown>, status: number) => {
    assert.equal(body.statusCode, status);
    assert.equal(typeof body.message, 'string');
    assert.equal(typeof body.error, 'string');
    assert.equal(JSON.stringify(body).includes(' at '), false, 'no stack trace');
  };

  test('malformed JSON → 400 with the error body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c", ' });
    assert.equal(res.statusCode, 400);
    isErrorBody(json<Refusal>(res), 400);
    assert.equal(json<Refusal>(res).error, 'Bad Request');
  });

  test('wrong content type → 415; body over 1 MiB → 413', async () => {
    const text = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    assert.equal(text.statusCode, 415);
    isErrorBody(json<Refusal>(text), 415);
    const big = await t.app.inject({
      method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    assert.equal(big.statusCode, 413);
    isErrorBody(json<Refusal>(big), 413);
  });

  test('unknown route → 404 with the error body; bad percent-encoding → 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    assert.equal(missing.statusCode, 404);
    isErrorBody(json<Refusal>(missing), 404);
    assert.equal(json<Refusal>(missing).error, 'Not Found');
    const bad = await t.app.inject({ method: 'GET', url: '/api/users/%ZZ', headers: { authorization: `Bearer ${org.admin.token}` } });
    assert.equal(bad.statusCode, 400);
    isErrorBody(json<Refusal>(bad), 400);
  });

  test('prototype keys in a body are refused, never applied', async () => {
    for (const payload of ['{"name":"x","__proto__":{"role":"admin"}}', '{"name":"x","constructor":{"prototype":{"role":"admin"}}}']) {
      const res = await as(t.app, org.admin)({ method: 'PATCH', url: `/api/users/${org.admin.id}`, headers: { 'content-type': 'application/json' }, payload });
      assert.equal(res.statusCode, 400, payload);
      isErrorBody(json<Refusal>(res), 400);
    }
    const prefs = await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { constructor: 'x' } } });
    assert.equal(prefs.statusCode, 400);
  });

  test('SQL-looking strings are stored as text, and in ids they are a validation error', async () => {
    const injection = "Robert'); DROP TABLE users;--";
    const res = await as(t.app, org.admin)({ method: 'PATCH', url: `/api/users/${org.admin.id}`, payload: { name: injection } });
    assert.equal(res.statusCode, 200);
    assert.equal(json<'/api/users/{id}', 'patch'>(res).name, injection);
    const id = await as(t.app, org.admin)({ method: 'GET', url: `/api/users/${encodeURIComponent("1' OR '1'='1")}` });
    assert.equal(id.statusCode, 400);
    assert.equal(json<Refusal>(id).message, 'Validation failed');
    assert.equal((await as(t.app, org.admin)({ method: 'GET', url: '/api/users' })).statusCode, 200);
  });

  test('the request id is echoed, or made when absent', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    assert.equal(given.headers['x-request-id'], 'abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  test('health, readiness, OpenAPI 3.1 and the docs page answer without auth or rate-limit headers', async () => {
    for (const url of ['/healthz', '/readyz', '/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['x-ratelimit-limit'], undefined, url);
    }
    assert.deepEqual(json<'/readyz'>(await t.app.inject({ method: 'GET', url: '/readyz' })), { status: 'ready' });
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>>; components: { securitySchemes: Record<string, unknown> } }>(await t.app.inject({ method: 'GET', url: '/openapi.json' }));
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(doc.paths['/api/auth/login']?.post);
    assert.ok(doc.paths['/api/users/resolve-platform']?.post);
    assert.ok(doc.components.securitySchemes.apiKeyAuth);
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    assert.ok([200, 302].includes(docs.statusCode));
  });

  test('responses are allow-lists: no password hash anywhere', async () => {
    const res = await as(t.app, org.admin)({ method: 'GET', url: '/api/users' });
    assert.equal(res.body.includes('argon2'), false);
    assert.equal(res.body.includes('passwordHash'), false);
  });
});

describe('CORS', () => {
  test('the web client\'s origins may call the API from a browser; others may not', async () => {
    const t = await startTestApp({ env: { WEB_ORIGINS: 'https://app.example.com' } });
    try {
      const preflight = await t.app.inject({
        method: 'OPTIONS', url: '/api/auth/login',
        headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.statusCode, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], 'https://app.example.com');
      const simple = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://app.example.com' } });
      assert.match(String(simple.headers['access-control-expose-headers']), /X-RateLimit-Remaining/);
      const stranger = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
      assert.equal(stranger.headers['access-control-allow-origin'], undefined);
    } finally {
      await t.close();
    }
  });
});
