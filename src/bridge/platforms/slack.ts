// Slack's edge: events and interactivity payloads in (Events API over HTTP, or Socket Mode's
// envelopes through @slack/socket-mode), Web API calls out through @slack/web-api (its base URL is
// SLACK_API_URL, so tests point both at a loopback stub). Slack JSON is read and written here only.
import { SocketModeClient } from '@slack/socket-mode';
import { ErrorCode, LogLevel, WebClient } from '@slack/web-api';
import type { SlackConfig } from '../config.ts';
import type { ConnectionStatus } from '../health.ts';
import {
  buttonId, cut, parseButtonId, type ButtonPress, type Conversation, type InboundMessage, type OutgoingMessage, type Person,
} from '../messages.ts';
import { bridgeNotices } from '../../assistant/bridge-notices.ts';
import { DELIVERY_MAX_WAIT_MS, paced, Pacer } from '../pacing.ts';
import { callsTranslating, PlatformRefusedError, PlatformUnavailableError, type PlatformAdapter } from './adapter.ts';

// Slack's limits: a message's text, a section's text, blocks per message, a button's label.
const TEXT_LIMIT = 40_000;
const SECTION_LIMIT = 3_000;
const MAX_DRAFTS = 20;
const BUTTON_LABEL_LIMIT = 75;
// conversations.members: members per page, and pages read at most (a channel of 20,000 people).
const MEMBERS_PAGE = 1_000;
const MEMBERS_PAGES = 20;
// Platform errors that go away by themselves; any other error code is a refusal.
const TRANSIENT_ERRORS = new Set(['ratelimited', 'internal_error', 'fatal_error', 'service_unavailable', 'request_timeout']);
// chat.postMessage: about one message a second per channel; for the workspace "several hundred a
// minute" with bursts granted: five a second stays well inside both. Windows a tenth longer than
// Slack's: it counts arrivals, and a request arrives some milliseconds after it is let go.
const PER_CHANNEL = { max: 1, ms: 1_100 };
const PER_WORKSPACE = { max: 5, ms: 1_100 };
// Web API requests in flight at once (the client queues the rest).
const MAX_CONCURRENCY = 10;
// Socket Mode that could not start at all is tried again after this long.
const RESTART_DELAY_MS = 15_000;

/** What an inbound Slack payload asks of the bridge; `teamId` is the workspace it came from. */
export type SlackRequest =
  | { kind: 'challenge'; challenge: string }
  | { kind: 'message'; teamId: string | null; eventId: string | null; message: InboundMessage | null }
  | { kind: 'presses'; teamId: string | null; presses: ButtonPress[] }
  | { kind: 'ignored' };

/** Slack markup: `&`, `<` and `>` are control characters (`<!channel>` would ping everyone). */
export const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Slack's markup back to what the person typed: mentions dropped, links as their text. */
function plainText(text: string): string {
  return text
    .replace(/<@[A-Z0-9]+(?:\|[^>]*)?>/g, '')
    .replace(/<([^>|]+)\|([^>]*)>/g, '$2')
    .replace(/<([^>]+)>/g, '$1')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
    .trim();
}

type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? value as Json : {});

/** A message event or an app_mention as a normalized message, or null when it is not for the bridge. */
function messageOf(payload: Json): InboundMessage | null {
  const event = obj(payload.event);
  const user = str(event.user);
  const channel = str(event.channel);
  const ts = str(event.ts);
  const text = typeof event.text === 'string' ? event.text : undefined;
  if (!user || !channel || !ts || text === undefined || event.subtype !== undefined || event.bot_id !== undefined) return null;
  const team = str(payload.team_id) ?? str(event.team);
  const person: Person = { platformUserId: user, ...(team ? { platformTeamId: team } : {}) };
  const threadTs = str(event.thread_ts);
  const replyTo = threadTs && threadTs !== ts ? threadTs : null;
  if (event.type === 'app_mention') {
    return { person, messageId: ts, text: plainText(text), addressedToBot: true, replyTo, conversation: { channelId: channel, threadId: threadTs ?? ts, isPrivate: false } };
  }
  if (event.type !== 'message') return null;
  const isPrivate = event.channel_type === 'im';
  const botUserId = str(obj((payload.authorizations as unknown[] | undefined)?.[0]).user_id);
  // A mention in a channel also arrives as app_mention: that event carries it.
  if (!isPrivate && botUserId && text.includes(`<@${botUserId}>`)) return null;
  return {
    person, messageId: ts, text: plainText(text), addressedToBot: isPrivate, replyTo,
    conversation: { channelId: channel, threadId: isPrivate ? threadTs ?? null : threadTs ?? ts, isPrivate },
  };
}

