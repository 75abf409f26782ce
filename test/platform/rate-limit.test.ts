import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
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
      // The window opened during the first request: at most a minute after the answer, rounded up.
      const latest = Math.ceil(Date.now() / 1000) + 60;
      assert.ok(reset >= before && reset <= latest, `reset ${reset} is Unix seconds within the window (${before}-${latest})`);
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

describe('the client address behind proxies (TRUST_PROXY, decisions §0a)', () => {
  const login = (app: TestApp, forwardedFor: string, from = '127.0.0.1') => app.app.inject({
    method: 'POST', url: '/api/auth/login', remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor }, payload: { email: `${randomUUID()}@example.test`, password: 'whatever' },
  });

  test('TRUST_PROXY=1: a client that rotates its own X-Forwarded-For is still limited by the address its proxy saw', async () => {
    const t = await startTestApp({ env: { ...LOW_LIMITS, TRUST_PROXY: '1' } });
    try {
      // The client sends any X-Forwarded-For it likes; the one proxy appends the address it saw.
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await login(t, `198.51.100.${i + 1}, 203.0.113.7`)).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 429]);
      assert.equal((await login(t, '198.51.100.99, 203.0.113.8')).statusCode, 401, 'another client behind the proxy has its own counter');
    } finally {
      await t.close();
    }
  });

  test('TRUST_PROXY as addresses and CIDRs: the client is the first address from the right that is not a trusted proxy', async () => {
    const t = await startTestApp({ env: { ...LOW_LIMITS, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await login(t, `192.0.2.${i + 1}, 203.0.113.20, 10.1.2.3`)).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 429]);
      // A peer that is not a trusted proxy is the client, whatever it forwards.
      const direct = [];
      for (let i = 0; i < 4; i += 1) direct.push((await login(t, `203.0.113.30`, '198.51.100.50')).statusCode);
      assert.deepEqual(direct, [401, 401, 401, 429]);
      assert.equal((await login(t, '203.0.113.30', '198.51.100.51')).statusCode, 401, 'the forwarded address was not taken from an untrusted peer');
    } finally {
      await t.close();
    }
  });
});

describe('failed logins per account (decisions §0)', () => {
  const password = 'correct horse battery';
  const tryLogin = (t: TestApp, email: string, pass: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: pass } });

  test('10 failures within 15 minutes lock the e-mail for every address, the right password included, until the window has passed', async () => {
    const clock = new ManualClock('2026-11-24T10:00:00.000Z');
    const t = await startTestApp({ clock, redis: true });
    try {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      for (let i = 0; i < 10; i += 1) {
        clock.advance(60_000);
        // From ten addresses, with the e-mail written differently: one account.
        const res = await tryLogin(t, i % 2 ? member.email.toUpperCase() : ` ${member.email}`, `wrong ${i}`, `192.0.2.${i + 1}`);
        assert.equal(res.statusCode, 401, `failure ${i + 1} answers 401 as always`);
      }
      const locked = await tryLogin(t, member.email, password, '198.51.100.77');
      assert.equal(locked.statusCode, 429);
      assert.deepEqual(json(locked), { statusCode: 429, message: 'Too Many Requests', error: 'Too Many Requests', code: 'too_many_login_failures' });
      // The window began with the first failure, 10 minutes ago.
      assert.equal(locked.headers['retry-after'], String(5 * 60));
      assert.equal((await tryLogin(t, member.email, 'wrong again', '198.51.100.78')).statusCode, 429);
      assert.equal((await tryLogin(t, org.admin.email, password, '192.0.2.1')).statusCode, 200, 'another account is not locked');
      assert.equal((await as(t.app, member)({ method: 'GET', url: '/api/auth/me' })).statusCode, 200, 'tokens already issued still work');

      clock.advance(5 * 60_000 - 1000);
      assert.equal((await tryLogin(t, member.email, password, '198.51.100.77')).statusCode, 429, 'a second before the window ends');
      clock.advance(1000);
      assert.equal((await tryLogin(t, member.email, password, '198.51.100.77')).statusCode, 200, 'the window has passed');
    } finally {
      await t.close();
    }
  });

  test('successful logins are not failures; LOGIN_FAILURES_PER_ACCOUNT sets the number', async () => {
    const clock = new ManualClock('2026-11-24T12:00:00.000Z');
    const t = await startTestApp({ clock, env: { LOGIN_FAILURES_PER_ACCOUNT: '3' } });
    try {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      for (let i = 0; i < 2; i += 1) assert.equal((await tryLogin(t, member.email, 'wrong', '192.0.2.1')).statusCode, 401);
      for (let i = 0; i < 5; i += 1) assert.equal((await tryLogin(t, member.email, password, '192.0.2.1')).statusCode, 200);
      assert.equal((await tryLogin(t, member.email, 'wrong', '192.0.2.1')).statusCode, 401, 'the third failure');
      assert.equal((await tryLogin(t, member.email, password, '192.0.2.1')).statusCode, 429);
    } finally {
      await t.close();
    }
  });

  test('with Redis, the failures counted by one instance lock the account on another', { skip: process.env.REDIS_URL ? false : 'REDIS_URL is not set' }, async () => {
    const clock = new ManualClock('2026-11-24T14:00:00.000Z');
    const a = await startTestApp({ clock, redis: true, env: { LOGIN_FAILURES_PER_ACCOUNT: '2' } });
    const b = await startTestApp({ clock, redis: true, env: { LOGIN_FAILURES_PER_ACCOUNT: '2' } });
    try {
      const org = await signUpOrganization(a.app);
      assert.equal((await tryLogin(a, org.admin.email, 'wrong', '192.0.2.1')).statusCode, 401);
      assert.equal((await tryLogin(b, org.admin.email, 'wrong', '192.0.2.2')).statusCode, 401);
      assert.equal((await tryLogin(a, org.admin.email, password, '192.0.2.3')).statusCode, 429);
      assert.equal((await tryLogin(b, org.admin.email, password, '192.0.2.4')).statusCode, 429);
    } finally {
      await a.close();
      await b.close();
    }
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
