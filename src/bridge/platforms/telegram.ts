// Telegram's edge: updates in (webhook calls, or long polling with getUpdates), Bot API calls
// out, all through grammY (its client's apiRoot is TELEGRAM_API_URL, so tests point it at a
// loopback stub). Telegram JSON is read and written here only.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Bot, GrammyError, HttpError, InlineKeyboard } from 'grammy';
import type { Message, Update, UserFromGetMe } from 'grammy/types';
import type { TelegramConfig } from '../config.ts';
import type { ConnectionStatus } from '../health.ts';
import { buttonId, cut, parseButtonId, type ButtonPress, type InboundMessage, type OutgoingMessage } from '../messages.ts';
import { DELIVERY_MAX_WAIT_MS, paced, Pacer } from '../pacing.ts';
import { bridgeNotices } from '../../assistant/bridge-notices.ts';
import { callsTranslating, PlatformRefusedError, PlatformUnavailableError, type PlatformAdapter } from './adapter.ts';

// Telegram's limits: a message's text, an answer to a button press, drafts offered at once.
const TEXT_LIMIT = 4_096;
const NOTE_LIMIT = 200;
const MAX_DRAFTS = 20;
const READY_TIMEOUT_MS = 5_000;
// getChatMember asks about one person at a time: this many at most per channel check (admins and
// managers come first in the service's list, so a team's channel shows a member early).
const MEMBER_CHECKS = 50;
const MEMBER_STATUSES = new Set(['creator', 'administrator', 'member']);
// Telegram's limits on a bot's messages: about 30 a second overall, 20 a minute in one group, and
// about one a second in one private chat. Groups (and channels) have negative chat ids. Windows a
// tenth longer than Telegram's: it counts arrivals, and a request arrives some milliseconds after
// it is let go (more on a fresh connection).
const OVERALL = { max: 30, ms: 1_100 };
const PER_GROUP = { max: 20, ms: 66_000 };
const PER_PRIVATE_CHAT = { max: 1, ms: 1_100 };
// Long polling: how long one getUpdates waits for updates, and how long after a failure that
// stopped polling (a refused token, another poller of the same bot) it starts again.
const POLL_SECONDS = 30;
const RESTART_DELAY_MS = 15_000;
const UPDATE_TYPES = ['message', 'callback_query'] as const;

export interface TelegramHandlers {
  onMessage(message: InboundMessage): Promise<void>;
  onPress(press: ButtonPress): Promise<void>;
}

/** Plain text (no parse mode, so nothing a person wrote can turn into markup) with the lists inline. */
function telegramText(message: OutgoingMessage): string {
  const drafts = message.drafts?.slice(0, MAX_DRAFTS) ?? [];
  const lines = [
    message.text,
    ...(message.items ?? []).map((item) => `• ${item}`),
    ...drafts.map((d, i) => `${drafts.length > 1 ? `${i + 1}. ` : '• '}${d.title} (${d.detail})`),
    ...(message.moodPrompt ? [bridgeNotices(message.language ?? 'english').moodQuestion] : []),
    // A link as text: Telegram refuses URL buttons to hosts like localhost, and links text anyway.
    ...(message.link ? [`${message.link.label}: ${message.link.url}`] : []),
  ];
  return cut(lines.join('\n'), TEXT_LIMIT);
}

function keyboard(message: OutgoingMessage): InlineKeyboard | undefined {
  const drafts = message.drafts?.slice(0, MAX_DRAFTS) ?? [];
  if (drafts.length === 0 && !message.moodPrompt) return undefined;
  const words = bridgeNotices(message.language ?? 'english');
  const board = new InlineKeyboard();
  drafts.forEach((draft, i) => {
    const n = drafts.length > 1 ? ` ${i + 1}` : '';
    board.text(`✅ ${words.confirm}${n}`, buttonId('confirm_draft', draft.id)).text(`✖️ ${words.reject}${n}`, buttonId('reject_draft', draft.id)).row();
  });
  if (message.moodPrompt) {
    for (const n of [1, 2, 3, 4, 5]) board.text(String(n), buttonId('log_mood', String(n)));
  }
  return board;
}

/** A Bot API failure as "try later" (429, 5xx, network) or "refused". */
function failure(error: unknown): Error {
  if (error instanceof GrammyError) {
    if (error.error_code === 429 || error.error_code >= 500) {
      return new PlatformUnavailableError('telegram', `Telegram: ${error.description}`, error.parameters.retry_after ?? null);
    }
    return new PlatformRefusedError('telegram', `Telegram: ${error.description}`);
  }
  if (error instanceof HttpError) return new PlatformUnavailableError('telegram', 'Telegram unreachable', null);
  return error instanceof Error ? error : new Error(String(error));
}

