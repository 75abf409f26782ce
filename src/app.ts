// buildApp: the HTTP application with its plugins and modules, nothing else.
// The decorations the app's plugins add (request.principal, app.swagger, …) travel with its
// declarations, so that the projects type-checked against them (tsconfig references) see them too:
// an import would not do, declaration output drops the imports its types do not use.
/* eslint-disable @typescript-eslint/triple-slash-reference */
/// <reference types="@fastify/swagger" preserve="true" />
/// <reference path="./platform/auth/plugin.ts" preserve="true" />
/// <reference path="./platform/rate-limit.ts" preserve="true" />
/* eslint-enable @typescript-eslint/triple-slash-reference */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createBuiltinEngine, createLlmEngine, detectLanguage, extractTasks, isCrisisMessage } from './assistant/index.ts';
import type { Config } from './config.ts';
import { createApiKeyStore } from './platform/auth/api-keys.ts';
import { createAccountCache, createIdentityHolderLookup, registerIdentification } from './platform/auth/plugin.ts';
import { createTokenService, resolveJwtSecret } from './platform/auth/tokens.ts';
import { createCacheHub } from './platform/cache.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { createServer } from './platform/http/server.ts';
import { createMetrics, registerMetricsRoute, registerRequestMetrics, type Metrics } from './platform/metrics.ts';
import { createLoginFailures, registerRateLimits } from './platform/rate-limit.ts';
import { createScheduler, type Scheduler } from './platform/scheduler/index.ts';
import { absenceRoutes } from './modules/absences/routes.ts';
import { createAbsenceService } from './modules/absences/service.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { createApiKeyService } from './modules/api-keys/service.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { chatARoutes } from './modules/auth/chat-a-routes.ts';
import { createChatAService } from './modules/auth/chat-a-service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { createChatService } from './modules/chat/service.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { createClientService } from './modules/clients/service.ts';
import { eodRoutes } from './modules/eod/routes.ts';
import { createEodService } from './modules/eod/service.ts';
import { flagRoutes } from './modules/flags/routes.ts';
import { createFlagService } from './modules/flags/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { identityRoutes } from './modules/identities/routes.ts';
import { createIdentityLinkService } from './modules/identities/service.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { createInquiryService } from './modules/inquiries/service.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { createInvitationService } from './modules/invitations/service.ts';
import { moodRoutes } from './modules/moods/routes.ts';
import { createMoodService } from './modules/moods/service.ts';
import { morningThreadRoutes } from './modules/morning-threads/routes.ts';
import { createMorningThreadService } from './modules/morning-threads/service.ts';
import type { Preferences } from './modules/organizations/preferences.ts';
import { Organization, organizationRoutes } from './modules/organizations/routes.ts';
import { createOrganizationService } from './modules/organizations/service.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { createOutboxService } from './modules/outbox/service.ts';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox/worker.ts';
import { Task, TaskDraft, taskRoutes } from './modules/tasks/routes.ts';
import { createTaskService } from './modules/tasks/service.ts';
import { userRoutes } from './modules/users/routes.ts';
import { User } from './modules/users/schemas.ts';
import { createUserService } from './modules/users/service.ts';
import { verifiedIdentityRoutes } from './modules/verified-identities/routes.ts';
import { chatConnectionRoutes } from './modules/chat-connection/routes.ts';
import { createChatConnectionService } from './modules/chat-connection/service.ts';
import { createVerifiedIdentityService } from './modules/verified-identities/service.ts';
import { webRoutes } from './modules/web/routes.ts';
import { registerWebApp } from './modules/web/static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's Prometheus registry and instruments (main.ts serves them on METRICS_PORT). */
    metrics: Metrics;
    workers: BackgroundWorkers;
  }
}

/** The background workers main.ts starts and stops; tests drive them directly. */
export interface BackgroundWorkers {
  outbox: OutboxWorker;
  scheduler: Pick<Scheduler, 'tick' | 'start' | 'stop'>;
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  redis?: Redis | null;
  /** pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The built web app; default web/dist. */
  webRoot?: string;
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
  // First, so that a browser opening /analytics gets the page before any API hook runs.
  await registerWebApp(app, { root: deps.webRoot });

