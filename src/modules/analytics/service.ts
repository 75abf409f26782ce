// Analytics rules (decisions §9): the period is the last 7, 30 or 90 days ending now, the
// previous period the same length right before it; figures come from SQL aggregates (store.ts)
// and are only rounded and compared here. The daily-rhythm figures (check-ins, noUpdate) are
// counted per calendar day of the organization, without the people an absence covers that day
// (decisions §10), the previous period's the same way.
import { requireAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { percentOf, round } from '../../platform/numbers.ts';
import { addDays, dayWindow, localDate } from '../../platform/scheduler/calendar.ts';
import { absentDays } from '../absences/service.ts';
import { TEAM_MIN_PARTICIPANTS } from '../moods/service.ts';
import type { OrganizationService } from '../organizations/service.ts';
import * as store from './store.ts';

export const TIME_RANGES = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type TimeRange = keyof typeof TIME_RANGES;

const DAY_MS = 24 * 60 * 60 * 1000;

export type Trend = 'up' | 'down' | 'stable';

export interface Comparison {
  current: number;
  previous: number;
  change: number;
  changePercent: number;
  trend: Trend;
}

export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return round(((current - previous) / previous) * 100, 1);
}

export function trendOf(percent: number): Trend {
  if (percent > 5) return 'up';
  if (percent < -5) return 'down';
  return 'stable';
}

/** `decimals` is the precision the figure is shown with, so change has no floating-point noise. */
export function compare(current: number, previous: number, decimals = 0): Comparison {
  const percent = changePercent(current, previous);
  return { current, previous, change: round(current - previous, decimals), changePercent: percent, trend: trendOf(percent) };
}

/** Completed per created × 100, 1 decimal, 0 when none were created; capped at 100 (the spec's range). */
function completionRate(completed: number, created: number): number {
  return Math.min(100, percentOf(completed, created));
}

export interface AnalyticsServiceDeps {
  db: Database;
  clock: Clock;
  organizations: Pick<OrganizationService, 'preferences'>;
}

/**
 * The organization's calendar days that end within [from, to): a day counts in the period its
 * end falls in, so consecutive periods share no day and miss none, and today, not over yet,
 * counts in none (23- and 25-hour days included).
 */
export function calendarDaysEndingIn(from: Date, to: Date, timezone: string): store.CalendarDay[] {
  const days: store.CalendarDay[] = [];
  for (let date = addDays(localDate(from, timezone), -1); date <= localDate(to, timezone); date = addDays(date, 1)) {
    const window = dayWindow(date, timezone);
    if (window.end >= from && window.end < to) days.push({ date, ...window });
  }
  return days;
}

/**
 * The UTC days a period touches, each cut to the period: the first and last are partial unless
 * the period starts or ends at midnight UTC.
 */
export function utcDaysOf(start: Date, end: Date): { date: string; start: Date; end: Date }[] {
  const days = [];
  for (let dayStart = Math.floor(start.getTime() / DAY_MS) * DAY_MS; dayStart < end.getTime(); dayStart += DAY_MS) {
    days.push({
      date: new Date(dayStart).toISOString().slice(0, 10),
      start: new Date(Math.max(dayStart, start.getTime())),
      end: new Date(Math.min(dayStart + DAY_MS, end.getTime())),
    });
  }
  return days;
}

