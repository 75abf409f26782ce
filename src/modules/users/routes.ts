// HTTP for users, platform identities and platform-user resolution (decisions §2).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireKey, requireUser, requireUserOrKey, userOf } from '../../platform/auth/plugin.ts';
import type { KeyPrincipal } from '../../platform/auth/principal.ts';
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
      operationId: 'resolvePlatformUser',
      tags, security: apiKey,
      summary: 'Resolve a messaging-platform user to a service user (bot adapters)',
      description: 'Answers the user and a 15-minute token, or the JSON value null when the identity is not linked (or the user is deactivated). '
        + 'An unscoped key resolves verified identities only; a key scoped to an organization resolves that organization\'s identities, verified or not, and no other organization\'s (decisions §2). '
        + 'The token cannot be refreshed (POST /api/auth/refresh → 401).',
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
      operationId: 'listUsers',
      tags, security: bearer, summary: 'List the members of the caller\'s organization',
      description: 'Newest first, deactivated members included unless active is given. search finds members whose name or e-mail contains the text, in any letter case '
        + '(% and _ are plain characters); the filters combine, and total counts the matches.',
      querystring: Type.Object({
        role: Type.Optional(Role),
        active: Type.Optional(Type.Boolean({ description: 'true: active members only; false: deactivated ones only' })),
        search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'part of a name or e-mail address' })),
        ...PaginationQuery,
      }),
      response: { 200: Page(Type.Ref('User')), ...errors(400, 401, 429) },
    },
  }, async (request) => {
    const { role, active, search, limit = 20, offset = 0 } = request.query;
    return users.list(userOf(request), { role, active, search: search?.trim() || undefined, limit, offset });
  });

  app.post('/api/users', {
    onRequest: requireUser('users.create'),
    schema: {
      operationId: 'createUser',
      tags, security: bearer, summary: 'Create a user in the caller\'s organization (admin)',
      body: Type.Object({ email: Email, name: PersonName, password: Password, role: Role }),
      response: { 201: Type.Ref('User'), ...errors(400, 401, 403, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await users.create(userOf(request), request.body)));

  app.get('/api/users/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getUser',
      tags, security: bearer, summary: 'Get a member of the caller\'s organization',
      params: IdParams, response: { 200: Type.Ref('User'), ...errors(400, 401, 404, 429) },
    },
  }, async (request) => users.get(userOf(request), request.params.id));

  app.patch('/api/users/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'updateUser',
      tags, security: bearer,
      summary: 'Update a user',
      description: 'An admin may change name and role; a user may change their own name, and password with currentPassword. The last active admin cannot be demoted (409). '
        + 'A password change ends every token issued before it (in whole seconds, as iat is), the caller\'s own included: sign in again with the new password. '
        + 'Names hold no control characters (line breaks included) → 400.',
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
    onRequest: requireUser('users.deactivate'),
    schema: {
      operationId: 'deactivateUser',
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
      operationId: 'linkIdentity',
      tags, security: bearerOrApiKey,
      summary: 'Link a platform identity to a user (admin of the organization, or an API key)',
      description: [
        'With an operator\'s unscoped API key the bot vouches for the identity: the link is `verified: true`; it replaces an unverified link of the same identity in another organization;',
        'linking again an identity the user already has verifies it (200); it ties the platform team (platformTeamId) to the user\'s organization when no organization holds it yet.',
        'With an admin\'s JWT or a key scoped to the organization (which any admin can create) the link is an unverified claim (`verified: false`) and ties no team:',
        'unscoped keys and the chat_a sign-in do not resolve it (keys scoped to the organization do), and it gets no direct messages;',
        'a platform team tied to another organization (by the chat_a sign-in or an operator key\'s link) → 409 `Team belongs to another organization` (`team_of_another_organization`).',
        'An identity linked to another user (and not replaceable as above) → 409. 201 for a new link, 200 when the user already had it.',
        'To let the person prove an identity themself, use POST /api/identities/link-codes.',
      ].join(' '),
      params: IdParams, body: IdentityInput,
      response: { 200: Identity, 201: Identity, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    const { identity, created } = await users.linkIdentity(request.principal!, request.params.id, request.body);
    return reply.code(created ? 201 : 200).send(identity);
  });

  app.get('/api/users/:id/identities', {
    onRequest: requireUserOrKey(),
    schema: {
      operationId: 'listIdentities',
      tags, security: bearerOrApiKey, summary: 'List a user\'s platform identities (the user, an admin, or an API key)',
      params: IdParams, response: { 200: Type.Array(Identity), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => {
    return users.listIdentities(request.principal!, request.params.id);
  });

  app.delete('/api/users/:id/identities/:identityId', {
    onRequest: requireUserOrKey(),
    schema: {
      operationId: 'unlinkIdentity',
      tags, security: bearerOrApiKey, summary: 'Unlink a platform identity (the user, an admin, or an API key)',
      params: Type.Object({ id: Uuid, identityId: Uuid }),
      response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    await users.unlinkIdentity(request.principal!, request.params.id, request.params.identityId);
    return reply.code(204).send(null);
  });
};
