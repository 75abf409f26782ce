// End to end through Slack: the real service on a real database, the real bridge, and a stub
// of Slack's Web API. Platform events are signed as Slack signs them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/client.ts';
import { apiKeyHeader, as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { slackDm, slackPress, slackThreadReply, SLACK_TEAM, startHarness, type Harness } from './harness.ts';
import { slackRateLimit } from './stubs.ts';

describe('bridge: Slack end to end', () => {
  let h: Harness;
  let org: TestOrganization;
  let ana: Member;
  let ben: Member;
  let eventNo = 0;
  const nextEvent = () => `Ev${++eventNo}`;

  /** Everything the bot posted in a channel, as text and blocks. */
  const postsIn = (channel: string) => h.slack.callsOf('chat.postMessage').filter((c) => c.args.channel === channel);
  const ephemeralsTo = (user: string) => h.slack.callsOf('chat.postEphemeral').filter((c) => c.args.user === user);
  const buttonIds = (blocks: { type: string; elements?: { action_id: string }[] }[] = []) =>
    blocks.filter((b) => b.type === 'actions').flatMap((b) => b.elements!.map((e) => e.action_id));
  const pendingDrafts = async (member: Member) =>
    json<'/api/tasks/drafts'>(await as(h.service.app, member)({ method: 'GET', url: '/api/tasks/drafts?status=pending' })).data;
  const openTasks = async (member: Member) =>
    json<'/api/tasks'>(await as(h.service.app, member)({ method: 'GET', url: '/api/tasks?status=open' })).data;
  const outboxRows = (orgId: string) => queryRows<{ id: string; kind: string; status: string; attempts: number; response_ts: string | null }>(
    h.service.database.db, sql`select id, kind, status, attempts, response_ts from outbound_messages where organization_id = ${orgId}::uuid order by created_at`);
  const runOutbox = () => h.service.app.workers.outbox.runOnce({ organizationIds: [org.id] });

  /** A DM that the assistant reads as a task; answers the draft it made. */
  async function dmTask(member: Member, slackUser: string, text: string) {
    const before = postsIn(`D${slackUser}`).length;
    const response = await h.slackEvent(slackDm(slackUser, text, nextEvent()));
    assert.equal(response.status, 200);
    await h.idle();
    const posts = postsIn(`D${slackUser}`);
    assert.equal(posts.length, before + 1, 'one answer in the DM');
    const drafts = await pendingDrafts(member);
    assert.ok(drafts.length > 0, 'a pending draft of the linked user');
    return { draft: drafts[0]!, post: posts.at(-1)! };
  }

  before(async () => {
    h = await startHarness('2026-11-23T08:00:00.000Z'); // a Monday
    org = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    ana = await org.addMember('employee', 'Ana');
    ben = await org.addMember('employee', 'Ben');
    await h.link(ana.id, 'chat_a', 'UANA', SLACK_TEAM);
    await h.link(ben.id, 'chat_a', 'UBEN', SLACK_TEAM);
    await h.configure(org, { platform: 'chat_a', teamChannelId: 'CTEAM', progressChannelId: 'CPROG', workDays: [1, 2, 3, 4, 5, 6, 7] });
    // The organization's channels: a verified member of it is in each (decisions §8).
    for (const channel of ['CTEAM', 'CPROG', 'CRATE']) h.slack.members.set(channel, ['UOUTSIDER', 'UNOBODY', 'UBEN']);
  });
  after(async () => { await h.close(); });

  test('the url_verification challenge is answered', async () => {
    const response = await h.slackEvent({ type: 'url_verification', challenge: 'abc123', token: 'x' });
    assert.equal(response.status, 200);
    assert.deepEqual(JSON.parse(response.text), { challenge: 'abc123' });
  });

  test('a DM becomes a draft of the linked user, offered with Confirm and Reject buttons', async () => {
    const { draft, post } = await dmTask(ana, 'UANA', 'remind me to send the newsletter tomorrow');
    assert.match(draft.title, /newsletter/i);
    assert.deepEqual(buttonIds(post.args.blocks), [`confirm_draft:${draft.id}`, `reject_draft:${draft.id}`]);
    assert.equal(post.headers.authorization, 'Bearer xoxb-test-token');
  });

  test('another person\'s press changes nothing and gets a private "not yours"; the owner\'s Confirm makes the task', async () => {
    const { draft } = await dmTask(ana, 'UANA', 'I need to review the budget report');
    await h.slackEvent(slackPress('UBEN', 'DUANA', `confirm_draft:${draft.id}`, draft.id, 'trig-ben'), { form: true });
    await h.idle();
    assert.match(ephemeralsTo('UBEN').at(-1)!.args.text, /not yours/);
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === draft.id), 'still pending');
    assert.ok(!(await openTasks(ben)).some((t) => t.title === draft.title));

    const response = await h.slackEvent(slackPress('UANA', 'DUANA', `confirm_draft:${draft.id}`, draft.id, 'trig-ana'), { form: true });
    assert.equal(response.status, 200);
    await h.idle();
    assert.ok((await openTasks(ana)).some((t) => t.title === draft.title), 'the task exists');
    assert.match(postsIn('DUANA').at(-1)!.args.text, /Task created/);

    // Pressing again: the draft is no longer pending; politely said, nothing made twice.
    await h.slackEvent(slackPress('UANA', 'DUANA', `confirm_draft:${draft.id}`, draft.id, 'trig-ana-2'), { form: true });
    await h.idle();
    assert.match(ephemeralsTo('UANA').at(-1)!.args.text, /already confirmed or rejected/);
    assert.equal((await openTasks(ana)).filter((t) => t.title === draft.title).length, 1);
  });

  test('Reject rejects the owner\'s draft', async () => {
    const { draft } = await dmTask(ana, 'UANA', 'call the printer about the flyers');
    await h.slackEvent(slackPress('UANA', 'DUANA', `reject_draft:${draft.id}`, draft.id, 'trig-reject'), { form: true });
    await h.idle();
    assert.ok(!(await pendingDrafts(ana)).some((d) => d.id === draft.id));
    assert.match(postsIn('DUANA').at(-1)!.args.text, /Draft rejected/);
  });

  test('a button naming another organization\'s draft or a made-up id fails politely and changes nothing', async () => {
    const other = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    const carl = await other.addMember('employee', 'Carl');
    const created = await as(h.service.app, carl)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Carl\'s secret plan' } });
    const foreign = json<'/api/tasks/drafts', 'post'>(created).id;
    for (const [value, trigger] of [[foreign, 't-foreign'], ['00000000-0000-4000-8000-000000000000', 't-madeup'], ['not-a-uuid', 't-junk']] as const) {
      await h.slackEvent(slackPress('UANA', 'DUANA', `confirm_draft:${value}`, value, trigger), { form: true });
      await h.idle();
      assert.match(ephemeralsTo('UANA').at(-1)!.args.text, /does not exist/, value);
    }
    const draft = json<'/api/tasks/drafts/{id}'>(await as(h.service.app, carl)({ method: 'GET', url: `/api/tasks/drafts/${foreign}` }));
    assert.equal(draft.status, 'pending');
  });

  test('a mood prompt shows five buttons; pressing one logs that mood for the presser only', async () => {
    await h.slackEvent(slackDm('UBEN', 'I want to log my mood', nextEvent()));
    await h.idle();
    const prompt = postsIn('DUBEN').at(-1)!;
    assert.deepEqual(buttonIds(prompt.args.blocks), [1, 2, 3, 4, 5].map((n) => `log_mood:${n}`));
    await h.slackEvent(slackPress('UBEN', 'DUBEN', 'log_mood:4', '4', 'trig-mood'), { form: true });
    await h.idle();
    const moods = json<'/api/moods'>(await as(h.service.app, ben)({ method: 'GET', url: '/api/moods?days=30' })).data as { value: number; source: string }[];
    assert.deepEqual(moods.filter((m) => m.source === 'logged').map((m) => m.value), [4]);
    assert.match(ephemeralsTo('UBEN').at(-1)!.args.text, /logged your mood as 4 out of 5/);
  });

  test('Slack gets its 200 before the work is done (the answer is posted afterwards)', async () => {
    const release = h.slack.hold('chat.postMessage');
    const before = postsIn('DUBEN').length;
    const response = await h.slackEvent(slackDm('UBEN', 'hi', nextEvent()));
    assert.equal(response.status, 200);
    assert.equal(postsIn('DUBEN').length, before, 'acknowledged while the answer is still on its way');
    release();
    await h.idle();
    assert.equal(postsIn('DUBEN').length, before + 1);
  });

  test('a Slack retry of the same event (X-Slack-Retry-Num) has its effect once', async () => {
    const before = (await pendingDrafts(ben)).length;
    const event = slackDm('UBEN', 'prepare the quarterly slides', nextEvent());
    assert.equal((await h.slackEvent(event)).status, 200);
    assert.equal((await h.slackEvent(event, { retryNum: 1 })).status, 200);
    assert.equal((await h.slackEvent(event, { retryNum: 2 })).status, 200);
    await h.idle();
    assert.equal((await pendingDrafts(ben)).length, before + 1);
  });

  test('an unlinked person gets the service\'s link-your-account reply, privately', async () => {
    await h.slackEvent(slackDm('USTRANGER', 'hello there', nextEvent()));
    await h.idle();
    const answer = postsIn('DUSTRANGER').at(-1)!;
    assert.match(answer.args.text, /sign in on the web app to link it/);
  });

  test('an unlinked person\'s reply carries a link code; redeemed by them in the web app, their next DM is theirs', async () => {
    await h.slackEvent(slackDm('USTRANGER2', 'hello', nextEvent()));
    await h.idle();
    const answer = postsIn('DUSTRANGER2').at(-1)!;
    const code = /\/link#code=([A-Za-z0-9_-]+)/.exec(answer.args.text)?.[1];
    assert.ok(code, `a link code in ${answer.args.text}`);

    const cleo = await org.addMember('employee', 'Cleo');
    const linked = await as(h.service.app, cleo)({ method: 'POST', url: '/api/identities/link', payload: { code } });
    assert.equal(linked.statusCode, 201, linked.body);
    assert.deepEqual(
      { platform: json<'/api/identities/link', 'post'>(linked).platform, platformUserId: json<'/api/identities/link', 'post'>(linked).platformUserId, platformTeamId: json<'/api/identities/link', 'post'>(linked).platformTeamId, verified: json<'/api/identities/link', 'post'>(linked).verified },
      { platform: 'chat_a', platformUserId: 'USTRANGER2', platformTeamId: SLACK_TEAM, verified: true },
    );
    await dmTask(cleo, 'USTRANGER2', 'remind me to water the office plants tomorrow');
  });

  test('the morning thread is posted top-level; a reply in it becomes a submission, acknowledged with a reaction', async () => {
    h.clock.set('2026-11-23T09:00:00.000Z');
    await h.service.app.workers.scheduler.tick({ organizationIds: [org.id] });
    await runOutbox();
    const checkIn = postsIn('CTEAM').at(-1)!;
    assert.match(checkIn.args.text, /Good morning/);
    assert.equal(checkIn.args.thread_ts, undefined, 'top-level');
    const threadTs = `1764000000.${String(h.slack.callsOf('chat.postMessage').indexOf(checkIn) + 1).padStart(6, '0')}`;
    const thread = json<'/api/morning-threads/today'>(await h.service.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }));
    assert.equal(thread?.threadTs, threadTs, 'the service stored the post\'s ts as threadTs');

    await h.slackEvent(slackThreadReply('UBEN', 'CTEAM', threadTs, '- write the launch post\n- fix the login bug', nextEvent(), '1764000100.000001'));
    await h.idle();
    const today = json<'/api/morning-threads/today'>(await h.service.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }));
    assert.equal(today?.submissions.length, 1);
    assert.equal(today?.submissions[0]?.userId, ben.id);
    assert.equal(today?.submissions[0]?.messageTs, '1764000100.000001');
    const reaction = h.slack.callsOf('reactions.add').at(-1)!;
    assert.deepEqual([reaction.args.channel, reaction.args.timestamp], ['CTEAM', '1764000100.000001']);

    // A reply in some other thread is not a submission.
    await h.slackEvent(slackThreadReply('UANA', 'CTEAM', '1111.2222', 'unrelated chatter', nextEvent()));
    await h.idle();
    const still = json<'/api/morning-threads/today'>(await h.service.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }));
    assert.equal(still?.submissions.length, 1);
  });

  test('an EOD collection reaches the progress channel once even when the service delivers it twice', async () => {
    h.clock.set('2026-11-23T19:30:00.000Z');
    const collected = await as(h.service.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } });
    assert.equal(collected.statusCode, 200, collected.body);
    assert.equal(json<'/api/eod/collect', 'post'>(collected).summaryPosted, true);
    assert.equal(postsIn('CPROG').length, 1);
    const eod = (await outboxRows(org.id)).filter((r) => r.kind === 'eod_summary').at(-1)!;

    // The outbox sends it again (as after a lost answer): same X-Message-Id, same {ts}, no second post.
    // Due by the service's clock (the database's now() is the machine's real date).
    await h.service.database.db.execute(sql`update outbound_messages set status = 'pending', next_attempt_at = ${h.clock.now().toISOString()}::timestamptz where id = ${eod.id}::uuid`);
    h.clock.advance(1_000);
    await runOutbox();
    const again = (await outboxRows(org.id)).find((r) => r.id === eod.id)!;
    assert.equal(again.status, 'delivered');
    assert.equal(again.response_ts, eod.response_ts);
    assert.equal(postsIn('CPROG').length, 1);
  });

  test('with the bridge down the outbox keeps the posts and delivers everything once it is back', async () => {
    await h.stopBridge();
    h.clock.set('2026-11-24T09:00:00.000Z');
    await h.service.app.workers.scheduler.tick({ organizationIds: [org.id] });
    await runOutbox();
    h.clock.set('2026-11-24T19:30:00.000Z');
    const collected = await as(h.service.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } });
    assert.equal(json<'/api/eod/collect', 'post'>(collected).summaryPosted, false);
    const waiting = (await outboxRows(org.id)).filter((r) => r.status === 'pending');
    assert.deepEqual(waiting.map((r) => r.kind), ['morning_thread', 'eod_summary']);

    await h.startBridge();
    for (let pass = 0; pass < 4 && (await outboxRows(org.id)).some((r) => r.status === 'pending'); pass += 1) {
      h.clock.advance(15 * 60_000);
      await runOutbox();
    }
    assert.deepEqual((await outboxRows(org.id)).map((r) => r.status).filter((s) => s !== 'delivered'), []);
    assert.equal(postsIn('CTEAM').length, 2);
    assert.equal(postsIn('CPROG').length, 2);
  });

  test('a Slack 429 answers 503 with Retry-After, and the outbox\'s retry posts it', async () => {
    h.slack.failNext('chat.postMessage', slackRateLimit(7));
    const body = { kind: 'eod_summary', organizationId: org.id, platform: 'chat_a', channelId: 'CRATE', text: 'Summary' };
    const busy = await h.deliver(body, 'msg-rate-1');
    assert.equal(busy.status, 503);
    assert.equal(busy.headers.get('retry-after'), '7');
    assert.equal(postsIn('CRATE').length, 0);

    // Through the real outbox: the first attempt meets the 429, a later one gets through.
    h.slack.failNext('chat.postMessage', slackRateLimit(3));
    h.clock.set('2026-11-25T19:30:00.000Z');
    await as(h.service.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } });
    const row = (await outboxRows(org.id)).at(-1)!;
    assert.deepEqual([row.kind, row.status, row.attempts], ['eod_summary', 'pending', 1]);
    h.clock.advance(15 * 60_000);
    await runOutbox();
    const retried = (await outboxRows(org.id)).at(-1)!;
    assert.deepEqual([retried.status, retried.attempts], ['delivered', 2]);
    assert.equal(postsIn('CPROG').length, 3);
  });

  test('a direct_message delivery is sent privately to that person', async () => {
    const manager = await org.addMember('manager', 'Mia');
    await h.link(manager.id, 'chat_a', 'UMGR', SLACK_TEAM);
    const response = await h.deliver({
      kind: 'direct_message', organizationId: org.id, platform: 'chat_a', platformUserId: 'UMGR', platformTeamId: SLACK_TEAM,
      text: 'A high wellbeing flag was raised for Ben: http://localhost:5173/team/flags/x',
    }, 'msg-dm-1');
    assert.equal(response.status, 200, response.text);
    const open = h.slack.callsOf('conversations.open').at(-1)!;
    assert.equal(open.args.users, 'UMGR');
    const dm = postsIn('DUMGR').at(-1)!;
    assert.equal(JSON.parse(response.text).ts, `1764000000.${String(h.slack.callsOf('chat.postMessage').indexOf(dm) + 1).padStart(6, '0')}`);
  });
});