/** The bridge's buttons pressed in a block_actions payload. */
function pressesOf(payload: Json): ButtonPress[] {
  const user = obj(payload.user);
  const userId = str(user.id);
  const channel = str(obj(payload.channel).id) ?? str(obj(payload.container).channel_id);
  if (!userId || !channel) return [];
  const team = str(user.team_id) ?? str(obj(payload.team).id);
  const message = obj(payload.message);
  const isPrivate = channel.startsWith('D');
  const conversation: Conversation = {
    channelId: channel, isPrivate,
    threadId: str(message.thread_ts) ?? (isPrivate ? null : str(message.ts) ?? null),
  };
  const actions = Array.isArray(payload.actions) ? payload.actions.map(obj) : [];
  return actions.flatMap((action) => {
    const button = parseButtonId(str(action.action_id) ?? '');
    if (!button) return [];
    return [{
      pressId: str(payload.trigger_id) ?? str(action.action_ts) ?? '',
      person: { platformUserId: userId, ...(team ? { platformTeamId: team } : {}) },
      conversation, action: button.action, value: str(action.value) ?? button.value,
    }];
  });
}

/**
 * Reads one payload, the same whichever way it came: an Events API callback (HTTP body or a
 * Socket Mode `events_api` envelope) or an interactivity payload (form field or `interactive` envelope).
 */
export function readSlackPayload(value: unknown): SlackRequest {
  const payload = obj(value);
  if (payload.type === 'url_verification' && str(payload.challenge)) return { kind: 'challenge', challenge: str(payload.challenge)! };
  if (payload.type === 'event_callback') {
    return { kind: 'message', teamId: str(payload.team_id) ?? null, eventId: str(payload.event_id) ?? null, message: messageOf(payload) };
  }
  if (payload.type === 'block_actions') {
    return { kind: 'presses', teamId: str(obj(payload.team).id) ?? str(obj(payload.user).team_id) ?? null, presses: pressesOf(payload) };
  }
  return { kind: 'ignored' };
}

/**
 * Reads a verified request body: JSON events or a form-encoded interactivity payload.
 * Throws SyntaxError for a body that is neither.
 */
export function parseSlackRequest(raw: Buffer, contentType: string): SlackRequest {
  const body = raw.toString('utf8');
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body);
    if (!form.has('payload')) return { kind: 'ignored' };
    return readSlackPayload(JSON.parse(form.get('payload')!));
  }
  return readSlackPayload(JSON.parse(body));
}

const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text: cut(text, SECTION_LIMIT) } });
const button = (label: string, id: string, value: string, style?: 'primary' | 'danger') =>
  ({ type: 'button', text: { type: 'plain_text', text: cut(label, BUTTON_LABEL_LIMIT) }, action_id: id, value, ...(style ? { style } : {}) });

/** Block Kit for a message with structure; a plain text message needs none. */
export function slackBlocks(message: OutgoingMessage): Json[] | undefined {
  if (!message.items && !message.drafts && !message.moodPrompt && !message.link) return undefined;
  const words = bridgeNotices(message.language ?? 'english');
  const blocks: Json[] = [section(escapeMrkdwn(message.text))];
  if (message.items?.length) blocks.push(section(message.items.map((item) => `• ${escapeMrkdwn(item)}`).join('\n')));
  for (const draft of (message.drafts ?? []).slice(0, MAX_DRAFTS)) {
    blocks.push(section(`*${escapeMrkdwn(draft.title)}*\n${escapeMrkdwn(draft.detail)}`));
    blocks.push({
      type: 'actions',
      elements: [
        button(words.confirm, buttonId('confirm_draft', draft.id), draft.id, 'primary'),
        button(words.reject, buttonId('reject_draft', draft.id), draft.id, 'danger'),
      ],
    });
  }
  if (message.moodPrompt) {
    blocks.push(section(escapeMrkdwn(words.moodQuestion)));
    blocks.push({ type: 'actions', elements: [1, 2, 3, 4, 5].map((n) => button(String(n), buttonId('log_mood', String(n)), String(n))) });
  }
  if (message.link) {
    blocks.push({ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: message.link.label }, url: message.link.url, action_id: 'open_link' }] });
  }
  return blocks;
}

