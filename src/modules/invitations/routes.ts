// HTTP for invitations: admins create, list and revoke them; the invited person checks and
// accepts one with the token from the link (public, auth rate-limit tier).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errorResponse, errors, IdParams, Nullable, Page, PaginationQuery, Role, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { Email, Password, PersonName, Session } from '../users/schemas.ts';
import { INVITATION_TTL_DAYS, type InvitationService } from './service.ts';

const InvitationProperties = {
  id: Uuid,
  role: Role,
  email: Nullable(Type.String({ description: 'the only address that may accept it, or null: any address' })),
  expiresAt: Timestamp,
  createdAt: Timestamp,
};

const Token = Type.String({ minLength: 1, maxLength: 200, description: 'the token from the invitation link (#token=…)' });

const GONE = 'Errors: unknown token → 404 `Invitation not found` (`invitation_not_found`); accepted, revoked or expired, or its maker deactivated or no longer an admin → 410 `Invitation expired or used` (`invitation_used`).';

const gone = errorResponse(410, 'Invitation expired or used (accepted, revoked, past expiresAt, or its maker is no longer an active admin)');

export const invitationRoutes: FastifyPluginAsyncTypebox<{ invitations: InvitationService }> = async (app, { invitations }) => {
  const tags = ['Invitations'];

  app.post('/api/invitations', {
    onRequest: requireUser('invitations.manage'),
    schema: {
      operationId: 'createInvitation',
      tags, security: bearer,
      summary: 'Invite someone to the organization with a role (admin)',
      description: `A single-use invitation, valid ${INVITATION_TTL_DAYS} days and only while its maker stays an active admin. token is in this answer only (the service keeps its SHA-256); url is the web app's acceptance page, ` +
        '`PUBLIC_URL/invitation#token=…` (the token travels in the fragment, so no server log records it). With email, only that address may accept; ' +
        'an address already registered → 409 `Email already registered`. Managers and employees → 403.',
      body: Type.Object({ role: Role, email: Type.Optional(Email) }, { additionalProperties: false }),
      response: {
        201: Type.Object({ ...InvitationProperties, token: Type.String(), url: Type.String() }),
        ...errors(400, 401, 403, 409, 429),
      },
    },
  }, async (request, reply) => reply.code(201).send(await invitations.create(userOf(request), request.body)));

  app.get('/api/invitations', {
    onRequest: requireUser('invitations.manage'),
    schema: {
      operationId: 'listInvitations',
      tags, security: bearer,
      summary: 'List the pending invitations (admin)',
      description: 'Invitations not yet accepted, revoked or expired, newest first, whose maker is still an active admin (an invitation dies with its maker\'s admin role). Never the token.',
      querystring: Type.Object(PaginationQuery),
      response: { 200: Page(Type.Object(InvitationProperties)), ...errors(400, 401, 403, 429) },
    },
  }, async (request) => invitations.list(userOf(request), { limit: request.query.limit ?? 20, offset: request.query.offset ?? 0 }));

  app.delete('/api/invitations/:id', {
    onRequest: requireUser('invitations.manage'),
    schema: {
      operationId: 'revokeInvitation',
      tags, security: bearer,
      summary: 'Revoke an invitation (admin)',
      description: 'Its link stops working (410). Revoking a revoked or expired invitation answers 204 as well; an accepted one → 409 (deactivate the user instead); another organization\'s → 404.',
      params: IdParams,
      response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    await invitations.revoke(userOf(request), request.params.id);
    return reply.code(204).send(null);
  });

  app.post('/api/auth/check-invitation', {
    config: { rateLimit: 'auth' },
    schema: {
      operationId: 'checkInvitation',
      security: [],
      tags, summary: 'What an invitation is for, before accepting it (public)',
      description: `For the acceptance page: the role, the invited address (null: the person gives one), the expiry and the organization. The token is sent in the body, never in the address. ${GONE}`,
      body: Type.Object({ token: Token }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          role: Role,
          email: Nullable(Type.String()),
          expiresAt: Timestamp,
          organization: Type.Object({ id: Uuid, name: Type.String() }),
        }),
        ...errors(400, 404, 429), 410: gone,
      },
    },
  }, async (request) => invitations.check(request.body.token));

  app.post('/api/auth/accept-invitation', {
    config: { rateLimit: 'auth' },
    schema: {
      operationId: 'acceptInvitation',
      security: [],
      tags, summary: 'Accept an invitation: become a member with its role and sign in (public)',
      description: 'Creates the user with the invitation\'s role in its organization and answers a session, as sign-in does. Works whether or not the organization\'s registration is open. '
        + 'email: required when the invitation names none; when it names one, email may be left out or must be that address (another → 400 Validation failed on body.email). '
        + `An address already registered → 409 \`Email already registered\`. Single use: of two acceptances at once, one succeeds and the other gets 410. ${GONE} Nothing is created on any error.`,
      body: Type.Object({ token: Token, name: PersonName, password: Password, email: Type.Optional(Email) }, { additionalProperties: false }),
      response: { 201: Session, ...errors(400, 404, 409, 429), 410: gone },
    },
  }, async (request, reply) => reply.code(201).send(await invitations.accept(request.body)));
};
