// SQL for analytics: read-only aggregates over other modules' tables, each scoped by
// organization_id and bounded by a time column so it runs on that table's (organization, time)
// index. Each query covers the current and (when comparing) the previous period in one scan, told apart with
// FILTER; averages are rounded in numeric arithmetic so no floating-point error creeps in.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client.ts';
import { flags, moodEntries, tasks, userActivityDays, users } from '../../platform/db/schema.ts';

/**
 * The current period is [start, end); the previous one is [previousStart, start). Without
 * `comparing`, the previous period is left out of the scans (previous-period figures are then
 * meaningless), except for moods: their trend always needs the previous average.
 * Times travel as ISO strings cast to timestamptz so both drivers read them the same way.
 */
export interface Periods {
  organizationId: string;
  previousStart: Date;
  start: Date;
  end: Date;
  comparing: boolean;
}

interface PeriodParams {
  org: string;
  ps: string;
  s: string;
  e: string;
}

const params = (p: Periods, lookBack = p.comparing): PeriodParams => ({
  org: p.organizationId,
  ps: (lookBack ? p.previousStart : p.start).toISOString(),
  s: p.start.toISOString(),
  e: p.end.toISOString(),
});

export interface TaskFigures {
  created: number;
  previousCreated: number;
  overdue: number;
}

/**
 * Two index range scans in one statement: by created_at (tasks_org_created_idx) and, for the
 * current period only, by due_date (tasks_org_due_idx, which carries completed_at and status).
 * Overdue: due in the period (which ends now, so every such due date has passed) and not
 * completed by the due date — still not completed, or completed after it; cancelled tasks are
 * no longer owed and do not count.
 */
export async function taskFigures(ex: Executor, periods: Periods): Promise<TaskFigures> {
  const { org, ps, s, e } = params(periods);
  const [row] = await queryRows<TaskFigures>(ex, sql`
    with created as (
      select count(*) filter (where created_at >= ${s}::timestamptz)::int as cur,
             count(*) filter (where created_at < ${s}::timestamptz)::int as prev
      from ${tasks}
      where organization_id = ${org} and created_at >= ${ps}::timestamptz and created_at < ${e}::timestamptz
    ), overdue as (
      select count(*)::int as cur
      from ${tasks}
      where organization_id = ${org} and due_date >= ${s}::timestamptz and due_date < ${e}::timestamptz
        and status <> 'cancelled' and (completed_at is null or completed_at > due_date)
    )
    select created.cur as "created", created.prev as "previousCreated", overdue.cur as "overdue"
    from created, overdue`);
  return row!;
}

export interface Performer {
  id: string;
  name: string;
  completedTasks: number;
}

export interface CompletionFigures {
  completed: number;
  previousCompleted: number;
  /** Hours, rounded to 1 decimal; null when nothing was completed in the period. */
  avgCompletionHours: number | null;
  /** The three members who completed most tasks in the period (at least one), ties by name. */
  topPerformers: Performer[];
}

/**
 * One scan of tasks_org_completed_idx (which carries created_at and user_id) grouped by member
 * gives the totals, the mean completion time and the top performers.
 */
export async function completionFigures(ex: Executor, periods: Periods): Promise<CompletionFigures> {
  const { org, ps, s, e } = params(periods);
  const [row] = await queryRows<CompletionFigures>(ex, sql`
    with done as (
      select user_id,
             count(*) filter (where completed_at >= ${s}::timestamptz)::int as cur,
             count(*) filter (where completed_at < ${s}::timestamptz)::int as prev,
             sum(extract(epoch from completed_at - created_at)) filter (where completed_at >= ${s}::timestamptz) as seconds
      from ${tasks}
      where organization_id = ${org} and completed_at >= ${ps}::timestamptz and completed_at < ${e}::timestamptz
      group by user_id
    ), top as (
      select u.id, u.name, done.cur as "completedTasks"
      from done join ${users} u on u.organization_id = ${org} and u.id = done.user_id
      where done.cur > 0
      order by done.cur desc, lower(u.name), u.name, u.id
      limit 3
    )
    select coalesce(sum(cur), 0)::int as "completed",
           coalesce(sum(prev), 0)::int as "previousCompleted",
           round(sum(seconds) / nullif(sum(cur), 0) / 3600, 1)::float8 as "avgCompletionHours",
           (select coalesce(json_agg(top order by "completedTasks" desc, lower(name), name, id), '[]') from top) as "topPerformers"
    from done`);
  return row!;
}

