// The whole chain on loopback: the real service on a real database listening on a port, the
// real bridge (in this process, on its own port), and stubs of Slack's and Telegram's APIs (and of
// a Mattermost server, for the tests that ask for it).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../src/platform/clock.ts';
import { loadBridgeConfig } from '../../src/bridge/config.ts';
import { createBridge } from '../../src/bridge/server.ts';
import { apiKeyHeader, startTestApp, TEST_API_KEY, type TestApp, type TestOrganization } from '../helpers.ts';
import { lendWebSocket, MATTERMOST_TOKEN, startMattermostStub, type MattermostStub } from './mattermost-stub.ts';
import { deliveryHeaders, eventually, get, post, slackHeaders, SLACK_STUB_TEAM, startSlackStub, startTelegramStub, type SlackStub, type TelegramStub } from './stubs.ts';
import { freePort } from '../ports.ts';

export const BOT_SIGNING_SECRET = 'bot-signing-secret-for-tests-0123456789';
export const SLACK_SIGNING_SECRET = 'slack-signing-secret-for-tests';
export const TELEGRAM_SECRET = 'telegram-webhook-secret_for-tests';
export const SLACK_TEAM = SLACK_STUB_TEAM;
export const SLACK_APP_TOKEN = 'xapp-1-A0STUB-test-token';

export interface Harness {
  service: TestApp;
  clock: ManualClock;
  slack: SlackStub;
  telegram: TelegramStub;
  /** The Mattermost server's stub when the harness was started with `mattermost: true` (as chat_c). */
  mattermost: MattermostStub | null;
  bridgeUrl: string;
  /** The bridge's own configuration (its state directory, for one). */
  config: ReturnType<typeof loadBridgeConfig>;
  /** Unix seconds of the shared clock. */
  seconds(): number;
  /** GET /healthz of the bridge. */
  health(): Promise<{ status: string; platforms: Record<string, Record<string, unknown>> }>;
  startBridge(): Promise<void>;
  stopBridge(): Promise<void>;
  /** Waits until the bridge has finished the work it acknowledged. */
  idle(): Promise<void>;
  close(): Promise<void>;
  /** Links a platform identity to a member with the API key (a verified link). */
  link(memberId: string, platform: 'chat_a' | 'chat_b' | 'chat_c', platformUserId: string, platformTeamId?: string): Promise<void>;
  /** Sends a signed Slack request (JSON event or form-encoded interactivity payload). */
  slackEvent(payload: unknown, options?: { seconds?: number; retryNum?: number; form?: boolean; secret?: string }): Promise<{ status: number; text: string }>;
  telegramUpdate(update: unknown, secret?: string): Promise<{ status: number; text: string }>;
  deliver(body: unknown, messageId: string, options?: { seconds?: number; secret?: string }): Promise<{ status: number; text: string; headers: Headers }>;
  /** Sets the organization's daily-rhythm preferences (platform and channels). */
  configure(org: TestOrganization, preferences: Record<string, unknown>): Promise<void>;
}

/** How events reach the bridge: Slack's Events API or Socket Mode, Telegram's webhook or long polling; Mattermost (chat_c) on or off. */
export interface HarnessModes {
  slack?: 'events' | 'socket';
  telegram?: 'webhook' | 'polling';
  mattermost?: boolean;
}

