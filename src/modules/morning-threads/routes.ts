// HTTP for morning threads (bot adapters, API key): register a thread, today's thread, replies.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireKey, requireUser, userOf } from '../../platform/auth/plugin.ts';
import type { KeyPrincipal } from '../../platform/auth/principal.ts';
import { apiKey, bearer, CalendarDate, errors, IdParams, Nullable, Page, PaginationQuery, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { Platform } from '../users/schemas.ts';
import { DELIVERY_NOTE } from '../outbox/schemas.ts';
import { HISTORY_MAX_DAYS, type MorningThreadService } from './service.ts';

const Submission = Type.Object({
  id: Uuid,
  userId: Uuid,
  userName: Type.String({ description: 'the author\'s name' }),
  messageTs: Type.String(),
  rawText: Type.String(),
  parsed: Type.Boolean({ description: 'true when at least one task came out of rawText' }),
  taskIds: Type.Array(Uuid, { description: 'the open tasks (source morning_thread) this submission made' }),
  blockers: Type.Array(Type.String(), { description: 'the blocking lines of rawText ("blocked by …", "waiting on …", "Blockers:" and the lines under it; 13 languages), list markers removed; they made no task' }),
  submittedAt: Timestamp,
});

const HistoryEntry = Type.Object({
  id: Uuid,
  threadId: Uuid,
  date: CalendarDate,
  userId: Uuid,
  rawText: Type.String(),
  parsed: Type.Boolean(),
  taskIds: Type.Array(Uuid),
  blockers: Type.Array(Type.String()),
  tasks: Type.Array(Type.Object({
    id: Uuid,
    title: Type.String(),
    outcome: Nullable(Type.Union([Type.Literal('done'), Type.Literal('carryForward'), Type.Literal('dropped')]), {
      description: 'the task\'s outcome in the EOD collection of date; null when that day was not collected',
    }),
  }), { description: 'the tasks of taskIds that still exist, in that order, with what became of them that day' }),
  createdAt: Timestamp,
});

const MorningThread = Type.Object({
  id: Uuid,
  organizationId: Uuid,
  channelId: Type.String(),
  threadTs: Nullable(Type.String({ description: 'null until the adapter answered the scheduled check-in post' })),
  date: CalendarDate,
  deadlinePassed: Type.Boolean({ description: 'the organization\'s local time is past submissionDeadline on date' }),
  eodCollected: Type.Boolean(),
  submissions: Type.Array(Submission),
  createdAt: Timestamp,
});

const ChannelText = Type.String({ minLength: 1, maxLength: 200 });

export const morningThreadRoutes: FastifyPluginAsyncTypebox<{ morningThreads: MorningThreadService }> = async (app, { morningThreads }) => {
  const tags = ['Morning threads'];
  const key = (request: { principal: unknown }) => request.principal as KeyPrincipal;

  app.post('/api/morning-threads', {
    onRequest: requireKey(),
    schema: {
      operationId: 'registerMorningThread',
      tags, security: apiKey,
      summary: 'Register a morning thread an adapter posted itself',
      description: `One thread per organization and date (the organization's calendar date; default today): a second → 409, also when the scheduled check-in already made the day's thread. A key scoped to another organization, or an unknown orgId → 404. The service also creates the thread itself at checkInTime on work days when the organization has a platform and teamChannelId, posting the check-in text in its defaultLanguage; threadTs is then null until the adapter answers. ${DELIVERY_NOTE}`,
      body: Type.Object({ orgId: Uuid, channelId: ChannelText, threadTs: ChannelText, date: Type.Optional(CalendarDate) }, { additionalProperties: false }),
      response: { 201: MorningThread, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await morningThreads.register(key(request), request.body)));

  app.get('/api/morning-threads/today', {
    onRequest: requireKey(),
    schema: {
      operationId: 'getTodaysMorningThread',
      tags, security: apiKey,
      summary: 'Today\'s morning thread with its submissions, or null',
      description: '"Today" is the organization\'s calendar date in its timezone. Answers the JSON value null when there is no thread for today.',
      querystring: Type.Object({ orgId: Uuid }),
      response: { 200: Nullable(MorningThread), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => morningThreads.today(key(request), request.query.orgId));

  app.get('/api/morning-threads/submissions', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listSubmissions', tags, security: bearer,
      summary: 'A person\'s morning-thread replies of a date range (history)',
      description: `userId defaults to the caller. Employees see their own only (another's userId → 403); managers and admins anyone's in the organization (another organization's user → 404 \`User not found\`). `
        + `from and to are the organization's calendar dates, both included; default the 30 days up to today (with only from, to is today; with only to, from is 29 days before). from after to, or to more than ${HISTORY_MAX_DAYS} days after from → 400. `
        + 'Newest date first. Each entry carries the tasks the reply made with their outcome in that day\'s EOD collection (what got done), and the blocking lines.',
      querystring: Type.Object({ userId: Type.Optional(Uuid), from: Type.Optional(CalendarDate), to: Type.Optional(CalendarDate), ...PaginationQuery }),
      response: {
        200: Type.Object({ ...Page(HistoryEntry).properties, from: CalendarDate, to: CalendarDate }),
        ...errors(400, 401, 403, 404, 429),
      },
    },
  }, async (request) => {
    const { limit = 20, offset = 0, ...range } = request.query;
    return morningThreads.history(userOf(request), { ...range, limit, offset });
  });

  app.get('/api/morning-threads/by-date/:date', {
    onRequest: requireUser('morningThreads.readDay'),
    schema: {
      operationId: 'getMorningThreadByDate',
      tags, security: bearer,
      summary: 'The morning thread of a date with its submissions (manager or admin)',
      description: 'The caller\'s organization\'s thread of that calendar date (the organization\'s date, as the check-in uses). '
        + 'Submissions oldest first, each with its author\'s name and the tasks it made. No thread that day → 404 `Morning thread not found`. Employees → 403.',
      params: Type.Object({ date: CalendarDate }),
      response: { 200: MorningThread, ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => morningThreads.onDate(userOf(request), request.params.date));

  app.post('/api/morning-threads/:id/submissions', {
    onRequest: requireKey(),
    schema: {
      operationId: 'submitToMorningThread',
      tags, security: apiKey,
      summary: 'Ingest a reply to a morning thread',
      description: 'Each line or bullet of rawText that reads as a task (numbered lists, bullets, "a, b and c" lists; 13 languages) becomes an open task of the user with source morning_thread. A line that reports a blocker ("blocked by …", "waiting on …", "bloqueado por…", "warte auf…", "ブロッカー：…"), and each line under a "Blockers:" heading, goes to blockers instead and makes no task; "Blockers: none" makes neither. When the person has reported a blocker on blockerFollowUpDays consecutive work days (holidays, days off and their absences do not break the run), every manager and admin with a verified identity gets one direct message (outbox kind blocker_follow_up), once per run. A resubmission by the same user replaces the earlier one and deletes the tasks it made. The platform identity must be linked to an active member of the thread\'s organization, else 404 (link it first with POST /api/users/{id}/identities, or send the person a link code: POST /api/identities/link-codes); an unscoped key finds verified identities only. Replies after the submission deadline are accepted. A reply that would take the person past 5000 open or in-progress tasks is refused whole (409): no task is made and the earlier submission stays.',
      params: IdParams,
      body: Type.Object({
        platform: Platform,
        platformUserId: ChannelText,
        platformTeamId: Type.Optional(ChannelText),
        messageTs: ChannelText,
        rawText: Type.String({ minLength: 1, maxLength: 4000 }),
      }, { additionalProperties: false }),
      response: { 201: Submission, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await morningThreads.submit(key(request), request.params.id, request.body)));
};
