// HTTP for clients and the weekly deploy schedule (spec "Clients" endpoints; decisions §7).
// /api/clients/schedule is a static segment, which the router always prefers to /api/clients/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, IdParams, Nullable } from '../../platform/http/schemas.ts';
import {
  Client, ClientName, ClientStatusSchema, ClientSummary, ContentCadence, DeployDay, MemberIds, ScheduleItem,
} from './schemas.ts';
import type { ClientService } from './service.ts';

const strict = { additionalProperties: false } as const;

const MEMBER_RULE = 'Member ids must be active users of the caller\'s organization (else 400 Validation failed, with the offending positions in details); duplicates are removed and the order is kept.';
const STATUS_RULE = 'Status: active ↔ paused, either → offboarded; offboarded is final (another status → 409; the same status is no change). The other fields of an offboarded client stay editable.';

export const clientRoutes: FastifyPluginAsyncTypebox<{ clients: ClientService }> = async (app, { clients }) => {
  const tags = ['Clients'];

  app.get('/api/clients', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listClients',
      tags, security: bearer,
      summary: 'List the organization\'s clients, by name',
      description: 'A plain array (not paginated), without resolved writers and designers.',
      querystring: Type.Object({ status: Type.Optional(ClientStatusSchema) }),
      response: { 200: Type.Array(ClientSummary), ...errors(400, 401, 429) },
    },
  }, async (request) => clients.list(userOf(request), request.query.status));

  app.get('/api/clients/schedule', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getDeploySchedule',
      tags, security: bearer,
      summary: 'Weekly deploy schedule: active clients, Monday → Sunday, then by name',
      description: 'assignedWriters and assignedDesigners are null when never assigned.',
      response: { 200: Type.Array(ScheduleItem), ...errors(401, 429) },
    },
  }, async (request) => clients.schedule(userOf(request)));

  app.get('/api/clients/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getClient',
      tags, security: bearer,
      summary: 'Get a client with its writers and designers resolved',
      description: 'writers and designers list {id, name, email} in assignment order; deactivated users are left out of them, while their ids stay in assignedWriters / assignedDesigners.',
      params: IdParams,
      response: { 200: Client, ...errors(400, 401, 404, 429) },
    },
  }, async (request) => clients.get(userOf(request), request.params.id));

  app.post('/api/clients', {
    onRequest: requireUser('clients.manage'),
    schema: {
      operationId: 'createClient',
      tags, security: bearer,
      summary: 'Create a client (manager or admin)',
      description: `deployDay is a weekday name in any letter case, stored capitalised. status defaults to active; absent member lists are null. ${MEMBER_RULE}`,
      body: Type.Object({
        name: ClientName,
        deployDay: DeployDay,
        contentCadence: ContentCadence,
        status: Type.Optional(ClientStatusSchema),
        assignedWriters: Type.Optional(Nullable(MemberIds)),
        assignedDesigners: Type.Optional(Nullable(MemberIds)),
      }, strict),
      response: { 201: Client, ...errors(400, 401, 403, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await clients.create(userOf(request), request.body)));

  app.patch('/api/clients/:id', {
    onRequest: requireUser('clients.manage'),
    schema: {
      operationId: 'updateClient',
      tags, security: bearer,
      summary: 'Update a client (manager or admin)',
      description: `Only the fields given change; null clears a member list. ${STATUS_RULE} ${MEMBER_RULE}`,
      params: IdParams,
      body: Type.Object({
        name: Type.Optional(ClientName),
        deployDay: Type.Optional(DeployDay),
        contentCadence: Type.Optional(ContentCadence),
        status: Type.Optional(ClientStatusSchema),
        assignedWriters: Type.Optional(Nullable(MemberIds)),
        assignedDesigners: Type.Optional(Nullable(MemberIds)),
      }, strict),
      response: { 200: Client, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => clients.update(userOf(request), request.params.id, request.body));

  app.put('/api/clients/:id/members', {
    onRequest: requireUser('clients.manage'),
    schema: {
      operationId: 'replaceClientMembers',
      tags, security: bearer,
      summary: 'Replace a client\'s writers and designers (admin or manager)',
      description: `Both lists are required; an empty list removes everyone. ${MEMBER_RULE}`,
      params: IdParams,
      body: Type.Object({ writerIds: MemberIds, designerIds: MemberIds }, strict),
      response: { 200: Client, ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => clients.setMembers(userOf(request), request.params.id, request.body));
};
