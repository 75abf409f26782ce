// Every background job with two organizations: the job of one never reads or writes the other
// (the overload check, morning threads, the EOD collection and the outbox; alerts are covered in
// test/modules/alerts.test.ts). Each organization has the same shape of data, so a job that
// forgot its organization filter would count, flag or post the other's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';
import { outboxOf, startAdapterStub } from './outbox-stub.ts';

const SECRET = 'two-orgs-secret';

describe('background jobs with two organizations', () => {
  // Tuesday 2026-03-10, 08:00 UTC: before both organizations' 09:00 check-in.
  const clock = new ManualClock('2026-03-10T08:00:00.000Z');
  let stub: Awaited<ReturnType<typeof startAdapterStub>>;
  let t: TestApp;
  before(async () => {
    stub = await startAdapterStub(SECRET, (n) => ({ status: 200, json: { ts: `ts-${n}` } }));
    t = await startTestApp({ clock, env: { CHAT_A_BOT_URL: stub.url, BOT_SIGNING_SECRET: SECRET } });
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  async function organization(label: string) {
    const org = await signUpOrganization(t.app, { name: `Org ${label}` });
    await as(t.app, org.admin)({
      method: 'PATCH', url: `/api/organizations/${org.id}`,
      payload: { preferences: { platform: 'chat_a', teamChannelId: `team-${label}`, progressChannelId: `progress-${label}` } },
    });
    const busy = await org.addMember('employee');
    return { org, busy, label };
  }
  async function tasks({ org, busy }: { org: TestOrganization; busy: Member }, count: number, dueDate: string | null) {
    for (let i = 0; i < count; i += 1) await org.task(busy, { title: `Task ${i}`, dueDate });
  }
  const flagsSeenBy = async (org: TestOrganization) =>
    json<'/api/flags'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/flags?limit=100' })).data;

  test('overload check, morning thread and EOD collection of A touch nothing of B', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const a = await organization('a');
    const b = await organization('b');
    await tasks(a, 6, '2026-03-01');
    await tasks(b, 7, '2026-03-01');
    await tasks(b, 2, null);

    clock.set('2026-03-10T19:30:00.000Z'); // every daily job of both is due
    const runs = await t.app.workers.scheduler.tick({ organizationIds: [a.org.id] });
    assert.deepEqual(runs.map((r) => r.job).sort(), ['eod_collection', 'morning_thread', 'overload_check', 'submission_reminder']);
    assert.ok(runs.every((r) => r.organizationId === a.org.id));

    // Overload: A's member is flagged in A; nobody of B is flagged anywhere.
    const aFlags = await flagsSeenBy(a.org);
    assert.deepEqual(aFlags.map((f) => [f.userId, f.reason]), [[a.busy.id, 'overload']]);
    assert.deepEqual(await flagsSeenBy(b.org), []);
    const [stray] = await queryRows<{ n: number }>(t.database.db, sql`
      select count(*)::int as n from flags f join users u on u.id = f.user_id where f.organization_id <> u.organization_id`);
    assert.equal(stray!.n, 0, 'no flag is about a member of another organization');

    // EOD: A's numbers are A's tasks and people only.
    const summary = json<'/api/eod/summary/{date}'>(await as(t.app, a.org.admin)({ method: 'GET', url: `/api/eod/summary/2026-03-10?orgId=${a.org.id}` }));
    assert.equal(summary.totalTasks, 6);
    assert.deepEqual(summary.users.map((u: { userId: string }) => u.userId).sort(), [a.org.admin.id, a.busy.id].sort());
    assert.equal((await as(t.app, b.org.admin)({ method: 'GET', url: `/api/eod/summary/2026-03-10?orgId=${b.org.id}` })).statusCode, 404);

    // Morning thread and EOD summary: posted for A, to A's channels only.
    while (await t.app.workers.outbox.runOnce({ organizationIds: [a.org.id, b.org.id] }) > 0) { /* deliver */ }
    const posts = stub.accepted.filter((d) => [a.org.id, b.org.id].includes(d.body.organizationId));
    assert.deepEqual(posts.map((d) => [d.body.kind, d.body.organizationId, d.body.channelId]).sort(), [
      ['eod_summary', a.org.id, 'progress-a'], ['morning_thread', a.org.id, 'team-a'],
    ].sort());

    // B's own run later counts B's tasks and posts to B's channels.
    await t.app.workers.scheduler.tick({ organizationIds: [b.org.id] });
    const bSummary = json<'/api/eod/summary/{date}'>(await as(t.app, b.org.admin)({ method: 'GET', url: `/api/eod/summary/2026-03-10?orgId=${b.org.id}` }));
    assert.equal(bSummary.totalTasks, 9);
    assert.deepEqual((await flagsSeenBy(b.org)).map((f) => f.userId), [b.busy.id]);
    assert.equal((await flagsSeenBy(a.org)).length, 1, 'B\'s check added nothing to A');
    while (await t.app.workers.outbox.runOnce({ organizationIds: [a.org.id, b.org.id] }) > 0) { /* deliver */ }
    const bPosts = stub.accepted.filter((d) => d.body.organizationId === b.org.id);
    assert.deepEqual(bPosts.map((d) => d.body.channelId).sort(), ['progress-b', 'team-b']);
  });

  test('the outbox worker of one organization\'s pass delivers only that organization\'s messages', async () => {
    clock.set('2026-03-11T19:30:00.000Z');
    const a = await organization('c');
    const b = await organization('d');
    for (const o of [a, b]) await as(t.app, o.org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: o.org.id, date: '2026-03-09' } });
    // Both were delivered at once within their requests; queue more for each and run A's pass only.
    const before = stub.accepted.length;
    await t.database.db.transaction(async (tx) => {
      for (const o of [a, b]) {
        await outboxOf(t).enqueue(tx, { organizationId: o.org.id, kind: 'eod_summary', platform: 'chat_a', channelId: `progress-${o.label}`, text: `later ${o.label}`, subjectId: '2026-03-09' });
      }
    });
    await t.app.workers.outbox.runOnce({ organizationIds: [a.org.id] });
    assert.deepEqual(stub.accepted.slice(before).map((d) => d.body.text), ['later c']);
    const pendingOfB = json<'/api/outbox'>(await as(t.app, b.org.admin)({ method: 'GET', url: '/api/outbox?status=pending' }));
    assert.equal(pendingOfB.total, 1);
    const aList = json<'/api/outbox'>(await as(t.app, a.org.admin)({ method: 'GET', url: '/api/outbox' }));
    assert.ok(aList.data.every((m: { channelId: string | null }) => m.channelId === 'progress-c'));
  });
});
