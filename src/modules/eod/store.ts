// SQL for end-of-day collections. The day's facts are read from the task status history
// (task_status_changes), tasks, users and morning submissions; the results are stored in
// eod_collections, eod_outcomes and eod_user_rows. Every query is scoped by organization_id.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client.ts';
import { eodCollections, eodOutcomes, eodUserRows, users } from '../../platform/db/schema.ts';

export type Outcome = 'done' | 'carryForward' | 'dropped';
export type CollectionRow = typeof eodCollections.$inferSelect;
export type UserRowValues = Omit<typeof eodUserRows.$inferInsert, 'organizationId' | 'date'>;

export interface DayWindow {
  date: string;
  start: Date;
  end: Date;
  /** The collection instant; the day's state is read at min(now, end). */
  now: Date;
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Locks the (organization, date) collection row, creating it when absent, so that concurrent
 * collections of one day run one after the other and a rerun replaces rather than adds.
 */
export async function lockCollection(ex: Executor, organizationId: string, date: string, at: Date): Promise<void> {
  await ex.insert(eodCollections)
    .values({ organizationId, date, processed: 0, done: 0, carryForward: 0, dropped: 0, noUpdate: 0, absent: 0, summaryPosted: false, collectedAt: at })
    .onConflictDoNothing();
  await ex.select({ date: eodCollections.date }).from(eodCollections)
    .where(and(eq(eodCollections.organizationId, organizationId), eq(eodCollections.date, date))).for('update');
}

/**
 * Every task of the organization that was open or in progress at some moment of the day, with
 * its owner and its status at collection. Tracked: its last status before the day began was
 * open or in_progress, or it took one of those statuses during the day (created, reopened).
 * For a day still running the status is the task's current one; for a past day it is the
 * last status of the day (ties at one instant broken by insertion order).
 */
export async function trackedTasks(ex: Executor, organizationId: string, day: DayWindow): Promise<{ taskId: string; userId: string; status: string }[]> {
  const running = day.now < day.end;
  const cutoff = running ? new Date(day.now.getTime() + 1) : day.end;
  const rows = await queryRows<{ task_id: string; user_id: string; status: string }>(ex, sql`
    with hist as (
      select task_id, to_status, changed_at, ctid as pos from task_status_changes
      where organization_id = ${organizationId}::uuid and changed_at < ${iso(cutoff)}
    ),
    at_start as (
      select distinct on (task_id) task_id, to_status from hist
      where changed_at < ${iso(day.start)} order by task_id, changed_at desc, pos desc
    ),
    at_end as (
      select distinct on (task_id) task_id, to_status from hist order by task_id, changed_at desc, pos desc
    ),
    tracked as (
      select task_id from at_start where to_status in ('open', 'in_progress')
      union
      select task_id from hist where changed_at >= ${iso(day.start)} and to_status in ('open', 'in_progress')
    )
    select t.id as task_id, t.user_id, ${running ? sql`t.status` : sql`e.to_status`} as status
    from tracked k
    join tasks t on t.id = k.task_id and t.organization_id = ${organizationId}::uuid
    join at_end e on e.task_id = k.task_id
    order by t.user_id, t.id`);
  return rows.map((r) => ({ taskId: r.task_id, userId: r.user_id, status: r.status }));
}

/**
 * The organization's active users and the owners in `ownerIds`, with whether each gave any
 * update on the day: a morning submission for the day's thread, or a task of theirs created,
 * edited or moved to another status during the day.
 */
export async function members(ex: Executor, organizationId: string, day: DayWindow, ownerIds: string[]): Promise<{ id: string; name: string; active: boolean; updated: boolean }[]> {
  const cutoff = day.now < day.end ? new Date(day.now.getTime() + 1) : day.end;
  const inDay = (column: ReturnType<typeof sql.raw>) => sql`${column} >= ${iso(day.start)} and ${column} < ${iso(cutoff)}`;
  const owners = ownerIds.length > 0 ? sql`or u.id in (${sql.join(ownerIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const rows = await queryRows<{ id: string; name: string; active: boolean; updated: boolean }>(ex, sql`
    select u.id, u.name, u.active, (
      exists (select 1 from task_status_changes c
        where c.organization_id = u.organization_id and c.user_id = u.id and ${inDay(sql.raw('c.changed_at'))})
      or exists (select 1 from tasks t
        where t.organization_id = u.organization_id and t.user_id = u.id
          and ((${inDay(sql.raw('t.created_at'))}) or (${inDay(sql.raw('t.updated_at'))})))
      or exists (select 1 from morning_submissions s join morning_threads m on m.id = s.thread_id
        where s.organization_id = u.organization_id and m.organization_id = u.organization_id
          and m.date = ${day.date}::date and s.user_id = u.id)
    ) as updated
    from users u
    where u.organization_id = ${organizationId}::uuid and (u.active ${owners})
    order by u.name, u.id`);
  return rows;
}

/** Replaces the day's outcomes, user rows and totals. */
export async function saveCollection(ex: Executor, totals: Omit<CollectionRow, 'summaryPosted'>, outcomes: { taskId: string; userId: string; outcome: Outcome }[], userRows: UserRowValues[]): Promise<void> {
  const { organizationId, date } = totals;
  await ex.delete(eodOutcomes).where(and(eq(eodOutcomes.organizationId, organizationId), eq(eodOutcomes.date, date)));
  await ex.delete(eodUserRows).where(and(eq(eodUserRows.organizationId, organizationId), eq(eodUserRows.date, date)));
  if (outcomes.length > 0) await ex.insert(eodOutcomes).values(outcomes.map((o) => ({ organizationId, date, ...o })));
  if (userRows.length > 0) await ex.insert(eodUserRows).values(userRows.map((row) => ({ organizationId, date, ...row })));
  await ex.update(eodCollections).set({ ...totals, summaryPosted: false })
    .where(and(eq(eodCollections.organizationId, organizationId), eq(eodCollections.date, date)));
}

export async function setSummaryPosted(ex: Executor, organizationId: string, date: string): Promise<void> {
  await ex.update(eodCollections).set({ summaryPosted: true })
    .where(and(eq(eodCollections.organizationId, organizationId), eq(eodCollections.date, date)));
}

export async function findCollection(ex: Executor, organizationId: string, date: string): Promise<CollectionRow | null> {
  const [row] = await ex.select().from(eodCollections)
    .where(and(eq(eodCollections.organizationId, organizationId), eq(eodCollections.date, date))).limit(1);
  return row ?? null;
}

/** The collections of the dates from `from` to `to` (both included), oldest first. */
export function findCollections(ex: Executor, organizationId: string, from: string, to: string): Promise<CollectionRow[]> {
  return ex.select().from(eodCollections)
    .where(and(eq(eodCollections.organizationId, organizationId), between(eodCollections.date, from, to)))
    .orderBy(asc(eodCollections.date));
}

export function userRows(ex: Executor, organizationId: string, date: string) {
  return ex.select({
    userId: eodUserRows.userId, name: users.name,
    done: eodUserRows.done, carryForward: eodUserRows.carryForward, dropped: eodUserRows.dropped, noUpdate: eodUserRows.noUpdate,
    absent: eodUserRows.absent,
  }).from(eodUserRows)
    .innerJoin(users, and(eq(users.id, eodUserRows.userId), eq(users.organizationId, eodUserRows.organizationId)))
    .where(and(eq(eodUserRows.organizationId, organizationId), eq(eodUserRows.date, date)))
    .orderBy(asc(users.name), asc(users.id));
}
