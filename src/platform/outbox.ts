// The messaging outbox (decisions §8): a post to a team channel is written to
// outbound_messages in the transaction of the thing it announces, and delivered afterwards to
// the platform's bot adapter, so a post is never lost when the adapter or the service is down.
//
// Delivery: POST <CHAT_X_BOT_URL> with the JSON body {kind, organizationId, platform, channelId,
// text, blocks?} — for a message to one person (kind direct_message, reminder or
// blocker_follow_up) {kind, organizationId, platform, platformUserId, platformTeamId?, text,
// blocks?} with no channelId — and the headers
//   X-Timestamp: <Unix seconds>
//   X-Message-Id: <outbound message id>  (the same on every retry: adapters de-duplicate by it)
//   X-Signature: sha256=<hex HMAC-SHA256(BOT_SIGNING_SECRET, "<X-Timestamp>.<X-Message-Id>.<raw body>")>
// The adapter answers 2xx with {ts}; ts is stored (response_ts) and handed to the kind's
// delivery handler (a morning thread's threadTs). Non-2xx, timeouts and network errors are
// retried with exponential backoff and jitter — or after the adapter's Retry-After when it sends
// one (a platform's rate limit), capped at maxDelayMs; after `maxAttempts` the message is `failed`.
// A 4xx other than 408/425/429 is a refusal that a retry cannot fix: `failed` at once; a 422 is
// the adapter saying the message cannot reach its destination (a channel that is not the
// organization's, a recipient who is not verified, a platform it does not serve) → `undeliverable`
// with the adapter's reason as lastError. No adapter URL for the platform → `undeliverable`. Every row is kept whatever its end.
//
// Order: a message is only sent once every earlier message of its organization has reached
// an end state (delivered, failed, undeliverable), so one organization's posts arrive in order.
// Several instances may run the worker: a claim takes rows `for update skip locked` and leases
// them (locked_until), so each delivery attempt is made by one instance.
import { sql } from 'drizzle-orm';
import type { Clock } from './clock.ts';
import { queryRows, type Database, type Executor } from './db/client.ts';
import { signDelivery } from './delivery-signature.ts';
import { escapeForChat } from './text.ts';

/** Kinds of posts to one person: the body carries platformUserId instead of channelId. */
export const DIRECT_KINDS = ['direct_message', 'reminder', 'blocker_follow_up'] as const;
export type DirectKind = (typeof DIRECT_KINDS)[number];
export type OutboxKind = 'morning_thread' | 'eod_summary' | DirectKind;
const isDirect = (kind: OutboxKind): kind is DirectKind => (DIRECT_KINDS as readonly string[]).includes(kind);
export type BotPlatform = 'chat_a' | 'chat_b' | 'chat_c';
export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed', 'undeliverable'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Where a message goes: a channel, or one person on the platform (a direct kind: a wellbeing alert, a reminder, a blocker follow-up). */
export type Destination =
  | { kind: 'morning_thread' | 'eod_summary'; channelId: string }
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

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxOptions {
  db: Database;
  clock: Clock;
  botUrls: Record<BotPlatform, string | null>;
  signingSecret: string | null;
  log?: Logger;
  /** Per delivery request. */
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed message stays reserved for the instance delivering it. */
  leaseMs?: number;
  pollIntervalMs?: number;
  batchSize?: number;
  random?: () => number;
  /** Told of every attempt's outcome and of each delivery's latency since the message was written (metrics). */
  observe?: {
    attempt(kind: OutboxKind, outcome: Attempt['outcome']): void;
    delivered(kind: OutboxKind, seconds: number): void;
  };
}

interface ClaimedRow {
  id: string;
  organization_id: string;
  kind: OutboxKind;
  platform: BotPlatform;
  channel_id: string | null;
  platform_user_id: string | null;
  platform_team_id: string | null;
  payload: { text: string; blocks?: unknown[] };
  attempts: number;
  subject_id: string;
  locked_until: string;
  created_at: string;
}

