// Deliveries are visible (decisions §8): GET /api/outbox and POST /api/outbox/{id}/retry, and
// the EOD collection's summaryStatus.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { as, json, signUpOrganization, startTestApp, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';
import { startAdapterStub } from '../platform/outbox-stub.ts';

const SECRET = 'outbox-api-secret';

describe('outbox API and summaryStatus', () => {
  const clock = new ManualClock('2026-03-10T18:00:00.000Z'); // a Tuesday
  let stub: Awaited<ReturnType<typeof startAdapterStub>>;
  let t: TestApp;
  // The stub refuses posts to channels named "refuse" (a 400 the outbox does not retry).
  before(async () => {
    stub = await startAdapterStub(SECRET, (_n, d) => (d.body.channelId === 'refuse' ? { status: 400, json: { error: 'channel_not_found' } } : { status: 200, json: { ts: '1.0' } }));
    t = await startTestApp({ clock, env: { CHAT_A_BOT_URL: stub.url, BOT_SIGNING_SECRET: SECRET } });
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  const setPreferences = (org: TestOrganization, preferences: object) =>
    as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences } });
  const collect = async (org: TestOrganization, date: string) =>
    json<'/api/eod/collect', 'post'>(await as(t.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id, date } }));

  test('summaryStatus says why the summary is or is not posted', async () => {
    const org = await signUpOrganization(t.app);
    assert.deepEqual([(await collect(org, '2026-03-02')).summaryStatus, (await collect(org, '2026-03-02')).summaryPosted], ['no_platform', false]);
    await setPreferences(org, { platform: 'chat_a' });
    assert.equal((await collect(org, '2026-03-03')).summaryStatus, 'no_channel');
    await setPreferences(org, { platform: 'chat_b', progressChannelId: 'C-progress' });
    const noAdapter = await collect(org, '2026-03-04');
    assert.deepEqual([noAdapter.summaryStatus, noAdapter.summaryPosted], ['no_adapter', false]);
    await setPreferences(org, { platform: 'chat_a', progressChannelId: 'refuse' });
    const refused = await collect(org, '2026-03-05');
    assert.deepEqual([refused.summaryStatus, refused.summaryPosted], ['queued', false]);
    await setPreferences(org, { progressChannelId: 'C-progress' });
    const posted = await collect(org, '2026-03-06');
    assert.deepEqual([posted.summaryStatus, posted.summaryPosted], ['delivered', true]);
  });

  test('an admin lists the organization\'s messages newest first, filtered and paginated; retry re-queues failed ones only', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    await setPreferences(org, { platform: 'chat_b', progressChannelId: 'C-b' });
    await collect(org, '2026-03-02'); // undeliverable: no chat_b adapter
    await setPreferences(org, { platform: 'chat_a', progressChannelId: 'refuse' });
    await collect(org, '2026-03-03'); // failed: refused
    await setPreferences(org, { progressChannelId: 'C-progress' });
    for (const date of ['2026-03-04', '2026-03-05', '2026-03-06']) await collect(org, date); // delivered
    await setPreferences(other, { platform: 'chat_a', progressChannelId: 'refuse' });
    await collect(other, '2026-03-02');

    const list = (query = '', who = org.admin) => as(t.app, who)({ method: 'GET', url: `/api/outbox${query}` });
    const all = json<'/api/outbox'>(await list());
    assert.equal(all.total, 5);
    assert.equal(all.data.length, 5);
    assert.deepEqual(all.data.map((m: { status: string }) => m.status), ['delivered', 'delivered', 'delivered', 'failed', 'undeliverable']);
    const first = all.data[0]!;
    assert.deepEqual(Object.keys(first).sort(), ['attempts', 'channelId', 'createdAt', 'deliveredAt', 'id', 'kind', 'lastError', 'nextAttemptAt', 'platform', 'platformUserId', 'status']);
    assert.deepEqual([first.kind, first.platform, first.channelId, first.platformUserId, first.attempts, first.nextAttemptAt], ['eod_summary', 'chat_a', 'C-progress', null, 1, null]);
    assert.ok(first.deliveredAt && first.createdAt);

    const page = json<'/api/outbox'>(await list('?limit=2&offset=1'));
    assert.deepEqual([page.total, page.limit, page.offset, page.data.length], [5, 2, 1, 2]);
    assert.deepEqual(page.data.map((m: { id: string }) => m.id), all.data.slice(1, 3).map((m: { id: string }) => m.id));
    const delivered = json<'/api/outbox'>(await list('?status=delivered&limit=1'));
    assert.deepEqual([delivered.total, delivered.data.length], [3, 1], 'total counts the whole filtered list');
    const failed = json<'/api/outbox'>(await list('?status=failed'));
    assert.equal(failed.total, 1);
    assert.match(failed.data[0]!.lastError!, /400/);
    const undeliverable = json<'/api/outbox'>(await list('?status=undeliverable')).data[0]!;
    assert.match(undeliverable.lastError!, /CHAT_B_BOT_URL/);
    assert.equal((await list('?status=lost')).statusCode, 400);

    const retry = (id: string, who = org.admin) => as(t.app, who)({ method: 'POST', url: `/api/outbox/${id}/retry` });
    const requeued = await retry(failed.data[0]!.id);
    assert.equal(requeued.statusCode, 200);
    assert.deepEqual([json<'/api/outbox/{id}/retry', 'post'>(requeued).status, json<'/api/outbox/{id}/retry', 'post'>(requeued).attempts], ['pending', 0]);
    assert.equal(json<'/api/outbox/{id}/retry', 'post'>(requeued).nextAttemptAt, clock.now().toISOString());
    const again = await retry(failed.data[0]!.id);
    assert.equal(again.statusCode, 409, 'a pending message cannot be retried');
    const deliveredRetry = await retry(first.id);
    assert.equal(deliveredRetry.statusCode, 409);
    assert.match(json<Refusal>(deliveredRetry).message, /delivered/);
    assert.equal((await retry(undeliverable.id)).statusCode, 200);

    const othersId = json<'/api/outbox'>(await list('', other.admin)).data[0]!.id;
    const foreign = await retry(othersId);
    assert.equal(foreign.statusCode, 404);
    assert.equal(json<Refusal>(foreign).message, 'Outbox message not found');
    assert.equal(json<'/api/outbox'>(await list('', other.admin)).data[0]?.status, 'failed', 'another organization\'s message is untouched');
    assert.equal((await retry(randomUUID())).statusCode, 404);
    assert.equal(json<'/api/outbox'>(await list()).data.some((m: { id: string }) => m.id === othersId), false, 'never another organization\'s messages');

    const manager = await org.addMember('manager');
    const employee = await org.addMember('employee');
    for (const who of [manager, employee]) {
      assert.equal((await list('', who)).statusCode, 403);
      assert.equal((await retry(failed.data[0]!.id, who)).statusCode, 403);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode, 401);
  });
});
