// HTTP for e-mail and password sign-in, registration, token refresh and the current user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, Uuid } from '../../platform/http/schemas.ts';
import { Email, Password, PersonName, Session } from '../users/schemas.ts';
import type { UserService } from '../users/service.ts';

export const authRoutes: FastifyPluginAsyncTypebox<{ users: UserService }> = async (app, { users }) => {
  const tags = ['Auth'];

  app.post('/api/auth/login', {
    config: { rateLimit: 'auth' },
    schema: {
      operationId: 'logIn',
      security: [],
      tags, summary: 'Sign in with e-mail and password',
      body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1024 }) }),
      response: { 200: Session, ...errors(400, 401, 429) },
    },
  }, async (request) => users.login(request.body.email, request.body.password));

  app.post('/api/auth/register', {
    config: { rateLimit: 'auth' },
    schema: {
      operationId: 'register',
      security: [],
      tags, summary: 'Join an existing organization as an employee',
      description: 'Open while the organization\'s preference registrationOpen is true (the default): anyone who knows the organization id can join as an employee. '
        + 'An organization that wants to choose its members sets registrationOpen to false and invites people instead. '
        + '404 Organization not found for an unknown organizationId; 403 when its registration is closed; 409 Email already registered. The name is one line (no control characters).',
      body: Type.Object({ email: Email, password: Password, name: PersonName, organizationId: Uuid }),
      response: { 201: Session, ...errors(400, 403, 404, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await users.register(request.body)));

  app.post('/api/auth/refresh', {
    config: { rateLimit: 'auth' },
    onRequest: requireUser(),
    schema: {
      operationId: 'refreshToken',
      tags, security: bearer, summary: 'Exchange a valid token for a fresh one',
      description: [
        'The fresh token continues the same sign-in (claim auth_time): a refresh chain ends 30 days after the sign-in that began it, so near the end',
        'expiresIn is shorter than 604800 and afterwards every token of the chain has expired (401 Token expired; sign in again).',
        'A token from POST /api/users/resolve-platform cannot be refreshed (401). Like every request, refused for tokens issued before the user\'s last password change',
        '(decided exactly by the token\'s session generation, claim sgen: a token issued just before the change is refused even within the same second, a sign-in just after it works)',
        'and for tokens whose iat lies more than 5 seconds in the future.',
      ].join(' '),
      response: { 200: Session, ...errors(401, 429) },
    },
  }, async (request) => users.refresh(userOf(request)));

  app.get('/api/auth/me', {
    onRequest: requireUser(),
    schema: { operationId: 'getCurrentUser', tags, security: bearer, summary: 'The signed-in user', response: { 200: Type.Ref('User'), ...errors(401, 429) } },
  }, async (request) => users.me(userOf(request)));
};
