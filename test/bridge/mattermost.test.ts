// End to end through Mattermost (chat_c): the real service on a real database, the real bridge
// with @mattermost/client's Client4 and WebSocketClient, and a stub of a Mattermost server (REST v4
// and the WebSocket API). Posts reach the bridge as `posted` events over its WebSocket; a button
// press comes back as the server sends it, to the action's integration URL with its context.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadBridgeConfig } from '../../src/bridge/config.ts';
import { escapeMarkdown } from '../../src/bridge/platforms/mattermost.ts';
import { ConfigError } from '../../src/config.ts';
import { apiKeyHeader, as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { MATTERMOST_BOT, MATTERMOST_TOKEN, mattermostId, mattermostRateLimit, type MattermostStub } from './mattermost-stub.ts';
import { eventually, post } from './stubs.ts';

describe('bridge: Mattermost end to end', () => {
  let h: Harness;
  let mm: MattermostStub;
  let org: TestOrganization;
  let ana: Member;
  let ben: Member;
  // Ids of this run's own: on PostgreSQL every test file shares one database, and an identity belongs to one person.
  const run = String(Date.now()).slice(-7);
  const ANA = mattermostId(`ana${run}`);
  const BEN = mattermostId(`ben${run}`);
  const TEAM = mattermostId(`team${run}`);
  const PROGRESS = mattermostId(`progress${run}`);
  const RATE = mattermostId(`rate${run}`);
  const FOREIGN = mattermostId(`foreign${run}`);
  const dm = (user: string) => mattermostId(`dm${user}`);

  /** What the bot posted in a channel. */
  const postsIn = (channel: string) => mm.callsOf('createPost').filter((c) => c.args.channel_id === channel);
  const lastPostIn = (channel: string) => [...mm.posts.values()].filter((p) => p.channel_id === channel && p.user_id === MATTERMOST_BOT.id).at(-1)!;
  const actionIds = (channel: string) => (lastPostIn(channel).props.attachments as { actions: { id: string }[] }[] | undefined ?? []).flatMap((a) => a.actions.map((x) => x.id));
  const pendingDrafts = async (member: Member) =>
    json((await as(h.service.app, member)({ method: 'GET', url: '/api/tasks/drafts?status=pending' }))).data as { id: string; title: string }[];
  const openTasks = async (member: Member) =>
    json((await as(h.service.app, member)({ method: 'GET', url: '/api/tasks?status=open' }))).data as { id: string; title: string }[];
  const today = async () => json<'/api/morning-threads/today'>(await h.service.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }));

  /** A direct message to the bot; waits until the bridge has answered it. */
  async function directMessage(user: string, message: string) {
    const before = postsIn(dm(user)).length;
    const sent = mm.userPost({ userId: user, channelId: dm(user), message, direct: true });
    await eventually(() => postsIn(dm(user)).length > before, 'the bot\'s answer');
    await h.idle();
    return sent;
  }

  before(async () => {
    h = await startHarness('2026-11-23T08:00:00.000Z', { mattermost: true }); // a Monday
    mm = h.mattermost!;
    org = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    ana = await org.addMember('employee', 'Ana');
    ben = await org.addMember('employee', 'Ben');
    await h.link(ana.id, 'chat_c', ANA);
    await h.link(ben.id, 'chat_c', BEN);
    await h.configure(org, { platform: 'chat_c', teamChannelId: TEAM, progressChannelId: PROGRESS, workDays: [1, 2, 3, 4, 5, 6, 7] });
    // The organization's channels: a verified member is in each (decisions §8); FOREIGN has none.
    for (const channel of [TEAM, PROGRESS, RATE]) mm.members.set(channel, [mattermostId('someoneelse'), BEN]);
    mm.members.set(FOREIGN, [mattermostId('stranger')]);
    await eventually(() => mm.connected(), 'the bridge\'s WebSocket');
  });
  after(async () => { await h.close(); });

  test('the bridge signs in with its token over REST and the WebSocket, and reports Mattermost as chat_c, connected over its WebSocket', async () => {
    assert.equal(mm.callsOf('getMe')[0]!.headers.authorization?.toLowerCase(), `bearer ${MATTERMOST_TOKEN}`);
    const health = await h.health();
    assert.deepEqual(Object.fromEntries(Object.entries(health.platforms).map(([code, p]) => [code, p.platform])), { chat_a: 'slack', chat_b: 'telegram', chat_c: 'mattermost' });
    assert.deepEqual(health.platforms.chat_c, { platform: 'mattermost', mode: 'websocket', connected: true, lastEventAt: null, lastError: null });
  });

  test('a direct message becomes a draft with Confirm and Reject buttons; another person\'s press is refused, the owner\'s makes the task', async () => {
    await directMessage(ANA, 'remind me to send the newsletter tomorrow');
    const [draft] = await pendingDrafts(ana);
    assert.ok(draft, 'a pending draft of Ana');
    assert.match(draft.title, /newsletter/i);
    // One answer: the bot's own post, which comes back over the WebSocket too, is not answered.
    assert.equal(postsIn(dm(ANA)).length, 1);
    const answer = lastPostIn(dm(ANA));
    assert.deepEqual(actionIds(dm(ANA)), ['confirm0', 'reject0']);
    const integration = answer.props.attachments[0].actions[0].integration;
    assert.equal(integration.url, `${h.bridgeUrl}/mattermost/actions`);
    assert.deepEqual([integration.context.action, integration.context.value], ['confirm_draft', draft.id]);

    const notYours = await mm.press(answer.id, 'confirm0', BEN);
    assert.equal(notYours.status, 200);
    assert.match(notYours.body.ephemeral_text, /not yours/);
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === draft.id), 'still pending');

    const confirmed = await mm.press(answer.id, 'confirm0', ANA);
    assert.equal(confirmed.status, 200);
    assert.ok((await openTasks(ana)).some((t) => t.title === draft.title), 'the task exists');
    assert.match(lastPostIn(dm(ANA)).message, /Task created/);

    const again = await mm.press(answer.id, 'confirm0', ANA);
    assert.match(again.body.ephemeral_text, /already confirmed or rejected/);
    assert.equal((await openTasks(ana)).filter((t) => t.title === draft.title).length, 1);
  });

  test('a forged action (no, a wrong, or a re-aimed signature) is refused with 401 and changes nothing', async () => {
    await directMessage(ANA, 'I need to review the budget report');
    const answer = lastPostIn(dm(ANA));
    const draft = (await pendingDrafts(ana)).find((d) => /budget/i.test(d.title))!;
    const context = answer.props.attachments[0].actions[0].integration.context;
    const posts = mm.callsOf('createPost').length;
    const url = `${h.bridgeUrl}/mattermost/actions`;
    const press = (body: object) => post(url, JSON.stringify({ user_id: ANA, channel_id: dm(ANA), post_id: answer.id, trigger_id: 't', ...body }), { 'content-type': 'application/json' });
    const forged = [
      { context: { action: 'confirm_draft', value: draft.id, channel: dm(ANA), thread: '', private: true } },
      { context: { ...context, signature: 'A'.repeat(43) } },
      // The signature of one button does not carry over to another draft or another channel.
      { context: { ...context, value: '00000000-0000-4000-8000-000000000000' } },
      { context, channel_id: dm(BEN) },
      { context: { ...context, channel: dm(BEN) }, channel_id: dm(BEN) },
    ];
    for (const body of forged) {
      const refused = await press(body);
      assert.equal(refused.status, 401, JSON.stringify(body));
      assert.equal(JSON.parse(refused.text).code, 'invalid_action_signature');
    }
    assert.equal((await press({ context: 'x' }).then((r) => r.status)), 401);
    assert.equal((await post(url, '{not json', { 'content-type': 'application/json' })).status, 400);
    await h.idle();
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === draft.id), 'the draft is still pending');
    assert.equal(mm.callsOf('createPost').length, posts, 'nothing posted');
    // The genuine button still works.
    assert.equal((await mm.press(answer.id, 'reject0', ANA)).status, 200);
    assert.ok(!(await pendingDrafts(ana)).some((d) => d.id === draft.id));
    assert.match(lastPostIn(dm(ANA)).message, /Draft rejected/);
  });

  test('a mood prompt shows five buttons; a press logs that mood, said only to the presser', async () => {
    await directMessage(BEN, 'I want to log my mood');
    assert.deepEqual(actionIds(dm(BEN)), ['mood1', 'mood2', 'mood3', 'mood4', 'mood5']);
    const pressed = await mm.press(lastPostIn(dm(BEN)).id, 'mood4', BEN);
    assert.match(pressed.body.ephemeral_text, /logged your mood as 4 out of 5/);
    const moods = json<'/api/moods'>(await as(h.service.app, ben)({ method: 'GET', url: '/api/moods?days=30' })).data as { value: number; source: string }[];
    assert.deepEqual(moods.filter((m) => m.source === 'logged').map((m) => m.value), [4]);
  });

  test('a posted event delivered twice acts once', async () => {
    const before = (await pendingDrafts(ben)).length;
    const sent = await directMessage(BEN, 'prepare the quarterly slides');
    mm.replay(sent.id);
    mm.replay(sent.id);
    // A later message as a barrier: events are handled in order, so the replays were seen before it.
    await directMessage(BEN, 'thanks');
    assert.equal((await pendingDrafts(ben)).length, before + 1);
  });

  test('a dropped WebSocket connects again by itself, and posts reach the bridge again', async () => {
    const opened = mm.connections();
    mm.dropConnections();
    await eventually(() => mm.connected() && mm.connections() > opened, 'a new connection', 10_000);
    const before = (await pendingDrafts(ana)).length;
    await directMessage(ANA, 'remind me to renew the domain on Friday');
    assert.equal((await pendingDrafts(ana)).length, before + 1);
  });

  test('an event out of sequence makes the client connect afresh (the process stays up) and nothing is lost after', async () => {
    const opened = mm.connections();
    mm.skipSequence();
    // WebSocketClient drops the connection with a CloseEvent, which Node.js 22 has only through the bridge.
    mm.userPost({ userId: ANA, channelId: TEAM, message: 'lost in the gap' });
    await eventually(() => mm.connected() && mm.connections() > opened, 'a new connection', 10_000);
    const before = (await pendingDrafts(ana)).length;
    await directMessage(ANA, 'remind me to order new badges tomorrow');
    assert.equal((await pendingDrafts(ana)).length, before + 1);
  });

  test('a mention in a channel is answered in its thread; a channel post without one is not', async () => {
    const quiet = mm.userPost({ userId: ANA, channelId: TEAM, message: 'lunch anyone?' });
    const asked = mm.userPost({ userId: ANA, channelId: TEAM, message: `@${MATTERMOST_BOT.username} what are my tasks?`, mentions: [MATTERMOST_BOT.id] });
    await eventually(() => postsIn(TEAM).some((p) => p.args.root_id === asked.id), 'the answer in the thread');
    await h.idle();
    assert.ok(!postsIn(TEAM).some((p) => p.args.root_id === quiet.id));
  });

  test('an unlinked person gets the link code in a direct message, never in the channel', async () => {
    const stranger = mattermostId(`stranger${run}`);
    const channelPosts = postsIn(TEAM).length;
    mm.userPost({ userId: stranger, channelId: TEAM, message: `hello @${MATTERMOST_BOT.username}` });
    await eventually(() => postsIn(dm(stranger)).length > 0, 'the direct message');
    await h.idle();
    assert.equal(postsIn(TEAM).length, channelPosts, 'nothing in the channel');
    assert.deepEqual(mm.callsOf('createDirectChannel').at(-1)!.args, [MATTERMOST_BOT.id, stranger]);
    assert.match(postsIn(dm(stranger)).at(-1)!.args.message, /\/link#code=[A-Za-z0-9_-]+/);
  });

  test('the morning thread is posted in the team channel; a reply in it (root_id) becomes a submission, acknowledged with a reaction', async () => {
    h.clock.set('2026-11-23T09:00:00.000Z');
    await h.service.app.workers.scheduler.tick({ organizationIds: [org.id] });
    await h.service.app.workers.outbox.runOnce({ organizationIds: [org.id] });
    const checkIn = postsIn(TEAM).at(-1)!;
    assert.match(checkIn.args.message, /Good morning/);
    assert.equal(checkIn.args.root_id, undefined, 'top-level');
    const threadPost = lastPostIn(TEAM);
    assert.equal((await today())?.threadTs, threadPost.id, 'the service keeps the post id as the thread');

    const reply = mm.userPost({ userId: BEN, channelId: TEAM, rootId: threadPost.id, message: '- write the launch post\n- fix the login bug' });
    await eventually(async () => (await today())?.submissions.length === 1, 'the submission');
    await h.idle();
    const [submission] = (await today())!.submissions;
    assert.deepEqual([submission?.userId, submission?.messageTs], [ben.id, reply.id]);
    assert.deepEqual(mm.callsOf('addReaction').at(-1)!.args, { user_id: MATTERMOST_BOT.id, post_id: reply.id, emoji_name: 'white_check_mark' });
  });

  test('an EOD summary is posted in the progress channel, once even when delivered twice', async () => {
    h.clock.set('2026-11-23T19:30:00.000Z');
    const collected = await as(h.service.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } });
    assert.equal(collected.statusCode, 200, collected.body);
    assert.equal(json(collected).summaryPosted, true);
    assert.equal(postsIn(PROGRESS).length, 1);
    const summary = { kind: 'eod_summary', organizationId: org.id, platform: 'chat_c', channelId: PROGRESS, text: 'Done: 2 @channel *not bold*' };
    const first = await h.deliver(summary, 'mm-eod-twice');
    const second = await h.deliver(summary, 'mm-eod-twice');
    assert.equal(first.status, 200, first.text);
    assert.equal(second.text, first.text, 'the same post id');
    assert.equal(postsIn(PROGRESS).length, 2);
    assert.equal(postsIn(PROGRESS).at(-1)!.args.message, 'Done: 2 @\u200Bchannel \\*not bold\\*');
  });

  test('a channel where no verified member of the organization is (or an unknown one) is refused; nothing is posted', async () => {
    for (const channel of [FOREIGN, mattermostId('nosuchchannel')]) {
      const refused = await h.deliver({ kind: 'morning_thread', organizationId: org.id, platform: 'chat_c', channelId: channel, text: 'Good morning!' }, `mm-steer-${channel}`);
      assert.equal(refused.status, 422, refused.text);
      assert.equal(JSON.parse(refused.text).code, 'channel_not_in_organization');
      assert.equal(postsIn(channel).length, 0);
    }
    const asked = mm.callsOf('getChannelMembersByIds').filter((c) => c.params[0] === FOREIGN).at(-1)!;
    assert.deepEqual([...asked.args].sort(), [ANA, BEN].sort(), 'asked about the verified identities');
  });

  test('a direct message delivery goes to a verified person through their direct channel; an unverified one is refused', async () => {
    const sent = await h.deliver({ kind: 'reminder', organizationId: org.id, platform: 'chat_c', platformUserId: ANA, text: 'Your task is due today' }, 'mm-dm-1');
    assert.equal(sent.status, 200, sent.text);
    assert.equal(JSON.parse(sent.text).ts, lastPostIn(dm(ANA)).id);
    assert.equal(lastPostIn(dm(ANA)).message, 'Your task is due today');
    const refused = await h.deliver({ kind: 'direct_message', organizationId: org.id, platform: 'chat_c', platformUserId: mattermostId('stranger'), text: 'Hi' }, 'mm-dm-2');
    assert.equal(refused.status, 422);
    assert.equal(JSON.parse(refused.text).code, 'recipient_not_verified');
  });

  test('a 429 from Mattermost answers 503 with its Retry-After; the outbox\'s retry posts once', async () => {
    mm.failNext('createPost', mattermostRateLimit(7));
    const body = { kind: 'eod_summary', organizationId: org.id, platform: 'chat_c', channelId: RATE, text: 'Summary' };
    const busy = await h.deliver(body, 'mm-rate-1');
    assert.equal(busy.status, 503);
    assert.equal(busy.headers.get('retry-after'), '7');
    assert.equal(postsIn(RATE).length, 0);
    const retried = await h.deliver(body, 'mm-rate-1');
    assert.equal(retried.status, 200, retried.text);
    assert.equal(postsIn(RATE).length, 1);
  });
});

