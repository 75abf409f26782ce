// HTTP for link codes: the operator's bot asks for one (unscoped API key), the person reads what it
// names and redeems it (JWT).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireKey, requireUser, userOf } from '../../platform/auth/plugin.ts';
import type { KeyPrincipal } from '../../platform/auth/principal.ts';
import { apiKey, bearer, errorResponse, errors, Nullable, Timestamp } from '../../platform/http/schemas.ts';
import { Identity, LinkCodeInput } from '../users/schemas.ts';
import { LINK_PAGE_PATH, type IdentityLinkService } from './service.ts';

const Code = Type.Object({ code: Type.String({ minLength: 1, maxLength: 200, description: 'the code from the link (#code=…)' }) }, { additionalProperties: false });
const LinkCodeGone = errorResponse(410, 'The link code was already used (`link_code_used`) or has expired (`link_code_expired`)');

export const identityRoutes: FastifyPluginAsyncTypebox<{ identityLinks: IdentityLinkService }> = async (app, { identityLinks }) => {
  const tags = ['Identities'];

  app.post('/api/identities/link-codes', {
    onRequest: requireKey(),
    schema: {
      operationId: 'createLinkCode',
      tags, security: apiKey,
      summary: 'A single-use code with which a platform user proves their identity (the operator\'s bot: unscoped key)',
      description: [
        'For a platform user the bot sees but cannot resolve: send them `url` (the web app\'s page',
        `${LINK_PAGE_PATH}#code=<code> under PUBLIC_URL); after signing in they see which chat account the code names (platform, platformUserName when given, platformUserId)`,
        'and, when they confirm, redeem it with POST /api/identities/link: the identity is linked to them, verified.',
        'The code is random, valid for 10 minutes, usable once, and stored only as a hash; it travels in the URL fragment, never in a query string.',
        'Only an operator\'s unscoped key makes codes: a key scoped to an organization → 403 `operator_key_required` (any admin can create such a key, and only the bot',
        'that talks to the platform user can vouch that the code reached that user).',
      ].join(' '),
      body: LinkCodeInput,
      response: {
        201: Type.Object({
          code: Type.String(),
          url: Type.String({ description: `PUBLIC_URL${LINK_PAGE_PATH}#code=<code>` }),
          expiresAt: Timestamp,
        }),
        ...errors(400, 401, 403, 429),
      },
    },
  }, async (request, reply) => reply.code(201).send(await identityLinks.createCode(request.principal as KeyPrincipal, request.body)));

  app.post('/api/identities/link-codes/check', {
    onRequest: requireUser(),
    schema: {
      operationId: 'checkLinkCode', tags, security: bearer,
      summary: 'The chat account a link code names, before the person redeems it',
      description: [
        `For the web app's ${LINK_PAGE_PATH} page, which names the account so that a code someone else sent is recognisable. Changes nothing; the code stays usable.`,
        'The code is sent in the body, never in the address. Unknown code → 404 `Link code not found` (`link_code_not_found`); used → 410 `link_code_used`;',
        'expired → 410 `link_code_expired`; a code made for another organization → 403.',
      ].join(' '),
      body: Code,
      response: {
        200: Type.Object({
          platform: Type.String(),
          platformUserId: Type.String(),
          platformTeamId: Nullable(Type.String()),
          platformUserName: Nullable(Type.String({ description: 'the display name the bot gave, or null' })),
          expiresAt: Timestamp,
        }),
        ...errors(400, 401, 403, 404, 429),
        410: LinkCodeGone,
      },
    },
  }, async (request) => identityLinks.describe(userOf(request), request.body.code));

  app.post('/api/identities/link', {
    onRequest: requireUser(),
    schema: {
      operationId: 'redeemLinkCode',
      tags, security: bearer,
      summary: 'Redeem a link code: the platform identity becomes the caller\'s, verified',
      description: [
        'Answers 201 the caller\'s identity with `verified: true`. Unknown code → 404 `Link code not found`; used or expired → 410;',
        'a code made by a key scoped to another organization than the caller\'s → 403; an identity verified for another user → 409.',
        'The person proved the identity, so the link replaces an unverified link of it (in any organization). On any refusal nothing is linked and the code is not used up.',
        'It ties no platform team to the organization (only the chat_a sign-in and an operator key\'s link naming a user do).',
      ].join(' '),
      body: Code,
      response: {
        201: Identity,
        ...errors(400, 401, 403, 404, 409, 429),
        410: LinkCodeGone,
      },
    },
  }, async (request, reply) => reply.code(201).send(await identityLinks.redeem(userOf(request), request.body.code)));
};
