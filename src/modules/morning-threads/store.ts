// SQL for morning threads and their submissions, scoped by organization_id.
import { and, asc, between, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client.ts';
import { morningSubmissions, morningThreads, users } from '../../platform/db/schema.ts';
import { countedRows } from '../../platform/pages.ts';

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

export async function updateSubmission(ex: Executor, organizationId: string, id: string, values: Pick<SubmissionRow, 'messageTs' | 'rawText' | 'parsed' | 'taskIds' | 'blockers' | 'submittedAt'>): Promise<SubmissionRow> {
  const [row] = await ex.update(morningSubmissions).set(values)
    .where(and(eq(morningSubmissions.organizationId, organizationId), eq(morningSubmissions.id, id))).returning();
  return row!;
}

/** Who has replied to the thread. */
export async function submitterIds(ex: Executor, organizationId: string, threadId: string): Promise<Set<string>> {
  const rows = await ex.select({ userId: morningSubmissions.userId }).from(morningSubmissions)
    .where(and(eq(morningSubmissions.organizationId, organizationId), eq(morningSubmissions.threadId, threadId)));
  return new Set(rows.map((row) => row.userId));
}

/** The dates before `before` (and from `since`) on which the person's reply reported a blocker. */
export async function blockerDates(ex: Executor, organizationId: string, userId: string, since: string, before: string): Promise<Set<string>> {
  const rows = await ex.select({ date: morningThreads.date }).from(morningSubmissions)
    .innerJoin(morningThreads, and(eq(morningThreads.organizationId, morningSubmissions.organizationId), eq(morningThreads.id, morningSubmissions.threadId)))
    .where(and(
      eq(morningSubmissions.organizationId, organizationId), eq(morningSubmissions.userId, userId),
      sql`cardinality(${morningSubmissions.blockers}) > 0`, lt(morningThreads.date, before), sql`${morningThreads.date} >= ${since}::date`,
    ));
  return new Set(rows.map((row) => row.date));
}

/** The blockers reported in replies to the thread of a date, with their authors, by name. */
export async function blockersOn(ex: Executor, organizationId: string, date: string): Promise<{ userId: string; name: string; text: string }[]> {
  const rows = await ex.select({ userId: morningSubmissions.userId, name: users.name, blockers: morningSubmissions.blockers }).from(morningSubmissions)
    .innerJoin(morningThreads, and(eq(morningThreads.organizationId, morningSubmissions.organizationId), eq(morningThreads.id, morningSubmissions.threadId)))
    .innerJoin(users, and(eq(users.organizationId, morningSubmissions.organizationId), eq(users.id, morningSubmissions.userId)))
    .where(and(eq(morningSubmissions.organizationId, organizationId), eq(morningThreads.date, date), sql`cardinality(${morningSubmissions.blockers}) > 0`))
    .orderBy(asc(users.name), asc(users.id));
  return rows.flatMap((row) => row.blockers.map((text) => ({ userId: row.userId, name: row.name, text })));
}

export interface HistoryTask {
  id: string;
  title: string;
  /** The task's outcome in that date's EOD collection; null before one (or when the task is gone). */
  outcome: 'done' | 'carryForward' | 'dropped' | null;
}

/** A page of one person's replies of from..to, newest date first, with the day's outcome of each task they made. */
export async function history(ex: Executor, organizationId: string, userId: string, range: { from: string; to: string; limit: number; offset: number }) {
  const where = and(eq(morningSubmissions.organizationId, organizationId), eq(morningSubmissions.userId, userId), between(morningThreads.date, range.from, range.to));
  const join = and(eq(morningThreads.organizationId, morningSubmissions.organizationId), eq(morningThreads.id, morningSubmissions.threadId));
  const { rows, total } = await countedRows(
    ex.select({ submission: morningSubmissions, date: morningThreads.date }).from(morningSubmissions).innerJoin(morningThreads, join)
      .where(where).orderBy(desc(morningThreads.date), desc(morningSubmissions.id)).limit(range.limit).offset(range.offset),
    ex.select({ n: count() }).from(morningSubmissions).innerJoin(morningThreads, join).where(where),
  );
  const taskIds = [...new Set(rows.flatMap((row) => row.submission.taskIds))];
  const dates = [...new Set(rows.map((row) => row.date))];
  const tasks = taskIds.length === 0 ? [] : await queryRows<{ id: string; title: string; date: string | null; outcome: HistoryTask['outcome'] }>(ex, sql`
    select t.id, t.title, o.date::text as date, o.outcome from tasks t
    left join eod_outcomes o on o.organization_id = t.organization_id and o.task_id = t.id
      and o.date in (${sql.join(dates.map((date) => sql`${date}::date`), sql`, `)})
    where t.organization_id = ${organizationId}::uuid and t.id in (${sql.join(taskIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  const withTasks = rows.map(({ submission, date }) => ({
    ...submission,
    date,
    tasks: submission.taskIds.flatMap((id) => {
      const matches = tasks.filter((task) => task.id === id);
      if (matches.length === 0) return [];
      return [{ id, title: matches[0]!.title, outcome: matches.find((task) => task.date === date)?.outcome ?? null }];
    }),
  }));
  return { rows: withTasks, total };
}