interface EntryRow {
  id: string;
  kind: OutboxKind;
  platform: BotPlatform | null;
  channel_id: string | null;
  platform_user_id: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | Date | null;
  delivered_at: string | Date | null;
  created_at: string | Date;
}

const ENTRY_COLUMNS = sql.raw('id, kind, platform, channel_id, platform_user_id, status, attempts, last_error, next_attempt_at, delivered_at, created_at');
const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** A pending message shows when it is tried next; one in an end state has no next attempt. */
const toEntry = (row: EntryRow): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  platform: row.platform,
  channelId: row.channel_id,
  platformUserId: row.platform_user_id,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.status === 'pending' ? asDate(row.next_attempt_at) : null,
  deliveredAt: asDate(row.delivered_at),
  createdAt: new Date(row.created_at),
});

type Attempt =
  | { outcome: 'delivered'; ts: string | null }
  | { outcome: 'retry' | 'failed' | 'undeliverable'; error: string; retryAfterMs?: number };

// Advisory-lock namespace for "enqueue into this organization's queue" (any fixed number).
const ENQUEUE_LOCK = 727_240_118;
const RETRYABLE_4XX = new Set([408, 425, 429]);
/** The adapter's word that a message cannot reach its destination as addressed (not the organization's channel, no such platform, …). */
const UNDELIVERABLE_STATUS = 422;

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from now; null when absent or unreadable. */
function retryAfterOf(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d{1,9}$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The message (and code) of an adapter's error body, or the start of its answer. */
function adapterMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') return `${body.message.slice(0, 300)}${typeof body.code === 'string' ? ` (${body.code.slice(0, 60)})` : ''}`;
  } catch {
    // Not an error body of ours: its start says enough.
  }
  return text.slice(0, 200);
}
const silent: Logger = { info() {}, warn() {}, error() {} };

/** How deliveries to bot adapters look, for the OpenAPI descriptions of the routes that cause them. */
export const DELIVERY_NOTE = 'Posts reach the platform through its bot adapter (CHAT_A_BOT_URL, CHAT_B_BOT_URL, CHAT_C_BOT_URL) via a durable outbox: '
  + 'POST with the JSON body {kind, organizationId, platform, channelId, text, blocks?} (a message to one person — kind direct_message, reminder or blocker_follow_up: platformUserId and platformTeamId when known in place of channelId) and the headers X-Timestamp (Unix seconds), '
  + 'X-Message-Id (the same on retries, for de-duplication) and X-Signature: sha256=<hex HMAC-SHA256 with BOT_SIGNING_SECRET over the string "<X-Timestamp>.<X-Message-Id>.<raw body>"> '
  + '(the id is signed, so a captured delivery cannot be replayed under a new id). '
  + 'text is plain text with the platforms\' markup escaped (&amp; &lt; &gt;, as Slack mrkdwn and Telegram HTML expect) and mass mentions (@here, @channel, @everyone, @all) broken by a zero-width space. '
  + 'The adapter answers 2xx {ts}. Failures are retried with exponential backoff and jitter (after the adapter\'s Retry-After when it sends one), then marked failed; without an adapter URL, or when the adapter answers 422 '
  + '(a channel none of the organization\'s verified identities is a member of, a recipient who is not verified), a message is kept as undeliverable with the reason as lastError. '
  + 'One organization\'s posts are delivered in order.';

