// HTTP for absences (decisions §10): record, list and delete a person's days away.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, CalendarDate, errors, IdParams, Page, PaginationQuery, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { ABSENCE_REASONS, MAX_ABSENCE_DAYS, type AbsenceService } from './service.ts';

const Reason = Type.Union([Type.Literal('vacation'), Type.Literal('sick'), Type.Literal('personal'), Type.Literal('other')], {
  description: `One of: ${ABSENCE_REASONS.join(', ')}; default vacation`,
});

const Absence = Type.Object({
  id: Uuid,
  userId: Uuid,
  organizationId: Uuid,
  startDate: CalendarDate,
  endDate: CalendarDate,
  reason: Reason,
  createdAt: Timestamp,
});

export const absenceRoutes: FastifyPluginAsyncTypebox<{ absences: AbsenceService }> = async (app, { absences }) => {
  const tags = ['Absences'];

  app.post('/api/absences', {
    onRequest: requireUser(),
    schema: {
      operationId: 'createAbsence', tags, security: bearer,
      summary: 'Record an absence',
      description: `Calendar dates of the organization (YYYY-MM-DD), both included; endDate before startDate, or more than ${MAX_ABSENCE_DAYS} days counted inclusively → 400. `
        + 'reason defaults to vacation. userId defaults to the caller; another person\'s: managers and admins only (an employee → 403), a user of another organization → 404. '
        + 'An absence sharing a day with another of the same person → 409 `Absence overlaps another` (code absence_overlap). '
        + 'An absent person gets no reminder and no blocker follow-up, is not counted in noUpdate and is listed as absent in that day\'s EOD summary.',
      body: Type.Object({
        startDate: CalendarDate,
        endDate: CalendarDate,
        reason: Type.Optional(Reason),
        userId: Type.Optional(Uuid),
      }, { additionalProperties: false }),
      response: { 201: Absence, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await absences.create(userOf(request), request.body)));

  app.get('/api/absences', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listAbsences', tags, security: bearer,
      summary: 'Absences, latest start first',
      description: 'An absence is listed when it shares a day with from..to (each optional, inclusive; to before from → 400). '
        + 'Employees see their own only (another\'s userId → 403); managers and admins everyone\'s in the organization, or one person\'s with userId.',
      querystring: Type.Object({
        userId: Type.Optional(Uuid),
        from: Type.Optional(CalendarDate),
        to: Type.Optional(CalendarDate),
        ...PaginationQuery,
      }),
      response: { 200: Page(Absence), ...errors(400, 401, 403, 429) },
    },
  }, async (request) => {
    const { limit = 20, offset = 0, ...filter } = request.query;
    return absences.list(userOf(request), { ...filter, limit, offset });
  });

  app.delete('/api/absences/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'deleteAbsence', tags, security: bearer,
      summary: 'Delete an absence',
      description: 'Its owner, or a manager or admin of the organization; anyone else, and another organization\'s absence → 404 `Absence not found`.',
      params: IdParams,
      response: { 204: Type.Null(), ...errors(400, 401, 404, 429) },
    },
  }, async (request, reply) => {
    await absences.remove(userOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};