  const caches = createCacheHub({ scope: database, redis: deps.redis ?? null });
  app.addHook('onClose', () => caches.close());
  const apiKeys = createApiKeyStore(db, config.apiKeys, clock);
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), clock);
  const accounts = createAccountCache(db, caches);
  registerIdentification(app, { tokens, accounts, apiKeys, identityHolder: createIdentityHolderLookup(db) });
  const metrics = createMetrics(database);
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  if (config.metricsToken) registerMetricsRoute(app, metrics, config.metricsToken);
  registerRateLimits(app, {
    limits: config.rateLimits, redis: deps.redis ?? null, onRefused: (tier) => metrics.rateLimitRefusals.inc({ tier }),
  });

  const loginFailures = createLoginFailures({ limit: config.loginFailuresPerAccount, clock, redis: deps.redis ?? null });
  const users = createUserService({ db, clock, tokens, accounts, loginFailures });
  const invitations = createInvitationService({ db, clock, users, publicUrl: config.publicUrl });
  const identityLinks = createIdentityLinkService({ db, clock, publicUrl: config.publicUrl });
  const chatA = createChatAService({ db, clock, tokens, chatA: config.chatA, publicUrl: config.publicUrl, webOrigins: config.webOrigins, allowSignup: config.allowSignup });
  const organizations = createOrganizationService({ db, clock, caches });
  const outbox = createOutboxService({
    db, clock, botUrls: config.botUrls, signingSecret: config.botSigningSecret, log: app.log,
    observe: {
      attempt: (kind, outcome) => metrics.outboxAttempts.inc({ kind, outcome }),
      delivered: (kind, seconds) => metrics.outboxDeliveryLatency.observe({ kind }, seconds),
    },
  });
  const flags = createFlagService({ db, clock, outbox, publicUrl: config.publicUrl });
  const moods = createMoodService({ db, clock, flags });
  const inquiries = createInquiryService({ db, clock, flags });
  const tasks = createTaskService({ db, clock, timezoneOf: async (id) => (await organizations.preferences(id)).timezone });
  const clients = createClientService({ db, clock });
  const analytics = createAnalyticsService({ db, clock, organizations });
  const morningThreads = createMorningThreadService({ db, clock, outbox, users, organizations, extractTasks });
  const eod = createEodService({ db, clock, outbox, organizations, morningThreads });
  const absences = createAbsenceService({ db, clock });
  const scheduler = createScheduler({ db, clock, organizations: organizations.allWithPreferences, jobs: [
    morningThreads.checkInJob, morningThreads.reminderJob, eod.collectionJob,
    flags.overloadJob(tasks.usersWithOverdueTasks, (preferences: Preferences) => preferences.checkInTime),
  ], log: app.log, observe: { ran: (job) => metrics.schedulerRuns.inc({ job }), failed: (job) => metrics.schedulerFailures.inc({ job }) } });
  // Started and stopped by main.ts; tests drive them directly.
  app.decorate('workers', { outbox: createOutboxWorker({ outbox, log: app.log }), scheduler });

  // The assistant is built once: its lexicons and rules load at start-up, never per request.
  const builtinEngine = createBuiltinEngine();
  const engine = config.llm
    ? createLlmEngine({
        ...config.llm, fallback: builtinEngine, detectCrisis: isCrisisMessage, detectLanguage,
        onFailure: (reason, error) => {
          metrics.llmFallbacks.inc();
          app.log.warn({ reason, err: error }, 'language model unavailable; built-in engine answered');
        },
      })
    : builtinEngine;
  const chat = createChatService({
    db, clock, engine, users, organizations, tasks, moods, flags, onAnswer: (name, intent) => metrics.assistantAnswers.inc({ engine: name, intent }),
  });

  await app.register(healthRoutes, { ready: database.ready });
  await app.register(authRoutes, { users });
  await app.register(chatARoutes, { chatA });
  await app.register(organizationRoutes, { organizations, auth: createAuthService({ db, clock, tokens, allowSignup: config.allowSignup }) });
  await app.register(userRoutes, { users });
  await app.register(invitationRoutes, { invitations });
  await app.register(apiKeyRoutes, { apiKeys: createApiKeyService({ apiKeys }) });
  await app.register(identityRoutes, { identityLinks });
  await app.register(verifiedIdentityRoutes, { verifiedIdentities: createVerifiedIdentityService({ db }) });
  await app.register(chatConnectionRoutes, { chatConnection: createChatConnectionService({ db, botUrls: config.botUrls }) });
  await app.register(moodRoutes, { moods });
  await app.register(flagRoutes, { flags });
  await app.register(inquiryRoutes, { inquiries });
  await app.register(analyticsRoutes, { analytics });
  await app.register(taskRoutes, { tasks });
  await app.register(clientRoutes, { clients });
  await app.register(morningThreadRoutes, { morningThreads });
  await app.register(eodRoutes, { eod });
  await app.register(absenceRoutes, { absences });
  await app.register(chatRoutes, { chat });
  await app.register(webRoutes, { providers: { chatA: chatA.configured, organizationSignup: config.allowSignup } });
  await app.register(outboxRoutes, { outbox });

  return app;
}
