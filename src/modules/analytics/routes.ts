// HTTP for analytics (spec: Analytics; decisions §9). These two paths have no /api prefix.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, CalendarDate, errors, Nullable, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { MOOD_SCALE } from '../../platform/limits.ts';
import { TEAM_MIN_PARTICIPANTS } from '../moods/service.ts';
import type { AnalyticsService } from './service.ts';

const Query = Type.Object({
  timeRange: Type.Optional(Type.Union([Type.Literal('7d'), Type.Literal('30d'), Type.Literal('90d')], {
    default: '30d', description: 'The last 7, 30 or 90 days ending now; default 30d',
  })),
});

const Trend = Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('stable')]);
const Count = Type.Integer({ minimum: 0 });
const Period = Type.Object({ start: Timestamp, end: Timestamp }, { description: 'From start (included) to end (excluded)' });

const AnalyticsProperties = {
  timeRange: Type.String(),
  period: Period,
  previousPeriod: Period,
  taskMetrics: Type.Object({
    totalCreated: Count,
    totalCompleted: Count,
    completionRate: Type.Number({ minimum: 0, maximum: 100, description: 'totalCompleted / totalCreated × 100, 1 decimal, capped at 100; 0 when none created' }),
    avgCompletionTime: Type.Number({ description: 'Mean hours from creation to completion of the tasks completed in the period, 1 decimal; 0 when none' }),
    overdueCount: Type.Integer({ minimum: 0, description: 'Tasks due in the period that were not completed by their due date (cancelled tasks excluded)' }),
  }),
  moodMetrics: Type.Object({
    averageScore: Type.Number({ description: 'Mean of the logged check-ins, 2 decimals; 0 when none' }),
    totalResponses: Count,
    trend: Trend,
    distribution: Type.Array(Type.Object({ score: Type.Integer({ minimum: MOOD_SCALE.min, maximum: MOOD_SCALE.max }), count: Count }), { description: 'Always scores 1 to 5' }),
  }),
  teamMetrics: Type.Object({
    activeUsers: Count,
    totalUsers: Count,
    topPerformers: Type.Array(Type.Object({ id: Uuid, name: Type.String(), completedTasks: Count }), { maxItems: 3 }),
  }),
  flagMetrics: Type.Object({
    total: Count,
    bySeverity: Type.Array(Type.Object({ severity: Type.String(), count: Count }), { description: 'Always critical, high, medium, low in that order' }),
    resolved: Count,
    pending: Count,
  }),
  rhythmMetrics: Type.Object({
    checkInDays: Type.Integer({ minimum: 0, description: 'days of the period with a morning thread' }),
    expectedCheckIns: Type.Integer({ minimum: 0, description: 'person-days asked to check in: on each such day, the members (every role) whom no absence covers — absent people are not in the check-in denominator' }),
    checkIns: Type.Integer({ minimum: 0, description: 'of expectedCheckIns, those who replied to the day\'s morning thread' }),
    checkInRate: Type.Number({ minimum: 0, maximum: 100, description: 'checkIns / expectedCheckIns × 100, 1 decimal; 0 when nobody was expected' }),
    absentDays: Type.Integer({ minimum: 0, description: 'person-days of members on those days that an absence covers (left out of expectedCheckIns)' }),
    noUpdate: Type.Integer({ minimum: 0, description: 'person-days without any update (no reply, no task created or changed) on the collected end-of-day summaries of the period\'s days; a person an absence covers that day is never counted, also when the absence was recorded after the collection' }),
  }, { description: 'The daily rhythm over the organization\'s calendar days that ended in the period' }),
};

const ComparisonItem = Type.Object({
  current: Type.Number(),
  previous: Type.Number(),
  change: Type.Number({ description: 'current − previous' }),
  changePercent: Type.Number({ description: '(current − previous) / previous × 100, 1 decimal; when previous is 0: 100 if current > 0, else 0' }),
  trend: Trend,
});

const Comparisons = Type.Object({
  tasksCreated: ComparisonItem,
  tasksCompleted: ComparisonItem,
  completionRate: ComparisonItem,
  moodAverage: ComparisonItem,
  activeUsers: ComparisonItem,
  flagsCreated: ComparisonItem,
  checkInRate: ComparisonItem,
  noUpdate: ComparisonItem,
});

