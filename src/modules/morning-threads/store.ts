// SQL for morning threads and their submissions, scoped by organization_id.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { morningSubmissions, morningThreads, users } from '../../platform/db/schema.ts';

export type ThreadRow = typeof morningThreads.$inferSelect;
export type SubmissionRow = typeof morningSubmissions.$inferSelect;

export async function insertThread(ex: Executor, values: Pick<ThreadRow, 'organizationId' | 'channelId' | 'threadTs' | 'date' | 'createdAt'>): Promise<ThreadRow> {
  const [row] = await ex.insert(morningThreads).values(values).returning();
  return row!;
}

/** Inserts unless the organization already has a thread for that date; null then. */
export async function insertThreadIfAbsent(ex: Executor, values: Pick<ThreadRow, 'organizationId' | 'channelId' | 'threadTs' | 'date' | 'createdAt'>): Promise<ThreadRow | null> {
  const [row] = await ex.insert(morningThreads).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * A thread by id. `organizationId` null is for unscoped API keys, which may act on any
 * organization: the caller then checks the row's organization.
 */
export async function findThread(ex: Executor, id: string, organizationId: string | null): Promise<ThreadRow | null> {
  const [row] = await ex.select().from(morningThreads)
    .where(and(eq(morningThreads.id, id), organizationId === null ? undefined : eq(morningThreads.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function findThreadOn(ex: Executor, organizationId: string, date: string): Promise<ThreadRow | null> {
  const [row] = await ex.select().from(morningThreads)
    .where(and(eq(morningThreads.organizationId, organizationId), eq(morningThreads.date, date))).limit(1);
  return row ?? null;
}

export async function setThreadTs(ex: Executor, organizationId: string, id: string, threadTs: string): Promise<void> {
  await ex.update(morningThreads).set({ threadTs })
    .where(and(eq(morningThreads.organizationId, organizationId), eq(morningThreads.id, id), isNull(morningThreads.threadTs)));
}

export async function markEodCollected(ex: Executor, organizationId: string, date: string): Promise<void> {
  await ex.update(morningThreads).set({ eodCollected: true })
    .where(and(eq(morningThreads.organizationId, organizationId), eq(morningThreads.date, date)));
}

/** The thread's submissions, oldest first, each with its author's name. */
export async function listSubmissions(ex: Executor, organizationId: string, threadId: string): Promise<(SubmissionRow & { userName: string })[]> {
  const rows = await ex.select({ submission: morningSubmissions, userName: users.name }).from(morningSubmissions)
    .innerJoin(users, and(eq(users.organizationId, morningSubmissions.organizationId), eq(users.id, morningSubmissions.userId)))
    .where(and(eq(morningSubmissions.organizationId, organizationId), eq(morningSubmissions.threadId, threadId)))
    .orderBy(asc(morningSubmissions.submittedAt), asc(morningSubmissions.id));
  return rows.map((row) => ({ ...row.submission, userName: row.userName }));
}

/**
 * The user's submission row for the thread, locked: created empty when absent, so that two
 * replies of one user arriving together are applied one after the other.
 */
export async function lockSubmission(ex: Executor, key: { organizationId: string; threadId: string; userId: string }, placeholder: Pick<SubmissionRow, 'messageTs' | 'rawText' | 'submittedAt'>): Promise<SubmissionRow> {
  await ex.insert(morningSubmissions).values({ ...key, ...placeholder, parsed: false, taskIds: [] }).onConflictDoNothing();
  const [row] = await ex.select().from(morningSubmissions).where(and(
    eq(morningSubmissions.organizationId, key.organizationId),
    eq(morningSubmissions.threadId, key.threadId),
    eq(morningSubmissions.userId, key.userId),
  )).for('update');
  return row!;
}

export async function updateSubmission(ex: Executor, organizationId: string, id: string, values: Pick<SubmissionRow, 'messageTs' | 'rawText' | 'parsed' | 'taskIds' | 'submittedAt'>): Promise<SubmissionRow> {
  const [row] = await ex.update(morningSubmissions).set(values)
    .where(and(eq(morningSubmissions.organizationId, organizationId), eq(morningSubmissions.id, id))).returning();
  return row!;
}