export interface MoodFigures {
  responses: number;
  /** Rounded to 2 decimals; null when the period has no entries. */
  average: number | null;
  previousAverage: number | null;
  /** Counts of scores 1 to 5, in that order. */
  distribution: [number, number, number, number, number];
}

/** Logged check-ins only (as the mood stats count them): inferred moods are guesses from chat. */
export async function moodFigures(ex: Executor, periods: Periods): Promise<MoodFigures> {
  const { org, ps, s, e } = params(periods, true);
  const cur = sql`created_at >= ${s}::timestamptz`;
  const [row] = await queryRows<Omit<MoodFigures, 'distribution'> & Record<`s${1 | 2 | 3 | 4 | 5}`, number>>(ex, sql`
    select count(*) filter (where ${cur})::int as "responses",
           round(avg(value) filter (where ${cur}), 2)::float8 as "average",
           round(avg(value) filter (where created_at < ${s}::timestamptz), 2)::float8 as "previousAverage",
           count(*) filter (where ${cur} and value = 1)::int as s1,
           count(*) filter (where ${cur} and value = 2)::int as s2,
           count(*) filter (where ${cur} and value = 3)::int as s3,
           count(*) filter (where ${cur} and value = 4)::int as s4,
           count(*) filter (where ${cur} and value = 5)::int as s5
    from ${moodEntries}
    where organization_id = ${org} and created_at >= ${ps}::timestamptz and created_at < ${e}::timestamptz
      and source = 'logged'`);
  const r = row!;
  return { responses: r.responses, average: r.average, previousAverage: r.previousAverage, distribution: [r.s1, r.s2, r.s3, r.s4, r.s5] };
}

export interface TeamFigures {
  activeUsers: number;
  previousActiveUsers: number;
  totalUsers: number;
}

/**
 * Active users from the per-day activity rows: a day counts for a period when its last activity
 * is at or after the start and its first is before the end. The day bounds only narrow the
 * primary-key range scan; the first/last times decide.
 */
export async function teamFigures(ex: Executor, periods: Periods): Promise<TeamFigures> {
  const { org, ps, s, e } = params(periods);
  const day = (iso: string) => iso.slice(0, 10);
  const [row] = await queryRows<TeamFigures>(ex, sql`
    with days as (
      select user_id, first_at, last_at
      from ${userActivityDays}
      where organization_id = ${org} and day >= ${day(ps)}::date and day <= ${day(e)}::date
        and last_at >= ${ps}::timestamptz and first_at < ${e}::timestamptz
    )
    select (select count(distinct user_id) from days where last_at >= ${s}::timestamptz)::int as "activeUsers",
           (select count(distinct user_id) from days where first_at < ${s}::timestamptz)::int as "previousActiveUsers",
           (select count(*) from ${users} where organization_id = ${org} and active)::int as "totalUsers"`);
  return row!;
}

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

export interface FlagFigures {
  total: number;
  previousTotal: number;
  bySeverity: Record<(typeof SEVERITIES)[number], number>;
  resolved: number;
  pending: number;
}

/** Flags raised in the period, counted by severity and by their status now. */
export async function flagFigures(ex: Executor, periods: Periods): Promise<FlagFigures> {
  const { org, ps, s, e } = params(periods);
  const cur = sql`created_at >= ${s}::timestamptz`;
  const [row] = await queryRows<Omit<FlagFigures, 'bySeverity'> & FlagFigures['bySeverity']>(ex, sql`
    select count(*) filter (where ${cur})::int as "total",
           count(*) filter (where created_at < ${s}::timestamptz)::int as "previousTotal",
           count(*) filter (where ${cur} and severity = 'critical')::int as "critical",
           count(*) filter (where ${cur} and severity = 'high')::int as "high",
           count(*) filter (where ${cur} and severity = 'medium')::int as "medium",
           count(*) filter (where ${cur} and severity = 'low')::int as "low",
           count(*) filter (where ${cur} and status = 'resolved')::int as "resolved",
           count(*) filter (where ${cur} and status in ('active', 'acknowledged'))::int as "pending"
    from ${flags}
    where organization_id = ${org} and created_at >= ${ps}::timestamptz and created_at < ${e}::timestamptz`);
  const r = row!;
  return {
    total: r.total, previousTotal: r.previousTotal, resolved: r.resolved, pending: r.pending,
    bySeverity: { critical: r.critical, high: r.high, medium: r.medium, low: r.low },
  };
}
