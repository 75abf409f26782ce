// The bridge's HTTP side on one port: deliveries from the service's outbox, Slack's and
// Telegram's webhooks, Mattermost's button presses, and a health check; and its connections out,
// for a bridge without a public address: Slack's Socket Mode, Telegram's long polling and
// Mattermost's WebSocket. Every inbound event is checked in the same order, whichever way it
// came: signature (or the platform's own socket) → parse → acknowledge → act once (keyed by the
// event's id).
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Update } from 'grammy/types';
import { systemClock, type Clock } from '../platform/clock.ts';
import { badRequest, errorBody, HttpError, unauthorized, validationFailed } from '../platform/errors.ts';
import { ConfigError } from '../config.ts';
import type { BridgeConfig, SlackConfig, TelegramConfig } from './config.ts';
import { ConnectionStatus } from './health.ts';
import { ExpiringMap } from './memory.ts';
import type { Delivery, PlatformName, ServicePlatform } from './messages.ts';
import { PlatformRefusedError, PlatformUnavailableError } from './platforms/adapter.ts';
import { createMattermostAdapter } from './platforms/mattermost.ts';
import { createSlackAdapter, parseSlackRequest, readSlackPayload, startSlackSocket, type SlackIdentity, type SlackRequest } from './platforms/slack.ts';
import { createTelegramAdapter, telegramStateFile } from './platforms/telegram.ts';
import { createRelay, UndeliverableError, type ConnectedPlatform } from './relay.ts';
import { createServiceClient, ServiceError } from './service-client.ts';
import { sameSecret, verifyServiceSignature, verifySlackSignature } from './signatures.ts';

export interface BridgeOptions {
  config: BridgeConfig;
  clock?: Clock;
  /** Fastify's logger option: false in tests, pino options in production. */
  logger?: boolean | { level: string };
  /** Shorter waits for tests: one getUpdates' long poll, the pause before a failed connection starts again. */
  tuning?: { telegramPollSeconds?: number; restartDelayMs?: number };
}

const BODY_LIMIT = 1024 * 1024;
// How long the id of a handled platform event is remembered (Slack retries within minutes,
// Telegram re-sends an update until it gets a 2xx).
const EVENT_MEMORY_MS = 60 * 60_000;
// When a platform is busy and did not say for how long.
const DEFAULT_RETRY_AFTER_SECONDS = 30;
const PLATFORM_TITLES: Record<PlatformName, string> = { slack: 'Slack', telegram: 'Telegram', mattermost: 'Mattermost' };

const Text = Type.String({ minLength: 1, maxLength: 40_000 });
const Id = Type.String({ minLength: 1, maxLength: 200 });
const Common = {
  organizationId: Id,
  platform: Type.Union([Type.Literal('chat_a'), Type.Literal('chat_b'), Type.Literal('chat_c')]),
  text: Text,
};
const ChannelDelivery = Type.Object({ kind: Type.Union([Type.Literal('morning_thread'), Type.Literal('eod_summary')]), channelId: Id, ...Common });
// A reminder and a blocker follow-up (decisions §10) are direct messages like any other.
const DIRECT_KINDS = ['direct_message', 'reminder', 'blocker_follow_up'];
const DirectDelivery = Type.Object({ kind: Type.Union(DIRECT_KINDS.map((k) => Type.Literal(k))), platformUserId: Id, platformTeamId: Type.Optional(Id), ...Common });
const KINDS = ['morning_thread', 'eod_summary', ...DIRECT_KINDS];

/**
 * The service escapes `&`, `<` and `>` in every delivery's text (decisions §0); the bridge's
 * messages are plain text that each platform edge escapes for its own markup, exactly once.
 */
const unescapeDeliveryText = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The delivery body, checked field by field; 400 names every problem. */
function checkDelivery(body: unknown): Delivery {
  const kind = (body as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string' || !KINDS.includes(kind)) {
    throw validationFailed([{ path: 'body.kind', message: `must be one of: ${KINDS.join(', ')}` }]);
  }
  const isDirect = DIRECT_KINDS.includes(kind);
  const schema = isDirect ? DirectDelivery : ChannelDelivery;
  if (!Value.Check(schema, body)) {
    throw validationFailed(Value.Errors(schema, body).map((e) => ({ path: `body${e.instancePath.replace(/\//g, '.')}`, message: e.message })));
  }
  if (!isDirect) {
    const channel = body as Static<typeof ChannelDelivery>;
    return { ...channel, text: unescapeDeliveryText(channel.text) };
  }
  const direct = body as Static<typeof DirectDelivery>;
  return {
    kind: 'direct_message', organizationId: direct.organizationId, platform: direct.platform, text: unescapeDeliveryText(direct.text),
    person: { platformUserId: direct.platformUserId, ...(direct.platformTeamId ? { platformTeamId: direct.platformTeamId } : {}) },
  };
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON');
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};
const rawBody = (request: FastifyRequest): Buffer => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