/** Whether the message names the bot (@name, a text mention, or /command@name). */
function mentions(message: Message, me: UserFromGetMe): boolean {
  const text = message.text ?? message.caption ?? '';
  return (message.entities ?? message.caption_entities ?? []).some((entity) => {
    if (entity.type === 'text_mention') return entity.user.id === me.id;
    if (entity.type !== 'mention' && entity.type !== 'bot_command') return false;
    const said = text.slice(entity.offset, entity.offset + entity.length).toLowerCase();
    return said.endsWith(`@${me.username.toLowerCase()}`);
  });
}

function messageOf(message: Message, me: UserFromGetMe): InboundMessage | null {
  const text = message.text ?? message.caption;
  if (!message.from || message.from.is_bot || text === undefined) return null;
  const isPrivate = message.chat.type === 'private';
  const replied = message.reply_to_message;
  return {
    person: { platformUserId: String(message.from.id) },
    conversation: { channelId: String(message.chat.id), threadId: isPrivate ? null : String(message.message_id), isPrivate },
    messageId: String(message.message_id),
    text: text.replace(new RegExp(`@${me.username}\\b`, 'gi'), '').trim(),
    addressedToBot: isPrivate || mentions(message, me) || replied?.from?.id === me.id,
    replyTo: replied ? String(replied.message_id) : null,
  };
}

export interface TelegramPollingOptions {
  status: ConnectionStatus;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * Takes an update: remembers it and queues its work, without doing it. Called in update order;
   * Telegram is told an update was received (the next getUpdates' offset) only after this.
   */
  take(update: Update): void;
  /** One getUpdates' wait for updates (tests shorten it). */
  pollSeconds?: number;
  /** How long after polling stopped on a failure it starts again (tests shorten it). */
  restartDelayMs?: number;
}

/** The last update id polling took, kept in BRIDGE_STATE_DIR; 0 when none was kept. */
async function readLastUpdateId(file: string): Promise<number> {
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as { lastUpdateId?: unknown };
    return Number.isSafeInteger(kept.lastUpdateId) ? kept.lastUpdateId as number : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** Written whole or not at all (a crash mid-write leaves the previous file). */
async function writeLastUpdateId(file: string, lastUpdateId: number): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify({ lastUpdateId }));
  await rename(`${file}.tmp`, file);
}

/** The state file of one bot: named by the bot's numeric id (the token's public half). */
export async function telegramStateFile(config: TelegramConfig): Promise<string> {
  await mkdir(config.stateDir, { recursive: true });
  const file = join(config.stateDir, `telegram-${config.botToken.split(':')[0]}.json`);
  // Found unwritable now, not at the first update.
  await writeLastUpdateId(file, await readLastUpdateId(file));
  return file;
}

