// The messaging outbox (decisions §8): a post to a team channel or a person is written to
// outbound_messages in the transaction of the thing it announces (enqueue), and delivered
// afterwards to the platform's bot adapter (delivery.ts), so a post is never lost when the
// adapter or the service is down. Every row is kept whatever its end.
//
// Order: a message is only sent once every earlier message of its organization has reached an
// end state (delivered, failed, undeliverable), so one organization's posts arrive in order.
// Several instances may deliver: a claim leases rows (store.claimDue), so each attempt is made
// by one instance. Failures are retried with exponential backoff and jitter, or after the
// adapter's Retry-After; after `maxAttempts` a message is failed. The loop that delivers in the
// background is worker.ts; the admin's view and re-queue are list and retry.
import { requireAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { pageOf } from '../../platform/pages.ts';
import { escapeForChat } from '../../platform/text.ts';
import { createAdapterDelivery } from './delivery.ts';
import * as store from './store.ts';
import {
  isDirect, silentLogger, type Attempt, type BotPlatform, type DeliveryHandler, type DirectKind, type OutboxKind,
  type OutboxLogger, type OutboxMessage, type OutboxStatus,
} from './types.ts';

export interface OutboxOptions {
  db: Database;
  clock: Clock;
  botUrls: Record<BotPlatform, string | null>;
  signingSecret: string | null;
  log?: OutboxLogger;
  /** Per delivery request. */
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed message stays reserved for the instance delivering it. */
  leaseMs?: number;
  /** The most messages one pass tries. */
  batchSize?: number;
  random?: () => number;
  /** Told of every attempt's outcome and of each delivery's latency since the message was written (metrics). */
  observe?: {
    attempt(kind: OutboxKind, outcome: Attempt['outcome']): void;
    delivered(kind: OutboxKind, seconds: number): void;
  };
}

/** Limits a delivery pass to some organizations (tests share a database with other tests). */
export interface PassFilter {
  organizationIds?: string[];
}

export function createOutboxService(options: OutboxOptions) {
  const { db, clock } = options;
  const log = options.log ?? silentLogger;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const baseDelayMs = options.baseDelayMs ?? 5_000;
  const maxDelayMs = options.maxDelayMs ?? 600_000;
  const leaseMs = options.leaseMs ?? Math.max(60_000, timeoutMs * 4);
  const batchSize = options.batchSize ?? 20;
  const random = options.random ?? Math.random;
  const delivery = createAdapterDelivery({ clock, botUrls: options.botUrls, signingSecret: options.signingSecret, timeoutMs, maxDelayMs });
  const handlers = new Map<OutboxKind, DeliveryHandler>();
  const requeueListeners: (() => void)[] = [];

  if (!options.signingSecret && Object.values(options.botUrls).some(Boolean)) {
    log.warn({}, 'BOT_SIGNING_SECRET is not set: deliveries to bot adapters go out unsigned');
  }

  /** Exponential backoff with equal jitter: half the step fixed, half random. */
  function retryDelay(attempts: number): number {
    const step = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempts - 1));
    return Math.round(step / 2 + random() * (step / 2));
  }

  function claim(onlyId: string | null, limit: number, organizationIds?: string[]) {
    const now = clock.now();
    return store.claimDue(db, { now, leaseUntil: new Date(now.getTime() + leaseMs), onlyId, limit, organizationIds });
  }

  /** Records an attempt's result; a delivery runs the kind's handler in the same transaction. */
  async function record(row: store.ClaimedRow, result: Attempt): Promise<void> {
    const now = clock.now();
    const attempts = row.attempts + 1;
    if (result.outcome === 'delivered') {
      await db.transaction(async (tx) => {
        if (!(await store.markDelivered(tx, row, { attempts, ts: result.ts, at: now }))) return;
        await handlers.get(row.kind)?.(tx, {
          id: row.id, organizationId: row.organization_id, kind: row.kind, subjectId: row.subject_id, ts: result.ts,
        });
      });
      return;
    }
    const final = result.outcome !== 'retry' || attempts >= maxAttempts;
    const status: OutboxStatus = result.outcome === 'undeliverable' ? 'undeliverable' : final ? 'failed' : 'pending';
    // The adapter's Retry-After (a platform's rate limit) says when; else our own backoff.
    const retryAfterMs = result.outcome === 'retry' ? result.retryAfterMs : undefined;
    const nextAttemptAt = new Date(now.getTime() + (final ? 0 : retryAfterMs ?? retryDelay(attempts)));
    await store.recordFailure(db, row, { status, attempts, error: result.error, nextAttemptAt });
    const context = { messageId: row.id, organizationId: row.organization_id, kind: row.kind, attempts, error: result.error };
    if (status === 'pending') log.warn({ ...context, nextAttemptAt }, 'outbox delivery failed, will retry');
    else log.error(context, `outbox message ${status}`);
  }

  async function attempt(row: store.ClaimedRow, signal?: AbortSignal): Promise<boolean> {
    const result = await delivery.send(row, signal);
    await record(row, result);
    options.observe?.attempt(row.kind, result.outcome);
    if (result.outcome === 'delivered') options.observe?.delivered(row.kind, (clock.now().getTime() - new Date(row.created_at).getTime()) / 1000);
    return result.outcome === 'delivered';
  }

  return {
    /**
     * Writes a message into the caller's transaction; answers its id, or null when a message
     * with the same dedupKey exists already (the unique key outbound_messages_dedup_key decides,
     * so two instances writing the same alert at once write it once).
     */
    async enqueue(tx: Executor, message: OutboxMessage): Promise<string | null> {
      await store.lockQueue(tx, message.organizationId);
      const now = clock.now();
      // Strictly after the queue's newest message, even with a clock standing still.
      const newest = await store.newestCreatedAt(tx, message.organizationId);
      const createdAt = newest && newest.getTime() >= now.getTime() ? new Date(newest.getTime() + 1) : now;
      const direct = isDirect(message.kind) ? message as Extract<OutboxMessage, { kind: DirectKind }> : null;
      return store.insertMessage(tx, {
        organizationId: message.organizationId,
        kind: message.kind,
        platform: message.platform,
        channelId: direct ? null : (message as Extract<OutboxMessage, { channelId: string }>).channelId,
        platformUserId: direct?.platformUserId ?? null,
        platformTeamId: direct?.platformTeamId || null,
        dedupKey: message.dedupKey ?? null,
        payload: { text: escapeForChat(message.text), ...(message.blocks ? { blocks: message.blocks } : {}) },
        subjectId: message.subjectId,
        createdAt,
        nextAttemptAt: now,
      });
    },

    hasAdapter: delivery.hasAdapter,

    /** A page of the admin's organization's messages, newest first (GET /api/outbox). */
    async list(admin: UserPrincipal, filter: { status?: OutboxStatus; limit: number; offset: number }) {
      requireAccess(admin, 'outbox.manage');
      return pageOf(await store.listMessages(db, admin.organizationId, filter), filter, (entry) => entry);
    },

    /**
     * Re-queues a failed or undeliverable message of the admin's organization: pending, due now,
     * with a fresh attempt budget. Another organization's id → 404; a pending or delivered
     * message → 409.
     */
    async retry(admin: UserPrincipal, id: string) {
      requireAccess(admin, 'outbox.manage');
      const requeued = await store.requeue(db, admin.organizationId, id, clock.now());
      if (requeued) {
        for (const listener of requeueListeners) listener();
        return requeued;
      }
      const current = await store.findMessage(db, admin.organizationId, id);
      if (!current) throw notFound('Outbox message not found');
      throw conflict(`Only a failed or undeliverable message can be retried; this one is ${current.status}`);
    },

    /** Registers what happens in the database when a message of this kind is delivered. */
    onDelivered(kind: OutboxKind, handler: DeliveryHandler): void {
      handlers.set(kind, handler);
    },

    /** Told when a message was re-queued (the worker wakes instead of waiting for its next poll). */
    onRequeued(listener: () => void): void {
      requeueListeners.push(listener);
    },

    /**
     * One delivery attempt of this message now, within the caller's request: true when it
     * reached the adapter. False when it failed (it is retried later) or may not go yet
     * (an earlier message of its organization is still pending, or another instance holds it).
     */
    async deliverNow(messageId: string): Promise<boolean> {
      const [row] = await claim(messageId, 1);
      return row ? attempt(row) : false;
    },

    /** One pass: delivers what is due; answers how many messages it tried. `signal` aborts the attempts in flight. */
    async deliverDue(filter: PassFilter = {}, signal?: AbortSignal): Promise<number> {
      if (filter.organizationIds?.length === 0) return 0;
      const rows = await claim(null, batchSize, filter.organizationIds);
      await Promise.all(rows.map((row) => attempt(row, signal)));
      return rows.length;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
