// Slack's edge: Events API callbacks and interactivity payloads in, Web API calls out through
// @slack/web-api (its base URL is SLACK_API_URL, so tests point it at a loopback stub).
// Slack JSON is read and written here only.
import { ErrorCode, LogLevel, WebClient } from '@slack/web-api';
import type { SlackConfig } from '../config.ts';
import {
  buttonId, cut, parseButtonId, type ButtonPress, type Conversation, type InboundMessage, type OutgoingMessage, type Person,
} from '../messages.ts';
import { TEXTS } from '../replies.ts';
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

/** What an inbound Slack request asks of the bridge. */
export type SlackRequest =
  | { kind: 'challenge'; challenge: string }
  | { kind: 'message'; eventId: string | null; message: InboundMessage | null }
  | { kind: 'presses'; presses: ButtonPress[] }
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
 * Reads a verified request body: JSON events or a form-encoded interactivity payload.
 * Throws SyntaxError for a body that is neither.
 */
export function parseSlackRequest(raw: Buffer, contentType: string): SlackRequest {
  const body = raw.toString('utf8');
  let payload: Json;
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body);
    if (!form.has('payload')) return { kind: 'ignored' };
    payload = obj(JSON.parse(form.get('payload')!));
  } else {
    payload = obj(JSON.parse(body));
  }
  if (payload.type === 'url_verification' && str(payload.challenge)) return { kind: 'challenge', challenge: str(payload.challenge)! };
  if (payload.type === 'event_callback') return { kind: 'message', eventId: str(payload.event_id) ?? null, message: messageOf(payload) };
  if (payload.type === 'block_actions') return { kind: 'presses', presses: pressesOf(payload) };
  return { kind: 'ignored' };
}

const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text: cut(text, SECTION_LIMIT) } });
const button = (label: string, id: string, value: string, style?: 'primary' | 'danger') =>
  ({ type: 'button', text: { type: 'plain_text', text: cut(label, BUTTON_LABEL_LIMIT) }, action_id: id, value, ...(style ? { style } : {}) });

/** Block Kit for a message with structure; a plain text message needs none. */
export function slackBlocks(message: OutgoingMessage): Json[] | undefined {
  if (!message.items && !message.drafts && !message.moodPrompt && !message.link) return undefined;
  const blocks: Json[] = [section(escapeMrkdwn(message.text))];
  if (message.items?.length) blocks.push(section(message.items.map((item) => `• ${escapeMrkdwn(item)}`).join('\n')));
  for (const draft of (message.drafts ?? []).slice(0, MAX_DRAFTS)) {
    blocks.push(section(`*${escapeMrkdwn(draft.title)}*\n${escapeMrkdwn(draft.detail)}`));
    blocks.push({
      type: 'actions',
      elements: [
        button(TEXTS.confirm, buttonId('confirm_draft', draft.id), draft.id, 'primary'),
        button(TEXTS.reject, buttonId('reject_draft', draft.id), draft.id, 'danger'),
      ],
    });
  }
  if (message.moodPrompt) {
    blocks.push(section(escapeMrkdwn(TEXTS.moodQuestion)));
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

export function createSlackAdapter(config: SlackConfig, options: { timeoutMs?: number } = {}): PlatformAdapter {
  // No retries inside the client: a 429 goes back to the outbox as 503 + Retry-After instead of
  // holding the delivery request open past the service's timeout.
  const client = new WebClient(config.botToken, {
    slackApiUrl: config.apiUrl,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: options.timeoutMs ?? 4_000,
    logLevel: LogLevel.ERROR,
  });

  const call = callsTranslating(failure);

  async function post(channel: string, message: OutgoingMessage, threadTs?: string | null): Promise<string> {
    const blocks = slackBlocks(message);
    const result = await call(() => client.chat.postMessage({
      channel, text: slackText(message), ...(blocks ? { blocks } : {}), ...(threadTs ? { thread_ts: threadTs } : {}),
    } as Parameters<typeof client.chat.postMessage>[0]));
    return String(result.ts);
  }

  async function ephemeral(conversation: Conversation, userId: string, message: OutgoingMessage): Promise<void> {
    const blocks = slackBlocks(message);
    await call(() => client.chat.postEphemeral({
      channel: conversation.channelId, user: userId, text: slackText(message),
      ...(blocks ? { blocks } : {}), ...(conversation.threadId ? { thread_ts: conversation.threadId } : {}),
    } as Parameters<typeof client.chat.postEphemeral>[0]));
  }

  return {
    name: 'slack',
    postToChannel: (channelId, message) => post(channelId, message),
    async postToPerson(person, message) {
      const opened = await call(() => client.conversations.open({ users: person.platformUserId }));
      const channel = opened.channel?.id;
      if (!channel) throw new PlatformRefusedError('slack', 'Slack opened no conversation');
      return post(channel, message);
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
}
