// SQL for analytics: read-only aggregates over other modules' tables, each scoped by
// organization_id. Task creations, completions and logged moods are summed from the daily
// roll-ups (kept exact by triggers) for the whole UTC days of a period, and counted from the rows
// only for the partial days at its two ends, so a 90-day comparison reads a few hundred roll-up
// rows instead of half a year of tasks. Averages are rounded in numeric arithmetic so no
// floating-point error creeps in.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client.ts';
import {
  eodUserRows, flags, moodEntries, moodLoggedDays, moodLoggedUserDays, morningSubmissions, morningThreads, taskCompletedDays, taskCreatedDays, tasks,
  userActivityDays, users,
} from '../../platform/db/schema.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * [from, to) as the whole UTC days inside it ([dayFrom, dayTo), read from a roll-up) and the
 * partial days at its ends ([headFrom, headTo) and [tailFrom, tailTo), read from the rows).
 * Either end range may be empty; so may the days.
 */
export function splitByDays(from: Date, to: Date) {
  const firstWhole = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const afterWhole = Math.max(Math.floor(to.getTime() / DAY_MS) * DAY_MS, firstWhole);
  return {
    dayFrom: iso(firstWhole).slice(0, 10),
    dayTo: iso(afterWhole).slice(0, 10),
    headFrom: from.toISOString(),
    headTo: iso(Math.min(firstWhole, to.getTime())),
    tailFrom: iso(afterWhole),
    tailTo: to.toISOString(),
  };
}

/** Roll-up rows of the whole days of [from, to). */
function inWholeDays(from: Date, to: Date): SQL {
  const { dayFrom, dayTo } = splitByDays(from, to);
  return sql`day >= ${dayFrom}::date and day < ${dayTo}::date`;
}

/** Rows whose `column` falls in the partial days at the ends of [from, to). */
function inEdges(column: SQL, from: Date, to: Date): SQL {
  const r = splitByDays(from, to);
  return sql`((${column} >= ${r.headFrom}::timestamptz and ${column} < ${r.headTo}::timestamptz)
    or (${column} >= ${r.tailFrom}::timestamptz and ${column} < ${r.tailTo}::timestamptz))`;
}

/** The current period, and the previous one when comparing (else an empty range). */
const ranges = (p: Periods, lookBack = p.comparing) => ({
  current: [p.start, p.end] as const,
  previous: [lookBack ? p.previousStart : p.start, p.start] as const,
});

export interface TaskFigures {
  created: number;
  previousCreated: number;
  overdue: number;
}

/**
 * Created tasks from the roll-up plus the rows of the partial end days; overdue from the
 * due-date index (tasks_org_due_idx carries completed_at and status) over the current period.
 * Overdue: due in the period (which ends now, so every such due date has passed) and not
 * completed by the due date — still not completed, or completed after it; cancelled tasks are
 * no longer owed and do not count.
 */
