// The bridge's HTTP side on one port: deliveries from the service's outbox, Slack's and
// Telegram's webhooks, Mattermost's button presses, and a health check (Mattermost's messages
// arrive over its WebSocket). Every inbound request is checked in the same order:
// signature on the raw bytes → parse → acknowledge → act once (keyed by the event's id).
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Update } from 'grammy/types';
import { systemClock, type Clock } from '../platform/clock.ts';
import { badRequest, errorBody, HttpError, unauthorized, validationFailed } from '../platform/errors.ts';
import type { BridgeConfig } from './config.ts';
import { ExpiringMap } from './memory.ts';
import type { Delivery, PlatformName, ServicePlatform } from './messages.ts';
import { PlatformRefusedError, PlatformUnavailableError } from './platforms/adapter.ts';
import { createMattermostAdapter } from './platforms/mattermost.ts';
import { createSlackAdapter, parseSlackRequest } from './platforms/slack.ts';
import { createTelegramAdapter } from './platforms/telegram.ts';
import { createRelay, UndeliverableError, type ConnectedPlatform } from './relay.ts';
import { createServiceClient, ServiceError } from './service-client.ts';
import { sameSecret, verifyServiceSignature, verifySlackSignature } from './signatures.ts';

export interface BridgeOptions {
  config: BridgeConfig;
  clock?: Clock;
  /** Fastify's logger option: false in tests, pino options in production. */
  logger?: boolean | { level: string };
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

  const slackCode = connect('slack', config.slack !== null, 'SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET are');
  const slack: ConnectedPlatform | null = slackCode && config.slack ? { code: slackCode, adapter: createSlackAdapter(config.slack) } : null;
  const telegramCode = connect('telegram', config.telegram !== null, 'TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET are');
  let telegramPlatform: ConnectedPlatform | null = null;
  const telegram = telegramCode && config.telegram
    ? createTelegramAdapter(config.telegram, {
      onMessage: (message) => relay.onMessage(telegramPlatform!, message),
      onPress: (press) => relay.onPress(telegramPlatform!, press),
    })
    : null;
  if (telegram && telegramCode) telegramPlatform = { code: telegramCode, adapter: telegram.adapter };
  const mattermostCode = connect('mattermost', config.mattermost !== null, 'MATTERMOST_URL and MATTERMOST_BOT_TOKEN are');
  let mattermostPlatform: ConnectedPlatform | null = null;
  const mattermost = mattermostCode && config.mattermost
    ? createMattermostAdapter(config.mattermost, {
      // A reconnected WebSocket may deliver a post again: it takes effect once.
      onMessage: (message) => {
        if (seenEvents.firstTime(`mattermost:${message.messageId}`, true)) later('mattermost post', () => relay.onMessage(mattermostPlatform!, message));
      },
    }, { log })
    : null;
  if (mattermost && mattermostCode) {
    mattermostPlatform = { code: mattermostCode, adapter: mattermost.adapter };
    mattermost.start();
    app.addHook('onClose', async () => mattermost.close());
  }
  for (const platform of [slack, telegramPlatform, mattermostPlatform]) if (platform) platforms.set(platform.code, platform);

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
    platforms: Object.fromEntries([...platforms].map(([code, platform]) => [code, platform.adapter.name])),
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
    if (!slack || !config.slack) throw new HttpError(404, 'Slack is not connected', { code: 'platform_not_connected' });
    const raw = rawBody(request);
    const signed = { timestamp: header(request, 'x-slack-request-timestamp'), signature: header(request, 'x-slack-signature') };
    if (!verifySlackSignature(config.slack.signingSecret, signed, raw, nowSeconds())) throw unauthorized('Invalid or stale signature', 'invalid_signature');
    let parsed;
    try {
      parsed = parseSlackRequest(raw, header(request, 'content-type') ?? '');
    } catch {
      throw badRequest('Malformed payload');
    }
    if (parsed.kind === 'challenge') return { challenge: parsed.challenge };
    // Slack retries an event (X-Slack-Retry-Num) with the same event_id: it takes effect once.
    if (parsed.kind === 'message' && parsed.message && (parsed.eventId === null || seenEvents.firstTime(`slack:${parsed.eventId}`, true))) {
      const message = parsed.message;
      later('slack message', () => relay.onMessage(slack, message));
    }
    if (parsed.kind === 'presses') {
      for (const press of parsed.presses) {
        if (!press.pressId || seenEvents.firstTime(`slack-press:${press.pressId}:${press.action}:${press.value}`, true)) {
          later('slack button', () => relay.onPress(slack, press));
        }
      }
    }
    return reply.code(200).send();
  });

  app.post('/telegram/webhook', async (request, reply) => {
    if (!telegram || !config.telegram) throw new HttpError(404, 'Telegram is not connected', { code: 'platform_not_connected' });
    if (!sameSecret(header(request, 'x-telegram-bot-api-secret-token') ?? '', config.telegram.webhookSecret)) {
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
      return reply.code(503).header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS)).send(errorBody(503, 'Telegram is unavailable'));
    }
    // Telegram re-sends an update until it is acknowledged: it takes effect once.
    if (seenEvents.firstTime(`telegram:${update.update_id}`, true)) later('telegram update', () => telegram.handleUpdate(update));
    return reply.code(200).send();
  });

  // Mattermost posts a press and shows the answer's ephemeral_text to the presser: handled before answering.
  app.post('/mattermost/actions', async (request) => {
    if (!mattermost || !mattermostPlatform) throw new HttpError(404, 'Mattermost is not connected', { code: 'platform_not_connected' });
    let action;
    try {
      action = mattermost.readAction(rawBody(request));
    } catch {
      throw badRequest('Malformed JSON');
    }
    if (action.kind === 'forged') throw unauthorized('The action\'s context does not carry this bridge\'s signature', 'invalid_action_signature');
    const { press } = action;
    return mattermost.respond(press, () => relay.onPress(mattermostPlatform!, press));
  });

  app.addHook('onClose', idle);
  return { app, idle };
}
