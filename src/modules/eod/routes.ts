// HTTP for end of day: the manual collection (admin) and the stored daily summary.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, requireUserOrKey, userOf } from '../../platform/auth/plugin.ts';
import { bearer, bearerOrApiKey, CalendarDate, errors, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { DELIVERY_NOTE } from '../outbox/schemas.ts';
import { EOD_RANGE_MAX_DAYS, type EodService } from './service.ts';

const Count = Type.Integer({ minimum: 0 });
const Person = Type.Object({ userId: Uuid, name: Type.String() });
const Missing = Type.Array(Person, { description: 'active members, not absent, with no reply to the day\'s morning thread and no task created or changed that day: the people noUpdate counts' });
const Blockers = Type.Array(Type.Object({ userId: Uuid, name: Type.String(), text: Type.String() }), {
  description: 'the blocking lines of the day\'s morning-thread replies, by author name',
});
const AbsentCount = Type.Integer({ minimum: 0, description: 'active members with an absence covering the date; they are not counted in noUpdate' });

const CollectResult = Type.Object({
  success: Type.Boolean(),
  date: CalendarDate,
  processed: Type.Integer({ minimum: 0, description: 'done + carryForward + dropped' }),
  done: Count,
  carryForward: Count,
  dropped: Count,
  noUpdate: Count,
  absent: AbsentCount,
  missing: Missing,
  blockers: Blockers,
  summaryPosted: Type.Boolean({ description: 'the summary reached the platform adapter within this request; otherwise the outbox keeps retrying' }),
  summaryStatus: Type.Union(['delivered', 'queued', 'no_platform', 'no_channel', 'no_adapter'].map((s) => Type.Literal(s)), {
    description: 'why summaryPosted is what it is: delivered (reached the adapter now); queued (the adapter did not take it yet, the outbox retries; see GET /api/outbox); '
      + 'no_platform (preferences.platform is not set: nothing is posted); no_channel (preferences.progressChannelId is not set: nothing is posted); '
      + 'no_adapter (the platform\'s *_BOT_URL is not configured: the message is kept as undeliverable and can be retried with POST /api/outbox/{id}/retry once it is)',
  }),
});

const Totals = {
  totalTasks: Count,
  done: Count,
  carryForward: Count,
  dropped: Count,
  noUpdate: Count,
  absent: AbsentCount,
  completionRate: Type.Number({ minimum: 0, maximum: 100, description: 'done / totalTasks × 100, 1 decimal; 0 when nothing was tracked' }),
};

const DayTotals = {
  date: CalendarDate,
  ...Totals,
  summaryPosted: Type.Boolean({ description: 'the summary post has reached the adapter (also by a later retry)' }),
  collectedAt: Timestamp,
};

const Summary = Type.Object({
  ...DayTotals,
  organizationId: Uuid,
  users: Type.Array(Type.Object({
    userId: Uuid, name: Type.String(), done: Count, carryForward: Count, dropped: Count, noUpdate: Count,
    absent: Type.Boolean({ description: 'away that day (an absence covers the date); never noUpdate then' }),
  })),
  missing: Missing,
  blockers: Blockers,
});

const Summaries = Type.Object({
  organizationId: Uuid,
  from: CalendarDate,
  to: CalendarDate,
  days: Type.Array(Type.Object(DayTotals), { description: 'the collected days of the range, oldest first; days never collected are absent' }),
  totals: Type.Object({
    collectedDays: Count,
    ...Totals,
  }, { description: 'the days added up (a task carried forward on several days counts on each); completionRate over the sums' }),
});

const SUMMARY_DESCRIPTION = 'Read from the stored collection of that date (the organization\'s calendar date); 404 `EOD summary not found` before any collection. Users: every active member plus any owner of a tracked task, by name; noUpdate is 1 for an active member who is not absent and has no morning submission and no task created, edited or moved that day; absent is true for a member an absence covers; missing names the people noUpdate counts, blockers lists the blocking lines of the day\'s replies. An API key (scoped keys: their organization only) or a JWT of an admin or manager of orgId; another organization → 404.';

export const eodRoutes: FastifyPluginAsyncTypebox<{ eod: EodService }> = async (app, { eod }) => {
  const tags = ['End of day'];

  app.post('/api/eod/collect', {
    onRequest: requireUser('eod.collect'),
    schema: {
      operationId: 'collectEndOfDay',
      tags, security: bearer,
      summary: 'Run the end-of-day collection now (admin)',
      description: `The same process as the automatic run at eodCollectionTime. Tracked: every task of the organization open or in progress at some moment of the day; outcome by its state at collection (completed → done, cancelled → dropped, open or in progress → carryForward). Idempotent: a rerun recomputes and replaces, and posts the updated summary again. The summary goes through the outbox to progressChannelId (nothing is posted without a platform and progress channel). date defaults to the organization's today. Another organization's orgId → 404. ${DELIVERY_NOTE}`,
      body: Type.Object({ orgId: Uuid, date: Type.Optional(CalendarDate) }, { additionalProperties: false }),
      response: { 200: CollectResult, ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => eod.collect(userOf(request), request.body));

  app.get('/api/eod/summary/:date', {
    onRequest: requireUserOrKey('eod.read'),
    schema: {
      operationId: 'getEndOfDaySummaryByDate',
      tags, security: bearerOrApiKey,
      summary: 'The end-of-day summary of a date',
      description: SUMMARY_DESCRIPTION,
      params: Type.Object({ date: CalendarDate }),
      querystring: Type.Object({ orgId: Uuid }),
      response: { 200: Summary, ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => eod.summary(request.principal!, request.query.orgId, request.params.date));

  app.get('/api/eod/summaries', {
    onRequest: requireUser('eod.read'),
    schema: {
      operationId: 'listEndOfDaySummaries',
      tags, security: bearer,
      summary: 'The end-of-day summaries of a date range (manager or admin)',
      description: `The caller's organization's stored collections from from to to, both included (the organization's calendar dates). Default: the seven days ending with the organization's today; `
        + `with only from, to is today; with only to, from is six days before. from after to, or a range of more than ${EOD_RANGE_MAX_DAYS} days → 400. `
        + 'Per person figures of one day: GET /api/eod/summary/{date}. Employees → 403.',
      querystring: Type.Object({ from: Type.Optional(CalendarDate), to: Type.Optional(CalendarDate) }),
      response: { 200: Summaries, ...errors(400, 401, 403, 429) },
    },
  }, async (request) => eod.summaries(userOf(request), request.query));

  app.get('/api/eod/summary', {
    onRequest: requireUserOrKey('eod.read'),
    schema: {
      operationId: 'getTodaysEndOfDaySummary',
      tags, security: bearerOrApiKey,
      summary: 'The end-of-day summary of today',
      description: `The date defaults to the organization's today. ${SUMMARY_DESCRIPTION}`,
      querystring: Type.Object({ orgId: Uuid }),
      response: { 200: Summary, ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => eod.summary(request.principal!, request.query.orgId));
};
