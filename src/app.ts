// buildApp: the HTTP application with its plugins and modules, nothing else.
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createApiKeyStore } from './platform/auth/api-keys.ts';
import { registerIdentification } from './platform/auth/plugin.ts';
import { createTokenService, resolveJwtSecret } from './platform/auth/tokens.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { errorBody, registerErrorHandling } from './platform/errors.ts';
import { ErrorBody } from './platform/http/schemas.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { Organization, organizationRoutes } from './modules/organizations/routes.ts';
import { createOrganizationService } from './modules/organizations/service.ts';
import { User } from './modules/users/schemas.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUserService } from './modules/users/service.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  redis?: Redis | null;
  /** pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Malformed URLs (bad percent-encoding) answer with the error body like everything else.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(400).type('application/json; charset=utf-8').send(errorBody(400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad Request'));
    },
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  registerErrorHandling(app);
  app.addSchema(ErrorBody);
  app.addSchema(User);
  app.addSchema(Organization);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Team Productivity and Wellbeing API',
        version: '1.0.0',
        description: 'Tasks, a 13-language chat assistant, moods, wellbeing flags, morning threads, end-of-day summaries and analytics. Errors are {statusCode, message, error}.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/openapi.json', { config: { rateLimit: 'exempt' }, schema: { hide: true } }, async () => app.swagger());

  const apiKeys = createApiKeyStore(db, config.apiKeys);
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), clock);
  registerIdentification(app, { db, tokens, apiKeys });
  registerRateLimits(app, { limits: config.rateLimits, redis: deps.redis ?? null });

  const users = createUserService({ db, clock, tokens });
  const organizations = createOrganizationService({ db, clock, tokens, allowSignup: config.allowSignup });

  await app.register(healthRoutes, { ready: database.ready });
  await app.register(authRoutes, { users });
  await app.register(organizationRoutes, { organizations });
  await app.register(userRoutes, { users });

  return app;
}
