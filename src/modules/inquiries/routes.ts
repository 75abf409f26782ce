// HTTP for private inquiry threads under /api/flags/inquiries (decisions §6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, IdParams, Nullable, Page, PaginationQuery, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import type { InquiryService } from './service.ts';

const ThreadStatus = Type.Union([Type.Literal('open'), Type.Literal('closed')]);

const Thread = Type.Object({
  id: Uuid,
  topic: Type.String(),
  status: ThreadStatus,
  flagId: Nullable(Uuid),
  userId: Uuid,
  organizationId: Uuid,
  createdAt: Timestamp,
  closedAt: Nullable(Timestamp),
});

const Message = Type.Object({
  id: Uuid,
  threadId: Uuid,
  content: Type.String(),
  senderId: Uuid,
  senderType: Type.Union([Type.Literal('user'), Type.Literal('responder')], { description: 'user: the thread owner; responder: a manager or admin' }),
  createdAt: Timestamp,
});

const PRIVACY = 'Threads are private to their owner and the organization\'s managers and admins; anyone else gets 404, as for a missing thread.';

export const inquiryRoutes: FastifyPluginAsyncTypebox<{ inquiries: InquiryService }> = async (app, { inquiries }) => {
  const tags = ['Inquiries'];

  app.post('/api/flags/inquiries', {
    onRequest: requireUser(),
    schema: {
      operationId: 'openInquiry',
      tags, security: bearer,
      summary: 'Open an inquiry thread',
      description: `The caller owns the thread. flagId must name a flag of the caller's organization that the caller can see (an employee: its own flags), else 400. ${PRIVACY}`,
      body: Type.Object({
        topic: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
        flagId: Type.Optional(Uuid),
      }, { additionalProperties: false }),
      response: { 201: Thread, ...errors(400, 401, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await inquiries.create(userOf(request), request.body)));

  app.get('/api/flags/inquiries', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listInquiries',
      tags, security: bearer,
      summary: 'List inquiry threads',
      description: 'Employees see their own threads; managers and admins all of the organization\'s. Newest first; optional status filter.',
      querystring: Type.Object({ status: Type.Optional(ThreadStatus), ...PaginationQuery }),
      response: { 200: Page(Thread), ...errors(400, 401, 429) },
    },
  }, async (request) => {
    const { status, limit = 20, offset = 0 } = request.query;
    return inquiries.list(userOf(request), { status, limit, offset });
  });

  app.get('/api/flags/inquiries/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getInquiry',
      tags, security: bearer,
      summary: 'Get an inquiry thread with its messages (oldest first)',
      description: PRIVACY,
      params: IdParams,
      response: { 200: Type.Object({ ...Thread.properties, messages: Type.Array(Message) }), ...errors(400, 401, 404, 429) },
    },
  }, async (request) => inquiries.get(userOf(request), request.params.id));

  app.post('/api/flags/inquiries/:id/messages', {
    onRequest: requireUser(),
    schema: {
      operationId: 'addInquiryMessage',
      tags, security: bearer,
      summary: 'Add a message to an inquiry thread',
      description: `senderType is user for the thread owner and responder for a manager or admin. A closed thread → 409. ${PRIVACY}`,
      params: IdParams,
      body: Type.Object({ content: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) }, { additionalProperties: false }),
      response: { 201: Message, ...errors(400, 401, 404, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await inquiries.addMessage(userOf(request), request.params.id, request.body.content)));

  app.post('/api/flags/inquiries/:id/close', {
    onRequest: requireUser(),
    schema: {
      operationId: 'closeInquiry',
      tags, security: bearer,
      summary: 'Close an inquiry thread (its owner, a manager or an admin)',
      description: `open → closed; closing a closed thread → 409. ${PRIVACY}`,
      params: IdParams,
      response: {
        200: Type.Object({ id: Uuid, status: Type.Literal('closed'), closedAt: Timestamp }),
        ...errors(400, 401, 404, 409, 429),
      },
    },
  }, async (request) => inquiries.close(userOf(request), request.params.id));
};
