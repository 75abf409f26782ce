// HTTP for the chat_a sign-in (OAuth 2.0 authorization code flow with PKCE, OpenID Connect).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { unavailable } from '../../platform/errors.ts';
import { errors } from '../../platform/http/schemas.ts';
import { CHAT_A_CALLBACK_PATH, NOT_CONFIGURED, type ChatAService } from './chat-a-service.ts';

export const chatARoutes: FastifyPluginAsyncTypebox<{ chatA: ChatAService }> = async (app, { chatA }) => {
  const tags = ['Auth'];
  const security: { [scheme: string]: string[] }[] = [];
  // Before validation, so that a switched-off feature answers 503 whatever the query holds.
  const requireConfigured: onRequestAsyncHookHandler = async () => {
    if (!chatA.configured) throw unavailable(NOT_CONFIGURED);
  };

  app.get('/api/auth/chat_a/url', {
    config: { rateLimit: 'auth' },
    onRequest: requireConfigured,
    schema: {
      operationId: 'startChatASignIn',
      tags, security,
      summary: 'Start a chat_a sign-in: the provider\'s authorization address',
      description: [
        'Public. Send the person to `url`; after they authorize, the provider calls the callback, which redirects to returnUrl with a token.',
        'Keep `state` (for example in sessionStorage): the callback\'s fragment carries it back, and a fragment with a state the client did not start must be refused.',
        'returnUrl must be an absolute URL whose origin (scheme, host, port) equals one of WEB_ORIGINS exactly, else 400.',
        '`state` is single-use, expires after 10 minutes and carries a PKCE (S256) verifier and a nonce kept by the service; scopes `openid email profile`.',
        `503 \`${NOT_CONFIGURED}\` when CHAT_A_* is not set (checked before returnUrl); 503 also while the provider's discovery document cannot be fetched (tried again on the next request, then kept).`,
      ].join(' '),
      querystring: Type.Object({ returnUrl: Type.String({ minLength: 1, maxLength: 2048, description: 'where the person comes back to' }) }),
      response: {
        200: Type.Object({
          url: Type.String({ description: 'authorization address at the provider' }),
          state: Type.String(),
          callbackUrl: Type.String({ description: `PUBLIC_URL + ${CHAT_A_CALLBACK_PATH}` }),
          type: Type.Literal('signin'),
        }),
        ...errors(400, 429, 503),
      },
    },
  }, async (request) => chatA.start(request.query.returnUrl));

  app.get(CHAT_A_CALLBACK_PATH, {
    config: { rateLimit: 'auth' },
    schema: {
      operationId: 'finishChatASignIn',
      tags, security,
      summary: 'The provider\'s redirect back after authorization',
      description: [
        'Called by the provider. Never answers 5xx. An unknown, used or expired `state` → 400 `Invalid state` (there is no trusted returnUrl to go back to);',
        'a state the service holds while the sign-in is switched off (CHAT_A_* unset since it began) → 302 to `returnUrl#error=unavailable&state=…`.',
        'Otherwise 302 to `returnUrl#accessToken=…&expiresIn=604800&state=…`, or to `returnUrl#error=<code>&state=…` without a token.',
        'The fragment always carries the `state` of the sign-in: the client must accept it only when it started a sign-in with that state (GET /api/auth/chat_a/url), so that a stranger\'s callback link cannot sign a person into the stranger\'s account. Error codes:',
        'the provider\'s own error code (for example `access_denied`); `token_exchange_failed` (authorization response, code exchange or userinfo failed);',
        '`provider_unavailable`; `account_deactivated`; `email_required` (a new person without an e-mail claim);',
        '`email_in_use` (the e-mail belongs to an account and the provider did not verify it, so it is not linked);',
        '`signup_closed` (ALLOW_SIGNUP=false and the person would need a new organization: nothing is created).',
        'The person is the user linked to the platform identity (sub + team claim) by a verified link — an unverified link (an admin\'s or a scoped key\'s claim) is ignored and replaced; else the active user with the same verified e-mail (the identity is linked, verified);',
        'else a new user named by the `name` claim: an employee of the organization tied to the team, or the admin of a new organization tied to it',
        '(named by the team-name claim, else `Team <team id>`; only while ALLOW_SIGNUP is true). A person without a team claim gets an organization of their own, tied to no team (likewise only while sign-up is open).',
      ].join(' '),
      querystring: Type.Object({
        state: Type.String({ minLength: 1, maxLength: 512 }),
        code: Type.Optional(Type.String({ maxLength: 4096 })),
        error: Type.Optional(Type.String({ maxLength: 256 })),
        error_description: Type.Optional(Type.String({ maxLength: 8192 })),
        iss: Type.Optional(Type.String({ maxLength: 2048 })),
      }),
      response: {
        302: Type.Null({ description: 'to returnUrl with #accessToken=…&expiresIn=604800&state=…, or with #error=<code>&state=…' }),
        ...errors(400, 429),
      },
    },
  }, async (request, reply) => {
    const rawQuery = request.url.slice(request.url.indexOf('?') + 1);
    const outcome = await chatA.finish(request.query, rawQuery);
    if (outcome.failure) request.log.warn({ reason: outcome.failure.code, err: outcome.failure.cause }, 'chat_a sign-in refused');
    // The token travels in the fragment: keep it out of caches and Referer headers.
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(outcome.location, 302);
  });
};