export function createAnalyticsService({ db, clock, organizations }: AnalyticsServiceDeps) {
  /** Check-ins and noUpdate of the days ending in [from, to), each person's absent days left out. */
  async function rhythmFigures(organizationId: string, timezone: string, from: Date, to: Date) {
    const days = calendarDaysEndingIn(from, to, timezone);
    const absent = days.length === 0 ? new Map<string, Set<string>>() : await absentDays(db, organizationId, days[0]!.date, days.at(-1)!.date);
    const away = [...absent].flatMap(([userId, dates]) => [...dates].map((date) => ({ userId, date })));
    const figures = await store.rhythmFigures(db, organizationId, days, away);
    return { ...figures, checkInRate: percentOf(figures.checkIns, figures.expectedCheckIns) };
  }

  function periodsOf(principal: UserPrincipal, timeRange: TimeRange, comparing: boolean): store.Periods {
    const end = clock.now();
    const length = TIME_RANGES[timeRange] * DAY_MS;
    return {
      organizationId: principal.organizationId,
      previousStart: new Date(end.getTime() - 2 * length),
      start: new Date(end.getTime() - length),
      end,
      comparing,
    };
  }

  async function collect(principal: UserPrincipal, timeRange: TimeRange, comparing: boolean) {
    const periods = periodsOf(principal, timeRange, comparing);
    const { timezone } = await organizations.preferences(principal.organizationId);
    // Independent aggregates over different tables: let the pool run them side by side.
    const [task, completion, mood, team, flag, rhythm, previousRhythm] = await Promise.all([
      store.taskFigures(db, periods),
      store.completionFigures(db, periods),
      store.moodFigures(db, periods),
      store.teamFigures(db, periods),
      store.flagFigures(db, periods),
      rhythmFigures(principal.organizationId, timezone, periods.start, periods.end),
      comparing ? rhythmFigures(principal.organizationId, timezone, periods.previousStart, periods.start) : null,
    ]);

    const averageScore = mood.average ?? 0;
    const previousAverageScore = mood.previousAverage ?? 0;
    const analytics = {
      timeRange,
      period: { start: periods.start, end: periods.end },
      previousPeriod: { start: periods.previousStart, end: periods.start },
      taskMetrics: {
        totalCreated: task.created,
        totalCompleted: completion.completed,
        completionRate: completionRate(completion.completed, task.created),
        avgCompletionTime: completion.avgCompletionHours ?? 0,
        overdueCount: task.overdue,
      },
      moodMetrics: {
        averageScore,
        totalResponses: mood.responses,
        trend: trendOf(changePercent(averageScore, previousAverageScore)),
        distribution: mood.distribution.map((count, i) => ({ score: i + 1, count })),
      },
      teamMetrics: {
        activeUsers: team.activeUsers,
        totalUsers: team.totalUsers,
        topPerformers: completion.topPerformers,
      },
      flagMetrics: {
        total: flag.total,
        bySeverity: store.SEVERITIES.map((severity) => ({ severity, count: flag.bySeverity[severity] })),
        resolved: flag.resolved,
        pending: flag.pending,
      },
      rhythmMetrics: rhythm,
    };
    const comparisons = () => ({
      tasksCreated: compare(task.created, task.previousCreated),
      tasksCompleted: compare(completion.completed, completion.previousCompleted),
      completionRate: compare(analytics.taskMetrics.completionRate, completionRate(completion.previousCompleted, task.previousCreated), 1),
      moodAverage: compare(averageScore, previousAverageScore, 2),
      activeUsers: compare(team.activeUsers, team.previousActiveUsers),
      flagsCreated: compare(flag.total, flag.previousTotal),
      checkInRate: compare(rhythm.checkInRate, previousRhythm?.checkInRate ?? 0, 1),
      noUpdate: compare(rhythm.noUpdate, previousRhythm?.noUpdate ?? 0),
    });
    return { analytics, comparisons };
  }

  return {
    async overview(principal: UserPrincipal, timeRange: TimeRange) {
      requireAccess(principal, 'analytics.read');
      return (await collect(principal, timeRange, false)).analytics;
    },

    async comparison(principal: UserPrincipal, timeRange: TimeRange) {
      requireAccess(principal, 'analytics.read');
      const { analytics, comparisons } = await collect(principal, timeRange, true);
      return { ...analytics, comparisons: comparisons() };
    },

    /**
     * The period of the overview, day by day (UTC days, the partial ones at the ends cut to the
     * period, so the days add up to the overview's totals). A day's mood average from fewer than
     * TEAM_MIN_PARTICIPANTS people is withheld, as the team mood statistics withhold theirs.
     */
    async series(principal: UserPrincipal, timeRange: TimeRange) {
      requireAccess(principal, 'analytics.read');
      const { start, end } = periodsOf(principal, timeRange, false);
      const figures = new Map((await store.dailyFigures(db, principal.organizationId, start, end)).map((f) => [f.day, f]));
      const days = utcDaysOf(start, end).map((day) => {
        const f = figures.get(day.date);
        const people = f?.moodPeople ?? 0;
        const withheld = people > 0 && people < TEAM_MIN_PARTICIPANTS;
        return {
          ...day,
          tasksCreated: f?.tasksCreated ?? 0,
          tasksCompleted: f?.tasksCompleted ?? 0,
          moodResponses: f?.moodResponses ?? 0,
          moodAverage: withheld ? null : f?.moodAverage ?? null,
          moodWithheld: withheld,
        };
      });
      return {
        timeRange,
        period: { start, end },
        moodMinParticipants: TEAM_MIN_PARTICIPANTS,
        withheldDays: days.filter((d) => d.moodWithheld).map((d) => d.date),
        days,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
