import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { createScheduler } from '../../src/platform/scheduler/index.ts';
import { dayWindow, localInstant } from '../../src/platform/scheduler/calendar.ts';
import { as, json, signUpOrganization, startTestApp, type TestApp } from '../helpers.ts';

const CONFIGURED = { platform: 'chat_a', teamChannelId: 'C-team', progressChannelId: 'C-progress' };
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

describe('scheduler', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-01-01T00:00:00.000Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  /** An organization signed up at `at` with these preferences. */
  async function organization(at: string, preferences: Record<string, unknown>) {
    clock.set(at);
    const org = await signUpOrganization(t.app);
    const res = await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences } });
    assert.equal(res.statusCode, 200, res.body);
    return org;
  }

  /** The daily-rhythm runs a tick at `at` makes for the organization, as "job@date" (the overload check and the reminder have their own tests). */
  async function tickAt(orgId: string, at: string, app = t.app) {
    clock.set(at);
    return (await app.workers.scheduler.tick({ organizationIds: [orgId] }))
      .filter((r) => r.job !== 'overload_check' && r.job !== 'submission_reminder').map((r) => `${r.job}@${r.date}`);
  }

  /** Nothing a millisecond before `at`, the run at `at`, nothing again right after. */
  async function firesExactlyAt(orgId: string, at: string, run: string) {
    assert.deepEqual(await tickAt(orgId, new Date(new Date(at).getTime() - 1).toISOString()), [], `nothing before ${at}`);
    assert.deepEqual(await tickAt(orgId, at), [run], `${run} at ${at}`);
    assert.deepEqual(await tickAt(orgId, new Date(new Date(at).getTime() + 60_000).toISOString()), [], `once only after ${at}`);
  }

  const threads = (orgId: string) => queryRows<{ date: string; channel_id: string; thread_ts: string | null }>(t.database.db,
    sql`select date::text as date, channel_id, thread_ts from morning_threads where organization_id = ${orgId}::uuid order by date`);
  const messages = (orgId: string) => queryRows<{ kind: string; channel_id: string; payload: { text: string } }>(t.database.db,
    sql`select kind, channel_id, payload from outbound_messages where organization_id = ${orgId}::uuid order by created_at`);

  test('UTC: check-in at 09:00 and EOD at 19:00 on a work day, each once', async () => {
    const org = await organization('2026-03-09T00:00:00.000Z', CONFIGURED); // a Monday
    await firesExactlyAt(org.id, '2026-03-09T09:00:00.000Z', 'morning_thread@2026-03-09');
    await firesExactlyAt(org.id, '2026-03-09T19:00:00.000Z', 'eod_collection@2026-03-09');
    assert.deepEqual(await threads(org.id), [{ date: '2026-03-09', channel_id: 'C-team', thread_ts: null }]);
    const posts = await messages(org.id);
    assert.deepEqual(posts.map((m) => [m.kind, m.channel_id]), [['morning_thread', 'C-team'], ['eod_summary', 'C-progress']]);
    assert.match(posts[0]!.payload.text, /^Good morning/);
    assert.match(posts[1]!.payload.text, /End-of-day summary — 2026-03-09/);
  });

  test('America/New_York across the March switch: 09:00 stays 09:00 local (14:00Z, then 13:00Z)', async () => {
    const org = await organization('2026-03-06T12:00:00.000Z', { ...CONFIGURED, timezone: 'America/New_York', workDays: EVERY_DAY });
    await firesExactlyAt(org.id, '2026-03-07T14:00:00.000Z', 'morning_thread@2026-03-07'); // Saturday, EST
    await firesExactlyAt(org.id, '2026-03-08T00:00:00.000Z', 'eod_collection@2026-03-07'); // 19:00 EST
    await firesExactlyAt(org.id, '2026-03-08T13:00:00.000Z', 'morning_thread@2026-03-08'); // switch day, EDT
    await firesExactlyAt(org.id, '2026-03-08T23:00:00.000Z', 'eod_collection@2026-03-08');
    await firesExactlyAt(org.id, '2026-03-09T13:00:00.000Z', 'morning_thread@2026-03-09');
  });

  test('America/New_York across the November switch: 09:00 EDT (13:00Z), then 09:00 EST (14:00Z)', async () => {
    const org = await organization('2026-10-30T12:00:00.000Z', { ...CONFIGURED, timezone: 'America/New_York', workDays: EVERY_DAY });
    await firesExactlyAt(org.id, '2026-10-31T13:00:00.000Z', 'morning_thread@2026-10-31');
    await firesExactlyAt(org.id, '2026-11-01T14:00:00.000Z', 'morning_thread@2026-11-01'); // switch day, EST
    // 19:00 EST on Nov 1 is already Nov 2 in UTC: the run still belongs to the local date.
    await firesExactlyAt(org.id, '2026-11-02T00:00:00.000Z', 'eod_collection@2026-11-01');
    await firesExactlyAt(org.id, '2026-11-02T14:00:00.000Z', 'morning_thread@2026-11-02');
  });

  test('Asia/Kolkata (+05:30): 09:00 is 03:30Z and 19:00 is 13:30Z', async () => {
    const org = await organization('2026-03-08T20:00:00.000Z', { ...CONFIGURED, timezone: 'Asia/Kolkata' });
    await firesExactlyAt(org.id, '2026-03-09T03:30:00.000Z', 'morning_thread@2026-03-09');
    await firesExactlyAt(org.id, '2026-03-09T13:30:00.000Z', 'eod_collection@2026-03-09');
  });

  test('Pacific/Auckland: Monday 09:00 is Sunday 20:00Z in summer, 21:00Z after the April switch', async () => {
    const org = await organization('2026-01-11T10:00:00.000Z', { ...CONFIGURED, timezone: 'Pacific/Auckland' });
    await firesExactlyAt(org.id, '2026-01-11T20:00:00.000Z', 'morning_thread@2026-01-12');
    await firesExactlyAt(org.id, '2026-01-12T06:00:00.000Z', 'eod_collection@2026-01-12');
    await firesExactlyAt(org.id, '2026-04-05T21:00:00.000Z', 'morning_thread@2026-04-06');
  });

  test('no run on a non-work day', async () => {
    const org = await organization('2026-03-13T12:00:00.000Z', CONFIGURED);
    for (const at of ['2026-03-14T09:00:00.000Z', '2026-03-14T23:59:00.000Z', '2026-03-15T19:30:00.000Z']) { // Saturday, Sunday
      assert.deepEqual(await tickAt(org.id, at), [], at);
    }
    assert.deepEqual(await threads(org.id), []);
  });

  test('a run missed while down is caught up the same day, never on a later day', async () => {
    const org = await organization('2026-03-09T06:00:00.000Z', CONFIGURED);
    assert.deepEqual(await tickAt(org.id, '2026-03-09T15:00:00.000Z'), ['morning_thread@2026-03-09']);
    assert.deepEqual(await tickAt(org.id, '2026-03-10T08:00:00.000Z'), [], 'Monday\'s EOD is not made up on Tuesday');
    assert.deepEqual(await tickAt(org.id, '2026-03-10T21:00:00.000Z'), ['morning_thread@2026-03-10', 'eod_collection@2026-03-10']);
  });

  test('check-in text in the organization\'s language; no platform → no thread, but the EOD collection runs', async () => {
    const spanish = await organization('2026-03-09T06:00:00.000Z', { ...CONFIGURED, defaultLanguage: 'spanish', submissionDeadline: '10:30' });
    await tickAt(spanish.id, '2026-03-09T09:00:00.000Z');
    assert.match((await messages(spanish.id))[0]!.payload.text, /^¡Buenos días.*10:30/);

    const bare = await organization('2026-03-09T06:00:00.000Z', { timezone: 'UTC' });
    assert.deepEqual(await tickAt(bare.id, '2026-03-09T19:00:00.000Z'), ['morning_thread@2026-03-09', 'eod_collection@2026-03-09']);
    assert.deepEqual(await threads(bare.id), []);
    assert.deepEqual(await messages(bare.id), [], 'nothing to post without a platform');
    const summary = await as(t.app, bare.admin)({ method: 'GET', url: `/api/eod/summary/2026-03-09?orgId=${bare.id}` });
    assert.equal(summary.statusCode, 200, summary.body);
    assert.equal(json(summary).noUpdate, 1);
  });

  test('a thread the adapter registered first is kept; the check-in posts nothing more', async () => {
    const org = await organization('2026-03-09T06:00:00.000Z', CONFIGURED);
    const registered = await t.app.inject({
      method: 'POST', url: '/api/morning-threads', headers: { 'x-api-key': 'test-service-key-0123456789abcdef' },
      payload: { orgId: org.id, channelId: 'C-own', threadTs: '171.1' },
    });
    assert.equal(registered.statusCode, 201);
    assert.deepEqual(await tickAt(org.id, '2026-03-09T09:00:00.000Z'), ['morning_thread@2026-03-09']);
    assert.deepEqual(await threads(org.id), [{ date: '2026-03-09', channel_id: 'C-own', thread_ts: '171.1' }]);
    assert.deepEqual(await messages(org.id), []);
  });

  test('two scheduler instances on one database fire each run exactly once', async () => {
    const org = await organization('2026-03-09T06:00:00.000Z', CONFIGURED);
    const second = await buildApp({ config: t.config, database: t.database, clock, logger: false });
    try {
      clock.set('2026-03-09T19:30:00.000Z');
      const only = { organizationIds: [org.id] };
      const [a, b] = await Promise.all([t.app.workers.scheduler.tick(only), second.workers.scheduler.tick(only)]);
      assert.deepEqual([...a, ...b].map((r) => r.job).sort(), ['eod_collection', 'morning_thread', 'overload_check', 'submission_reminder']);
      assert.equal((await threads(org.id)).length, 1);
      assert.equal((await messages(org.id)).length, 2);
    } finally {
      await second.close();
    }
  });

  test('two service instances on one PostgreSQL fire each run exactly once', {
    skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL: two instances can share only a real PostgreSQL, not in-memory PGlite',
  }, async () => {
    const org = await organization('2026-03-09T06:00:00.000Z', CONFIGURED);
    const others = await Promise.all([1, 2].map(() => startTestApp({ clock })));
    try {
      clock.set('2026-03-09T19:30:00.000Z');
      const only = { organizationIds: [org.id] };
      const results = await Promise.all([t, ...others].map((instance) => instance.app.workers.scheduler.tick(only)));
      assert.deepEqual(results.flat().map((r) => r.job).sort(), ['eod_collection', 'morning_thread', 'overload_check', 'submission_reminder']);
      assert.equal((await threads(org.id)).length, 1);
      assert.equal((await messages(org.id)).length, 2);
      const [claims] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from scheduled_runs where organization_id = ${org.id}::uuid`);
      assert.equal(claims!.n, 4);
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  });

  test('a run that fails gives up its claim and is retried on the next tick', async () => {
    const org = await organization('2026-03-09T06:00:00.000Z', {});
    let calls = 0;
    const scheduler = createScheduler({
      db: t.database.db, clock,
      organizations: async () => [{ id: org.id, preferences: { timezone: 'UTC', workDays: [1], at: '10:00' } }],
      jobs: [{
        name: 'flaky', timeOf: (p) => p.at,
        async run() {
          calls += 1;
          if (calls === 1) throw new Error('first run fails');
        },
      }],
    });
    clock.set('2026-03-09T10:00:00.000Z');
    assert.deepEqual(await scheduler.tick(), []);
    assert.deepEqual((await scheduler.tick()).map((r) => r.job), ['flaky']);
    assert.deepEqual(await scheduler.tick(), []);
    assert.equal(calls, 2);
  });

  test('calendar: local days are 23 and 25 hours long on switch days; a skipped time moves forward', () => {
    const hours = (w: { start: Date; end: Date }) => (w.end.getTime() - w.start.getTime()) / 3_600_000;
    assert.equal(hours(dayWindow('2026-03-08', 'America/New_York')), 23);
    assert.equal(hours(dayWindow('2026-11-01', 'America/New_York')), 25);
    assert.equal(localInstant('2026-03-08', '02:30', 'America/New_York').toISOString(), '2026-03-08T07:30:00.000Z');
    assert.equal(localInstant('2026-03-09', '09:00', 'Asia/Kolkata').toISOString(), '2026-03-09T03:30:00.000Z');
  });
});
