// Metrics and traces: /metrics through prom-client behind METRICS_TOKEN (or on METRICS_PORT),
// counters that move with the work, and log lines that say who made each request.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { startMetricsServer } from '../../src/platform/metrics.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type TestApp } from '../helpers.ts';
import { closedPortUrl } from './outbox-stub.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in Prometheus text format, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  let t: TestApp;
  before(async () => {
    // A Tuesday evening: every daily job of a UTC organization is due.
    t = await startTestApp({
      clock: new ManualClock('2026-03-10T20:00:00.000Z'),
      env: {
        METRICS_TOKEN: TOKEN, RATE_LIMIT_AUTH: '5',
        LLM_BASE_URL: await closedPortUrl(), LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '500',
      },
    });
  });
  after(async () => { await t.close(); });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    return res.body;
  };

  test('only the bearer of METRICS_TOKEN reads /metrics on the service\'s port', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: TOKEN }, apiKeyHeader()]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(res.statusCode, 401, JSON.stringify(headers));
      assert.deepEqual(json(res), { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized', code: 'unauthorized' });
    }
    const org = await signUpOrganization(t.app);
    const res = await as(t.app, org.admin)({ method: 'GET', url: '/metrics' });
    assert.equal(res.statusCode, 401, 'a user\'s token is not the metrics token');
  });

  test('counters move: requests by route template, rate-limit refusals, outbox, scheduler, assistant answers and fallbacks', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const series = '{method="GET",route="/api/tasks/:id",status_code="404"}';
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) await as(t.app, member)({ method: 'GET', url: `/api/tasks/${crypto.randomUUID()}` });
    // Six sign-in attempts from one address: the sixth is over the auth tier's 5 a minute.
    for (let i = 0; i < 6; i += 1) await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.9.8.7', payload: { email: 'x@y.z', password: 'whatever1' } });
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_c', progressChannelId: 'C1' } } });
    await as(t.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } }); // chat_c has no adapter: undeliverable
    await t.app.workers.scheduler.tick({ organizationIds: [org.id] });
    const chat = await as(t.app, member)({ method: 'POST', url: '/api/chat', payload: { message: 'hello', platform: 'web', platformUserId: member.id } });
    assert.equal(chat.statusCode, 200);
    const after = await scrape();

    assert.equal(sample(after, `tpw_http_requests_total${series}`) - sample(before, `tpw_http_requests_total${series}`), 3);
    assert.equal(sample(after, `tpw_http_request_duration_seconds_count${series}`) - sample(before, `tpw_http_request_duration_seconds_count${series}`), 3);
    assert.ok(!/route="\/api\/tasks\/[0-9a-f]{8}-/.test(after), 'ids never become labels');
    assert.equal(sample(after, 'tpw_rate_limit_refusals_total{tier="auth"}') - sample(before, 'tpw_rate_limit_refusals_total{tier="auth"}'), 1);
    assert.ok(sample(after, 'tpw_outbox_messages{status="undeliverable"}') >= 1);
    assert.equal(sample(after, 'tpw_outbox_delivery_attempts_total{kind="eod_summary",outcome="undeliverable"}') - sample(before, 'tpw_outbox_delivery_attempts_total{kind="eod_summary",outcome="undeliverable"}'), 1);
    assert.ok(sample(after, 'tpw_scheduler_runs_total{job="overload_check"}') > sample(before, 'tpw_scheduler_runs_total{job="overload_check"}'));
    assert.ok(sample(after, 'tpw_assistant_answers_total{engine="llm",intent="greeting"}') >= 1, after.split('\n').filter((l) => l.includes('assistant')).join('\n'));
    assert.equal(sample(after, 'tpw_assistant_llm_fallbacks_total') - sample(before, 'tpw_assistant_llm_fallbacks_total'), 1);
    assert.match(after, /^tpw_process_resident_memory_bytes \d+/m);
    if (process.env.DATABASE_URL) assert.ok(sample(after, 'tpw_db_pool_connections{state="total"}') >= 1);
  });

  test('METRICS_PORT serves the same registry on a port of its own', async () => {
    const server: Server = await startMetricsServer(t.app.metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /tpw_http_requests_total/);
      assert.equal((await fetch(`http://127.0.0.1:${port}/other`)).status, 404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('metrics switched off', () => {
  test('without METRICS_TOKEN there is no /metrics on the service\'s port', async () => {
    const t = await startTestApp();
    try {
      assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode, 404);
    } finally {
      await t.close();
    }
  });
});

describe('request logs', () => {
  test('the request\'s line is the line pino writes for the same fields', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
    const t = await startTestApp();
    const app = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: { level: 'info', stream } });
    // After the service's own hook: pino's line for the fields the service writes (app.log is its logger).
    app.addHook('onResponse', async (request, reply) => {
      const principal = request.principal;
      app.log.info({
        reqId: request.id, organizationId: principal?.organizationId ?? null, userId: principal?.kind === 'user' ? principal.userId : null,
        apiKeyId: principal?.kind === 'key' ? principal.keyId : undefined, req: request, res: reply, responseTime: reply.elapsedTime,
      }, 'request completed');
    });
    try {
      const org = await signUpOrganization(app);
      lines.length = 0;
      await as(app, org.admin)({ method: 'GET', url: '/api/tasks?limit=5&status=open', headers: { 'x-request-id': 'req-"quoted"' } });
      await app.inject({ method: 'GET', url: '/api/auth/chat_a/callback?state=s3cr3t&code=c0de&x=%20y' });
      await app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(), payload: { platform: 'chat_a', platformUserId: 'U1' } });
      const comparable = (line: string) => ({ ...JSON.parse(line), time: 0, responseTime: 0 });
      assert.equal(lines.length, 6, lines.join('\n'));
      for (let i = 0; i < lines.length; i += 2) {
        assert.deepEqual(comparable(lines[i]!), comparable(lines[i + 1]!));
        // Field for field in pino's order, too.
        assert.equal(lines[i]!.replace(/"(time|responseTime)":[\d.e+-]+/g, ''), lines[i + 1]!.replace(/"(time|responseTime)":[\d.e+-]+/g, ''));
      }
      assert.ok(!lines.join().includes('s3cr3t'));
    } finally {
      await app.close();
      await t.close();
    }
  });

  test('every line of a request carries its request id, organization id and user id — never tokens, passwords or message text', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l)); done(); } });
    const t = await startTestApp();
    const app = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: { level: 'info', stream } });
    // A route that writes a line of its own while it runs, as a warning or an error would.
    app.get('/test/warns', async (request) => {
      request.log.warn({ detail: 'worth a look' }, 'something to look at');
      return { ok: true };
    });
    try {
      const org = await signUpOrganization(app);
      const member = await org.addMember('employee');
      const secretMessage = 'my very private chat message about the dentist tomorrow';
      lines.length = 0;
      await as(app, member)({ method: 'POST', url: '/api/chat', payload: { message: secretMessage, platform: 'web', platformUserId: member.id }, headers: { 'x-request-id': 'req-chat-1' } });
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password }, headers: { 'x-request-id': 'req-login-1' } });
      await app.inject({ method: 'GET', url: '/api/auth/chat_a/callback?state=s3cr3t-state&code=s3cr3t-code', headers: { 'x-request-id': 'req-callback-1' } });
      await as(app, member)({ method: 'GET', url: '/test/warns', headers: { 'x-request-id': 'req-warns-1' } });
      await app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: { ...apiKeyHeader(), 'x-request-id': 'req-key-1' }, payload: { platform: 'chat_a', platformUserId: 'U1' } });

      const chatLines = lines.filter((l) => l.reqId === 'req-chat-1');
      // One line per request at info: the request, the answer and who made it.
      assert.deepEqual(chatLines.map((l) => l.msg), ['request completed'], JSON.stringify(lines));
      const [completed] = chatLines as [Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any
      assert.deepEqual([completed.organizationId, completed.userId], [org.id, member.id]);
      assert.deepEqual([completed.req.method, completed.req.url, completed.res.statusCode], ['POST', '/api/chat', 200]);
      assert.equal(typeof completed.responseTime, 'number');
      // Lines written while a request runs name it too.
      const warnsLines = lines.filter((l) => l.reqId === 'req-warns-1');
      assert.deepEqual(warnsLines.map((l) => [l.msg, l.organizationId, l.userId]), [
        ['something to look at', org.id, member.id], ['request completed', org.id, member.id],
      ]);
      assert.equal(warnsLines[0]!.detail, 'worth a look');
      for (const line of lines.filter((l) => l.reqId === 'req-login-1' || l.reqId === 'req-callback-1')) {
        assert.ok('organizationId' in line && 'userId' in line, JSON.stringify(line));
      }
      const keyLine = lines.find((l) => l.reqId === 'req-key-1')!;
      assert.deepEqual([keyLine.organizationId, keyLine.userId, keyLine.apiKeyId], [null, null, 'env:1']);
      const everything = JSON.stringify(lines);
      for (const secret of [secretMessage, member.password, member.token, 's3cr3t-code', 's3cr3t-state', 'test-service-key']) {
        assert.ok(!everything.includes(secret), `logs must not contain ${secret}`);
      }
    } finally {
      await app.close();
      await t.close();
    }
  });
});
