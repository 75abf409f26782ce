// Analytics rules (decisions §9): the period is the last 7, 30 or 90 days ending now, the
// previous period the same length right before it; figures come from SQL aggregates (store.ts)
// and are only rounded and compared here.
import type { UserPrincipal } from '../../platform/auth/plugin.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { percentOf, round } from '../../platform/numbers.ts';
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
}

export function createAnalyticsService({ db, clock }: AnalyticsServiceDeps) {
  async function collect(principal: UserPrincipal, timeRange: TimeRange, comparing: boolean) {
    const end = clock.now();
    const length = TIME_RANGES[timeRange] * DAY_MS;
    const periods: store.Periods = {
      organizationId: principal.organizationId,
      previousStart: new Date(end.getTime() - 2 * length),
      start: new Date(end.getTime() - length),
      end,
      comparing,
    };
    // Independent aggregates over different tables: let the pool run them side by side.
    const [task, completion, mood, team, flag] = await Promise.all([
      store.taskFigures(db, periods),
      store.completionFigures(db, periods),
      store.moodFigures(db, periods),
      store.teamFigures(db, periods),
      store.flagFigures(db, periods),
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
    };
    const comparisons = () => ({
      tasksCreated: compare(task.created, task.previousCreated),
      tasksCompleted: compare(completion.completed, completion.previousCompleted),
      completionRate: compare(analytics.taskMetrics.completionRate, completionRate(completion.previousCompleted, task.previousCreated), 1),
      moodAverage: compare(averageScore, previousAverageScore, 2),
      activeUsers: compare(team.activeUsers, team.previousActiveUsers),
      flagsCreated: compare(flag.total, flag.previousTotal),
    });
    return { analytics, comparisons };
  }

  return {
    async overview(principal: UserPrincipal, timeRange: TimeRange) {
      return (await collect(principal, timeRange, false)).analytics;
    },

    async comparison(principal: UserPrincipal, timeRange: TimeRange) {
      const { analytics, comparisons } = await collect(principal, timeRange, true);
      return { ...analytics, comparisons: comparisons() };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