export function createTelegramAdapter(config: TelegramConfig, handlers: TelegramHandlers, options: { timeoutSeconds?: number } = {}) {
  const bot = new Bot(config.botToken, { client: { apiRoot: config.apiUrl, timeoutSeconds: options.timeoutSeconds ?? 4 } });
  const paceSend = paced(new Pacer({ overall: OVERALL, perChat: (chatId) => (chatId.startsWith('-') ? PER_GROUP : PER_PRIVATE_CHAT) }), 'telegram');

  bot.on('message', async (ctx) => {
    const message = messageOf(ctx.message, ctx.me);
    if (message) await handlers.onMessage(message);
  });

  bot.on('callback_query:data', async (ctx) => {
    const query = ctx.callbackQuery;
    const button = parseButtonId(query.data);
    const chat = query.message?.chat;
    if (!button || !chat) {
      await ctx.answerCallbackQuery();
      return;
    }
    const isPrivate = chat.type === 'private';
    await handlers.onPress({
      pressId: query.id,
      person: { platformUserId: String(query.from.id) },
      conversation: { channelId: String(chat.id), threadId: isPrivate ? null : String(query.message!.message_id), isPrivate },
      action: button.action,
      value: button.value,
    });
  });

  const call = callsTranslating(failure);

  async function send(chatId: string, message: OutgoingMessage, replyTo?: string | null, maxWaitMs?: number): Promise<string> {
    const markup = keyboard(message);
    const sent = await paceSend(chatId, () => call(() => bot.api.sendMessage(chatId, telegramText(message), {
      ...(markup ? { reply_markup: markup } : {}),
      ...(replyTo ? { reply_parameters: { message_id: Number(replyTo), allow_sending_without_reply: true } } : {}),
    })), maxWaitMs);
    return String(sent.message_id);
  }

  const adapter: PlatformAdapter = {
    name: 'telegram',
    postToChannel: (channelId, message) => send(channelId, message, null, DELIVERY_MAX_WAIT_MS),
    // A person's private chat with the bot has the person's id.
    postToPerson: (person, message) => send(person.platformUserId, message, null, DELIVERY_MAX_WAIT_MS),
    async reply(conversation, message) {
      await send(conversation.channelId, message, conversation.threadId);
    },
    async replyPrivately(message, reply) {
      if (message.conversation.isPrivate) {
        await send(message.conversation.channelId, reply);
        return;
      }
      try {
        await send(message.person.platformUserId, reply);
      } catch (error) {
        // A bot may not open a private chat the person never started.
        if (!(error instanceof PlatformRefusedError)) throw error;
        await send(message.conversation.channelId, { text: bridgeNotices(reply.language ?? 'english').openPrivateChat }, message.messageId);
      }
    },
    async answerPress(press, note) {
      await call(() => bot.api.answerCallbackQuery(press.pressId, note ? { text: cut(note, NOTE_LIMIT) } : {}));
    },
    async hasMember(channelId, people) {
      const candidates = people.filter((p) => /^\d{1,20}$/.test(p.platformUserId)).slice(0, MEMBER_CHECKS);
      for (const person of candidates) {
        let member;
        try {
          member = await call(() => bot.api.getChatMember(channelId, Number(person.platformUserId)));
        } catch (error) {
          if (!(error instanceof PlatformRefusedError)) throw error;
          // An unknown chat answers the same for everyone; an unknown user only for that one.
          if (/chat not found/i.test(error.message)) return false;
          continue;
        }
        if (MEMBER_STATUSES.has(member.status) || (member.status === 'restricted' && member.is_member)) return true;
      }
      return false;
    },
    async acknowledge(message) {
      await call(() => bot.api.setMessageReaction(message.conversation.channelId, Number(message.messageId), [{ type: 'emoji', emoji: '👍' }]));
    },
  };

  /**
   * Fetches the bot's own identity (getMe) once; updates are handled only after it. grammY
   * retries this call until it succeeds, so it is bounded here.
   */
  async function ready(): Promise<void> {
    try {
      await bot.init(AbortSignal.timeout(READY_TIMEOUT_MS) as Parameters<typeof bot.init>[0]);
    } catch (error) {
      throw new PlatformUnavailableError('telegram', `Telegram: the bot's identity is unavailable (${failure(error).message})`, null);
    }
  }

  /**
   * Long polling with grammY's own loop (bot.start: deleteWebhook, then getUpdates with the offset
   * after the last update handed to its middleware). Its only middleware takes the update, so the
   * loop never waits for an update's work, and Telegram learns an update was received only once it
   * is taken. The last taken id is written to `stateFile` after each: after a crash before Telegram
   * heard of it, the updates Telegram sends again are skipped instead of acted on twice.
   */
  function poll(stateFile: string, polling: TelegramPollingOptions): { close(): Promise<void> } {
    const { status, log } = polling;
    const pollSeconds = polling.pollSeconds ?? POLL_SECONDS;
    let closing = false;
    let poller: Bot | null = null;
    let wakeUp: (() => void) | null = null;

    async function pollOnce(): Promise<void> {
      await ready();
      let lastTaken = await readLastUpdateId(stateFile);
      // A bot of its own: getUpdates waits up to pollSeconds, longer than other calls may take.
      const current = new Bot(config.botToken, { botInfo: bot.botInfo, client: { apiRoot: config.apiUrl, timeoutSeconds: pollSeconds + 15 } });
      current.api.config.use(async (previous, method, payload, signal) => {
        try {
          const result = await previous(method, payload, signal);
          if (method === 'getUpdates' && !closing) {
            if (result.ok) status.connected();
            else status.disconnected(`Telegram: ${result.description}`);
          }
          return result;
        } catch (error) {
          if (method === 'getUpdates' && !closing) status.disconnected(failure(error).message);
          throw error;
        }
      });
      current.use(async (ctx) => {
        const id = ctx.update.update_id;
        if (id <= lastTaken) return;
        polling.take(ctx.update);
        lastTaken = id;
        try {
          await writeLastUpdateId(stateFile, id);
        } catch (error) {
          // The update is taken all the same; only a crash before the next write could repeat it.
          status.failed(`Telegram: the last update id could not be kept in ${stateFile} (${(error as Error).message})`);
        }
      });
      // Not grammY's default (log and stop polling): taking an update does not fail, and if it did, polling goes on.
      current.catch((error) => log.warn({}, `Telegram: an update was not taken: ${failure(error.error).message}`));
      poller = current;
      if (closing) return;
      await current.start({ allowed_updates: UPDATE_TYPES, timeout: pollSeconds, drop_pending_updates: false });
    }

    const running = (async () => {
      while (!closing) {
        try {
          await pollOnce();
        } catch (error) {
          const message = `Telegram polling stopped: ${failure(error).message}`;
          status.disconnected(message);
          log.warn({}, message);
        }
        if (closing) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, polling.restartDelayMs ?? RESTART_DELAY_MS);
          wakeUp = () => { clearTimeout(timer); resolve(); };
        });
      }
    })();

    return {
      /** Stops polling; grammY tells Telegram the last update taken, so it is not sent again. */
      async close() {
        closing = true;
        wakeUp?.();
        await poller?.stop().catch((error: unknown) => log.warn({}, `Telegram: stopping polling: ${failure(error).message}`));
        await running;
        status.disconnected();
      },
    };
  }

  return { adapter, ready, poll, handleUpdate: (update: Update) => bot.handleUpdate(update) };
}