export function createOutbox(options: OutboxOptions) {
  const { db, clock, botUrls, signingSecret } = options;
  const log = options.log ?? silent;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const baseDelayMs = options.baseDelayMs ?? 5_000;
  const maxDelayMs = options.maxDelayMs ?? 600_000;
  const leaseMs = options.leaseMs ?? Math.max(60_000, timeoutMs * 4);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const batchSize = options.batchSize ?? 20;
  const random = options.random ?? Math.random;
  const handlers = new Map<OutboxKind, DeliveryHandler>();

  if (!signingSecret && Object.values(botUrls).some(Boolean)) {
    log.warn({}, 'BOT_SIGNING_SECRET is not set: deliveries to bot adapters go out unsigned');
  }

  /** Exponential backoff with equal jitter: half the step fixed, half random. */
  function retryDelay(attempts: number): number {
    const step = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempts - 1));
    return Math.round(step / 2 + random() * (step / 2));
  }

  /** Leases the first pending message of each organization that is due (or only `onlyId`). */
  async function claim(onlyId: string | null, limit: number, organizationIds?: string[]): Promise<ClaimedRow[]> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    return queryRows<ClaimedRow>(db, sql`
      update outbound_messages m set locked_until = ${leaseUntil.toISOString()}::timestamptz
      where m.id in (
        select c.id from outbound_messages c
        where c.status = 'pending'
          and c.next_attempt_at <= ${now.toISOString()}::timestamptz
          and (c.locked_until is null or c.locked_until <= ${now.toISOString()}::timestamptz)
          and (${onlyId}::uuid is null or c.id = ${onlyId}::uuid)
          ${organizationIds ? sql`and c.organization_id in (${sql.join(organizationIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``}
          and not exists (
            select 1 from outbound_messages e
            where e.organization_id = c.organization_id and e.status = 'pending'
              and (e.created_at, e.id) < (c.created_at, c.id))
        order by c.created_at, c.id
        limit ${limit}
        for update skip locked)
      returning m.id, m.organization_id, m.kind, m.platform, m.channel_id, m.platform_user_id, m.platform_team_id, m.payload, m.attempts,
        m.subject_id, to_char(m.locked_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as locked_until,
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`);
  }

  async function send(row: ClaimedRow, signal: AbortSignal): Promise<Attempt> {
    const url = botUrls[row.platform];
    if (!url) {
      return { outcome: 'undeliverable', error: `No bot adapter configured for ${row.platform} (${row.platform.toUpperCase()}_BOT_URL)` };
    }
    const destination = isDirect(row.kind)
      ? { platformUserId: row.platform_user_id, ...(row.platform_team_id ? { platformTeamId: row.platform_team_id } : {}) }
      : { channelId: row.channel_id };
    const body = JSON.stringify({
      kind: row.kind,
      organizationId: row.organization_id,
      platform: row.platform,
      ...destination,
      text: row.payload.text,
      ...(row.payload.blocks ? { blocks: row.payload.blocks } : {}),
    });
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-message-id': row.id,
    };
    if (signingSecret) headers['x-signature'] = signDelivery(signingSecret, timestamp, row.id, body);
    try {
      const response = await fetch(url, {
        method: 'POST', headers, body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      const text = await response.text();
      if (response.ok) {
        let ts: string | null = null;
        try {
          const parsed = JSON.parse(text) as { ts?: unknown };
          if (typeof parsed?.ts === 'string' || typeof parsed?.ts === 'number') ts = String(parsed.ts);
        } catch {
          // An adapter that answers 2xx without JSON still took the message.
        }
        return { outcome: 'delivered', ts };
      }
      if (response.status === UNDELIVERABLE_STATUS) {
        return { outcome: 'undeliverable', error: `Adapter refused it as undeliverable: ${adapterMessage(text)}` };
      }
      const error = `Adapter answered ${response.status}: ${text.slice(0, 200)}`;
      const permanent = response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status);
      if (permanent) return { outcome: 'failed', error };
      const retryAfterMs = retryAfterOf(response.headers.get('retry-after'), clock.now());
      return { outcome: 'retry', error, ...(retryAfterMs === null ? {} : { retryAfterMs: Math.min(retryAfterMs, maxDelayMs) }) };
    } catch (error) {
      return { outcome: 'retry', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  /** Records an attempt's result, provided our lease still holds (else another instance took over). */
  async function record(row: ClaimedRow, result: Attempt): Promise<void> {
    const now = clock.now();
    const attempts = row.attempts + 1;
    const ours = sql`id = ${row.id}::uuid and locked_until = ${row.locked_until}::timestamptz`;
    if (result.outcome === 'delivered') {
      await db.transaction(async (tx) => {
        const updated = await queryRows<{ id: string }>(tx, sql`
          update outbound_messages set status = 'delivered', attempts = ${attempts}, response_ts = ${result.ts},
            delivered_at = ${now.toISOString()}::timestamptz, locked_until = null, last_error = null
          where ${ours} returning id`);
        if (updated.length === 0) return;
        await handlers.get(row.kind)?.(tx, {
          id: row.id, organizationId: row.organization_id, kind: row.kind, subjectId: row.subject_id, ts: result.ts,
        });
      });
      return;
    }
    const final = result.outcome !== 'retry' || attempts >= maxAttempts;
    const status = result.outcome === 'undeliverable' ? 'undeliverable' : final ? 'failed' : 'pending';
    // The adapter's Retry-After (a platform's rate limit) says when; else our own backoff.
    const retryAfterMs = result.outcome === 'retry' ? result.retryAfterMs : undefined;
    const nextAttemptAt = new Date(now.getTime() + (final ? 0 : retryAfterMs ?? retryDelay(attempts)));
    await db.execute(sql`
      update outbound_messages set status = ${status}, attempts = ${attempts}, last_error = ${result.error},
        next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz, locked_until = null
      where ${ours}`);
    const context = { messageId: row.id, organizationId: row.organization_id, kind: row.kind, attempts, error: result.error };
    if (status === 'pending') log.warn({ ...context, nextAttemptAt }, 'outbox delivery failed, will retry');
    else log.error(context, `outbox message ${status}`);
  }

  async function attempt(row: ClaimedRow, signal: AbortSignal): Promise<boolean> {
    const result = await send(row, signal);
    await record(row, result);
    options.observe?.attempt(row.kind, result.outcome);
    if (result.outcome === 'delivered') options.observe?.delivered(row.kind, (clock.now().getTime() - new Date(row.created_at).getTime()) / 1000);
    return result.outcome === 'delivered';
  }

  // ---- the background worker ----
  let running: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;
  let inFlight = new AbortController();

  /** `organizationIds` limits the pass (tests share a database with other tests). */
  async function runOnce(filter: { organizationIds?: string[] } = {}): Promise<number> {
    if (filter.organizationIds?.length === 0) return 0;
    const rows = await claim(null, batchSize, filter.organizationIds);
    await Promise.all(rows.map((row) => attempt(row, inFlight.signal)));
    return rows.length;
  }

  async function loop(filter: { organizationIds?: string[] }) {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runOnce(filter);
      } catch (error) {
        log.error({ err: error }, 'outbox worker pass failed');
      }
      if (claimed === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollIntervalMs);
          wake = () => { clearTimeout(timer); resolve(); };
        });
        wake = null;
      }
    }
  }

  return {
    /**
     * Writes a message into the caller's transaction; answers its id, or null when a message
     * with the same dedupKey exists already (the unique key outbound_messages_dedup_key decides,
     * so two instances writing the same alert at once write it once).
     */
    async enqueue(tx: Executor, message: OutboxMessage): Promise<string | null> {
      // Serialize enqueues per organization so created_at orders its queue strictly, even when
      // two messages are written within the same millisecond (or with a clock standing still).
      await tx.execute(sql`select pg_advisory_xact_lock(${ENQUEUE_LOCK}, hashtext(${message.organizationId}))`);
      const [last] = await queryRows<{ at: string | null }>(tx, sql`
        select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from outbound_messages where organization_id = ${message.organizationId}::uuid`);
      const now = clock.now();
      const createdAt = last?.at && new Date(last.at).getTime() >= now.getTime() ? new Date(new Date(last.at).getTime() + 1) : now;
      const direct = isDirect(message.kind) ? message as Extract<OutboxMessage, { kind: DirectKind }> : null;
      const [row] = await queryRows<{ id: string }>(tx, sql`
        insert into outbound_messages (organization_id, kind, platform, channel_id, platform_user_id, platform_team_id, dedup_key,
          payload, subject_id, created_at, next_attempt_at)
        values (${message.organizationId}::uuid, ${message.kind}, ${message.platform},
          ${direct ? null : (message as Extract<OutboxMessage, { channelId: string }>).channelId}, ${direct?.platformUserId ?? null}, ${direct?.platformTeamId || null},
          ${message.dedupKey ?? null},
          ${JSON.stringify({ text: escapeForChat(message.text), ...(message.blocks ? { blocks: message.blocks } : {}) })}::jsonb,
          ${message.subjectId}, ${createdAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (organization_id, dedup_key) where dedup_key is not null do nothing
        returning id`);
      return row?.id ?? null;
    },

    /** Whether deliveries to this platform have somewhere to go (its *_BOT_URL is set). */
    hasAdapter: (platform: BotPlatform) => Boolean(botUrls[platform]),

    /** A page of one organization's messages, newest first (GET /api/outbox). */
    async list(organizationId: string, filter: { status?: OutboxStatus; limit: number; offset: number }) {
      const where = sql`organization_id = ${organizationId}::uuid ${filter.status ? sql`and status = ${filter.status}` : sql``}`;
      const [rows, [total]] = await Promise.all([
        queryRows<EntryRow>(db, sql`select ${ENTRY_COLUMNS} from outbound_messages where ${where}
          order by created_at desc, id desc limit ${filter.limit} offset ${filter.offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from outbound_messages where ${where}`),
      ]);
      return { data: rows.map(toEntry), total: total?.n ?? 0, limit: filter.limit, offset: filter.offset };
    },

    /**
     * Re-queues a failed or undeliverable message of the organization: pending, due now, with a
     * fresh attempt budget. Null when the organization has no such message; `conflict` with the
     * entry when its state is pending or delivered.
     */
    async retry(organizationId: string, id: string): Promise<{ entry: OutboxEntry; requeued: boolean } | null> {
      const [updated] = await queryRows<EntryRow>(db, sql`
        update outbound_messages set status = 'pending', attempts = 0, next_attempt_at = ${clock.now().toISOString()}::timestamptz,
          locked_until = null
        where organization_id = ${organizationId}::uuid and id = ${id}::uuid and status in ('failed', 'undeliverable')
        returning ${ENTRY_COLUMNS}`);
      if (updated) {
        wake?.();
        return { entry: toEntry(updated), requeued: true };
      }
      const [current] = await queryRows<EntryRow>(db, sql`
        select ${ENTRY_COLUMNS} from outbound_messages where organization_id = ${organizationId}::uuid and id = ${id}::uuid`);
      return current ? { entry: toEntry(current), requeued: false } : null;
    },

    /** Registers what happens in the database when a message of this kind is delivered. */
    onDelivered(kind: OutboxKind, handler: DeliveryHandler): void {
      handlers.set(kind, handler);
    },

    /**
     * One delivery attempt of this message now, within the caller's request: true when it
     * reached the adapter. False when it failed (it is retried later) or may not go yet
     * (an earlier message of its organization is still pending, or another instance holds it).
     */
    async deliverNow(messageId: string): Promise<boolean> {
      const [row] = await claim(messageId, 1);
      return row ? attempt(row, inFlight.signal) : false;
    },

    /** One pass of the worker: delivers what is due; answers how many messages it tried. */
    runOnce,

    /** Starts the worker; `organizationIds` limits it (tests share a database with other tests). */
    start(filter: { organizationIds?: string[] } = {}): void {
      if (running) return;
      stopping = false;
      if (inFlight.signal.aborted) inFlight = new AbortController();
      running = loop(filter);
    },

    /** Stops the worker; deliveries in flight get `graceMs` to finish, then are aborted (and retried later). */
    async stop(graceMs = 3_000): Promise<void> {
      if (!running) return;
      stopping = true;
      wake?.();
      const timer = setTimeout(() => inFlight.abort(), graceMs);
      try {
        await running;
      } finally {
        clearTimeout(timer);
        running = null;
      }
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
