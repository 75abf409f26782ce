// HTTP for link codes: a bot asks for one (API key), the person redeems it (JWT).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireKey, requireUser, userOf } from '../../platform/auth/plugin.ts';
import type { KeyPrincipal } from '../../platform/auth/principal.ts';
import { apiKey, bearer, errors, Timestamp } from '../../platform/http/schemas.ts';
import { Identity, IdentityInput } from '../users/schemas.ts';
import { LINK_PAGE_PATH, type IdentityLinkService } from './service.ts';

export const identityRoutes: FastifyPluginAsyncTypebox<{ identityLinks: IdentityLinkService }> = async (app, { identityLinks }) => {
  const tags = ['Identities'];

  app.post('/api/identities/link-codes', {
    onRequest: requireKey(),
    schema: {
      operationId: 'createLinkCode',
      tags, security: apiKey,
      summary: 'A single-use code with which a platform user proves their identity (bot adapters)',
      description: [
        'For a platform user the bot sees but cannot resolve: send them `url` (the web app\'s page',
        `${LINK_PAGE_PATH}#code=<code> under PUBLIC_URL); after signing in they redeem it with POST /api/identities/link and the identity is linked to them, verified.`,
        'The code is random, valid for 10 minutes, usable once, and stored only as a hash; it travels in the URL fragment, never in a query string.',
        'A code made by a key scoped to an organization can only be redeemed by a member of that organization; an unscoped key\'s code by anyone signed in.',
      ].join(' '),
      body: IdentityInput,
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

  app.post('/api/identities/link', {
    onRequest: requireUser(),
    schema: {
      operationId: 'redeemLinkCode',
      tags, security: bearer,
      summary: 'Redeem a link code: the platform identity becomes the caller\'s, verified',
      description: [
        'Answers 201 the caller\'s identity with `verified: true`. Unknown code → 404 `Link code not found`; used or expired → 410;',
        'a code made by a key scoped to another organization than the caller\'s → 403; an identity verified for another user → 409.',
        'The person proved the identity, so the link replaces an admin\'s unverified link of it (in any organization). On any refusal nothing is linked and the code is not used up.',
        'Redeeming a code of a scoped key with a platformTeamId ties that team to the organization when no organization holds it yet.',
      ].join(' '),
      body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
      response: {
        201: Identity,
        ...errors(400, 401, 403, 404, 409, 429),
        410: Type.Ref('ErrorBody', { description: 'The link code was already used or has expired' }),
      },
    },
  }, async (request, reply) => reply.code(201).send(await identityLinks.redeem(userOf(request), request.body.code)));
};
