// Mattermost's edge: `posted` events in through the WebSocket API, REST v4 calls out, both with
// @mattermost/client (WebSocketClient and Client4) against MATTERMOST_URL, so tests point it at a
// loopback stub. Buttons are interactive message actions: the Mattermost server posts a press to
// MATTERMOST_ACTIONS_URL with the context the bridge gave the button, and that context carries a
// signature only this bridge can make. Mattermost JSON is read and written here only.
import { createHmac } from 'node:crypto';
import mattermostClient from '@mattermost/client';
import type { Options } from '@mattermost/types/client4';
import type { MattermostConfig } from '../config.ts';
import type { ConnectionStatus } from '../health.ts';
import {
  BUTTON_ACTIONS, cut, errorMessageOf, type ButtonAction, type ButtonPress, type Conversation, type InboundMessage, type OutgoingMessage,
} from '../messages.ts';
import type { Logger } from '../relay.ts';
import { bridgeNotices } from '../../assistant/bridge-notices.ts';
import { sameSecret } from '../signatures.ts';
import { callsTranslating, PlatformRefusedError, PlatformUnavailableError, type PlatformAdapter } from './adapter.ts';

const { Client4, WebSocketClient } = mattermostClient;

// Mattermost's limits: a post's message (16,383 characters), an attachment's text; drafts offered at once.
const MESSAGE_LIMIT = 16_000;
const ATTACHMENT_TEXT_LIMIT = 3_000;
const MAX_DRAFTS = 20;
// POST /channels/{id}/members/ids: ids asked per call, and calls per channel check at most.
const MEMBER_IDS_PER_CALL = 200;
const MEMBER_CALLS = 10;
// The bot's identity is asked again this long after a failure (the server may be starting too).
const IDENTITY_RETRY_MS = 5_000;

type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? value as Json : {});

/** The bot account as the server knows it: its own posts are recognized by the id, mentions by the name. */
interface BotIdentity { id: string; username: string }

export interface MattermostHandlers {
  onMessage(message: InboundMessage): void;
}

/** A Mattermost answer that is not a success, with what a retry needs to know. */
class MattermostHttpError extends Error {
  constructor(readonly status: number, readonly retryAfter: string | null, message: string) {
    super(message);
    this.name = 'MattermostHttpError';
  }
}

/**
 * Client4 with a timeout on every request and failures that keep their HTTP status and Retry-After:
 * the library's own error reads the status from a JSON body, which a rate limiter's 429 has not.
 */
class BridgeClient extends Client4 {
  constructor(private readonly timeoutMs: number) {
    super();
  }

  protected override doFetch = async <T>(url: string, options: Options): Promise<T> => {
    const response = await fetch(url, { ...this.getOptions(options), signal: AbortSignal.timeout(this.timeoutMs) });
    const text = await response.text();
    if (!response.ok) {
      throw new MattermostHttpError(response.status, response.headers.get('retry-after'), errorMessageOf(text));
    }
    return (text === '' ? null : JSON.parse(text)) as T;
  };
}

