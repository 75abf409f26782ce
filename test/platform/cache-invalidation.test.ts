// The cache in front of the per-request user check and of organization preferences: a change
// holds on the next request of the same instance, within milliseconds on another instance sharing
// Redis, and within LOCAL_TTL_MS on another instance without it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app.ts';
import { CACHE_CHANNEL, LOCAL_TTL_MS, SHARED_TTL_MS } from '../../src/platform/cache.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp } from '../helpers.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Asks until `done` holds or `withinMs` passed; answers whether it held in time. */
async function holdsWithin(withinMs: number, done: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  do {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  } while (Date.now() < deadline);
  return done();
}

const meStatus = async (app: FastifyInstance, member: Member) => (await as(app, member)({ method: 'GET', url: '/api/auth/me' })).statusCode;

describe('cached user checks', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t.close(); });

  /** Another instance on the same database, with its own cache (a separate handle: not this process's sibling). */
  async function secondInstance(redis: Redis | null) {
    const app = await buildApp({ config: t.config, database: { ...t.database }, clock: t.clock, redis, logger: false });
    await app.ready();
    return app;
  }

  test('one instance: deactivation, a role change and a rename hold on the very next request', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const promoted = await org.addMember('employee');
    assert.equal(await meStatus(t.app, member), 200);
    assert.equal(await meStatus(t.app, promoted), 200);

    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/users/${org.admin.id}`, payload: { name: 'Renamed Admin' } });
    assert.equal(json(await as(t.app, org.admin)({ method: 'GET', url: '/api/auth/me' })).name, 'Renamed Admin');
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${member.id}` })).statusCode, 204);
    assert.equal(await meStatus(t.app, member), 401);
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/users/${promoted.id}`, payload: { role: 'manager' } });
    assert.equal(await meStatus(t.app, promoted), 401);
  });

  test('two instances sharing Redis: a deactivation and a preference change reach the other at once', async (context) => {
    if (!(await redisReachable())) {
      context.skip(`no Redis at ${REDIS_URL}`);
      return;
    }
    const watcher = new Redis(REDIS_URL);
    const [, subscribedBefore] = await watcher.pubsub('NUMSUB', CACHE_CHANNEL) as [string, number];
    const connections = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    const first = await secondInstance(connections[0]!);
    const second = await secondInstance(connections[1]!);
    try {
      // Both subscriptions are up before anything is cached (entries then live SHARED_TTL_MS).
      assert.ok(await holdsWithin(5000, async () => Number((await watcher.pubsub('NUMSUB', CACHE_CHANNEL) as [string, number])[1]) >= subscribedBefore + 2));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const org = await signUpOrganization(first);
      const member = await org.addMember('employee');
      assert.equal(await meStatus(second, member), 200);
      const language = async () => json((await as(second, member)({ method: 'GET', url: '/api/chat/language' }))).language as string;
      assert.equal(await language(), 'english');

      assert.equal((await as(first, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { defaultLanguage: 'spanish' } } })).statusCode, 200);
      assert.equal((await as(first, org.admin)({ method: 'DELETE', url: `/api/users/${member.id}` })).statusCode, 204);
      // Well inside LOCAL_TTL_MS (and SHARED_TTL_MS): only the published forget explains it.
      assert.ok(SHARED_TTL_MS > LOCAL_TTL_MS);
      assert.ok(await holdsWithin(LOCAL_TTL_MS / 2, async () => (await meStatus(second, member)) === 401), 'the deactivated user is refused on the other instance');
      assert.equal(json(await as(second, org.admin)({ method: 'GET', url: '/api/chat/language' })).language, 'spanish');
    } finally {
      await first.close();
      await second.close();
      for (const connection of [...connections, watcher]) connection.disconnect();
    }
  });

  test('two instances without Redis: the other refuses a deactivated user within LOCAL_TTL_MS', async () => {
    const second = await secondInstance(null);
    try {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember('employee');
      assert.equal(await meStatus(second, member), 200);
      assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${member.id}` })).statusCode, 204);
      assert.ok(await holdsWithin(LOCAL_TTL_MS + 250, async () => (await meStatus(second, member)) === 401));
    } finally {
      await second.close();
    }
  });
});
