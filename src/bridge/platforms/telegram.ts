// Telegram's edge: webhook updates in, Bot API calls out, both through grammY (its client's
// apiRoot is TELEGRAM_API_URL, so tests point it at a loopback stub). Telegram JSON is read and
// written here only.
import { Bot, GrammyError, HttpError, InlineKeyboard } from 'grammy';
import type { Message, Update, UserFromGetMe } from 'grammy/types';
import type { TelegramConfig } from '../config.ts';
import { buttonId, cut, parseButtonId, type ButtonPress, type InboundMessage, type OutgoingMessage } from '../messages.ts';
import { TEXTS } from '../replies.ts';
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
    ...(message.moodPrompt ? [TEXTS.moodQuestion] : []),
    // A link as text: Telegram refuses URL buttons to hosts like localhost, and links text anyway.
    ...(message.link ? [`${message.link.label}: ${message.link.url}`] : []),
  ];
  return cut(lines.join('\n'), TEXT_LIMIT);
}

function keyboard(message: OutgoingMessage): InlineKeyboard | undefined {
  const drafts = message.drafts?.slice(0, MAX_DRAFTS) ?? [];
  if (drafts.length === 0 && !message.moodPrompt) return undefined;
  const board = new InlineKeyboard();
  drafts.forEach((draft, i) => {
    const n = drafts.length > 1 ? ` ${i + 1}` : '';
    board.text(`✅ ${TEXTS.confirm}${n}`, buttonId('confirm_draft', draft.id)).text(`✖️ ${TEXTS.reject}${n}`, buttonId('reject_draft', draft.id)).row();
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

export function createTelegramAdapter(config: TelegramConfig, handlers: TelegramHandlers, options: { timeoutSeconds?: number } = {}) {
  const bot = new Bot(config.botToken, { client: { apiRoot: config.apiUrl, timeoutSeconds: options.timeoutSeconds ?? 4 } });

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

  async function send(chatId: string, message: OutgoingMessage, replyTo?: string | null): Promise<string> {
    const markup = keyboard(message);
    const sent = await call(() => bot.api.sendMessage(chatId, telegramText(message), {
      ...(markup ? { reply_markup: markup } : {}),
      ...(replyTo ? { reply_parameters: { message_id: Number(replyTo), allow_sending_without_reply: true } } : {}),
    }));
    return String(sent.message_id);
  }

  const adapter: PlatformAdapter = {
    name: 'telegram',
    postToChannel: (channelId, message) => send(channelId, message),
    // A person's private chat with the bot has the person's id.
    postToPerson: (person, message) => send(person.platformUserId, message),
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
        await send(message.conversation.channelId, { text: TEXTS.openPrivateChat }, message.messageId);
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

  return {
    adapter,
    /**
     * Fetches the bot's own identity (getMe) once; updates are handled only after it. grammY
     * retries this call until it succeeds, so it is bounded here.
     */
    async ready(): Promise<void> {
      try {
        await bot.init(AbortSignal.timeout(READY_TIMEOUT_MS) as Parameters<typeof bot.init>[0]);
      } catch (error) {
        throw new PlatformUnavailableError('telegram', `Telegram: the bot's identity is unavailable (${failure(error).message})`, null);
      }
    },
    handleUpdate: (update: Update) => bot.handleUpdate(update),
  };
}