/** A REST failure as "try later" (429, 5xx, unreachable, timed out) or "refused". */
function failure(error: unknown): Error {
  if (error instanceof MattermostHttpError) {
    if (error.status === 429 || error.status >= 500) {
      const seconds = Number(error.retryAfter);
      return new PlatformUnavailableError('mattermost', `Mattermost answered ${error.status}`, error.retryAfter !== null && Number.isFinite(seconds) ? seconds : null);
    }
    return new PlatformRefusedError('mattermost', `Mattermost answered ${error.status}: ${error.message}`);
  }
  // fetch's TypeError (unreachable), AbortSignal.timeout's TimeoutError, an unreadable body.
  if (error instanceof TypeError || error instanceof SyntaxError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new PlatformUnavailableError('mattermost', `Mattermost unreachable (${error.message})`, null);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Markdown and mentions in what people and the service wrote, made inert: the characters that
 * start Markdown are escaped, and an @ that would notify someone (@channel, @all, a username) gets
 * a zero-width space after it, which Mattermost's mention parser splits on. Links stay clickable.
 */
export function escapeMarkdown(text: string): string {
  const inert = (part: string) => part
    .replace(/[\\`*_~[\]|<>]/g, '\\$&')
    .replace(/^(\s*)([#=+-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2')
    .replace(/(^|[^\p{L}\p{N}_.-])@(?=[\p{L}\p{N}_])/gu, '$1@\u200B');
  let escaped = '';
  let from = 0;
  for (const link of text.matchAll(/\bhttps?:\/\/[^\s<>]+/g)) {
    escaped += inert(text.slice(from, link.index)) + link[0];
    from = link.index + link[0].length;
  }
  return escaped + inert(text.slice(from));
}

/** A button's context, signed so that only presses the Mattermost server relays for this bridge's buttons count. */
interface ActionContext {
  action: ButtonAction;
  value: string;
  channel: string;
  thread: string;
  private: boolean;
  signature: string;
}

function signAction(key: Buffer, context: Omit<ActionContext, 'signature'>): string {
  return createHmac('sha256', key)
    .update(JSON.stringify([context.action, context.value, context.channel, context.thread, context.private]))
    .digest('base64url');
}

/** What an interactive message action request asks of the bridge. */
export type MattermostAction = { kind: 'press'; press: ButtonPress } | { kind: 'forged' };

/**
 * Reads the body the Mattermost server posts when a button is pressed. A context without this
 * bridge's signature, or signed for another channel, is forged. Throws SyntaxError for a body
 * that is not JSON.
 */
function readAction(key: Buffer, raw: Buffer): MattermostAction {
  const body = obj(JSON.parse(raw.toString('utf8')));
  const context = obj(body.context);
  const userId = str(body.user_id);
  const channelId = str(body.channel_id);
  const action = context.action as ButtonAction;
  const { value, channel, thread } = context;
  if (!userId || !channelId || !BUTTON_ACTIONS.includes(action) || typeof value !== 'string' || typeof channel !== 'string'
    || typeof thread !== 'string' || typeof context.private !== 'boolean' || typeof context.signature !== 'string') {
    return { kind: 'forged' };
  }
  const expected = signAction(key, { action, value, channel, thread, private: context.private });
  if (!sameSecret(context.signature, expected) || channel !== channelId) return { kind: 'forged' };
  return {
    kind: 'press',
    press: {
      // Each press has its own trigger id; the post id stands in for a server that sends none.
      pressId: str(body.trigger_id) ?? `${str(body.post_id) ?? ''}:${userId}:${action}:${value}`,
      person: { platformUserId: userId },
      conversation: { channelId, threadId: thread || null, isPrivate: context.private },
      action, value,
    },
  };
}

function mentionsOf(data: Json): string[] {
  try {
    const mentions = JSON.parse(String(data.mentions ?? '[]')) as unknown;
    return Array.isArray(mentions) ? mentions.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `posted` event as a normalized message, or null when it is not a person's post. */
function messageOf(data: Json, me: BotIdentity): InboundMessage | null {
  let post: Json;
  try {
    post = obj(JSON.parse(String(data.post)));
  } catch {
    return null;
  }
  const id = str(post.id);
  const user = str(post.user_id);
  const channel = str(post.channel_id);
  const text = typeof post.message === 'string' ? post.message : undefined;
  const props = obj(post.props);
  // The bot's own posts come back as events too; system messages (joins, header changes) have a
  // type; other bots' and webhooks' posts are not people talking.
  if (!id || !user || !channel || text === undefined || user === me.id || str(post.type) || props.from_bot === 'true' || props.from_webhook === 'true') {
    return null;
  }
  const isPrivate = data.channel_type === 'D';
  const root = str(post.root_id) ?? null;
  const mention = new RegExp(`(^|[^\\w.-])@${escapeRegExp(me.username)}(?![\\w.-])`, 'gi');
  const mentioned = mentionsOf(data).includes(me.id) || mention.test(text);
  return {
    person: { platformUserId: user },
    messageId: id,
    text: text.replace(mention, '$1').trim(),
    addressedToBot: isPrivate || mentioned,
    replyTo: root,
    conversation: { channelId: channel, threadId: root ?? (isPrivate ? null : id), isPrivate },
  };
}

export function createMattermostAdapter(
  config: MattermostConfig, handlers: MattermostHandlers, options: { log: Logger; status: ConnectionStatus; timeoutMs?: number },
) {
  const { log, status } = options;
  if (typeof globalThis.WebSocket !== 'function') {
    throw new Error('Mattermost needs a WebSocket client: run the bridge on Node.js 22 or later');
  }
  provideCloseEvent();
  const client = new BridgeClient(options.timeoutMs ?? 4_000);
  client.setUrl(config.url);
  client.setToken(config.botToken);
  client.setIncludeCookies(false);
  const socket = new WebSocketClient({ minWebSocketRetryTime: 1_000, maxWebSocketRetryTime: 60_000, reconnectJitterRange: 1_000 });
  // Derived from the bot's token: stable across restarts (old buttons keep working) and secret.
  const actionKey = createHmac('sha256', config.botToken).update('teamwell mattermost actions').digest();
  const call = callsTranslating(failure);
  // Notes for presses being answered: Mattermost shows a press's note as the action's ephemeral_text.
  const pressNotes = new Map<string, string>();
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  let me: Promise<BotIdentity> | null = null;
  // Known before the WebSocket connects: events are read with it.
  let bot: BotIdentity | null = null;
  /** The bot's id and username (GET /users/me), asked until it succeeds. */
  function identity(): Promise<BotIdentity> {
    if (!me) {
      const asking = call(() => client.getMe()).then((user) => ({ id: user.id, username: user.username }));
      asking.then((known) => { bot = known; }, () => { me = null; });
      me = asking;
    }
    return me;
  }

  socket.addMessageListener((event) => {
    if (event.event !== 'posted' || !bot) return;
    const message = messageOf(obj(event.data), bot);
    if (message) handlers.onMessage(message);
  });
  socket.addFirstConnectListener(() => status.connected());
  socket.addReconnectListener(() => status.connected());
  socket.addCloseListener((failures) => status.disconnected(failures > 0 ? `WebSocket closed after ${failures} failed attempts` : 'WebSocket closed'));
  socket.addMissedMessageListener(() => {
    log.warn({}, 'the Mattermost WebSocket reconnected without the events in between: posts made meanwhile go unanswered');
  });

  function attachments(message: OutgoingMessage, conversation: Conversation): Json[] {
    const button = (id: string, name: string, action: ButtonAction, value: string, style?: string) => {
      const context = { action, value, channel: conversation.channelId, thread: conversation.threadId ?? '', private: conversation.isPrivate };
      return {
        // Mattermost wants alphanumeric action ids; what the button does is in its context.
        id, name, type: 'button', ...(style ? { style } : {}),
        integration: { url: config.actionsUrl, context: { ...context, signature: signAction(actionKey, context) } },
      };
    };
    const words = bridgeNotices(message.language ?? 'english');
    const drafts = message.drafts?.slice(0, MAX_DRAFTS) ?? [];
    const blocks: Json[] = drafts.map((draft, i) => ({
      fallback: `${draft.title} (${draft.detail})`,
      text: cut(`**${escapeMarkdown(draft.title)}**\n${escapeMarkdown(draft.detail)}`, ATTACHMENT_TEXT_LIMIT),
      actions: [
        button(`confirm${i}`, words.confirm, 'confirm_draft', draft.id, 'primary'),
        button(`reject${i}`, words.reject, 'reject_draft', draft.id, 'danger'),
      ],
    }));
    if (message.moodPrompt) {
      blocks.push({
        fallback: words.moodQuestion, text: escapeMarkdown(words.moodQuestion),
        actions: [1, 2, 3, 4, 5].map((n) => button(`mood${n}`, String(n), 'log_mood', String(n))),
      });
    }
    return blocks;
  }

  /** The post's Markdown: the text, its list, and a link as a link. */
  function markdown(message: OutgoingMessage): string {
    const lines = [escapeMarkdown(message.text), ...(message.items ?? []).map((item) => `- ${escapeMarkdown(item)}`)];
    if (message.link) lines.push(`[${escapeMarkdown(message.link.label)}](${message.link.url.replace(/[()\s]/g, encodeURIComponent)})`);
    return cut(lines.join('\n'), MESSAGE_LIMIT);
  }

  async function post(conversation: Conversation, message: OutgoingMessage): Promise<string> {
    const blocks = attachments(message, conversation);
    const created = await call(() => client.createPost({
      channel_id: conversation.channelId, message: markdown(message),
      ...(conversation.threadId ? { root_id: conversation.threadId } : {}),
      ...(blocks.length > 0 ? { props: { attachments: blocks } } : {}),
    }));
    return created.id;
  }

  /** The direct channel between the bot and a person (made by the server on first use). */
  async function directChannel(userId: string): Promise<string> {
    const { id } = await identity();
    const channel = await call(() => client.createDirectChannel([id, userId]));
    return channel.id;
  }

  const adapter: PlatformAdapter = {
    name: 'mattermost',
    postToChannel: (channelId, message) => post({ channelId, threadId: null, isPrivate: false }, message),
    async postToPerson(person, message) {
      return post({ channelId: await directChannel(person.platformUserId), threadId: null, isPrivate: true }, message);
    },
    async reply(conversation, message) {
      await post(conversation, message);
    },
    async replyPrivately(message, reply) {
      // An ephemeral post needs the system-admin-only create_post_ephemeral permission: a direct
      // message is just as private and needs none.
      if (message.conversation.isPrivate) await post(message.conversation, reply);
      else await adapter.postToPerson(message.person, reply);
    },
    async answerPress(press, note) {
      if (note) pressNotes.set(press.pressId, note);
    },
    async hasMember(channelId, people) {
      const ids = [...new Set(people.map((p) => p.platformUserId))];
      for (let start = 0, calls = 0; start < ids.length && calls < MEMBER_CALLS; start += MEMBER_IDS_PER_CALL, calls += 1) {
        let members;
        try {
          members = await call(() => client.getChannelMembersByIds(channelId, ids.slice(start, start + MEMBER_IDS_PER_CALL)));
        } catch (error) {
          // 404 for an unknown channel, 403 for one the bot is not in: not shown to be the organization's.
          if (error instanceof PlatformRefusedError) return false;
          throw error;
        }
        if (Array.isArray(members) && members.length > 0) return true;
      }
      return false;
    },
    async acknowledge(message) {
      const { id } = await identity();
      await call(() => client.addReaction(id, message.messageId, 'white_check_mark'));
    },
  };

  /** Connects the WebSocket once the bot's identity is known (asked again until it is). */
  function connect() {
    identity().then(() => {
      if (closed) return;
      // Client4 gives the http(s) address; the WebSocket API is the same path over ws(s).
      socket.initialize(client.getWebSocketUrl().replace(/^http/, 'ws'), config.botToken);
    }, (error: unknown) => {
      log.warn({ err: (error as Error).message }, `Mattermost: the bot's identity is unavailable; trying again in ${IDENTITY_RETRY_MS / 1000} s`);
      status.disconnected((error as Error).message);
      if (!closed) retry = setTimeout(connect, IDENTITY_RETRY_MS);
    });
  }

  return {
    adapter,
    start: connect,
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      socket.close();
    },
    /** Checks an interactive message action request; see readAction. */
    readAction: (raw: Buffer) => readAction(actionKey, raw),
    /** Handles a press and answers Mattermost's request: the press's note, shown only to the presser. */
    async respond(press: ButtonPress, handle: () => Promise<void>): Promise<{ ephemeral_text?: string }> {
      try {
        await handle();
        const note = pressNotes.get(press.pressId);
        return note ? { ephemeral_text: note } : {};
      } finally {
        pressNotes.delete(press.pressId);
      }
    },
  };
}

/**
 * WebSocketClient closes a silent or out-of-sequence socket with `new CloseEvent(…)`, a browser
 * global that Node.js has only from version 23: without it that path would throw inside a timer
 * and end the process. Installed only where missing.
 */
function provideCloseEvent() {
  if ('CloseEvent' in globalThis) return;
  class CloseEvent extends Event {
    readonly code: number;
    readonly reason: string;
    readonly wasClean: boolean;
    constructor(type: string, init: { code?: number; reason?: string; wasClean?: boolean } = {}) {
      super(type);
      this.code = init.code ?? 0;
      this.reason = init.reason ?? '';
      this.wasClean = init.wasClean ?? false;
    }
  }
  Object.defineProperty(globalThis, 'CloseEvent', { value: CloseEvent, configurable: true, writable: true });
}
