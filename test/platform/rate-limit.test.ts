import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type TestApp } from '../helpers.ts';

const LOW_LIMITS = { RATE_LIMIT_AUTH: '3', RATE_LIMIT_STANDARD: '5', RATE_LIMIT_WEBHOOK: '4' };

describe('rate limits (in memory)', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp({ env: LOW_LIMITS }); });
  after(async () => { await t.close(); });

  test('auth tier: 3 per minute per IP, then 429 with Retry-After and the spec body', async () => {
    const login = (ip: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: 'a@b.c', password: 'whatever' } });
    const before = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 3; i += 1) {
      const res = await login('10.1.1.1');
      assert.equal(res.statusCode, 401);
      assert.equal(res.headers['x-ratelimit-limit'], '3');
      assert.equal(res.headers['x-ratelimit-remaining'], String(2 - i));
      const reset = Number(res.headers['x-ratelimit-reset']);
      assert.ok(reset >= before && reset <= before + 61, `reset ${reset} is Unix seconds within the window`);
    }
    const limited = await login('10.1.1.1');
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(json(limited), { statusCode: 429, message: 'Too Many Requests', error: 'Too Many Requests', code: 'rate_limited' });
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal(limited.headers['x-ratelimit-remaining'], '0');
    assert.equal((await login('10.1.1.2')).statusCode, 401, 'another IP has its own counter');
  });

  test('standard tier is per user; health checks are exempt', async () => {
    const t2 = await startTestApp({ env: { ...LOW_LIMITS, RATE_LIMIT_AUTH: '100' } });
    try {
      const org = await signUpOrganization(t2.app);
      const member = await org.addMember('employee');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await as(t2.app, member)({ method: 'GET', url: '/api/auth/me' })).statusCode);
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
      assert.equal((await as(t2.app, org.admin)({ method: 'GET', url: '/api/auth/me' })).statusCode, 200, 'another user is not limited');
      for (let i = 0; i < 10; i += 1) assert.equal((await t2.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    } finally {
      await t2.close();
    }
  });

  test('webhook tier is per API key', async () => {
    const statuses: number[] = [];
    const payload = { platform: 'chat_a', platformUserId: randomUUID() };
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(), payload });
      statuses.push(res.statusCode);
      assert.equal(res.headers['x-ratelimit-limit'], '4');
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  });
});

describe('rate limits shared through Redis', { skip: process.env.REDIS_URL ? false : 'REDIS_URL is not set' }, () => {
  test('two instances count against one budget', async () => {
    const a = await startTestApp({ env: { ...LOW_LIMITS, RATE_LIMIT_AUTH: '4' }, redis: true });
    const b = await startTestApp({ env: { ...LOW_LIMITS, RATE_LIMIT_AUTH: '4' }, redis: true });
    try {
      const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const login = (app: TestApp) => app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: `${randomUUID()}@x.io`, password: 'whatever' } });
      const statuses = [await login(a), await login(b), await login(a), await login(b), await login(a)].map((r) => r.statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 401, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
