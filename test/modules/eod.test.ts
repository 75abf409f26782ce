import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';
import { closedPortUrl, startAdapterStub } from '../platform/outbox-stub.ts';

const SECRET = 'eod-signing-secret';
const DAY = '2026-03-10'; // a Tuesday

describe('end of day', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startAdapterStub>>;
  const clock = new ManualClock('2026-03-09T08:00:00.000Z');
  before(async () => {
    stub = await startAdapterStub(SECRET, () => ({ status: 200, json: { ts: 'summary-ts' } }));
    t = await startTestApp({ clock, env: { CHAT_A_BOT_URL: stub.url, CHAT_B_BOT_URL: await closedPortUrl(), BOT_SIGNING_SECRET: SECRET } });
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  async function createTask(org: TestOrganization, member: Member, title: string, at: string) {
    clock.set(at);
    return (await org.task(member, { title })).id;
  }

  async function setStatus(member: Member, id: string, status: string, at: string) {
    clock.set(at);
    const res = await as(t.app, member)({ method: 'PATCH', url: `/api/tasks/${id}`, payload: { status } });
    assert.equal(res.statusCode, 200, res.body);
  }

  const collect = (member: Member, payload: object) => as(t.app, member)({ method: 'POST', url: '/api/eod/collect', payload });
  const summary = (headers: Record<string, string>, orgId: string, date = DAY) =>
    t.app.inject({ method: 'GET', url: `/api/eod/summary/${date}?orgId=${orgId}`, headers });
  const bearer = (member: Member) => ({ authorization: `Bearer ${member.token}` });

  /**
   * Monday: Ada makes t1 (left open), t2 (completed Tuesday), t3 (completed Monday), t6 (completed
   * Monday, reopened Tuesday); Bob makes t4 (in progress Monday, cancelled Tuesday).
   * Tuesday: Bob makes t5 and completes it; Cy only replies to the morning thread; Dee (a
   * manager) does nothing; Eve, deactivated, does nothing.
   */
  async function handBuiltDay() {
    clock.set('2026-03-09T08:00:00.000Z');
    const org = await signUpOrganization(t.app, { name: 'Handbuilt' });
    const bob = await org.addMember('employee', 'Bob');
    const cy = await org.addMember('employee', 'Cy');
    const dee = await org.addMember('manager', 'Dee');
    const eve = await org.addMember('employee', 'Eve');
    await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${eve.id}` });

    const t1 = await createTask(org, org.admin, 'stays open', '2026-03-09T10:00:00.000Z');
    const t2 = await createTask(org, org.admin, 'done on Tuesday', '2026-03-09T10:01:00.000Z');
    const t3 = await createTask(org, org.admin, 'done on Monday', '2026-03-09T10:02:00.000Z');
    const t6 = await createTask(org, org.admin, 'reopened', '2026-03-09T10:03:00.000Z');
    const t4 = await createTask(org, bob, 'dropped on Tuesday', '2026-03-09T10:04:00.000Z');
    await setStatus(bob, t4, 'in_progress', '2026-03-09T11:00:00.000Z');
    await setStatus(org.admin, t3, 'completed', '2026-03-09T15:00:00.000Z');
    await setStatus(org.admin, t6, 'completed', '2026-03-09T15:01:00.000Z');

    const t5 = await createTask(org, bob, 'made and done on Tuesday', '2026-03-10T09:00:00.000Z');
    await setStatus(org.admin, t2, 'completed', '2026-03-10T10:00:00.000Z');
    await setStatus(bob, t4, 'cancelled', '2026-03-10T11:00:00.000Z');
    await setStatus(bob, t5, 'completed', '2026-03-10T12:00:00.000Z');
    await setStatus(org.admin, t6, 'open', '2026-03-10T13:00:00.000Z');

    clock.set('2026-03-10T08:30:00.000Z');
    const thread = json<'/api/morning-threads', 'post'>(await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C', threadTs: '1' } }));
    await org.linkIdentity(cy, { platform: 'chat_a', platformUserId: `U-${cy.id}` });
    const reply = await t.app.inject({
      method: 'POST', url: `/api/morning-threads/${thread.id}/submissions`, headers: apiKeyHeader(),
      payload: { platform: 'chat_a', platformUserId: `U-${cy.id}`, messageTs: 'm', rawText: '🙏' },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    return { org, bob, cy, dee, eve, tasks: { t1, t2, t3, t4, t5, t6 } };
  }

  const EXPECTED = { processed: 5, done: 2, carryForward: 2, dropped: 1, noUpdate: 1 };

  test('the numbers of a hand-built day; a rerun gives the same numbers; later changes do not alter a past day', async () => {
    const { org, bob, cy, dee, tasks } = await handBuiltDay();
    clock.set('2026-03-10T18:00:00.000Z');
    const first = await collect(org.admin, { orgId: org.id, date: DAY });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(json<'/api/eod/collect', 'post'>(first), {
      success: true, date: DAY, ...EXPECTED, absent: 0, missing: [{ userId: dee.id, name: 'Dee' }], blockers: [], summaryPosted: false, summaryStatus: 'no_platform',
    });

    const read = json<'/api/eod/summary/{date}'>(await summary(bearer(org.admin), org.id));
    assert.deepEqual({ ...read, collectedAt: undefined }, {
      date: DAY, organizationId: org.id, totalTasks: 5, done: 2, carryForward: 2, dropped: 1, noUpdate: 1, absent: 0,
      completionRate: 40, summaryPosted: false, collectedAt: undefined,
      users: [
        { userId: org.admin.id, name: 'Ada Admin', done: 1, carryForward: 2, dropped: 0, noUpdate: 0, absent: false },
        { userId: bob.id, name: 'Bob', done: 1, carryForward: 0, dropped: 1, noUpdate: 0, absent: false },
        { userId: cy.id, name: 'Cy', done: 0, carryForward: 0, dropped: 0, noUpdate: 0, absent: false },
        { userId: dee.id, name: 'Dee', done: 0, carryForward: 0, dropped: 0, noUpdate: 1, absent: false },
      ],
      missing: [{ userId: dee.id, name: 'Dee' }], blockers: [],
    });
    const outcomes = await queryRows<{ task_id: string; outcome: string }>(t.database.db,
      sql`select task_id, outcome from eod_outcomes where organization_id = ${org.id}::uuid and date = ${DAY}::date order by outcome, task_id`);
    const byTask = Object.fromEntries(outcomes.map((o) => [o.task_id, o.outcome]));
    assert.deepEqual(byTask, {
      [tasks.t1]: 'carryForward', [tasks.t6]: 'carryForward', [tasks.t2]: 'done', [tasks.t5]: 'done', [tasks.t4]: 'dropped',
    });

    clock.set('2026-03-10T18:05:00.000Z');
    assert.deepEqual(json<'/api/eod/collect', 'post'>(await collect(org.admin, { orgId: org.id, date: DAY })), {
      success: true, date: DAY, ...EXPECTED, absent: 0, missing: [{ userId: dee.id, name: 'Dee' }], blockers: [], summaryPosted: false, summaryStatus: 'no_platform',
    });
    assert.equal((await queryRows(t.database.db, sql`select 1 from eod_outcomes where organization_id = ${org.id}::uuid`)).length, 5, 'a rerun replaces, never adds');

    await setStatus(org.admin, tasks.t1, 'completed', '2026-03-11T09:00:00.000Z');
    assert.deepEqual(json<'/api/eod/collect', 'post'>(await collect(org.admin, { orgId: org.id, date: DAY })), {
      success: true, date: DAY, ...EXPECTED, absent: 0, missing: [{ userId: dee.id, name: 'Dee' }], blockers: [], summaryPosted: false, summaryStatus: 'no_platform',
    });
    const wednesday = json<'/api/eod/collect', 'post'>(await collect(org.admin, { orgId: org.id }));
    assert.equal(wednesday.date, '2026-03-11', 'the default date is the organization\'s today');
    assert.deepEqual({ done: wednesday.done, carryForward: wednesday.carryForward, dropped: wednesday.dropped }, { done: 1, carryForward: 1, dropped: 0 });
  });

  test('the summary is posted through the outbox; the thread is marked collected', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const org = await signUpOrganization(t.app, { name: 'Posted' });
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_a', teamChannelId: 'C-team', progressChannelId: 'C-progress', defaultLanguage: 'french' } } });
    await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C-team', threadTs: '1' } });
    await createTask(org, org.admin, 'one', '2026-03-10T09:00:00.000Z');
    clock.set('2026-03-10T19:00:00.000Z');
    const res = json<'/api/eod/collect', 'post'>(await collect(org.admin, { orgId: org.id }));
    assert.deepEqual([res.summaryPosted, res.summaryStatus], [true, 'delivered']);
    const post = stub.accepted.find((d) => d.body.organizationId === org.id)!;
    assert.equal(post.body.kind, 'eod_summary');
    assert.equal(post.body.channelId, 'C-progress');
    assert.match(post.body.text, /^Bilan de fin de journée — 2026-03-10\n0 terminées · 1 reportées · 0 abandonnées · 0 sans nouvelles\nTaux de réalisation: 0\.0%\n• Ada Admin: 0 terminées · 1 reportées · 0 abandonnées$/);
    assert.ok(post.signatureValid);
    const thread = json<'/api/morning-threads/today'>(await t.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }));
    assert.equal(thread?.eodCollected, true);
    assert.equal(json<'/api/eod/summary/{date}'>(await summary(apiKeyHeader(), org.id)).summaryPosted, true);
  });

  test('a forged summary line is escaped: names cannot mention everyone, become markup or start a line of their own', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const org = await signUpOrganization(t.app, { name: 'Forgery' });
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_a', progressChannelId: 'C-progress' } } });
    const refused = await as(t.app, org.admin)({ method: 'POST', url: '/api/users', payload: { email: `forger-${randomUUID().slice(0, 6)}@example.test`, name: 'Eve\n• Boss: 99 done', password: 'password123', role: 'employee' } });
    assert.equal(refused.statusCode, 400, 'a name with a line break is refused');
    await org.addMember('employee', 'Eve <!channel> @everyone & <https://evil.example|click>');
    // A name stored before line breaks were refused still cannot start a line.
    const legacy = await org.addMember('employee', 'Mallory');
    await t.database.db.execute(sql`update users set name = ${'Mallory\n• Boss: 99 done · 0 carried forward'} where id = ${legacy.id}::uuid`);
    clock.set('2026-03-10T19:00:00.000Z');
    assert.equal(json<'/api/eod/collect', 'post'>(await collect(org.admin, { orgId: org.id })).summaryPosted, true);
    const text = stub.accepted.find((d) => d.body.organizationId === org.id)!.body.text;
    const lines = text.split('\n');
    assert.ok(lines.includes('• Eve &lt;!channel&gt; @\u200beveryone &amp; &lt;https://evil.example|click&gt;: no update'), text);
    assert.ok(lines.includes('• Mallory • Boss: 99 done · 0 carried forward: no update'), text);
    assert.equal(lines.filter((line) => line.startsWith('• Boss')).length, 0);
    assert.doesNotMatch(text, /<|>|@everyone/);
  });

  test('adapter down for the whole test: the summary is stored for later, summaryPosted false', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const org = await signUpOrganization(t.app);
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_b', progressChannelId: 'C-down' } } });
    clock.set('2026-03-10T19:00:00.000Z');
    const res = await collect(org.admin, { orgId: org.id });
    assert.equal(res.statusCode, 200);
    assert.deepEqual([json<'/api/eod/collect', 'post'>(res).summaryPosted, json<'/api/eod/collect', 'post'>(res).summaryStatus], [false, 'queued']);
    await t.app.workers.outbox.runOnce({ organizationIds: [org.id] });
    const stored = await queryRows<{ status: string; kind: string; channel_id: string; attempts: number }>(t.database.db,
      sql`select status, kind, channel_id, attempts from outbound_messages where organization_id = ${org.id}::uuid`);
    assert.deepEqual(stored, [{ status: 'pending', kind: 'eod_summary', channel_id: 'C-down', attempts: 1 }], 'kept for retry, not dropped');
  });

  test('summary before collection → 404; invalid dates → 400', async () => {
    const org = await signUpOrganization(t.app);
    const missing = await summary(bearer(org.admin), org.id, '2026-03-01');
    assert.equal(missing.statusCode, 404);
    assert.equal(json<Refusal>(missing).message, 'EOD summary not found');
    for (const date of ['2026-02-30', '2026-13-01', 'yesterday']) {
      assert.equal((await summary(bearer(org.admin), org.id, date)).statusCode, 400, date);
      assert.equal((await collect(org.admin, { orgId: org.id, date })).statusCode, 400, date);
    }
    assert.equal((await collect(org.admin, {})).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/eod/summary/${DAY}`, headers: apiKeyHeader() })).statusCode, 400, 'orgId is required');
  });

  test('roles: collect is for admins of the organization; the summary for keys, admins and managers', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const org: TestOrganization = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const manager = await org.addMember('manager');
    const employee = await org.addMember('employee');
    assert.equal((await collect(employee, { orgId: org.id })).statusCode, 403);
    assert.equal((await collect(manager, { orgId: org.id })).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/eod/collect', headers: apiKeyHeader(), payload: { orgId: org.id } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } })).statusCode, 401);
    assert.equal((await collect(other.admin, { orgId: org.id })).statusCode, 404, 'another organization');
    assert.equal((await collect(org.admin, { orgId: randomUUID() })).statusCode, 404);
    assert.equal((await collect(org.admin, { orgId: org.id })).statusCode, 200);

    const today = '2026-03-10';
    assert.equal((await summary(bearer(org.admin), org.id, today)).statusCode, 200);
    assert.equal((await summary(bearer(manager), org.id, today)).statusCode, 200);
    assert.equal((await summary(apiKeyHeader(), org.id, today)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/eod/summary?orgId=${org.id}`, headers: apiKeyHeader() })).statusCode, 200, 'today by default');
    assert.equal((await summary(bearer(employee), org.id, today)).statusCode, 403);
    assert.equal((await summary({}, org.id, today)).statusCode, 401);
    assert.equal((await summary(bearer(other.admin), org.id, today)).statusCode, 404);
    const scoped = await other.scopedKey();
    assert.equal((await summary(apiKeyHeader(scoped), org.id, today)).statusCode, 404);
  });
});