export async function startHarness(start = '2026-11-23T08:00:00.000Z', modes: HarnessModes = {}): Promise<Harness> {
  const clock = new ManualClock(start);
  const slack = await startSlackStub();
  const telegram = await startTelegramStub();
  if (modes.mattermost) lendWebSocket();
  const mattermost = modes.mattermost ? await startMattermostStub() : null;
  const bridgePort = await freePort();
  const bridgeUrl = `http://127.0.0.1:${bridgePort}`;
  const service = await startTestApp({
    clock,
    env: {
      CHAT_A_BOT_URL: `${bridgeUrl}/deliveries`,
      CHAT_B_BOT_URL: `${bridgeUrl}/deliveries`,
      ...(mattermost ? { CHAT_C_BOT_URL: `${bridgeUrl}/deliveries` } : {}),
      BOT_SIGNING_SECRET,
      PUBLIC_URL: 'http://localhost:5173',
    },
  });
  const serviceUrl = await service.app.listen({ port: 0, host: '127.0.0.1' });
  const config = loadBridgeConfig({
    BRIDGE_PORT: String(bridgePort),
    SERVICE_URL: serviceUrl,
    SERVICE_API_KEY: TEST_API_KEY,
    BOT_SIGNING_SECRET,
    SLACK_BOT_TOKEN: 'xoxb-test-token',
    ...(modes.slack === 'socket' ? { SLACK_APP_TOKEN } : { SLACK_SIGNING_SECRET }),
    SLACK_API_URL: `${slack.url}/api/`,
    TELEGRAM_BOT_TOKEN: '123456:test-token',
    ...(modes.telegram === 'polling' ? { BRIDGE_STATE_DIR: await mkdtemp(join(tmpdir(), 'bridge-state-')) } : { TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET }),
    TELEGRAM_API_URL: telegram.url,
    ...(mattermost ? { MATTERMOST_URL: mattermost.url, MATTERMOST_BOT_TOKEN: MATTERMOST_TOKEN, MATTERMOST_ACTIONS_URL: `${bridgeUrl}/mattermost/actions` } : {}),
  });
  const health = async () => JSON.parse((await get(`${bridgeUrl}/healthz`)).text) as Awaited<ReturnType<Harness['health']>>;
  let bridge: Awaited<ReturnType<typeof createBridge>> | null = null;
  const seconds = () => Math.floor(clock.now().getTime() / 1000);

  const harness: Harness = {
    service, clock, slack, telegram, mattermost, bridgeUrl, seconds, config, health,
    async startBridge() {
      bridge = await createBridge({ config, clock, tuning: { telegramPollSeconds: 2, restartDelayMs: 500 } });
      await bridge.app.listen({ port: bridgePort, host: '127.0.0.1' });
      // Each platform has been reached (or failed to be) before a test counts the platforms' calls.
      await eventually(async () => Object.values((await health()).platforms).every((p) => p.connected || p.lastError), 'the platforms\' first contact');
    },
    async stopBridge() {
      await bridge?.app.close();
      bridge = null;
    },
    async idle() {
      await bridge?.idle();
    },
    async close() {
      await harness.stopBridge();
      await service.close();
      await slack.close();
      await telegram.close();
      await mattermost?.close();
    },
    async link(memberId, platform, platformUserId, platformTeamId) {
      const response = await service.app.inject({
        method: 'POST', url: `/api/users/${memberId}/identities`, headers: apiKeyHeader(),
        payload: { platform, platformUserId, ...(platformTeamId ? { platformTeamId } : {}) },
      });
      if (response.statusCode !== 201) throw new Error(`link failed: ${response.statusCode} ${response.body}`);
    },
    async slackEvent(payload, options = {}) {
      const json = JSON.stringify(payload);
      const body = options.form ? new URLSearchParams({ payload: json }).toString() : json;
      const headers = slackHeaders(options.secret ?? SLACK_SIGNING_SECRET, body, options.seconds ?? seconds(),
        options.form ? 'application/x-www-form-urlencoded' : 'application/json');
      return post(`${bridgeUrl}/slack/events`, body, { ...headers, ...(options.retryNum ? { 'x-slack-retry-num': String(options.retryNum) } : {}) });
    },
    async telegramUpdate(update, secret = TELEGRAM_SECRET) {
      return post(`${bridgeUrl}/telegram/webhook`, JSON.stringify(update), { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret });
    },
    async deliver(body, messageId, options = {}) {
      const raw = JSON.stringify(body);
      return post(`${bridgeUrl}/deliveries`, raw, deliveryHeaders(options.secret ?? BOT_SIGNING_SECRET, raw, options.seconds ?? seconds(), messageId));
    },
    async configure(org, preferences) {
      const response = await service.app.inject({
        method: 'PATCH', url: `/api/organizations/${org.id}`, headers: { authorization: `Bearer ${org.admin.token}` }, payload: { preferences },
      });
      if (response.statusCode !== 200) throw new Error(`preferences failed: ${response.statusCode} ${response.body}`);
    },
  };
  await harness.startBridge();
  return harness;
}

/** A Slack direct message event from `user`. */
export function slackDm(user: string, text: string, eventId: string, ts = `${Date.now() / 1000}`) {
  return {
    type: 'event_callback', team_id: SLACK_TEAM, event_id: eventId, authorizations: [{ user_id: 'UBOT' }],
    event: { type: 'message', channel_type: 'im', channel: `D${user}`, user, text, ts, team: SLACK_TEAM },
  };
}

/** A Slack reply in a channel thread. */
export function slackThreadReply(user: string, channel: string, threadTs: string, text: string, eventId: string, ts = `${Date.now() / 1000}`) {
  return {
    type: 'event_callback', team_id: SLACK_TEAM, event_id: eventId, authorizations: [{ user_id: 'UBOT' }],
    event: { type: 'message', channel_type: 'channel', channel, user, text, ts, thread_ts: threadTs, team: SLACK_TEAM },
  };
}

/** A press of one of the bridge's Slack buttons. */
export function slackPress(user: string, channel: string, actionId: string, value: string, triggerId: string, team = SLACK_TEAM) {
  return {
    type: 'block_actions', trigger_id: triggerId, team: { id: team },
    user: { id: user, team_id: team }, channel: { id: channel }, container: { channel_id: channel },
    message: { ts: '1764000000.000001' },
    actions: [{ type: 'button', action_id: actionId, value, action_ts: `${Date.now() / 1000}` }],
  };
}
