// buildApp: the HTTP application with its plugins and modules, nothing else.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
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
import { createValidatorCompiler } from './platform/http/validation.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { chatARoutes } from './modules/auth/chat-a-routes.ts';
import { createChatAService } from './modules/auth/chat-a-service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { flagRoutes } from './modules/flags/routes.ts';
import { createFlagService } from './modules/flags/service.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { createInquiryService } from './modules/inquiries/service.ts';
import { moodRoutes } from './modules/moods/routes.ts';
import { createMoodService } from './modules/moods/service.ts';
import { Organization, organizationRoutes } from './modules/organizations/routes.ts';
import { createOrganizationService } from './modules/organizations/service.ts';
import type { Preferences } from './modules/organizations/preferences.ts';
import { User } from './modules/users/schemas.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUserService } from './modules/users/service.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { createClientService } from './modules/clients/service.ts';
import { Task, TaskDraft, taskRoutes } from './modules/tasks/routes.ts';
import { createTaskService } from './modules/tasks/service.ts';
import { createOutbox } from './platform/outbox.ts';
import { createScheduler } from './platform/scheduler/index.ts';
import { morningThreadRoutes } from './modules/morning-threads/routes.ts';
import { createMorningThreadService } from './modules/morning-threads/service.ts';
import { eodRoutes } from './modules/eod/routes.ts';
import { createEodService } from './modules/eod/service.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { createChatService } from './modules/chat/service.ts';
import { createBuiltinEngine, createLlmEngine, detectLanguage, extractTasks, isCrisisMessage } from './assistant/index.ts';

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
  });
  app.setValidatorCompiler(createValidatorCompiler());

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // While shutting down, answers to requests already received close their keep-alive
  // sockets, so the server can finish without cutting off anyone.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  // Bodies are JSON only: any other content type answers 415. An empty JSON body (a POST
  // that only sends the Content-Type header) is no body rather than malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['text/plain', 'application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  registerErrorHandling(app);
  app.addSchema(ErrorBody);
  app.addSchema(User);
  app.addSchema(Organization);
  app.addSchema(Task);
  app.addSchema(TaskDraft);

  // Browsers may call the API from the web client's origins only; bots and servers are not browsers.
  await app.register(cors, {
    origin: config.webOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
    maxAge: 600,
  });
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
  const chatA = createChatAService({ db, clock, tokens, chatA: config.chatA, publicUrl: config.publicUrl, webOrigins: config.webOrigins });
  const organizations = createOrganizationService({ db, clock, tokens, allowSignup: config.allowSignup });
  const flags = createFlagService({ db, clock });
  const moods = createMoodService({ db, clock, flags });
  const inquiries = createInquiryService({ db, clock, flags });
  const tasks = createTaskService({ db, clock });
  const clients = createClientService({ db, clock });
  const analytics = createAnalyticsService({ db, clock });
  const outbox = createOutbox({ db, clock, botUrls: config.botUrls, signingSecret: config.botSigningSecret, log: app.log });
  const morningThreads = createMorningThreadService({ db, clock, outbox, users, organizations, extractTasks });
  const eod = createEodService({ db, clock, outbox, organizations, morningThreads });
  const scheduler = createScheduler({ db, clock, organizations: organizations.allWithPreferences, jobs: [
    morningThreads.checkInJob, eod.collectionJob,
    flags.overloadJob(tasks.usersWithOverdueTasks, (preferences: Preferences) => preferences.checkInTime),
  ], log: app.log });
  // Started and stopped by main.ts; tests drive them directly.
  app.decorate('workers', { outbox, scheduler });

  // The assistant is built once: its lexicons and rules load at start-up, never per request.
  const builtinEngine = createBuiltinEngine();
  const engine = config.llm
    ? createLlmEngine({
        ...config.llm, fallback: builtinEngine, detectCrisis: isCrisisMessage, detectLanguage,
        onFailure: (reason, error) => app.log.warn({ reason, err: error }, 'language model unavailable; built-in engine answered'),
      })
    : builtinEngine;
  const chat = createChatService({ db, clock, engine, users, organizations, tasks, moods, flags });

  await app.register(healthRoutes, { ready: database.ready });
  await app.register(authRoutes, { users });
  await app.register(chatARoutes, { chatA });
  await app.register(organizationRoutes, { organizations });
  await app.register(userRoutes, { users });
  await app.register(moodRoutes, { moods });
  await app.register(flagRoutes, { flags });
  await app.register(inquiryRoutes, { inquiries });
  await app.register(analyticsRoutes, { analytics });
  await app.register(taskRoutes, { tasks });
  await app.register(clientRoutes, { clients });
  await app.register(morningThreadRoutes, { morningThreads });
  await app.register(eodRoutes, { eod });
  await app.register(chatRoutes, { chat });

  return app;
}
