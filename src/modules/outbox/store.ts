// The outbox's SQL (outbound_messages): writing into an organization's queue, claiming the
// heads of the queues with a lease, recording attempts, and the admin's page and re-queue.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../platform/db/client.ts';
import { countedRows } from '../../platform/pages.ts';
import type { BotPlatform, OutboxEntry, OutboxKind, OutboxStatus } from './types.ts';

/** A message leased for one delivery attempt. */
export interface ClaimedRow {
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
const isoUtc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

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

// Advisory-lock namespace for "enqueue into this organization's queue" (any fixed number).
const ENQUEUE_LOCK = 727_240_118;

/**
 * Serializes enqueues per organization until the transaction ends, so created_at orders its
 * queue strictly, even when two messages are written within the same millisecond.
 */
export async function lockQueue(tx: Executor, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ENQUEUE_LOCK}, hashtext(${organizationId}))`);
}

/** When the organization's newest message was written, or null for an empty queue. */
export async function newestCreatedAt(tx: Executor, organizationId: string): Promise<Date | null> {
  const [last] = await queryRows<{ at: string | null }>(tx, sql`
    select ${isoUtc('max(created_at)')} as at from outbound_messages where organization_id = ${organizationId}::uuid`);
  return last?.at ? new Date(last.at) : null;
}

export interface NewMessage {
  organizationId: string;
  kind: OutboxKind;
  platform: BotPlatform;
  channelId: string | null;
  platformUserId: string | null;
  platformTeamId: string | null;
  dedupKey: string | null;
  payload: { text: string; blocks?: unknown[] };
  subjectId: string;
  createdAt: Date;
  nextAttemptAt: Date;
}

/** Its id, or null when the organization has a message with the same dedup key (outbound_messages_dedup_key). */
export async function insertMessage(tx: Executor, message: NewMessage): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(tx, sql`
    insert into outbound_messages (organization_id, kind, platform, channel_id, platform_user_id, platform_team_id, dedup_key,
      payload, subject_id, created_at, next_attempt_at)
    values (${message.organizationId}::uuid, ${message.kind}, ${message.platform},
      ${message.channelId}, ${message.platformUserId}, ${message.platformTeamId}, ${message.dedupKey},
      ${JSON.stringify(message.payload)}::jsonb,
      ${message.subjectId}, ${message.createdAt.toISOString()}::timestamptz, ${message.nextAttemptAt.toISOString()}::timestamptz)
    on conflict (organization_id, dedup_key) where dedup_key is not null do nothing
    returning id`);
  return row?.id ?? null;
}

/**
 * Leases the first pending message of each organization that is due at `now` (or only
 * `onlyId`): a message waits until every earlier one of its organization reached an end state.
 * `for update skip locked` lets several instances claim at once without sharing a row.
 */
export async function claimDue(db: Database, claim: {
  now: Date; leaseUntil: Date; onlyId: string | null; limit: number; organizationIds?: string[];
}): Promise<ClaimedRow[]> {
  const now = claim.now.toISOString();
  return queryRows<ClaimedRow>(db, sql`
    update outbound_messages m set locked_until = ${claim.leaseUntil.toISOString()}::timestamptz
    where m.id in (
      select c.id from outbound_messages c
      where c.status = 'pending'
        and c.next_attempt_at <= ${now}::timestamptz
        and (c.locked_until is null or c.locked_until <= ${now}::timestamptz)
        and (${claim.onlyId}::uuid is null or c.id = ${claim.onlyId}::uuid)
        ${claim.organizationIds ? sql`and c.organization_id in (${sql.join(claim.organizationIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``}
        and not exists (
          select 1 from outbound_messages e
          where e.organization_id = c.organization_id and e.status = 'pending'
            and (e.created_at, e.id) < (c.created_at, c.id))
      order by c.created_at, c.id
      limit ${claim.limit}
      for update skip locked)
    returning m.id, m.organization_id, m.kind, m.platform, m.channel_id, m.platform_user_id, m.platform_team_id, m.payload, m.attempts,
      m.subject_id, ${isoUtc('m.locked_until')} as locked_until, ${isoUtc('m.created_at')} as created_at`);
}

/** The claimed row, provided our lease still holds (else another instance took over). */
const stillOurs = (row: ClaimedRow) => sql`id = ${row.id}::uuid and locked_until = ${row.locked_until}::timestamptz`;

/** Marks the claimed message delivered; false when the lease was lost and nothing changed. */
export async function markDelivered(tx: Executor, row: ClaimedRow, result: { attempts: number; ts: string | null; at: Date }): Promise<boolean> {
  const updated = await queryRows<{ id: string }>(tx, sql`
    update outbound_messages set status = 'delivered', attempts = ${result.attempts}, response_ts = ${result.ts},
      delivered_at = ${result.at.toISOString()}::timestamptz, locked_until = null, last_error = null
    where ${stillOurs(row)} returning id`);
  return updated.length > 0;
}

/** Records a failed attempt: pending again until nextAttemptAt, or in an end state. */
export async function recordFailure(db: Executor, row: ClaimedRow, result: {
  status: OutboxStatus; attempts: number; error: string; nextAttemptAt: Date;
}): Promise<void> {
  await db.execute(sql`
    update outbound_messages set status = ${result.status}, attempts = ${result.attempts}, last_error = ${result.error},
      next_attempt_at = ${result.nextAttemptAt.toISOString()}::timestamptz, locked_until = null
    where ${stillOurs(row)}`);
}

/** A page of one organization's messages, newest first. */
export async function listMessages(db: Executor, organizationId: string, filter: { status?: OutboxStatus; limit: number; offset: number }) {
  const where = sql`organization_id = ${organizationId}::uuid ${filter.status ? sql`and status = ${filter.status}` : sql``}`;
  const { rows, total } = await countedRows(
    queryRows<EntryRow>(db, sql`select ${ENTRY_COLUMNS} from outbound_messages where ${where}
      order by created_at desc, id desc limit ${filter.limit} offset ${filter.offset}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from outbound_messages where ${where}`),
  );
  return { rows: rows.map(toEntry), total };
}

/** A failed or undeliverable message of the organization made pending, due at `now`, with a fresh attempt budget; null when there is none. */
export async function requeue(db: Executor, organizationId: string, id: string, now: Date): Promise<OutboxEntry | null> {
  const [updated] = await queryRows<EntryRow>(db, sql`
    update outbound_messages set status = 'pending', attempts = 0, next_attempt_at = ${now.toISOString()}::timestamptz,
      locked_until = null
    where organization_id = ${organizationId}::uuid and id = ${id}::uuid and status in ('failed', 'undeliverable')
    returning ${ENTRY_COLUMNS}`);
  return updated ? toEntry(updated) : null;
}

export async function findMessage(db: Executor, organizationId: string, id: string): Promise<OutboxEntry | null> {
  const [row] = await queryRows<EntryRow>(db, sql`
    select ${ENTRY_COLUMNS} from outbound_messages where organization_id = ${organizationId}::uuid and id = ${id}::uuid`);
  return row ? toEntry(row) : null;
}
