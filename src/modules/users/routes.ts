// HTTP for users, platform identities and platform-user resolution (decisions §2).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireKey, requireUser, requireUserOrKey, userOf, type KeyPrincipal } from '../../platform/auth/plugin.ts';
import { forbidden } from '../../platform/errors.ts';
import {
  apiKey, bearer, bearerOrApiKey, errors, IdParams, Nullable, Page, PaginationQuery, Role, Uuid,
} from '../../platform/http/schemas.ts';
import { Email, Identity, IdentityInput, Password, PersonName } from './schemas.ts';
import type { UserService } from './service.ts';

export const userRoutes: FastifyPluginAsyncTypebox<{ users: UserService }> = async (app, { users }) => {
  const tags = ['Users'];

  app.post('/api/users/resolve-platform', {
    onRequest: requireKey(),
    schema: {
      tags, security: apiKey,
      summary: 'Resolve a messaging-platform user to a service user (bot adapters)',
      description: 'Answers the user and a 15-minute token, or the JSON value null when the identity is not linked (or the user is deactivated).',
      body: IdentityInput,
      response: {
        200: Nullable(Type.Object({
          userId: Uuid, organizationId: Uuid, email: Type.String(), name: Type.String(), role: Role, token: Type.String(),
        })),
        ...errors(400, 401, 403, 429),
      },
    },
  }, async (request) => users.resolvePlatform(request.principal as KeyPrincipal, request.body));

  app.get('/api/users', {
    onRequest: requireUser(),
    schema: {
      tags, security: bearer, summary: 'List the members of the caller\'s organization',
      querystring: Type.Object({ role: Type.Optional(Role), ...PaginationQuery }),
      response: { 200: Page(Type.Ref('User')), ...errors(400, 401, 429) },
    },
  }, async (request) => users.list(userOf(request), {
    role: request.query.role, limit: request.query.limit ?? 20, offset: request.query.offset ?? 0,
  }));

  app.post('/api/users', {
    onRequest: requireUser('admin'),
    schema: {
      tags, security: bearer, summary: 'Create a user in the caller\'s organization (admin)',
      body: Type.Object({ email: Email, name: PersonName, password: Password, role: Role }),
      response: { 201: Type.Ref('User'), ...errors(400, 401, 403, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await users.create(userOf(request), request.body)));

  app.get('/api/users/:id', {
    onRequest: requireUser(),
    schema: {
      tags, security: bearer, summary: 'Get a member of the caller\'s organization',
      params: IdParams, response: { 200: Type.Ref('User'), ...errors(400, 401, 404, 429) },
    },
  }, async (request) => users.get(userOf(request), request.params.id));

  app.patch('/api/users/:id', {
    onRequest: requireUser(),
    schema: {
      tags, security: bearer,
      summary: 'Update a user',
      description: 'An admin may change name and role; a user may change their own name, and password with currentPassword. The last active admin cannot be demoted (409).',
      params: IdParams,
      body: Type.Object({
        name: Type.Optional(PersonName),
        role: Type.Optional(Role),
        password: Type.Optional(Password),
        currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
      }),
      response: { 200: Type.Ref('User'), ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => users.update(userOf(request), request.params.id, request.body));

  app.delete('/api/users/:id', {
    onRequest: requireUser('admin'),
    schema: {
      tags, security: bearer,
      summary: 'Deactivate a user (admin)',
      description: 'The user can no longer sign in, their tokens are refused and resolve-platform answers null; their records are kept.',
      params: IdParams, response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    await users.deactivate(userOf(request), request.params.id);
    return reply.code(204).send(null);
  });

  app.post('/api/users/:id/identities', {
    onRequest: requireUserOrKey(),
    schema: {
      tags, security: bearerOrApiKey,
      summary: 'Link a platform identity to a user (admin of the organization, or an API key)',
      params: IdParams, body: IdentityInput,
      response: { 200: Identity, 201: Identity, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    const principal = request.principal!;
    if (principal.kind === 'user' && principal.role !== 'admin') throw forbidden('Only an admin may link identities');
    const organizationId = await users.identityScope(principal, request.params.id);
    const { identity, created } = await users.linkIdentity(organizationId, request.params.id, request.body);
    return reply.code(created ? 201 : 200).send(identity);
  });

  app.get('/api/users/:id/identities', {
    onRequest: requireUserOrKey(),
    schema: {
      tags, security: bearerOrApiKey, summary: 'List a user\'s platform identities (the user, an admin, or an API key)',
      params: IdParams, response: { 200: Type.Array(Identity), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => {
    const organizationId = await users.identityScope(request.principal!, request.params.id);
    return users.listIdentities(organizationId, request.params.id);
  });

  app.delete('/api/users/:id/identities/:identityId', {
    onRequest: requireUserOrKey(),
    schema: {
      tags, security: bearerOrApiKey, summary: 'Unlink a platform identity (the user, an admin, or an API key)',
      params: Type.Object({ id: Uuid, identityId: Uuid }),
      response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    const organizationId = await users.identityScope(request.principal!, request.params.id);
    await users.unlinkIdentity(organizationId, request.params.id, request.params.identityId);
    return reply.code(204).send(null);
  });
};
