// Slack without a public address: the real bridge in Socket Mode (Slack's own @slack/socket-mode
// client) against a loopback stub of apps.connections.open and the Socket Mode WebSocket, with the
// real service on a real database behind it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { slackDm, slackPress, SLACK_APP_TOKEN, SLACK_TEAM, startHarness, type Harness } from './harness.ts';
import { eventually, post, type Envelope } from './stubs.ts';

describe('bridge: Slack Socket Mode', () => {
  let h: Harness;
  let org: TestOrganization;
  let ana: Member;
  // Ids of this run's own: on PostgreSQL every test file shares one database.
  const run = String(Date.now()).slice(-7);
  const ANA = `USOCKA${run}`;
  const BEN = `USOCKB${run}`;
  let n = 0;
  const next = () => `${run}-${++n}`;

  const postsIn = (channel: string) => h.slack.callsOf('chat.postMessage').filter((c) => c.args.channel === channel);
  const pendingDrafts = async (member: Member) =>
    json((await as(h.service.app, member)({ method: 'GET', url: '/api/tasks/drafts?status=pending' }))).data as { id: string; title: string }[];
  const acked = (envelopeId: string) => h.slack.socket.acks.filter((a) => a.envelopeId === envelopeId);
  const message = (user: string, text: string, eventId = `Ev${next()}`): Envelope =>
    ({ envelope_id: `env-${next()}`, type: 'events_api', payload: slackDm(user, text, eventId) });

  /** Sends an envelope and waits for its acknowledgement and the work it started. */
  async function deliverEnvelope(envelope: Envelope) {
    h.slack.socket.send(envelope);
    await eventually(() => acked(envelope.envelope_id).length > 0, `the ack of ${envelope.envelope_id}`);
    await h.idle();
  }

  before(async () => {
    h = await startHarness('2026-11-23T08:00:00.000Z', { slack: 'socket' });
    org = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    ana = await org.addMember('employee', 'Ana');
    const ben = await org.addMember('employee', 'Ben');
    await h.link(ana.id, 'chat_a', ANA, SLACK_TEAM);
    await h.link(ben.id, 'chat_a', BEN, SLACK_TEAM);
  });
  after(async () => { await h.close(); });

  test('connects with the app token (apps.connections.open → ws://, hello); healthz says socket, connected; no HTTP events without a signing secret', async () => {
    const opened = h.slack.callsOf('apps.connections.open');
    assert.equal(opened.length, 1);
    assert.equal(opened[0]!.headers.authorization, `Bearer ${SLACK_APP_TOKEN}`);
    assert.equal(h.slack.socket.connections, 1);
    const slack = (await h.health()).platforms.chat_a!;
    assert.deepEqual(slack, { platform: 'slack', mode: 'socket', connected: true, lastEventAt: null, lastError: null });
    const events = await post(`${h.bridgeUrl}/slack/events`, '{}', { 'content-type': 'application/json' });
    assert.equal(events.status, 404);
  });

  test('an events_api envelope is acknowledged with its envelope_id before its work is done; the DM becomes a draft with buttons', async () => {
    const release = h.slack.hold('chat.postMessage');
    const envelope = message(ANA, 'remind me to send the newsletter tomorrow');
    const sentAt = Date.now();
    h.slack.socket.send(envelope);
    await eventually(() => acked(envelope.envelope_id).length === 1, 'the acknowledgement');
    assert.ok(acked(envelope.envelope_id)[0]!.at - sentAt < 3_000, 'within Slack\'s 3 s');
    assert.equal(postsIn(`D${ANA}`).length, 0, 'acknowledged while the answer is still on its way');
    release();
    await h.idle();
    const [draft] = await pendingDrafts(ana);
    assert.ok(draft, 'a pending draft');
    const answer = postsIn(`D${ANA}`).at(-1)!;
    const buttons = (answer.args.blocks as { type: string; elements?: { action_id: string }[] }[])
      .filter((b) => b.type === 'actions').flatMap((b) => b.elements!.map((e) => e.action_id));
    assert.deepEqual(buttons, [`confirm_draft:${draft.id}`, `reject_draft:${draft.id}`]);
    assert.equal((await h.health()).platforms.chat_a!.lastEventAt, h.clock.now().toISOString());
  });

  test('interactive envelopes: another person\'s press gets a private "not yours"; the owner\'s Confirm makes the task', async () => {
    const [draft] = await pendingDrafts(ana);
    await deliverEnvelope({ envelope_id: `env-${next()}`, type: 'interactive', payload: slackPress(BEN, `D${ANA}`, `confirm_draft:${draft!.id}`, draft!.id, `trig-${next()}`) });
    const note = h.slack.callsOf('chat.postEphemeral').filter((c) => c.args.user === BEN).at(-1)!;
    assert.match(note.args.text, /not yours/);
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === draft!.id), 'still pending');

    await deliverEnvelope({ envelope_id: `env-${next()}`, type: 'interactive', payload: slackPress(ANA, `D${ANA}`, `confirm_draft:${draft!.id}`, draft!.id, `trig-${next()}`) });
    const tasks = json<'/api/tasks'>(await as(h.service.app, ana)({ method: 'GET', url: '/api/tasks?status=open' })).data as { title: string }[];
    assert.ok(tasks.some((t) => t.title === draft!.title), 'the task exists');
    assert.match(postsIn(`D${ANA}`).at(-1)!.args.text, /Task created/);
  });

  test('an event sent again (a new envelope, the same event_id, retry_attempt 1) is acknowledged and acts once', async () => {
    const before = (await pendingDrafts(ana)).length;
    const first = message(ANA, 'prepare the quarterly slides');
    await deliverEnvelope(first);
    await deliverEnvelope({ ...first, envelope_id: `env-${next()}`, retry_attempt: 1 });
    assert.equal((await pendingDrafts(ana)).length, before + 1);
  });

  test('an envelope for a workspace the bot token does not serve is acknowledged and ignored', async () => {
    const calls = h.slack.calls.length;
    const before = (await pendingDrafts(ana)).length;
    const envelope = message(ANA, 'remind me to call the bank tomorrow');
    (envelope.payload as { team_id: string }).team_id = 'T0ELSEWHERE';
    await deliverEnvelope(envelope);
    assert.equal(h.slack.calls.length, calls, 'no Web API call');
    assert.equal((await pendingDrafts(ana)).length, before);
  });

  test('a disconnect mid-run: the client opens a new connection, the envelope caught in between comes again and acts once, and later events are handled', async () => {
    const before = (await pendingDrafts(ana)).length;
    h.slack.socket.disconnect();
    // Sent right behind the disconnect, on the connection that is closing: whether or not it is
    // acknowledged there, Slack's redelivery on the next connection is what makes it arrive.
    const caught = message(ANA, 'remind me to renew the office lease on friday');
    h.slack.socket.send(caught);
    await eventually(() => h.slack.socket.connections >= 2 && h.slack.socket.unacknowledged().length === 0, 'a new connection and every envelope acknowledged', 15_000);
    assert.equal(h.slack.callsOf('apps.connections.open').length, h.slack.socket.connections, 'a fresh URL for each connection');
    await h.idle();
    assert.equal((await pendingDrafts(ana)).length, before + 1, 'the caught envelope acted once');

    await deliverEnvelope(message(ANA, 'book the team dinner for thursday'));
    assert.equal((await pendingDrafts(ana)).length, before + 2, 'events after the refresh are handled');
    assert.equal(acked(caught.envelope_id).length >= 1, true);
    const slack = (await h.health()).platforms.chat_a!;
    assert.deepEqual([slack.connected, slack.lastError], [true, null]);
  });

  test('a refused app token shows in healthz; the bridge keeps trying and connects once Slack takes it', async () => {
    await h.stopBridge();
    h.slack.failNext('apps.connections.open', { status: 200, body: { ok: false, error: 'invalid_auth' } });
    const connections = h.slack.socket.connections;
    await h.startBridge();
    const down = (await h.health()).platforms.chat_a!;
    assert.equal(down.connected, false);
    assert.match(String(down.lastError), /could not connect.*invalid_auth/);
    await eventually(async () => (await h.health()).platforms.chat_a!.connected === true, 'connected on a later try');
    assert.equal(h.slack.socket.connections, connections + 1);
    assert.equal((await h.health()).platforms.chat_a!.lastError, null);
    await deliverEnvelope(message(ANA, 'hello again'));
    assert.match(postsIn(`D${ANA}`).at(-1)!.args.text, /\S/);
  });

  test('decisions §8 hold in Socket Mode: a delivery into a channel without a verified member of the organization is refused', async () => {
    h.slack.members.set('CFOREIGN', ['USOMEONE']);
    const refused = await h.deliver({ kind: 'morning_thread', organizationId: org.id, platform: 'chat_a', channelId: 'CFOREIGN', text: 'Good morning!' }, `msg-${next()}`);
    assert.equal(refused.status, 422);
    assert.equal(JSON.parse(refused.text).code, 'channel_not_in_organization');
    assert.equal(postsIn('CFOREIGN').length, 0);
  });
});
