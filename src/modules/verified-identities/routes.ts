// HTTP for the verified chat identities of an organization (bot adapters, API key).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireKey } from '../../platform/auth/plugin.ts';
import type { KeyPrincipal } from '../../platform/auth/principal.ts';
import { apiKey, errors, IdParams, Nullable } from '../../platform/http/schemas.ts';
import { Platform } from '../users/schemas.ts';
import type { VerifiedIdentityService } from './service.ts';

export const verifiedIdentityRoutes: FastifyPluginAsyncTypebox<{ verifiedIdentities: VerifiedIdentityService }> = async (app, { verifiedIdentities }) => {
  app.get('/api/organizations/:id/verified-identities', {
    onRequest: requireKey(),
    schema: {
      operationId: 'listVerifiedIdentities', tags: ['Users'], security: apiKey,
      summary: 'The organization\'s verified chat identities on a platform (bot adapters)',
      description: 'The platform accounts that the platform or the operator\'s bot vouches for (decisions §2), of the organization\'s active members, '
        + 'admins and managers first. A bot posts into a channel only when one of them is a member of it, and sends direct messages only to them (decisions §8). '
        + 'All of them at once (one per member at most). An unscoped key may ask for any organization; a key scoped to another organization, or an unknown id → 404.',
      params: IdParams,
      querystring: Type.Object({ platform: Platform }),
      response: {
        200: Type.Object({
          data: Type.Array(Type.Object({
            platformUserId: Type.String(),
            platformTeamId: Nullable(Type.String(), { description: 'the platform team (Slack workspace); null when the identity has none' }),
          })),
        }),
        ...errors(400, 401, 403, 404, 429),
      },
    },
  }, async (request) => {
    return verifiedIdentities.list(request.principal as KeyPrincipal, request.params.id, request.query.platform);
  });
};
