// Test helpers: a real application on a real database (PGlite in memory by default, the
// PostgreSQL named by DATABASE_URL when set), and one-line ways to act as a user.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { ManualClock, type Clock } from '../src/platform/clock.ts';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client.ts';
import type { ApiPaths, Schemas } from '../web/src/api/client.ts';
import type { Answer, Method } from '../web/src/api/types.ts';

/** Response bodies as the OpenAPI document types them (the web client's types). */
export type Task = Answer<'/api/tasks/drafts/{id}/confirm', 'post'>;
export type Identity = Answer<'/api/users/{id}/identities', 'post'>;
export type MoodEntry = Answer<'/api/moods', 'post'>;
/** The body of any refusal the document describes ({statusCode, message, error, code}). */
export type Refusal = Schemas[Extract<keyof Schemas, `${string}Error`>];
export type TaskFields = { title?: string; description?: string | null; priority?: number; dueDate?: string | null };
export type IdentityFields = { platform: 'chat_a' | 'chat_b' | 'chat_c'; platformUserId: string; platformTeamId?: string };

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

/** A body read untyped: the calls not yet converted to one of the forms below. */
export function json(response: LightMyRequestResponse): any; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The body `path` answers to `method` on success, as the OpenAPI document types it: `json<'/api/tasks'>(res)`, `json<'/api/tasks/drafts', 'post'>(res)`. */
export function json<P extends keyof ApiPaths, M extends Method = 'get'>(response: LightMyRequestResponse): Answer<P, M>;
/** Any other body, named by the caller: a `Refusal`, a page outside the API. */
export function json<T>(response: LightMyRequestResponse): T;
export function json(response: LightMyRequestResponse): unknown {
  return JSON.parse(response.body);
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
  /** Injects as `member`: `org.as(member)({method, url, payload})`. */
  as(member: { token: string }): (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A task of `member`, drafted and confirmed through the API as a person would. */
  task(member: { token: string }, fields?: TaskFields): Promise<Task>;
  /** Links a chat identity to `member` with the operator's key: verified, as the bridge's links are. */
  linkIdentity(member: { id: string }, identity: IdentityFields): Promise<Identity>;
  /** An API key scoped to this organization, made by its admin through the API. */
  scopedKey(name?: string): Promise<string>;
  /** `member`'s mood entries, logged in turn through the API; with `spacing`, the manual clock moves on `every` ms before each. */
  moods(member: { token: string }, values: number[], spacing?: { clock: ManualClock; every: number }): Promise<MoodEntry[]>;
  /** `member` signed in again through the API with their password: a fresh token (tokens live 7 days; tests move clocks). */
  signIn<M extends { email: string; password: string }>(member: M): Promise<M & { token: string }>;
}

/** The body of a response that must have had `status`; the test stops with the body otherwise. */
function expectBody<T>(response: LightMyRequestResponse, status: number, what: string): T {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return json<T>(response);
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
  const body = json<'/api/organizations', 'post'>(response);
  const admin: Member = { id: body.user.id, email, password, token: body.accessToken, role: 'admin', organizationId: body.organization.id };
  return {
    id: body.organization.id,
    slug: body.organization.slug,
    admin,
    as: (member) => as(app, member),
    async task(member, fields = {}) {
      const draft = expectBody<{ id: string }>(await as(app, member)({
        method: 'POST', url: '/api/tasks/drafts', payload: { title: `Task ${randomUUID().slice(0, 6)}`, ...fields },
      }), 201, 'draft');
      return expectBody<Task>(await as(app, member)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/confirm` }), 201, 'confirm');
    },
    async linkIdentity(member, identity) {
      const response = await app.inject({ method: 'POST', url: `/api/users/${member.id}/identities`, headers: apiKeyHeader(), payload: identity });
      return expectBody<Identity>(response, response.statusCode === 200 ? 200 : 201, 'link');
    },
    async scopedKey(name = `bot ${randomUUID().slice(0, 6)}`) {
      return expectBody<{ key: string }>(await as(app, admin)({ method: 'POST', url: '/api/api-keys', payload: { name } }), 201, 'API key').key;
    },
    async moods(member, values, spacing) {
      const entries: MoodEntry[] = [];
      for (const value of values) {
        spacing?.clock.advance(spacing.every);
        entries.push(expectBody<MoodEntry>(await as(app, member)({ method: 'POST', url: '/api/moods', payload: { value } }), 201, 'mood'));
      }
      return entries;
    },
    signIn: (member) => signIn(app, member),
    async addMember(role = 'employee', name = `${role} ${randomUUID().slice(0, 4)}`) {
      const memberEmail = uniqueEmail(role);
      const created = await app.inject({
        method: 'POST', url: '/api/users', headers: bearer(admin.token),
        payload: { email: memberEmail, name, password, role },
      });
      const { id } = expectBody<Answer<'/api/users', 'post'>>(created, 201, 'create user');
      return signIn(app, { id, email: memberEmail, password, token: '', role, organizationId: body.organization.id });
    },
  };
}

/** Injects as the given member: `as(member)({method, url, payload})`. */
export function as(app: FastifyInstance, member: { token: string }) {
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, ...bearer(member.token) } });
}

/** `member` signed in through the API with their password: the member with a fresh token. */
export async function signIn<M extends { email: string; password: string }>(app: FastifyInstance, member: M): Promise<M & { token: string }> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
  return { ...member, token: expectBody<Answer<'/api/auth/login', 'post'>>(login, 200, 'sign-in').accessToken };
}
