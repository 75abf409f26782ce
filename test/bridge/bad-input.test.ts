// Requests the bridge must refuse: unsigned, wrongly signed, stale or forged requests on every
// endpoint (401, no effect), malformed bodies (400), and configuration it must not start with.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadBridgeConfig } from '../../src/bridge/config.ts';
import { cut } from '../../src/bridge/messages.ts';
import { createBridge } from '../../src/bridge/server.ts';
import { escapeMrkdwn } from '../../src/bridge/platforms/slack.ts';
import { ConfigError } from '../../src/config.ts';
import { as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { BOT_SIGNING_SECRET, slackDm, SLACK_SIGNING_SECRET, SLACK_TEAM, startHarness, TELEGRAM_SECRET, type Harness } from './harness.ts';
import { deliveryHeaders, post, slackHeaders } from './stubs.ts';

describe('bridge: bad input', () => {
  let h: Harness;
  let org: TestOrganization;
  let ana: Member;
  const platformCalls = () => h.slack.calls.length + h.telegram.calls.length;
  const drafts = async () => json<'/api/tasks/drafts'>(await as(h.service.app, ana)({ method: 'GET', url: '/api/tasks/drafts' })).total as number;

  before(async () => {
    h = await startHarness();
    org = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    ana = await org.addMember('employee', 'Ana');
    // Ids of its own: on PostgreSQL every test file shares one database, and an identity belongs to one person.
    await h.link(ana.id, 'chat_a', 'UANA_BAD', SLACK_TEAM);
    await h.link(ana.id, 'chat_b', '911');
    for (const channel of ['CX', 'CGONE']) h.slack.members.set(channel, ['UANA_BAD']);
  });
  after(async () => { await h.close(); });

  /** Sends each request, then checks that it got 401 and that nothing happened anywhere. */
  async function refusedWithoutEffect(requests: { name: string; send: () => Promise<{ status: number }> }[]) {
    const calls = platformCalls();
    const draftCount = await drafts();
    for (const request of requests) {
      assert.equal((await request.send()).status, 401, request.name);
    }
    await h.idle();
    assert.equal(platformCalls(), calls, 'no platform call');
    assert.equal(await drafts(), draftCount, 'no change in the service');
  }

  test('deliveries: unsigned, wrongly signed, stale, future or tampered → 401, nothing posted', async () => {
    const body = JSON.stringify({ kind: 'eod_summary', organizationId: org.id, platform: 'chat_a', channelId: 'CX', text: 'hi' });
    const now = h.seconds();
    const url = `${h.bridgeUrl}/deliveries`;
    const signed = deliveryHeaders(BOT_SIGNING_SECRET, body, now, 'm-1');
    await refusedWithoutEffect([
      { name: 'unsigned', send: () => post(url, body, { 'content-type': 'application/json', 'x-message-id': 'm-1' }) },
      { name: 'wrong secret', send: () => post(url, body, deliveryHeaders('not-the-secret', body, now, 'm-1')) },
      { name: 'stale', send: () => post(url, body, deliveryHeaders(BOT_SIGNING_SECRET, body, now - 301, 'm-1')) },
      { name: 'future', send: () => post(url, body, deliveryHeaders(BOT_SIGNING_SECRET, body, now + 301, 'm-1')) },
      { name: 'tampered body', send: () => post(url, body.replace('hi', 'HI'), signed) },
      { name: 'timestamp changed', send: () => post(url, body, { ...signed, 'x-timestamp': String(now - 1) }) },
      { name: 'garbage signature', send: () => post(url, body, { ...signed, 'x-signature': 'sha256=zz' }) },
      // A captured delivery posted again under a fresh id: the id is signed (decisions §8).
      { name: 'replayed under a new id', send: () => post(url, body, { ...signed, 'x-message-id': 'm-1-again' }) },
    ]);
    // Still inside the window, the same signed request is taken.
    assert.equal((await post(url, body, deliveryHeaders(BOT_SIGNING_SECRET, body, now - 299, 'm-2'))).status, 200);
  });

  test('Slack events and interactivity: unsigned, wrongly signed or stale → 401, no effect', async () => {
    const body = JSON.stringify(slackDm('UANA_BAD', 'remind me to water the plants tomorrow', 'EvBad1'));
    const url = `${h.bridgeUrl}/slack/events`;
    const form = new URLSearchParams({ payload: JSON.stringify({ type: 'block_actions', user: { id: 'UANA_BAD' }, channel: { id: 'DUANA' }, actions: [] }) }).toString();
    await refusedWithoutEffect([
      { name: 'unsigned', send: () => post(url, body, { 'content-type': 'application/json' }) },
      { name: 'wrong secret', send: () => h.slackEvent(JSON.parse(body), { secret: 'nope' }) },
      { name: 'stale', send: () => h.slackEvent(JSON.parse(body), { seconds: h.seconds() - 301 }) },
      { name: 'forged interactivity', send: () => post(url, form, slackHeaders('nope', form, h.seconds(), 'application/x-www-form-urlencoded')) },
      { name: 'challenge unsigned', send: () => post(url, '{"type":"url_verification","challenge":"c"}', { 'content-type': 'application/json' }) },
    ]);
  });

  test('Telegram webhook without the right secret token → 401, no effect', async () => {
    const update = { update_id: 1, message: { message_id: 1, date: 1, chat: { id: 911, type: 'private' }, from: { id: 911, is_bot: false, first_name: 'A' }, text: 'remind me to call mum tomorrow' } };
    const url = `${h.bridgeUrl}/telegram/webhook`;
    await refusedWithoutEffect([
      { name: 'no secret', send: () => post(url, JSON.stringify(update), { 'content-type': 'application/json' }) },
      { name: 'wrong secret', send: () => h.telegramUpdate(update, 'wrong') },
      { name: 'longer secret', send: () => h.telegramUpdate(update, `${TELEGRAM_SECRET}x`) },
    ]);
  });

  test('malformed bodies → 400 once the signature holds', async () => {
    const bad = '{"kind": "eod_summary",';
    assert.equal((await post(`${h.bridgeUrl}/deliveries`, bad, deliveryHeaders(BOT_SIGNING_SECRET, bad, h.seconds(), 'm-bad'))).status, 400);
    assert.equal((await post(`${h.bridgeUrl}/slack/events`, bad, slackHeaders(SLACK_SIGNING_SECRET, bad, h.seconds()))).status, 400);
    const form = 'payload=%7Bnot-json';
    assert.equal((await post(`${h.bridgeUrl}/slack/events`, form, slackHeaders(SLACK_SIGNING_SECRET, form, h.seconds(), 'application/x-www-form-urlencoded'))).status, 400);
    const telegram = await post(`${h.bridgeUrl}/telegram/webhook`, bad, { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET });
    assert.equal(telegram.status, 400);
    assert.deepEqual(Object.keys(JSON.parse(telegram.text)).sort(), ['code', 'error', 'message', 'statusCode']);
    const noUpdateId = await h.telegramUpdate({ message: {} });
    assert.equal(noUpdateId.status, 400);
  });

  test('a delivery that breaks the contract → 400 naming the fields; an unknown platform → 422', async () => {
    const missing = await h.deliver({ kind: 'morning_thread', organizationId: org.id, platform: 'chat_a', text: '' }, 'm-fields');
    assert.equal(missing.status, 400);
    const paths = (JSON.parse(missing.text).details as { path: string }[]).map((d) => d.path);
    assert.ok(paths.includes('body.text'), paths.join());
    assert.equal((await h.deliver({ kind: 'fax', organizationId: org.id, platform: 'chat_a', channelId: 'C', text: 't' }, 'm-kind')).status, 400);
    const noId = await post(`${h.bridgeUrl}/deliveries`, '{}', { ...deliveryHeaders(BOT_SIGNING_SECRET, '{}', h.seconds(), 'x'), 'x-message-id': '' });
    assert.equal(noId.status, 400);
    const unknown = await h.deliver({ kind: 'eod_summary', organizationId: org.id, platform: 'chat_c', channelId: 'C', text: 't' }, 'm-c');
    assert.equal(unknown.status, 422);
    assert.equal(JSON.parse(unknown.text).code, 'platform_not_connected');
  });

  test('a delivery the platform refuses (unknown channel) → 422, which the outbox does not retry', async () => {
    h.slack.failNext('chat.postMessage', { status: 200, body: { ok: false, error: 'channel_not_found' } });
    const response = await h.deliver({ kind: 'eod_summary', organizationId: org.id, platform: 'chat_a', channelId: 'CGONE', text: 't' }, 'm-gone');
    assert.equal(response.status, 422);
    assert.match(JSON.parse(response.text).message, /channel_not_found/);
    assert.equal(JSON.parse(response.text).code, 'platform_refused');
  });

  test('health check per platform, and unknown routes', async () => {
    const health = await h.health();
    assert.equal(health.status, 'ok');
    assert.deepEqual(Object.keys(health.platforms).sort(), ['chat_a', 'chat_b']);
    const { chat_a: slack, chat_b: telegram } = health.platforms;
    // Forged and malformed requests earlier on are no events.
    assert.deepEqual(slack, { platform: 'slack', mode: 'events', connected: true, lastEventAt: null, lastError: null });
    assert.deepEqual(telegram, { platform: 'telegram', mode: 'webhook', connected: true, lastEventAt: null, lastError: null });
    assert.equal((await fetch(`${h.bridgeUrl}/nope`)).status, 404);
  });

  test('a signed event from a workspace the bot token does not serve is acknowledged, counted as an event, and ignored', async () => {
    const calls = platformCalls();
    const draftCount = await drafts();
    const event = { ...slackDm('UANA_BAD', 'remind me to call the bank tomorrow', 'EvOtherTeam'), team_id: 'T0ELSEWHERE' };
    assert.equal((await h.slackEvent(event)).status, 200);
    await h.idle();
    assert.equal(platformCalls(), calls, 'no platform call');
    assert.equal(await drafts(), draftCount, 'no change in the service');
    assert.equal((await h.health()).platforms.chat_a!.lastEventAt, h.clock.now().toISOString());
  });

  test('a delivery the platform rate-limits shows as the platform\'s last error', async () => {
    h.slack.failNext('chat.postMessage', { status: 429, headers: { 'retry-after': '1' }, body: { ok: false, error: 'ratelimited' } });
    const response = await h.deliver({ kind: 'eod_summary', organizationId: org.id, platform: 'chat_a', channelId: 'CX', text: 'rate' }, 'm-rate-health');
    assert.equal(response.status, 503);
    const slack = (await h.health()).platforms.chat_a!;
    assert.equal(slack.connected, true);
    assert.match(String(slack.lastError), /rate limit/i);
  });
});

describe('bridge: configuration', () => {
  const base = { SERVICE_API_KEY: 'k', BOT_SIGNING_SECRET: 's' };

  test('defaults: port 3100, the local service, chat_a = Slack, chat_b = Telegram, chat_c = Mattermost, platforms without credentials off', () => {
    const config = loadBridgeConfig(base);
    assert.equal(config.port, 3100);
    assert.equal(config.serviceUrl, 'http://localhost:3000');
    assert.deepEqual(config.platforms, { chat_a: 'slack', chat_b: 'telegram', chat_c: 'mattermost' });
    assert.equal(config.slack, null);
    assert.equal(config.telegram, null);
    assert.equal(config.mattermost, null);
  });

  test('the way in follows the credentials: Socket Mode with an app token, Telegram polling unless a webhook secret is set', () => {
    const socket = loadBridgeConfig({ ...base, SLACK_BOT_TOKEN: 'xoxb-1', SLACK_APP_TOKEN: 'xapp-1-A-1' }).slack!;
    assert.deepEqual([socket.appToken, socket.signingSecret], ['xapp-1-A-1', null]);
    const both = loadBridgeConfig({ ...base, SLACK_BOT_TOKEN: 'xoxb-1', SLACK_APP_TOKEN: 'xapp-1-A-1', SLACK_SIGNING_SECRET: 's' }).slack!;
    assert.deepEqual([both.appToken, both.signingSecret], ['xapp-1-A-1', 's']);
    const polling = loadBridgeConfig({ ...base, TELEGRAM_BOT_TOKEN: '1:x' }).telegram!;
    assert.deepEqual([polling.mode, polling.webhookSecret, polling.stateDir], ['polling', null, './data/bridge']);
    assert.equal(loadBridgeConfig({ ...base, TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_WEBHOOK_SECRET: 'w' }).telegram!.mode, 'webhook');
    assert.equal(loadBridgeConfig({ ...base, TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_WEBHOOK_SECRET: 'w', TELEGRAM_MODE: 'polling' }).telegram!.mode, 'polling');
  });

  test('a state directory the bridge cannot write stops start-up naming BRIDGE_STATE_DIR', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'bridge-state-')), 'a-file');
    await writeFile(file, 'not a directory');
    const config = loadBridgeConfig({ ...base, TELEGRAM_BOT_TOKEN: '1:x', BRIDGE_STATE_DIR: file, TELEGRAM_API_URL: 'http://127.0.0.1:9' });
    await assert.rejects(createBridge({ config }), (e: Error) => e instanceof ConfigError && /BRIDGE_STATE_DIR/.test(e.message));
  });

  test('a missing or invalid value stops start-up naming the variable', () => {
    const fails = (env: Record<string, string>, name: RegExp) => assert.throws(() => loadBridgeConfig(env), (e: Error) => e instanceof ConfigError && name.test(e.message));
    fails({ BOT_SIGNING_SECRET: 's' }, /SERVICE_API_KEY/);
    fails({ SERVICE_API_KEY: 'k' }, /BOT_SIGNING_SECRET/);
    fails({ ...base, BRIDGE_PORT: 'abc' }, /BRIDGE_PORT/);
    fails({ ...base, BRIDGE_PLATFORMS: 'chat_a=irc' }, /BRIDGE_PLATFORMS/);
    fails({ ...base, BRIDGE_PLATFORMS: 'chat_a=slack,chat_b=slack' }, /BRIDGE_PLATFORMS/);
    fails({ ...base, SLACK_BOT_TOKEN: 'xoxb' }, /SLACK_APP_TOKEN.*or SLACK_SIGNING_SECRET/);
    fails({ ...base, SLACK_SIGNING_SECRET: 's' }, /SLACK_BOT_TOKEN is required when SLACK_SIGNING_SECRET/);
    fails({ ...base, SLACK_APP_TOKEN: 'xapp-1' }, /SLACK_BOT_TOKEN is required when SLACK_APP_TOKEN/);
    fails({ ...base, SLACK_BOT_TOKEN: 'xoxb', SLACK_APP_TOKEN: 'xoxb-not-an-app-token' }, /SLACK_APP_TOKEN must .* xapp-/);
    fails({ ...base, TELEGRAM_WEBHOOK_SECRET: 'x' }, /TELEGRAM_BOT_TOKEN/);
    fails({ ...base, TELEGRAM_MODE: 'polling' }, /TELEGRAM_BOT_TOKEN is required when TELEGRAM_MODE/);
    fails({ ...base, TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_MODE: 'push' }, /TELEGRAM_MODE must be polling or webhook/);
    fails({ ...base, TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_MODE: 'webhook' }, /TELEGRAM_WEBHOOK_SECRET is required when TELEGRAM_MODE is webhook/);
    fails({ ...base, SLACK_API_URL: 'ftp://x' }, /SLACK_API_URL/);
    fails({ ...base, TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_WEBHOOK_SECRET: 'has spaces' }, /TELEGRAM_WEBHOOK_SECRET/);
  });
});

describe('bridge: platform limits and markup', () => {
  test('text is cut to a limit without splitting an emoji', () => {
    assert.equal(cut('abc', 3), 'abc');
    assert.equal(cut('abcdef', 4), 'abc…');
    const emoji = `${'a'.repeat(2)}😀😀`;
    const cutText = cut(emoji, 4);
    assert.ok(cutText.length <= 4 && !/[\uD800-\uDBFF]…$/.test(cutText), cutText);
  });

  test('Slack markup in what people and the service wrote is escaped once', () => {
    assert.equal(escapeMrkdwn('<!channel> & <@U1>'), '&lt;!channel&gt; &amp; &lt;@U1&gt;');
    assert.equal(escapeMrkdwn('Tom &amp; Jerry'), 'Tom &amp;amp; Jerry');
  });
});
