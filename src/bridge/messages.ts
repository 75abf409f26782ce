// The bridge's own shapes: one normalized inbound event per kind and one outgoing message.
// Platform JSON exists only in platforms/*; everything between speaks these types.
import type { LanguageCode } from '../assistant/types.ts';

/** The service's neutral platform codes. */
export type ServicePlatform = 'chat_a' | 'chat_b' | 'chat_c';
export type PlatformName = 'slack' | 'telegram' | 'mattermost';

/** A person as the platform knows them. */
export interface Person {
  platformUserId: string;
  /** Slack's workspace (team) id; Telegram and Mattermost (ids unique on the server) have none. */
  platformTeamId?: string;
}

/** Where something was said, and where its answer goes. */
export interface Conversation {
  /** Slack channel id, Telegram chat id, Mattermost channel id. */
  channelId: string;
  /** The thread an answer belongs in (Slack thread ts, Telegram message answered, Mattermost root post id), or null. */
  threadId: string | null;
  /** A direct conversation between the person and the bot. */
  isPrivate: boolean;
}

export interface InboundMessage {
  person: Person;
  conversation: Conversation;
  /** Slack message ts, Telegram message id, Mattermost post id. */
  messageId: string;
  text: string;
  /** A direct message, a mention, or a reply to the bot: the person talks to the assistant. */
  addressedToBot: boolean;
  /** The message this one replies to (Slack thread root ts, Telegram reply_to_message, Mattermost root_id), or null. */
  replyTo: string | null;
}

export type ButtonAction = 'confirm_draft' | 'reject_draft' | 'log_mood';
export const BUTTON_ACTIONS: readonly ButtonAction[] = ['confirm_draft', 'reject_draft', 'log_mood'];

export interface ButtonPress {
  /** The platform's id of this press (Telegram answers it by this id). */
  pressId: string;
  person: Person;
  conversation: Conversation;
  action: ButtonAction;
  /** A draft id, or a mood value "1"-"5"; as the platform handed it back, so untrusted. */
  value: string;
}

/** A button's id on every platform (Slack action_id, Telegram callback_data ≤ 64 bytes). */
export const buttonId = (action: ButtonAction, value: string) => `${action}:${value}`;

/** The action and value of a button id, or null for a button that is not the bridge's. */
export function parseButtonId(id: string): { action: ButtonAction; value: string } | null {
  const colon = id.indexOf(':');
  const action = id.slice(0, colon) as ButtonAction;
  return colon > 0 && BUTTON_ACTIONS.includes(action) ? { action, value: id.slice(colon + 1) } : null;
}

/** A task draft offered with Confirm and Reject buttons. */
export interface DraftOffer {
  id: string;
  title: string;
  /** e.g. "priority 2 · due 2026-11-27" */
  detail: string;
}

/** One reply shape for every platform; each adapter renders it natively and within its limits. */
export interface OutgoingMessage {
  text: string;
  /** The language of the bridge's own words around the text (button labels, the mood question); English when absent. */
  language?: LanguageCode;
  /** A list shown as such (tasks, moods, statistics). */
  items?: string[];
  drafts?: DraftOffer[];
  /** Five buttons 1-5 that log a mood. */
  moodPrompt?: boolean;
  /** A button (or a plain link where buttons cannot hold one). */
  link?: { label: string; url: string };
}

/** A delivery from the service's outbox (decisions §8), checked. */
export type Delivery =
  | { kind: 'morning_thread' | 'eod_summary'; organizationId: string; platform: ServicePlatform; channelId: string; text: string }
  | { kind: 'direct_message'; organizationId: string; platform: ServicePlatform; person: Person; text: string };

/** Cuts text to `limit` UTF-16 code units (what the platforms count), marking the cut. */
export function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit - 1;
  // Never split a surrogate pair: half an emoji is an invalid string for the platform.
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** The `message` of a JSON error body (the service's, Mattermost's), else the start of the text (a proxy's page, a rate limiter's line). */
export function errorMessageOf(text: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
    if (message !== undefined && message !== null) return String(message);
  } catch {
    // Not JSON: the text itself says what went wrong.
  }
  return text.slice(0, 200);
}
