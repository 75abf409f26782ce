// buildApp: the HTTP application with its plugins and modules, nothing else.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createBuiltinEngine, createLlmEngine, detectLanguage, extractTasks, isCrisisMessage } from './assistant/index.ts';
import type { Config } from './config.ts';
import { createApiKeyStore } from './platform/auth/api-keys.ts';
import { registerIdentification } from './platform/auth/plugin.ts';
import { createTokenService, resolveJwtSecret } from './platform/auth/tokens.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { createServer } from './platform/http/server.ts';
import { createOutbox } from './platform/outbox.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { createScheduler } from './platform/scheduler/index.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { chatARoutes } from './modules/auth/chat-a-routes.ts';
import { createChatAService } from './modules/auth/chat-a-service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { createChatService } from './modules/chat/service.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { createClientService } from './modules/clients/service.ts';
import { eodRoutes } from './modules/eod/routes.ts';
import { createEodService } from './modules/eod/service.ts';
import { flagRoutes } from './modules/flags/routes.ts';
import { createFlagService } from './modules/flags/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { createInquiryService } from './modules/inquiries/service.ts';
import { moodRoutes } from './modules/moods/routes.ts';
import { createMoodService } from './modules/moods/service.ts';
import { morningThreadRoutes } from './modules/morning-threads/routes.ts';
import { createMorningThreadService } from './modules/morning-threads/service.ts';
import type { Preferences } from './modules/organizations/preferences.ts';
import { Organization, organizationRoutes } from './modules/organizations/routes.ts';
import { createOrganizationService } from './modules/organizations/service.ts';
import { Task, TaskDraft, taskRoutes } from './modules/tasks/routes.ts';
import { createTaskService } from './modules/tasks/service.ts';
import { userRoutes } from './modules/users/routes.ts';
import { User } from './modules/users/schemas.ts';
import { createUserService } from './modules/users/service.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  redis?: Redis | null;
  /** pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const app = await createServer(config, deps.logger);
  app.addSchema(User);
  app.addSchema(Organization);
  app.addSchema(Task);
  app.addSchema(TaskDraft);

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