export async function taskFigures(ex: Executor, periods: Periods): Promise<TaskFigures> {
  const org = periods.organizationId;
  const { current, previous } = ranges(periods);
  const created = ([from, to]: readonly [Date, Date]) => sql`(
    (select coalesce(sum(tasks), 0) from ${taskCreatedDays} where organization_id = ${org} and ${inWholeDays(from, to)})
    + (select count(*) from ${tasks} where organization_id = ${org} and ${inEdges(sql`created_at`, from, to)}))::int`;
  const [row] = await queryRows<TaskFigures>(ex, sql`
    select ${created(current)} as "created", ${created(previous)} as "previousCreated",
      (select count(*) from ${tasks}
       where organization_id = ${org} and due_date >= ${periods.start.toISOString()}::timestamptz and due_date < ${periods.end.toISOString()}::timestamptz
         and status <> 'cancelled' and (completed_at is null or completed_at > due_date))::int as "overdue"`);
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
 * Completions per member from the roll-up plus the rows of the partial end days, giving the
 * totals, the mean completion time and the top performers in one statement.
 */
export async function completionFigures(ex: Executor, periods: Periods): Promise<CompletionFigures> {
  const org = periods.organizationId;
  const { current, previous } = ranges(periods);
  const perMember = ([from, to]: readonly [Date, Date]) => sql`
    select user_id, tasks::bigint as n, seconds::numeric as secs from ${taskCompletedDays}
    where organization_id = ${org} and ${inWholeDays(from, to)}
    union all
    select user_id, 1, extract(epoch from completed_at - created_at) from ${tasks}
    where organization_id = ${org} and ${inEdges(sql`completed_at`, from, to)}`;
  const [row] = await queryRows<CompletionFigures>(ex, sql`
    with done as (
      select user_id, sum(n)::int as cur, sum(secs) as seconds from (${perMember(current)}) parts group by user_id
    ), top as (
      select u.id, u.name, done.cur as "completedTasks"
      from done join ${users} u on u.organization_id = ${org} and u.id = done.user_id
      where done.cur > 0
      order by done.cur desc, lower(u.name), u.name, u.id
      limit 3
    )
    select coalesce((select sum(cur) from done), 0)::int as "completed",
           coalesce((select sum(n) from (${perMember(previous)}) parts), 0)::int as "previousCompleted",
           (select round(sum(seconds) / nullif(sum(cur), 0) / 3600, 1)::float8 from done) as "avgCompletionHours",
           (select coalesce(json_agg(top order by "completedTasks" desc, lower(name), name, id), '[]') from top) as "topPerformers"`);
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

/**
 * Logged check-ins only (as the mood stats count them): inferred moods are guesses from chat.
 * Counts per score from the roll-up plus the rows of the partial end days.
 */
export async function moodFigures(ex: Executor, periods: Periods): Promise<MoodFigures> {
  const org = periods.organizationId;
  const { current, previous } = ranges(periods, true);
  const perScore = ([from, to]: readonly [Date, Date]) => sql`
    select value, sum(n)::int as n from (
      select value, entries as n from ${moodLoggedDays} where organization_id = ${org} and ${inWholeDays(from, to)}
      union all
      select value, 1 from ${moodEntries}
      where organization_id = ${org} and source = 'logged' and ${inEdges(sql`created_at`, from, to)}
    ) parts group by value`;
  const average = (scores: SQL) => sql`(select round(sum(value * n)::numeric / nullif(sum(n), 0), 2)::float8 from (${scores}) s)`;
  const count = (score: number) => sql`coalesce((select n from cur where value = ${score}), 0)::int`;
  const [row] = await queryRows<Omit<MoodFigures, 'distribution'> & Record<`s${1 | 2 | 3 | 4 | 5}`, number>>(ex, sql`
    with cur as (${perScore(current)})
    select coalesce((select sum(n) from cur), 0)::int as "responses",
           ${average(sql`select * from cur`)} as "average",
           ${average(perScore(previous))} as "previousAverage",
           ${count(1)} as s1, ${count(2)} as s2, ${count(3)} as s3, ${count(4)} as s4, ${count(5)} as s5`);
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

export interface DayFigures {
  /** UTC date YYYY-MM-DD */
  day: string;
  tasksCreated: number;
  tasksCompleted: number;
  moodResponses: number;
  /** Distinct people with a logged mood on the day. */
  moodPeople: number;
  /** Rounded to 2 decimals; null when nobody logged a mood. */
  moodAverage: number | null;
}

/**
 * Per UTC day of [from, to): tasks created and completed, and logged moods with the number of
 * people behind them. Whole days come from the roll-ups, the partial days at the two ends from
 * the rows, so the days add up to the period's totals. Days without anything are left out.
 */
export async function dailyFigures(ex: Executor, organizationId: string, from: Date, to: Date): Promise<DayFigures[]> {
  const org = organizationId;
  const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
  // Tasks per day: a task roll-up for the whole days, the task rows by `column` for the ends.
  const taskCounts = (rollup: typeof taskCreatedDays | typeof taskCompletedDays, column: SQL) => sql`
    select day, sum(n)::int as n from (
      select day, tasks as n from ${rollup} where organization_id = ${org} and ${inWholeDays(from, to)}
      union all
      select ${utcDay(column)}, 1 from ${tasks} where organization_id = ${org} and ${inEdges(column, from, to)}
    ) parts group by day`;
  // A period's few hundred roll-up rows never need parallel workers, but on a large tasks table
  // the planner gives the completed days a parallel plan, and launching its workers took most
  // of the request (series over 90 days at 100× data: 11-21 ms with them, 2-7 ms without).
  return ex.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return queryRows<DayFigures>(tx, sql`
    with created as (${taskCounts(taskCreatedDays, sql`created_at`)}),
    completed as (${taskCounts(taskCompletedDays, sql`completed_at`)}),
    people as (
      select day, user_id, sum(entries) as entries, sum(value_sum) as value_sum from (
        select day, user_id, entries, value_sum from ${moodLoggedUserDays} where organization_id = ${org} and ${inWholeDays(from, to)}
        union all
        select ${utcDay(sql`created_at`)}, user_id, 1, value from ${moodEntries}
        where organization_id = ${org} and source = 'logged' and ${inEdges(sql`created_at`, from, to)}
      ) parts group by day, user_id
    ), moods as (
      select day, sum(entries)::int as responses, (count(*) filter (where entries > 0))::int as people,
             round(sum(value_sum)::numeric / nullif(sum(entries), 0), 2)::float8 as average
      from people group by day
    ), days as (
      select day from created union select day from completed union select day from moods
    )
    select d.day::text as "day", coalesce(c.n, 0) as "tasksCreated", coalesce(k.n, 0) as "tasksCompleted",
           coalesce(m.responses, 0) as "moodResponses", coalesce(m.people, 0) as "moodPeople", m.average as "moodAverage"
    from days d
    left join created c on c.day = d.day
    left join completed k on k.day = d.day
    left join moods m on m.day = d.day
    order by d.day`);
  });
}

/** One calendar day of the organization: its date and the instants it begins and ends. */
export interface CalendarDay {
  date: string;
  start: Date;
  end: Date;
}

export interface RhythmFigures {
  /** Days with a morning thread. */
  checkInDays: number;
  /** Person-days asked to check in: members on a thread's day whom no absence covers. */
  expectedCheckIns: number;
  /** Of those, the ones who replied to the day's thread. */
  checkIns: number;
  /** Person-days of members on a thread's day that an absence covers (left out of expectedCheckIns). */
  absentDays: number;
  /** Person-days of the collected end-of-day summaries without any update, absences left out. */
  noUpdate: number;
}

/**
 * The daily-rhythm figures of some calendar days (`away` holds each pair once). Members on a day: joined before it ended and
 * not deactivated before it ended, every role (as the EOD's noUpdate counts them). `away` lists
 * the (person, date) pairs an absence covers, as the absences module answers them now, so an
 * absence recorded after a day's collection still takes that day out of noUpdate.
 */
export async function rhythmFigures(ex: Executor, organizationId: string, days: readonly CalendarDay[], away: readonly { userId: string; date: string }[]): Promise<RhythmFigures> {
  const org = organizationId;
  const [row] = await queryRows<RhythmFigures>(ex, sql`
    with days(date, day_start, day_end) as (
      select * from unnest(${sql.param(days.map((d) => d.date))}::date[], ${sql.param(days.map((d) => d.start.toISOString()))}::timestamptz[],
        ${sql.param(days.map((d) => d.end.toISOString()))}::timestamptz[])
    ), away(user_id, date) as (
      select * from unnest(${sql.param(away.map((a) => a.userId))}::uuid[], ${sql.param(away.map((a) => a.date))}::date[])
    ), thread_days as (
      select m.id, d.date, d.day_end from ${morningThreads} m join days d on d.date = m.date where m.organization_id = ${org}
    ), people as (
      -- A join rather than a sub-select per row, so the planner can hash the absences once.
      select t.id as thread_id, u.id as user_id, a.user_id is not null as absent
      from thread_days t join ${users} u on u.organization_id = ${org}
        and u.created_at < t.day_end and (u.deactivated_at is null or u.deactivated_at >= t.day_end)
      left join away a on a.user_id = u.id and a.date = t.date
    )
    select (select count(*) from thread_days)::int as "checkInDays",
           (select count(*) from people where not absent)::int as "expectedCheckIns",
           (select count(*) from people p where not p.absent and exists (
              select 1 from ${morningSubmissions} s where s.organization_id = ${org} and s.thread_id = p.thread_id and s.user_id = p.user_id))::int as "checkIns",
           (select count(*) from people where absent)::int as "absentDays",
           (select count(*) from ${eodUserRows} r join days d on d.date = r.date
            where r.organization_id = ${org} and r.no_update > 0
              and not exists (select 1 from away a where a.user_id = r.user_id and a.date = r.date))::int as "noUpdate"`);
  return row!;
}
