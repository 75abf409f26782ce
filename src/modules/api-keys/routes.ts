// HTTP for the organization's API keys (admin): create (the key is shown once), list, revoke.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LAST_USED_RESOLUTION_MS } from '../../platform/auth/api-keys.ts';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, IdParams, Nullable, Page, PaginationQuery, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import type { ApiKeyService } from './service.ts';

const KeyName = Type.String({
  minLength: 1, maxLength: 100, pattern: '^(?=.*\\S)[^\\x00-\\x1f\\x7f]+$',
  description: 'What the key is for (1-100 characters, no control characters), e.g. "Slack bot"',
});

const ApiKeyProperties = {
  id: Uuid,
  name: Type.String(),
  organizationId: Uuid,
  createdAt: Timestamp,
};

const ApiKey = Type.Object({
  ...ApiKeyProperties,
  lastUsedAt: Nullable(Timestamp),
}, { description: `lastUsedAt: when the key last authenticated a request, to within ${LAST_USED_RESOLUTION_MS / 60_000} minute (null: never used)` });

const SCOPE = 'Admins only (managers and employees → 403). Keys made here act only on the admin\'s organization: resolving platform users, '
  + 'chat and morning threads of other organizations answer as if they did not exist. Unscoped keys are made with the CLI (npm run cli -- api-key create) and never appear here.';

export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ apiKeys: ApiKeyService }> = async (app, { apiKeys }) => {
  const tags = ['API keys'];

  app.post('/api/api-keys', {
    onRequest: requireUser('apiKeys.manage'),
    schema: {
      operationId: 'createApiKey',
      tags, security: bearer,
      summary: 'Create an API key for the organization (admin)',
      description: `The key (prefixed tpw_) is in this answer only; the service keeps its SHA-256. Send it as the X-API-Key header. ${SCOPE}`,
      body: Type.Object({ name: KeyName }, { additionalProperties: false }),
      response: {
        201: Type.Object({ ...ApiKeyProperties, key: Type.String({ description: 'shown once: store it now' }) }),
        ...errors(400, 401, 403, 429),
      },
    },
  }, async (request, reply) => reply.code(201).send(await apiKeys.create(userOf(request), request.body.name)));

  app.get('/api/api-keys', {
    onRequest: requireUser('apiKeys.manage'),
    schema: {
      operationId: 'listApiKeys',
      tags, security: bearer,
      summary: 'List the organization\'s API keys (admin)',
      description: `Keys that still work, newest first; never the key itself. ${SCOPE}`,
      querystring: Type.Object(PaginationQuery),
      response: { 200: Page(ApiKey), ...errors(400, 401, 403, 429) },
    },
  }, async (request) => apiKeys.list(userOf(request), { limit: request.query.limit ?? 20, offset: request.query.offset ?? 0 }));

  app.delete('/api/api-keys/:id', {
    onRequest: requireUser('apiKeys.manage'),
    schema: {
      operationId: 'revokeApiKey',
      tags, security: bearer,
      summary: 'Revoke an API key (admin)',
      description: 'The key is refused (401) from the next request on. Revoking it again answers 204; a key of another organization, or an unscoped one → 404.',
      params: IdParams,
      response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    await apiKeys.revoke(userOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};