describe('bridge: Mattermost configuration and markup', () => {
  const base = { SERVICE_API_KEY: 'k', BOT_SIGNING_SECRET: 's' };
  const fails = (env: Record<string, string>, name: RegExp) =>
    assert.throws(() => loadBridgeConfig({ ...base, ...env }), (e: Error) => e instanceof ConfigError && name.test(e.message));

  test('chat_c is Mattermost by default; it is off without its variables', () => {
    const config = loadBridgeConfig(base);
    assert.equal(config.platforms.chat_c, 'mattermost');
    assert.equal(config.mattermost, null);
  });

  test('half-configured Mattermost stops start-up naming the missing variable', () => {
    fails({ MATTERMOST_URL: 'https://chat.example.com' }, /MATTERMOST_BOT_TOKEN/);
    fails({ MATTERMOST_BOT_TOKEN: 'token' }, /MATTERMOST_URL/);
    fails({ MATTERMOST_URL: 'https://chat.example.com', MATTERMOST_BOT_TOKEN: 'token' }, /MATTERMOST_ACTIONS_URL/);
    fails({ MATTERMOST_URL: 'ftp://chat.example.com', MATTERMOST_BOT_TOKEN: 'token' }, /MATTERMOST_URL/);
    const config = loadBridgeConfig({
      ...base, MATTERMOST_URL: 'https://chat.example.com/', MATTERMOST_BOT_TOKEN: 'token', MATTERMOST_ACTIONS_URL: 'http://bridge:3100/mattermost/actions',
    });
    assert.deepEqual(config.mattermost, { url: 'https://chat.example.com', botToken: 'token', actionsUrl: 'http://bridge:3100/mattermost/actions' });
  });

  test('Markdown and mentions in what people and the service wrote are made inert; links stay links', () => {
    assert.equal(escapeMarkdown('@channel @all hi @ana'), '@\u200Bchannel @\u200Ball hi @\u200Bana');
    assert.equal(escapeMarkdown('mail ana@example.com'), 'mail ana@example.com');
    assert.equal(escapeMarkdown('*bold* _it_ ~chan [x](y) `code` a|b'), '\\*bold\\* \\_it\\_ \\~chan \\[x\\](y) \\`code\\` a\\|b');
    assert.equal(escapeMarkdown('# Title\n> quote\n1. one'), '\\# Title\n\\> quote\n1\\. one');
    assert.equal(escapeMarkdown('see http://localhost:5173/link#code=a_b*c'), 'see http://localhost:5173/link#code=a_b*c');
  });
});
