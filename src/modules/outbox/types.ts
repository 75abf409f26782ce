// What the outbox carries (decisions §8): the kinds of posts, their destinations, the states a
// message goes through, and what a delivery handler is told. Shapes only, shared with the
// modules that enqueue and with the bridge, which receives the deliveries.
import type { Executor } from '../../platform/db/client.ts';
import type { Platform } from '../organizations/preferences.ts';

/** Kinds of posts to one person: the body carries platformUserId instead of channelId. */
export const DIRECT_KINDS = ['direct_message', 'reminder', 'blocker_follow_up'] as const;
export type DirectKind = (typeof DIRECT_KINDS)[number];
/** Kinds of posts to a team channel. */
export const CHANNEL_KINDS = ['morning_thread', 'eod_summary'] as const;
export const OUTBOX_KINDS = [...CHANNEL_KINDS, ...DIRECT_KINDS] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const isDirect = (kind: OutboxKind): kind is DirectKind => (DIRECT_KINDS as readonly string[]).includes(kind);
/** The platforms with a bot adapter: every platform an organization can choose. */
export type BotPlatform = Platform;
export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed', 'undeliverable'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Where a message goes: a channel, or one person on the platform (a direct kind: a wellbeing alert, a reminder, a blocker follow-up). */
export type Destination =
  | { kind: (typeof CHANNEL_KINDS)[number]; channelId: string }
  | { kind: DirectKind; platformUserId: string; platformTeamId?: string | null };

export type OutboxMessage = Destination & {
  organizationId: string;
  platform: BotPlatform;
  /** Plain text: enqueue escapes the platforms' markup and mass mentions, so no name or title inside it can forge a post. */
  text: string;
  blocks?: unknown[];
  /** What the message announces (a morning thread's id, an EOD collection's date, a flag's id). */
  subjectId: string;
  /** A message with a key is written once: a second enqueue with the same key writes nothing. */
  dedupKey?: string;
};

/** A message as GET /api/outbox shows it. */
export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  platform: BotPlatform | null;
  channelId: string | null;
  platformUserId: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export interface DeliveredMessage {
  id: string;
  organizationId: string;
  kind: OutboxKind;
  subjectId: string;
  /** The adapter's {ts}, or null when it answered without one. */
  ts: string | null;
}

/** Runs in the transaction that marks the message delivered. */
export type DeliveryHandler = (tx: Executor, message: DeliveredMessage) => Promise<void>;

/** How one delivery attempt ended. */
export type Attempt =
  | { outcome: 'delivered'; ts: string | null }
  | { outcome: 'retry' | 'failed' | 'undeliverable'; error: string; retryAfterMs?: number };

/** Where the outbox logs (Fastify's logger in the service). */
export interface OutboxLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
export const silentLogger: OutboxLogger = { info() {}, warn() {}, error() {} };