/** The notification text of a message (also what shows where blocks cannot). */
function slackText(message: OutgoingMessage): string {
  const lines = [message.text, ...(message.link ? [`${message.link.label}: ${message.link.url}`] : [])];
  return cut(escapeMrkdwn(lines.join('\n')), TEXT_LIMIT);
}

/** A Web API failure as "try later" (429, 5xx, network) or "refused". */
function failure(error: unknown): Error {
  const e = error as { code?: string; retryAfter?: number; statusCode?: number; headers?: Record<string, string>; data?: { error?: string } };
  switch (e.code) {
    case ErrorCode.RateLimitedError:
      return new PlatformUnavailableError('slack', 'Slack rate limit', e.retryAfter ?? null);
    case ErrorCode.RequestError:
      return new PlatformUnavailableError('slack', 'Slack unreachable', null);
    case ErrorCode.HTTPError: {
      const retryAfter = Number(e.headers?.['retry-after']);
      if (e.statusCode === 429 || (e.statusCode ?? 500) >= 500) {
        return new PlatformUnavailableError('slack', `Slack answered ${e.statusCode}`, Number.isFinite(retryAfter) ? retryAfter : null);
      }
      return new PlatformRefusedError('slack', `Slack answered ${e.statusCode}`);
    }
    case ErrorCode.PlatformError: {
      const code = e.data?.error ?? 'unknown_error';
      return TRANSIENT_ERRORS.has(code) ? new PlatformUnavailableError('slack', `Slack: ${code}`, null) : new PlatformRefusedError('slack', `Slack: ${code}`);
    }
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

/** The workspace and bot user a bot token belongs to (auth.test). */
export interface SlackIdentity {
  teamId: string;
  botUserId: string | null;
}

export function createSlackAdapter(config: SlackConfig, options: { timeoutMs?: number } = {}): { adapter: PlatformAdapter; identify(): Promise<SlackIdentity> } {
  // No retries inside the client: a 429 goes back to the outbox as 503 + Retry-After instead of
  // holding the delivery request open past the service's timeout.
  const client = new WebClient(config.botToken, {
    slackApiUrl: config.apiUrl,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    maxRequestConcurrency: MAX_CONCURRENCY,
    timeout: options.timeoutMs ?? 4_000,
    logLevel: LogLevel.ERROR,
  });

  const call = callsTranslating(failure);
  const send = paced(new Pacer({ overall: PER_WORKSPACE, perChat: () => PER_CHANNEL }), 'slack');

  async function post(channel: string, message: OutgoingMessage, threadTs?: string | null, maxWaitMs?: number): Promise<string> {
    const blocks = slackBlocks(message);
    const result = await send(channel, () => call(() => client.chat.postMessage({
      channel, text: slackText(message), ...(blocks ? { blocks } : {}), ...(threadTs ? { thread_ts: threadTs } : {}),
    } as Parameters<typeof client.chat.postMessage>[0])), maxWaitMs);
    return String(result.ts);
  }

  async function ephemeral(conversation: Conversation, userId: string, message: OutgoingMessage): Promise<void> {
    const blocks = slackBlocks(message);
    await send(conversation.channelId, () => call(() => client.chat.postEphemeral({
      channel: conversation.channelId, user: userId, text: slackText(message),
      ...(blocks ? { blocks } : {}), ...(conversation.threadId ? { thread_ts: conversation.threadId } : {}),
    } as Parameters<typeof client.chat.postEphemeral>[0])));
  }

  let identity: Promise<SlackIdentity> | null = null;
  function identify(): Promise<SlackIdentity> {
    identity ??= call(() => client.auth.test()).then((result) => {
      if (!result.team_id) throw new PlatformRefusedError('slack', 'Slack: auth.test named no workspace');
      return { teamId: result.team_id, botUserId: result.user_id ?? null };
    });
    // A failure is not remembered: the next caller asks again.
    identity.catch(() => { identity = null; });
    return identity;
  }

  const adapter: PlatformAdapter = {
    name: 'slack',
    postToChannel: (channelId, message) => post(channelId, message, null, DELIVERY_MAX_WAIT_MS),
    async postToPerson(person, message) {
      const opened = await call(() => client.conversations.open({ users: person.platformUserId }));
      const channel = opened.channel?.id;
      if (!channel) throw new PlatformRefusedError('slack', 'Slack opened no conversation');
      return post(channel, message, null, DELIVERY_MAX_WAIT_MS);
    },
    async reply(conversation, message) {
      await post(conversation.channelId, message, conversation.threadId);
    },
    async replyPrivately(message, reply) {
      if (message.conversation.isPrivate) await post(message.conversation.channelId, reply, message.conversation.threadId);
      else await ephemeral(message.conversation, message.person.platformUserId, reply);
    },
    async answerPress(press, note) {
      if (note) await ephemeral(press.conversation, press.person.platformUserId, { text: note });
    },
    async hasMember(channelId, people) {
      const wanted = new Set(people.map((p) => p.platformUserId));
      let cursor: string | undefined;
      for (let page = 0; page < MEMBERS_PAGES; page += 1) {
        let result;
        try {
          result = await call(() => client.conversations.members({ channel: channelId, limit: MEMBERS_PAGE, ...(cursor ? { cursor } : {}) }));
        } catch (error) {
          if (error instanceof PlatformRefusedError) return false;
          throw error;
        }
        if ((result.members ?? []).some((member) => wanted.has(member))) return true;
        cursor = result.response_metadata?.next_cursor || undefined;
        if (!cursor) return false;
      }
      return false;
    },
    async acknowledge(message) {
      try {
        await call(() => client.reactions.add({ channel: message.conversation.channelId, timestamp: message.messageId, name: 'white_check_mark' }));
      } catch (error) {
        if (!(error instanceof PlatformRefusedError && error.message.endsWith('already_reacted'))) throw error;
      }
    },
  };
  return { adapter, identify };
}

export interface SlackSocketOptions {
  appToken: string;
  apiUrl: string;
  status: ConnectionStatus;
  /** Resolves once envelopes can be judged (the bot's workspace is known); rejects to start again later. */
  ready(): Promise<unknown>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * An `events_api` or `interactive` envelope's payload, called after the envelope is acknowledged;
   * it must only take the work (not do it), since every envelope waits for the one before.
   */
  onPayload(payload: unknown): void;
  /** How long after a failed start it is tried again (tests shorten it). */
  restartDelayMs?: number;
}

/**
 * Socket Mode: an outbound WebSocket to Slack (URL from apps.connections.open with the app token),
 * so the bridge needs no public address. Every envelope is acknowledged with its envelope_id before
 * its work starts. On a `disconnect` (Slack refreshing the connection) or a missed pong the library
 * closes the socket; the bridge then starts it again at once, with a fresh URL. An envelope whose
 * acknowledgement did not get through is Slack's to send again, and the caller's event ids make
 * that act once.
 *
 * The library's own reconnection is off: it waits 5 s before reconnecting, and a reconnection that
 * fails for good (Slack unreachable for long) ends in a promise nobody can catch, which stops the
 * process. Here a failed start is logged, shown in healthz and tried again.
 */
export function startSlackSocket(options: SlackSocketOptions): { close(): Promise<void> } {
  const { status, log } = options;
  const client = new SocketModeClient({
    appToken: options.appToken,
    clientOptions: { slackApiUrl: options.apiUrl },
    logLevel: LogLevel.ERROR,
    autoReconnectEnabled: false,
  });
  let closing = false;
  let open = false;
  let retry: NodeJS.Timeout | undefined;

  client.on('slack_event', async (envelope: { ack(): Promise<void>; type: string; envelope_id?: string; body: unknown }) => {
    status.event();
    try {
      await envelope.ack();
    } catch (error) {
      // Not acknowledged: Slack sends it again on the next connection, and it is handled then.
      status.failed(`Slack: an envelope could not be acknowledged (${(error as Error).message})`);
      return;
    }
    if (envelope.type === 'events_api' || envelope.type === 'interactive') options.onPayload(envelope.body);
  });
  client.on('connected', () => {
    open = true;
    status.connected();
    log.info({}, 'Slack Socket Mode connected');
  });
  client.on('disconnected', () => {
    status.disconnected();
    // A connection that was up ended (refresh, lost pong): a new one now. One that never came up
    // is start()'s failure, retried there.
    if (open && !closing) {
      open = false;
      start();
    }
  });
  client.on('error', (error: Error) => status.failed(`Slack: ${error.message}`));

  // Started again a while later when Slack cannot be reached or refuses (a revoked token shows in healthz meanwhile).
  function start() {
    options.ready().then(() => client.start()).catch((error: unknown) => {
      const message = `Slack Socket Mode could not connect: ${failure(error).message}`;
      status.disconnected(message);
      log.warn({}, message);
      if (!closing) retry = setTimeout(start, options.restartDelayMs ?? RESTART_DELAY_MS);
    });
  }
  start();

  return {
    async close() {
      closing = true;
      clearTimeout(retry);
      await client.disconnect();
    },
  };
}
