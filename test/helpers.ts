// Test helpers: a real application on a real database (PGlite in memory by default, the
// PostgreSQL named by DATABASE_URL when set), and one-line ways to act as a user.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { ManualClock, type Clock } from '../src/platform/clock.ts';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.ts';

export const TEST_API_KEY = 'test-service-key-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: Clock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Share the rate-limit counters through Redis (only when REDIS_URL is set). */
  redis?: boolean;
  /** The built web app to serve (default web/dist). */
  webRoot?: string;
  /** pino options (a `stream` captures the log); no logs by default. */
  logger?: Record<string, unknown>;
}

// Rate limits high enough that ordinary tests never meet them; the rate-limit tests lower them.
const TEST_ENV = {
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  API_KEYS: TEST_API_KEY,
  RATE_LIMIT_AUTH: '100000',
  RATE_LIMIT_STANDARD: '100000',
  RATE_LIMIT_WEBHOOK: '100000',
  SCHEDULER_ENABLED: 'false',
  DATA_DIR: 'memory://',
};

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env: Record<string, string | undefined> = { ...TEST_ENV, ...options.env };
  if (process.env.DATABASE_URL && !options.env?.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const redis = options.redis && process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  const clock = options.clock ?? new ManualClock(new Date());
  const app = await buildApp({ config, database, clock, redis, logger: options.logger ?? false, webRoot: options.webRoot });
  await app.ready();
  return {
    app, database, config, clock,
    async close() {
      await app.close();
      redis?.disconnect();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const apiKeyHeader = (key = TEST_API_KEY) => ({ 'x-api-key': key });

export function json<T = any>(response: LightMyRequestResponse): T { // eslint-disable-line @typescript-eslint/no-explicit-any
  return JSON.parse(response.body) as T;
}

/** A unique, valid e-mail: tests share one PostgreSQL database when DATABASE_URL is set. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
  role: 'employee' | 'manager' | 'admin';
  organizationId: string;
}

export interface TestOrganization {
  id: string;
  slug: string;
  admin: Member;
  /** Adds a member with the given role through the admin API and signs them in. */
  addMember(role?: Member['role'], name?: string): Promise<Member>;
}

/** Signs up a fresh organization with its admin, as a client would. */
export async function signUpOrganization(app: FastifyInstance, input: { name?: string; timezone?: string } = {}): Promise<TestOrganization> {
  const password = 'correct horse battery';
  const email = uniqueEmail('admin');
  const response = await app.inject({
    method: 'POST', url: '/api/organizations',
    payload: { name: input.name ?? `Org ${randomUUID().slice(0, 6)}`, ...(input.timezone ? { timezone: input.timezone } : {}), admin: { email, name: 'Ada Admin', password } },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = json(response);
  const admin: Member = { id: body.user.id, email, password, token: body.accessToken, role: 'admin', organizationId: body.organization.id };
  return {
    id: body.organization.id,
    slug: body.organization.slug,
    admin,
    async addMember(role = 'employee', name = `${role} ${randomUUID().slice(0, 4)}`) {
      const memberEmail = uniqueEmail(role);
      const created = await app.inject({
        method: 'POST', url: '/api/users', headers: bearer(admin.token),
        payload: { email: memberEmail, name, password, role },
      });
      if (created.statusCode !== 201) throw new Error(`create user failed: ${created.statusCode} ${created.body}`);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: memberEmail, password } });
      return { id: json(created).id, email: memberEmail, password, token: json(login).accessToken, role, organizationId: body.organization.id };
    },
  };
}

/** Injects as the given member: `as(member)({method, url, payload})`. */
export function as(app: FastifyInstance, member: { token: string }) {
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, ...bearer(member.token) } });
}
