// HTTP for wellbeing flags (decisions §6). Inquiry threads live under /api/flags/inquiries
// (modules/inquiries); that static segment wins over /api/flags/:id in the router.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, IdParams, NullableInput, Page, PaginationQuery, Uuid } from '../../platform/http/schemas.ts';
import { Flag, FlagStatusSchema, SeveritySchema } from './schemas.ts';
import type { FlagService } from './service.ts';

const Description = Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' });

export const flagRoutes: FastifyPluginAsyncTypebox<{ flags: FlagService }> = async (app, { flags }) => {
  const tags = ['Flags'];

  app.get('/api/flags', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listFlags',
      tags, security: bearer,
      summary: 'List wellbeing flags',
      description: 'Managers and admins see the organization\'s flags; employees only their own (a userId filter naming someone else gives an empty page). '
        + 'Newest first. Flags are raised automatically (low_mood, declining_mood, crisis_language, overload; one unresolved flag per user and reason, whose severity only ever rises) or manually (reason manual).',
      querystring: Type.Object({
        status: Type.Optional(FlagStatusSchema),
        severity: Type.Optional(SeveritySchema),
        userId: Type.Optional(Uuid),
        ...PaginationQuery,
      }),
      response: { 200: Page(Flag), ...errors(400, 401, 429) },
    },
  }, async (request) => {
    const { status, severity, userId, limit = 20, offset = 0 } = request.query;
    return flags.list(userOf(request), { status, severity, userId, limit, offset });
  });

  app.get('/api/flags/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getFlag',
      tags, security: bearer,
      summary: 'Get a flag',
      description: 'An employee asking for a flag about someone else gets 404, as for a missing one.',
      params: IdParams,
      response: { 200: Flag, ...errors(400, 401, 404, 429) },
    },
  }, async (request) => flags.get(userOf(request), request.params.id));

  app.post('/api/flags', {
    onRequest: requireUser(),
    schema: {
      operationId: 'raiseFlag',
      tags, security: bearer,
      summary: 'Raise a flag by hand',
      description: 'Managers and admins may raise a flag about any active member (userId); an employee only about itself (userId omitted or its own, else 403). '
        + 'A userId that is not an active member of the organization → 400. The flag has reason manual, source manual and raisedBy the caller; manual flags are not limited to one per user.',
      body: Type.Object({
        userId: Type.Optional(Uuid),
        severity: SeveritySchema,
        description: Description,
      }, { additionalProperties: false }),
      response: { 201: Flag, ...errors(400, 401, 403, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await flags.raiseManual(userOf(request), request.body)));

  app.post('/api/flags/:id/acknowledge', {
    onRequest: requireUser('flags.handle'),
    schema: {
      operationId: 'acknowledgeFlag',
      tags, security: bearer,
      summary: 'Acknowledge a flag (manager or admin)',
      description: 'active → acknowledged. Acknowledging an acknowledged flag answers it unchanged; a resolved flag → 409. '
        + 'An acknowledged automatic flag still counts as open: a rule of the same reason escalates it instead of raising a new one, and an escalation (higher severity) makes it active again.',
      params: IdParams,
      response: { 200: Flag, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => flags.acknowledge(userOf(request), request.params.id));

  app.post('/api/flags/:id/resolve', {
    onRequest: requireUser('flags.handle'),
    // The body is optional: a request without one is validated as {}.
    preValidation: async (request) => { request.body ??= {}; },
    schema: {
      operationId: 'resolveFlag',
      tags, security: bearer,
      summary: 'Resolve a flag (manager or admin)',
      description: 'active or acknowledged → resolved, with resolvedAt, resolvedBy and the optional resolutionNote (max 2000). Resolving again → 409. '
        + 'Once resolved, the automatic rules may raise a new flag for the same reason.',
      params: IdParams,
      body: Type.Object({
        resolutionNote: Type.Optional(NullableInput(Type.String({ maxLength: 2000 }))),
      }, { additionalProperties: false }),
      response: { 200: Flag, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => flags.resolve(userOf(request), request.params.id, request.body.resolutionNote?.trim() || null));
};
