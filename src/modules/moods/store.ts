// SQL for mood entries, every query scoped by organization_id.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { moodEntries } from '../../platform/db/schema.ts';

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
  const [rows, [total]] = await Promise.all([
    ex.select().from(moodEntries).where(where)
      .orderBy(desc(moodEntries.createdAt), desc(moodEntries.id)).limit(filter.limit).offset(filter.offset),
    ex.select({ n: count() }).from(moodEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Logged entries created after `since`, oldest first: one user's, or the whole organization's. */
export function loggedMoods(ex: Executor, organizationId: string, filter: { since: Date; userId?: string }) {
  return ex.select({ userId: moodEntries.userId, value: moodEntries.value, createdAt: moodEntries.createdAt })
    .from(moodEntries)
    .where(and(
      eq(moodEntries.organizationId, organizationId),
      filter.userId ? eq(moodEntries.userId, filter.userId) : undefined,
      eq(moodEntries.source, 'logged'),
      gt(moodEntries.createdAt, filter.since),
    ))
    .orderBy(asc(moodEntries.createdAt), asc(moodEntries.id));
}

/** The values of the user's latest `n` logged entries, newest first, whenever they were logged. */
export async function latestLoggedValues(ex: Executor, organizationId: string, userId: string, n: number): Promise<number[]> {
  const rows = await ex.select({ value: moodEntries.value }).from(moodEntries)
    .where(and(owner(organizationId, userId), eq(moodEntries.source, 'logged')))
    .orderBy(desc(moodEntries.createdAt), desc(moodEntries.id)).limit(n);
  return rows.map((r) => r.value);
}