export async function createBridge(options: BridgeOptions): Promise<{ app: FastifyInstance; idle(): Promise<void> }> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });
  const log = app.log;
  const service = createServiceClient({ baseUrl: config.serviceUrl, apiKey: config.serviceApiKey, clock });
  const relay = createRelay({ service, clock, log });
  const platforms = new Map<ServicePlatform, ConnectedPlatform>();
  const seenEvents = new ExpiringMap<true>(clock, EVENT_MEMORY_MS, 100_000);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  // Work after the acknowledgement: tracked so that shutdown (and tests) can wait for it.
  const work = new Set<Promise<void>>();
  function later(what: string, task: () => Promise<void>) {
    const running = task()
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, `${what} failed`))
      .finally(() => work.delete(running));
    work.add(running);
  }
  async function idle() {
    while (work.size > 0) await Promise.allSettled([...work]);
  }

  const codeOf = (name: PlatformName) => (Object.entries(config.platforms).find(([, n]) => n === name)?.[0] as ServicePlatform | undefined);
  function connect(name: PlatformName, hasCredentials: boolean, env: string) {
    const code = codeOf(name);
    if (!code) log.info(`${PLATFORM_TITLES[name]} is off: BRIDGE_PLATFORMS gives it no platform code`);
    else if (!hasCredentials) log.info(`${PLATFORM_TITLES[name]} (${code}) is off: ${env} not set`);
    else {
      log.info(`${PLATFORM_TITLES[name]} is on as ${code}`);
      return code;
    }
    return null;
  }

  // What GET /healthz reports per platform code; a platform's status is updated by its connection.
  const statuses = new Map<ServicePlatform, ConnectionStatus>();
  // Connections the bridge opened itself, closed before its remaining work is awaited.
  const connections: { close(): Promise<void> }[] = [];

  // Telegram first: its start-up check (the state directory) may stop start-up before any connection is open.
  const telegram = await connectTelegram();
  const slack = connectSlack();
  const mattermost = connectMattermost();
  for (const platform of [slack?.platform, telegram?.platform, mattermost?.platform]) if (platform) platforms.set(platform.code, platform);

  /** Slack as chat_a (or whichever code): Socket Mode with an app token, the Events API with a signing secret, or both. */
  function connectSlack() {
    const code = connect('slack', config.slack !== null, 'SLACK_BOT_TOKEN is');
    if (!code || !config.slack) return null;
    const slackConfig: SlackConfig = config.slack;
    const edge = createSlackAdapter(slackConfig);
    const platform: ConnectedPlatform = { code, adapter: edge.adapter };
    const status = new ConnectionStatus('slack', slackConfig.appToken ? 'socket' : 'events', clock);
    statuses.set(code, status);
    if (slackConfig.appToken) {
      let identity: SlackIdentity | null = null;
      connections.push(startSlackSocket({
        appToken: slackConfig.appToken, apiUrl: slackConfig.apiUrl, status, log,
        // Envelopes are judged by the bot's workspace, so the socket opens only once it is known.
        ready: async () => { identity = await edge.identify(); },
        onPayload: (payload) => takeSlack(platform, identity!, readSlackPayload(payload)),
        ...(options.tuning?.restartDelayMs ? { restartDelayMs: options.tuning.restartDelayMs } : {}),
      }));
    } else {
      edge.identify().then(() => status.connected(), (error: Error) => status.disconnected(error.message));
    }
    return { platform, status, identify: edge.identify, signingSecret: slackConfig.signingSecret };
  }

  /** Telegram: long polling (no public address needed) or webhook calls. */
  async function connectTelegram() {
    const code = connect('telegram', config.telegram !== null, 'TELEGRAM_BOT_TOKEN is');
    if (!code || !config.telegram) return null;
    const telegramConfig: TelegramConfig = config.telegram;
    let platform: ConnectedPlatform | null = null;
    const edge = createTelegramAdapter(telegramConfig, {
      onMessage: (message) => relay.onMessage(platform!, message),
      onPress: (press) => relay.onPress(platform!, press),
    });
    platform = { code, adapter: edge.adapter };
    const status = new ConnectionStatus('telegram', telegramConfig.mode, clock);
    statuses.set(code, status);
    /** An update from either way in: once per update_id, its work after the acknowledgement. */
    const take = (update: Update) => {
      status.event();
      if (seenEvents.firstTime(`telegram:${update.update_id}`, true)) later('telegram update', () => edge.handleUpdate(update));
    };
    if (telegramConfig.mode === 'polling') {
      let stateFile: string;
      try {
        stateFile = await telegramStateFile(telegramConfig);
      } catch (error) {
        throw new ConfigError(`BRIDGE_STATE_DIR (${telegramConfig.stateDir}) must be a directory the bridge can write: ${(error as Error).message}`);
      }
      connections.push(edge.poll(stateFile, {
        status, log, take,
        ...(options.tuning?.telegramPollSeconds ? { pollSeconds: options.tuning.telegramPollSeconds } : {}),
        ...(options.tuning?.restartDelayMs ? { restartDelayMs: options.tuning.restartDelayMs } : {}),
      }));
    } else {
      edge.ready().then(() => status.connected(), (error: Error) => status.disconnected(error.message));
    }
    return { platform, status, take, ready: edge.ready, webhookSecret: telegramConfig.mode === 'webhook' ? telegramConfig.webhookSecret : null };
  }

  /** Mattermost: posts over its WebSocket (opened by the bridge), button presses at /mattermost/actions. */
  function connectMattermost() {
    const code = connect('mattermost', config.mattermost !== null, 'MATTERMOST_URL and MATTERMOST_BOT_TOKEN are');
    if (!code || !config.mattermost) return null;
    let platform: ConnectedPlatform | null = null;
    const status = new ConnectionStatus('mattermost', 'websocket', clock);
    statuses.set(code, status);
    const edge = createMattermostAdapter(config.mattermost, {
      onMessage: (message) => {
        status.event();
        // A reconnected WebSocket may deliver a post again: it takes effect once.
        if (seenEvents.firstTime(`mattermost:${message.messageId}`, true)) later('mattermost post', () => relay.onMessage(platform!, message));
      },
    }, { log, status });
    platform = { code, adapter: edge.adapter };
    edge.start();
    connections.push({ close: async () => edge.close() });
    return { platform, edge, status };
  }

  /** A Slack payload from either way in; only the bot's own workspace counts, each event and press once. */
  function takeSlack(platform: ConnectedPlatform, identity: SlackIdentity, request: SlackRequest) {
    if (request.kind !== 'message' && request.kind !== 'presses') return;
    // Another workspace's event (an app installed elsewhere too): acknowledged, and nothing else.
    if (request.teamId !== identity.teamId) {
      log.info({ team: request.teamId }, 'Slack event for a workspace this bot token does not serve: ignored');
      return;
    }
    // Slack retries an event (X-Slack-Retry-Num, or the envelope again) with the same event_id: it takes effect once.
    if (request.kind === 'message' && request.message && (request.eventId === null || seenEvents.firstTime(`slack:${request.eventId}`, true))) {
      const message = request.message;
      later('slack message', () => relay.onMessage(platform, message));
    }
    if (request.kind === 'presses') {
      for (const press of request.presses) {
        if (!press.pressId || seenEvents.firstTime(`slack-press:${press.pressId}:${press.action}:${press.value}`, true)) {
          later('slack button', () => relay.onPress(platform, press));
        }
      }
    }
  }

  // Bodies stay raw bytes: signatures are checked on exactly what was sent, before parsing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details, error.code));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log.error({ err: error.message }, 'request failed');
    return reply.code(status).send(errorBody(status, status === 500 ? 'Internal Server Error' : error.message));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Not found')));

  app.get('/healthz', async () => ({
    status: 'ok',
    platforms: Object.fromEntries([...platforms].map(([code, platform]) => [code, statuses.get(code)?.toJSON() ?? { platform: platform.adapter.name }])),
  }));

  app.post('/deliveries', async (request, reply) => {
    const raw = rawBody(request);
    const messageId = header(request, 'x-message-id');
    if (!messageId) throw validationFailed([{ path: 'headers.x-message-id', message: 'is required' }]);
    // The id is signed too: a captured delivery posted again under a fresh id is refused here.
    const signed = { timestamp: header(request, 'x-timestamp'), messageId, signature: header(request, 'x-signature') };
    if (!verifyServiceSignature(config.botSigningSecret, signed, raw, nowSeconds())) throw unauthorized('Invalid or stale signature', 'invalid_signature');
    const delivery = checkDelivery(parseJson(raw));
    const platform = platforms.get(delivery.platform);
    if (!platform) throw new HttpError(422, `No platform is connected as ${delivery.platform} on this bridge`, { code: 'platform_not_connected' });
    try {
      return { ts: await relay.deliver(platform, messageId, delivery) };
    } catch (error) {
      // 422 is the outbox's "undeliverable": kept, not retried, the message as lastError.
      if (error instanceof UndeliverableError) {
        log.warn({ messageId, platform: platform.code, organizationId: delivery.organizationId }, error.message);
        return reply.code(422).send(errorBody(422, error.message, undefined, error.code));
      }
      if (error instanceof ServiceError) {
        log.warn({ messageId, status: error.status }, `the service could not be asked: ${error.message}`);
        return reply.code(503).header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS))
          .send(errorBody(503, 'The service could not be asked whether the destination belongs to the organization', undefined, 'service_unavailable'));
      }
      if (error instanceof PlatformUnavailableError) {
        statuses.get(platform.code)?.failed(error.message);
        const retryAfter = Math.max(1, Math.ceil(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
        log.warn({ messageId, platform: platform.code, retryAfter }, error.message);
        return reply.code(503).header('retry-after', String(retryAfter)).send(errorBody(503, error.message));
      }
      if (error instanceof PlatformRefusedError) {
        log.warn({ messageId, platform: platform.code }, error.message);
        return reply.code(422).send(errorBody(422, error.message, undefined, 'platform_refused'));
      }
      throw error;
    }
  });

  app.post('/slack/events', async (request, reply) => {
    if (!slack?.signingSecret) throw new HttpError(404, 'Slack\'s Events API over HTTP is not on (SLACK_SIGNING_SECRET is not set)', { code: 'platform_not_connected' });
    const raw = rawBody(request);
    const signed = { timestamp: header(request, 'x-slack-request-timestamp'), signature: header(request, 'x-slack-signature') };
    if (!verifySlackSignature(slack.signingSecret, signed, raw, nowSeconds())) throw unauthorized('Invalid or stale signature', 'invalid_signature');
    let parsed;
    try {
      parsed = parseSlackRequest(raw, header(request, 'content-type') ?? '');
    } catch {
      throw badRequest('Malformed payload');
    }
    if (parsed.kind === 'challenge') return { challenge: parsed.challenge };
    slack.status.event();
    let identity;
    try {
      identity = await slack.identify();
    } catch (error) {
      // Without the bot's workspace no event can be judged: Slack sends it again.
      log.warn({}, (error as Error).message);
      return reply.code(503).header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS)).send(errorBody(503, 'Slack is unavailable'));
    }
    if (slack.status.mode === 'events') slack.status.connected();
    takeSlack(slack.platform, identity, parsed);
    return reply.code(200).send();
  });

  app.post('/telegram/webhook', async (request, reply) => {
    if (!telegram?.webhookSecret) throw new HttpError(404, 'Telegram\'s webhook is not on (TELEGRAM_MODE is not webhook)', { code: 'platform_not_connected' });
    if (!sameSecret(header(request, 'x-telegram-bot-api-secret-token') ?? '', telegram.webhookSecret)) {
      throw unauthorized('Invalid secret token', 'invalid_secret_token');
    }
    const update = parseJson(rawBody(request)) as Update | null;
    if (!update || typeof update !== 'object' || !Number.isSafeInteger(update.update_id)) {
      throw validationFailed([{ path: 'body.update_id', message: 'must be an integer' }]);
    }
    try {
      await telegram.ready();
    } catch (error) {
      // Without the bot's identity no mention can be told apart: Telegram sends the update again.
      log.warn({}, (error as Error).message);
      telegram.status.disconnected((error as Error).message);
      return reply.code(503).header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS)).send(errorBody(503, 'Telegram is unavailable'));
    }
    telegram.status.connected();
    // Telegram re-sends an update until it is acknowledged: it takes effect once.
    telegram.take(update);
    return reply.code(200).send();
  });

  // Mattermost posts a press and shows the answer's ephemeral_text to the presser: handled before answering.
  app.post('/mattermost/actions', async (request) => {
    if (!mattermost) throw new HttpError(404, 'Mattermost is not connected', { code: 'platform_not_connected' });
    let action;
    try {
      action = mattermost.edge.readAction(rawBody(request));
    } catch {
      throw badRequest('Malformed JSON');
    }
    if (action.kind === 'forged') throw unauthorized('The action\'s context does not carry this bridge\'s signature', 'invalid_action_signature');
    const { press } = action;
    mattermost.status.event();
    return mattermost.edge.respond(press, () => relay.onPress(mattermost.platform, press));
  });

  // Inbound connections first (no new work), then the work already taken.
  app.addHook('onClose', async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await idle();
  });
  return { app, idle };
}