const DEFINITIONS = [
  'Manager or admin only (employees 403). The period is the last 7, 30 or 90 days ending now (24-hour days, UTC); the previous period is the same length right before it.',
  'Tasks: created and completed are counted by createdAt and completedAt in the period (a task reopened since has no completedAt and does not count as completed).',
  'Overdue: tasks whose dueDate fell in the period (so before now) and that were not completed by then — still not completed, or completed after the due date; cancelled tasks are not counted.',
  'Moods: logged check-ins only (moods inferred from chat are not check-ins), as the mood stats count them; trend compares averageScore with the previous period\'s average by the comparison rule (up > 5 %, down < −5 %), an empty period averaging 0.',
  'Team: activeUsers are members who created or changed a task, logged a mood, chatted or submitted to a morning thread in the period; totalUsers are the organization\'s active (not deactivated) members; topPerformers are the (at most) three members with at least one task completed in the period, most first, ties by name.',
  'Flags: those raised in the period; resolved = status resolved now, pending = status active or acknowledged now.',
  'Daily rhythm (decisions §10): counted over the organization\'s calendar days (its time zone) that ended in the period — a day belongs to the period its end falls in, so today counts once it is over, and the previous period\'s days are counted the same way. '
    + 'On each day with a morning thread, every member (joined and not deactivated by the end of the day) whom no absence covers that day is expected to check in; absent people are neither in the check-in denominator nor counted in noUpdate. '
    + 'noUpdate sums the people without any update on the days\' end-of-day collections, again without those an absence covers that day (absences as recorded now).',
].join('\n\n');

const SeriesDay = Type.Object({
  date: CalendarDate,
  start: Timestamp,
  end: Timestamp,
  tasksCreated: Count,
  tasksCompleted: Count,
  moodResponses: Type.Integer({ minimum: 0, description: 'logged mood check-ins of the day' }),
  moodAverage: Nullable(Type.Number({ description: 'team mood average of the day, 2 decimals' })),
  moodWithheld: Type.Boolean({ description: `true when fewer than ${TEAM_MIN_PARTICIPANTS} people logged a mood that day: moodAverage is then null` }),
}, { description: 'One UTC day, cut to the period: start and end are the part of the day inside it' });

const SERIES_DESCRIPTION = [
  'For the charts of the analytics page: the period of GET /analytics (the last 7, 30 or 90 days ending now) day by day.',
  'Days are UTC calendar days, as the daily roll-ups are kept: days lists every UTC date the period touches, oldest first, each with the part of that day inside the period '
    + '(start, end). The first and the last day are partial unless the period starts or ends at midnight UTC, so a 7d series has 8 entries most of the time '
    + '— and the days add up exactly to GET /analytics\' totalCreated, totalCompleted and totalResponses.',
  'tasksCreated and tasksCompleted count tasks by createdAt and completedAt; moods are logged check-ins only (as the team mood statistics count them).',
  `Anonymity: as GET /api/moods/stats?scope=team withholds the team average below ${TEAM_MIN_PARTICIPANTS} people, each day's moodAverage is withheld (null, moodWithheld true) `
    + `when fewer than ${TEAM_MIN_PARTICIPANTS} different people logged a mood that day; withheldDays lists those dates. A day without any check-in has moodAverage null and moodWithheld false.`,
  'Manager or admin only (employees 403).',
].join('\n\n');

export const analyticsRoutes: FastifyPluginAsyncTypebox<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  const tags = ['Analytics'];

  app.get('/analytics', {
    onRequest: requireUser('analytics.read'),
    schema: {
      operationId: 'getAnalytics',
      tags, security: bearer,
      summary: 'Task, mood, team and flag figures of the organization for a period',
      description: DEFINITIONS,
      querystring: Query,
      response: { 200: Type.Object(AnalyticsProperties), ...errors(400, 401, 403, 429) },
    },
  }, async (request) => analytics.overview(userOf(request), request.query.timeRange ?? '30d'));

  app.get('/analytics/comparison', {
    onRequest: requireUser('analytics.read'),
    schema: {
      operationId: 'compareAnalytics',
      tags, security: bearer,
      summary: 'The analytics of a period compared with the previous period of the same length',
      description: `${DEFINITIONS}\n\ncomparisons: current and previous by the definitions above; change = current − previous; changePercent = change / previous × 100 (1 decimal), or when previous is 0: 100 if current > 0, else 0; trend up when changePercent > 5, down when < −5, else stable.`,
      querystring: Query,
      response: { 200: Type.Object({ ...AnalyticsProperties, comparisons: Comparisons }), ...errors(400, 401, 403, 429) },
    },
  }, async (request) => analytics.comparison(userOf(request), request.query.timeRange ?? '30d'));

  app.get('/analytics/series', {
    onRequest: requireUser('analytics.read'),
    schema: {
      operationId: 'getAnalyticsSeries',
      tags, security: bearer,
      summary: 'Tasks created and completed and the team mood per day of the period',
      description: SERIES_DESCRIPTION,
      querystring: Query,
      response: {
        200: Type.Object({
          timeRange: Type.String(),
          period: Period,
          moodMinParticipants: Type.Integer({ description: 'people needed for a day\'s mood average to be shown' }),
          withheldDays: Type.Array(CalendarDate, { description: 'dates whose moodAverage is withheld' }),
          days: Type.Array(SeriesDay),
        }),
        ...errors(400, 401, 403, 429),
      },
    },
  }, async (request) => analytics.series(userOf(request), request.query.timeRange ?? '30d'));
};
