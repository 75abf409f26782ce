// SQL for mood entries, every query scoped by organization_id.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client.ts';
import { moodEntries } from '../../platform/db/schema.ts';
import { countedRows } from '../../platform/pages.ts';

export type MoodRow = typeof moodEntries.$inferSelect;
export type MoodSource = 'logged' | 'inferred';

/**
 * Stores an entry. Its time is the clock's, moved 1 ms past the user's latest entry when
 * needed: "three in a row" and the trend need a strict order, also for entries logged within
 * the same millisecond.
 */
export async function insertMood(ex: Executor, entry: Pick<MoodRow, 'organizationId' | 'userId' | 'value' | 'note' | 'createdAt'> & { source: MoodSource }): Promise<MoodRow> {
  const latest = sql`(select max(${moodEntries.createdAt}) from ${moodEntries}
    where ${moodEntries.organizationId} = ${entry.organizationId} and ${moodEntries.userId} = ${entry.userId})`;
  const [row] = await ex.insert(moodEntries).values({
    ...entry,
    createdAt: sql`greatest(${entry.createdAt.toISOString()}::timestamptz, ${latest} + interval '1 millisecond')`,
  }).returning();
  return row!;
}

const owner = (organizationId: string, userId: string) =>
  and(eq(moodEntries.organizationId, organizationId), eq(moodEntries.userId, userId));

/** The user's entries (both sources) created after `since`, newest first. */
export async function listMoods(ex: Executor, organizationId: string, userId: string, filter: { since: Date; limit: number; offset: number }) {
  const where = and(owner(organizationId, userId), gt(moodEntries.createdAt, filter.since));
  return countedRows(
    ex.select().from(moodEntries).where(where)
      .orderBy(desc(moodEntries.createdAt), desc(moodEntries.id)).limit(filter.limit).offset(filter.offset),
    ex.select({ n: count() }).from(moodEntries).where(where),
  );
}

/** Count and sum of some entries. */
export interface MoodTally {
  entries: number;
  total: number;
}

/** Logged entries of a window, aggregated by the database (the entries themselves never leave it). */
export interface MoodAggregate extends MoodTally {
  /** Distinct people who logged. */
  participants: number;
  /** Entries per value 1-5. */
  distribution: [number, number, number, number, number];
  /** The older half in time order (with an odd count the middle entry is in the newer half). */
  olderHalf: MoodTally;
  newerHalf: MoodTally;
  /** The entries created after `recentSince`. */
  recent: MoodTally;
}

interface AggregateRow {
  entries: number; participants: number; total: number;
  v1: number; v2: number; v3: number; v4: number; v5: number;
  recent_entries: number; recent_total: number;
}

/**
 * Logged entries created after `since` (one user's, or the whole organization's), aggregated by
 * the database: one pass over the window for the counts, then the newer half read newest first
 * from an index (mood_entries_owner_idx, mood_entries_org_idx) — no sort of the window.
 */
export async function loggedMoodAggregate(
  ex: Executor, organizationId: string, filter: { since: Date; userId?: string; recentSince?: Date },
): Promise<MoodAggregate> {
  const window = sql`organization_id = ${organizationId}::uuid
    ${filter.userId ? sql`and user_id = ${filter.userId}::uuid` : sql``}
    and source = 'logged' and created_at > ${filter.since.toISOString()}::timestamptz`;
  const recent = sql`created_at > ${(filter.recentSince ?? filter.since).toISOString()}::timestamptz`;
  // People are counted through the users table: one index probe each instead of sorting the window.
  const participants = filter.userId
    ? sql`least(count(*), 1)::int`
    : sql`(select count(*)::int from users u where u.organization_id = ${organizationId}::uuid
        and exists (select 1 from mood_entries m where m.organization_id = u.organization_id and m.user_id = u.id
          and m.source = 'logged' and m.created_at > ${filter.since.toISOString()}::timestamptz))`;
  const [row] = await queryRows<AggregateRow>(ex, sql`
    select count(*)::int as entries, ${participants} as participants, coalesce(sum(value), 0)::int as total,
      count(*) filter (where value = 1)::int as v1, count(*) filter (where value = 2)::int as v2,
      count(*) filter (where value = 3)::int as v3, count(*) filter (where value = 4)::int as v4,
      count(*) filter (where value = 5)::int as v5,
      count(*) filter (where ${recent})::int as recent_entries,
      coalesce(sum(value) filter (where ${recent}), 0)::int as recent_total
    from mood_entries where ${window}`);
  const r = row!;
  // With an odd count the middle entry belongs to the newer half.
  const newerEntries = r.entries - Math.floor(r.entries / 2);
  // In time order as the indexes keep it, so nothing is sorted: one person's entries never share
  // a millisecond (insertMood); entries of different people in the same millisecond may come in
  // either order, which moves nothing but the boundary between the halves.
  const [newer] = newerEntries === 0 ? [{ total: 0 }] : await queryRows<{ total: number }>(ex, sql`
    select coalesce(sum(value), 0)::int as total from (
      select value from mood_entries where ${window}
      order by created_at desc limit ${newerEntries}) as newest`);
  return {
    entries: r.entries,
    total: r.total,
    participants: r.participants,
    distribution: [r.v1, r.v2, r.v3, r.v4, r.v5],
    newerHalf: { entries: newerEntries, total: newer!.total },
    olderHalf: { entries: r.entries - newerEntries, total: r.total - newer!.total },
    recent: { entries: r.recent_entries, total: r.recent_total },
  };
}

/** The values of the user's latest `n` logged entries, newest first, whenever they were logged. */
export async function latestLoggedValues(ex: Executor, organizationId: string, userId: string, n: number): Promise<number[]> {
  const rows = await ex.select({ value: moodEntries.value }).from(moodEntries)
    .where(and(owner(organizationId, userId), eq(moodEntries.source, 'logged')))
    .orderBy(desc(moodEntries.createdAt), desc(moodEntries.id)).limit(n);
  return rows.map((r) => r.value);
}
