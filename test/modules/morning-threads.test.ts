import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { parseSubmission, readLines, splitItems } from '../../src/modules/morning-threads/parse.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';
import { startAdapterStub } from '../platform/outbox-stub.ts';

const SECRET = 'morning-thread-signing-secret';

describe('morning threads', () => {
  let t: TestApp;
  let stub: Awaited<ReturnType<typeof startAdapterStub>>;
  const clock = new ManualClock('2026-03-10T08:00:00.000Z'); // a Tuesday
  before(async () => {
    stub = await startAdapterStub(SECRET, (n) => ({ status: 200, json: { ts: `1741.${n}` } }));
    t = await startTestApp({ clock, env: { CHAT_A_BOT_URL: stub.url, BOT_SIGNING_SECRET: SECRET } });
  });
  after(async () => {
    await t.close();
    await stub.close();
  });

  const key = (headers = apiKeyHeader()) => (options: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
    t.app.inject({ ...options, headers });

  async function linked(org: TestOrganization, member: Member) {
    const platformUserId = `U-${randomUUID().slice(0, 8)}`;
    const res = await key()({ method: 'POST', url: `/api/users/${member.id}/identities`, payload: { platform: 'chat_a', platformUserId, platformTeamId: 'T1' } });
    assert.equal(res.statusCode, 201, res.body);
    return { platform: 'chat_a', platformUserId, platformTeamId: 'T1' };
  }

  async function thread(orgId: string, extra: object = {}) {
    const res = await key()({ method: 'POST', url: '/api/morning-threads', payload: { orgId, channelId: 'C-team', threadTs: '1741.000', ...extra } });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/morning-threads', 'post'>(res);
  }

  const tasksOf = async (member: Member) => json<'/api/tasks'>(await as(t.app, member)({ method: 'GET', url: '/api/tasks?limit=100' })).data as { id: string; title: string; source: string; status: string; priority: number; dueDate: string | null }[];

  test('register: 201 with the organization\'s today; a second for the date → 409; other dates are separate', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const org = await signUpOrganization(t.app, { timezone: 'Pacific/Auckland' });
    const body = await thread(org.id);
    assert.equal(body.date, '2026-03-10', 'already the 10th in Auckland (21:00 local)');
    assert.deepEqual({ ...body, id: undefined, createdAt: undefined }, {
      id: undefined, createdAt: undefined, organizationId: org.id, channelId: 'C-team', threadTs: '1741.000', date: '2026-03-10',
      deadlinePassed: true, eodCollected: false, submissions: [],
    });
    const again = await key()({ method: 'POST', url: '/api/morning-threads', payload: { orgId: org.id, channelId: 'C2', threadTs: '2' } });
    assert.equal(again.statusCode, 409);
    assert.equal(json<Refusal>(again).error, 'Conflict');
    assert.equal((await thread(org.id, { date: '2026-03-11' })).deadlinePassed, false);
  });

  test('register: validation, unknown or foreign organizations, and who may call', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const post = (payload: object, headers = apiKeyHeader()) => key(headers)({ method: 'POST', url: '/api/morning-threads', payload });
    for (const payload of [
      { orgId: org.id, channelId: 'C', threadTs: '1', date: '2026-02-30' },
      { orgId: org.id, channelId: 'C', threadTs: '1', date: '10-03-2026' },
      { orgId: 'not-a-uuid', channelId: 'C', threadTs: '1' },
      { orgId: org.id, channelId: '', threadTs: '1' },
      { orgId: org.id, threadTs: '1' },
    ]) {
      const res = await post(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(json<Refusal>(res).message, 'Validation failed');
    }
    assert.equal((await post({ orgId: randomUUID(), channelId: 'C', threadTs: '1' })).statusCode, 404);
    const scoped = await org.scopedKey();
    assert.equal((await post({ orgId: other.id, channelId: 'C', threadTs: '1' }, apiKeyHeader(scoped))).statusCode, 404, 'a scoped key acts on its organization only');
    assert.equal((await post({ orgId: org.id, channelId: 'C', threadTs: '1' }, apiKeyHeader(scoped))).statusCode, 201);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/morning-threads', payload: { orgId: org.id, channelId: 'C', threadTs: '1' } })).statusCode, 401);
    assert.equal((await as(t.app, org.admin)({ method: 'POST', url: '/api/morning-threads', payload: { orgId: org.id, channelId: 'C', threadTs: '1' } })).statusCode, 403, 'an API-key endpoint');
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader(scoped) })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${other.id}`, headers: apiKeyHeader(scoped) })).statusCode, 404);
    assert.equal((await as(t.app, org.admin)({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}` })).statusCode, 403);
  });

  test('today: null before a thread exists, then the thread with its submissions and deadline', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const today = () => key()({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}` });
    const none = await today();
    assert.equal(none.statusCode, 200);
    assert.equal(none.body, 'null');
    const created = await thread(org.id);
    const member = await org.addMember('employee', 'Erin');
    await key()({ method: 'POST', url: `/api/morning-threads/${created.id}/submissions`, payload: { ...(await linked(org, member)), messageTs: 'm1', rawText: '- write report' } });
    const body = json<'/api/morning-threads/today'>(await today());
    assert.equal(body?.id, created.id);
    assert.equal(body?.deadlinePassed, false, '08:00 is before the 11:00 deadline');
    assert.equal(body?.submissions.length, 1);
    assert.equal(body?.submissions[0]?.userId, member.id);
    clock.set('2026-03-10T11:00:00.000Z');
    assert.equal(json<'/api/morning-threads/today'>(await today())?.deadlinePassed, false, 'at 11:00 the deadline has not passed yet');
    clock.set('2026-03-10T11:00:01.000Z');
    assert.equal(json<'/api/morning-threads/today'>(await today())?.deadlinePassed, true);
    clock.set('2026-03-11T08:00:00.000Z');
    assert.equal((await today()).body, 'null', 'a new day has no thread yet');
    assert.equal((await key()({ method: 'GET', url: '/api/morning-threads/today?orgId=nope' })).statusCode, 400);
  });

  test('a submission turns lines, bullets and lists into open morning_thread tasks; a resubmission replaces them', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const identity = await linked(org, member);
    const created = await thread(org.id);
    const submit = (rawText: string, messageTs = 'm1') => key()({ method: 'POST', url: `/api/morning-threads/${created.id}/submissions`, payload: { ...identity, messageTs, rawText } });

    const first = await submit('Good morning team!\nToday:\n- Write the Q1 report\n2. Review PR 42\n• email Ana, call Bo and book the room\n\n');
    assert.equal(first.statusCode, 201, first.body);
    const submission = json<'/api/morning-threads/{id}/submissions', 'post'>(first);
    assert.equal(submission.parsed, true);
    assert.equal(submission.userId, member.id);
    assert.equal(submission.messageTs, 'm1');
    assert.equal(submission.submittedAt, '2026-03-10T08:00:00.000Z');
    let tasks = await tasksOf(member);
    assert.deepEqual(tasks.map((task) => task.title).sort(), ['Book the room', 'Call Bo', 'Email Ana', 'Review PR 42', 'Write the Q1 report']);
    assert.ok(tasks.every((task) => task.status === 'open' && task.source === 'morning_thread'));
    assert.deepEqual([...submission.taskIds].sort(), tasks.map((task) => task.id).sort());

    clock.set('2026-03-10T08:30:00.000Z');
    const second = json<'/api/morning-threads/{id}/submissions', 'post'>(await submit('1) Ship the release', 'm2'));
    assert.equal(second.messageTs, 'm2');
    tasks = await tasksOf(member);
    assert.deepEqual(tasks.map((task) => task.title), ['Ship the release'], 'the earlier submission\'s tasks are gone');
    const view = json<'/api/morning-threads/today'>(await key()({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}` }))!;
    assert.equal(view.submissions.length, 1);
    assert.equal(view.submissions[0]!.rawText, '1) Ship the release');

    const empty = json<'/api/morning-threads/{id}/submissions', 'post'>(await submit('👍', 'm3'));
    assert.equal(empty.parsed, false);
    assert.deepEqual(await tasksOf(member), []);
  });

  test('a submission needs a linked member of the thread\'s organization and a thread the key may see', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const outsider = await linked(other, await other.addMember('employee'));
    const created = await thread(org.id);
    const url = `/api/morning-threads/${created.id}/submissions`;
    const payload = { platform: 'chat_a', platformUserId: 'U-unknown', messageTs: 'm', rawText: 'x' };
    assert.equal((await key()({ method: 'POST', url, payload })).statusCode, 404, 'unlinked identity');
    assert.equal((await key()({ method: 'POST', url, payload: { ...payload, ...outsider } })).statusCode, 404, 'a member of another organization');
    assert.equal((await key()({ method: 'POST', url: `/api/morning-threads/${randomUUID()}/submissions`, payload })).statusCode, 404);
    const scoped = await other.scopedKey();
    const foreign = await key(apiKeyHeader(scoped))({ method: 'POST', url, payload: { ...payload, ...outsider } });
    assert.equal(foreign.statusCode, 404);
    assert.equal(json<Refusal>(foreign).message, 'Morning thread not found');
    for (const bad of [{ ...payload, rawText: '' }, { ...payload, rawText: 'x'.repeat(4001) }, { ...payload, platform: 'web' }, { ...payload, messageTs: undefined }]) {
      assert.equal((await key()({ method: 'POST', url, payload: bad })).statusCode, 400, JSON.stringify(bad).slice(0, 80));
    }
  });

  test('the scheduled check-in thread gets its threadTs from the adapter\'s answer', async () => {
    clock.set('2026-03-10T07:00:00.000Z');
    const org = await signUpOrganization(t.app);
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_a', teamChannelId: 'C-team', progressChannelId: 'C-progress', defaultLanguage: 'german' } } });
    clock.set('2026-03-10T09:00:00.000Z');
    await t.app.workers.scheduler.tick({ organizationIds: [org.id] });
    let today = json<'/api/morning-threads/today'>(await key()({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}` }))!;
    assert.equal(today.threadTs, null, 'not answered yet');
    await t.app.workers.outbox.runOnce({ organizationIds: [org.id] });
    const post = stub.accepted.find((d) => d.body.organizationId === org.id)!;
    assert.equal(post.body.kind, 'morning_thread');
    assert.equal(post.body.channelId, 'C-team');
    assert.match(post.body.text, /^Guten Morgen/);
    today = json<'/api/morning-threads/today'>(await key()({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}` }))!;
    assert.equal(today.threadTs, `1741.${stub.accepted.indexOf(post)}`);
  });

  test('parsing: markers, headings, greetings and lists', () => {
    assert.deepEqual(readLines('Hi all!\nPlan:\n  * [ ] fix login\n3) deploy\n(4) test\na) plan\n— docs\n🙂').taskLines, ['fix login', 'deploy', 'test', 'plan', 'docs']);
    assert.deepEqual(splitItems('design, build and test'), ['design', 'build', 'test']);
    assert.deepEqual(splitItems('research and write the blog post'), ['research and write the blog post'], 'and alone is no list');
    assert.deepEqual(splitItems('a; b'), ['a', 'b']);
    assert.deepEqual(splitItems('資料作成、レビュー'), ['資料作成', 'レビュー']);
    const long = parseSubmission(`- ${'x'.repeat(300)}`, { now: new Date(), timezone: 'UTC' });
    assert.equal(long.tasks[0]!.title.length, 200);
    const many = parseSubmission(Array.from({ length: 80 }, (_, i) => `task ${i}`).join('\n'), { now: new Date(), timezone: 'UTC' });
    assert.equal(many.tasks.length, 50);
    const viaExtractor = parseSubmission('- tomorrow: ship it\n- plain line', { now: new Date(), timezone: 'UTC' },
      (text) => (text.includes('ship') ? [{ title: 'ship it', priority: 1, dueDate: '2026-03-11' }] : []));
    assert.deepEqual(viaExtractor.tasks, [{ title: 'ship it', priority: 1, dueDate: '2026-03-11' }, { title: 'plain line', priority: 3, dueDate: null }]);
  });
});
