import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { createFlagService } from '../../src/modules/flags/service.ts';
import { createMoodService } from '../../src/modules/moods/service.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type Refusal } from '../helpers.ts';
import { outboxOf } from '../platform/outbox-stub.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('moods', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-01T08:00:00.000Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  const log = (member: Member, value: unknown, note?: unknown) =>
    as(t.app, member)({ method: 'POST', url: '/api/moods', payload: note === undefined ? { value } : { value, note } });
  const stats = async (member: Member, query = '') => {
    const res = await as(t.app, member)({ method: 'GET', url: `/api/moods/stats${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return json<'/api/moods/stats'>(res);
  };
  /** Mood series log one entry an hour. */
  const hourly = { clock, every: HOUR };

  test('POST /api/moods stores a logged entry and drops unknown properties', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const other = await org.addMember('employee');
    const res = await as(t.app, member)({ method: 'POST', url: '/api/moods', payload: { value: 4, note: ' fine day ', userId: other.id, source: 'inferred' } });
    assert.equal(res.statusCode, 201);
    const body = json<'/api/moods', 'post'>(res);
    assert.match(body.id, /^[0-9a-f-]{36}$/);
    assert.deepEqual({ ...body, id: undefined }, { id: undefined, value: 4, note: 'fine day', source: 'logged', createdAt: clock.now().toISOString() });
    const mine = json<'/api/moods'>(await as(t.app, member)({ method: 'GET', url: '/api/moods' }));
    assert.equal(mine.total, 1);
    assert.equal(json<'/api/moods'>(await as(t.app, other)({ method: 'GET', url: '/api/moods' })).total, 0);
    assert.equal(json<'/api/moods', 'post'>(await log(member, 3, '   ')).note, null);
    assert.equal(json<'/api/moods', 'post'>(await log(member, 3)).note, null);
  });

  test('POST /api/moods enforces value 1-5 and note ≤ 500, and needs a token', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember();
    for (const value of [0, 6, 2.5, 'good', null]) {
      const res = await log(member, value);
      assert.equal(res.statusCode, 400, String(value));
      assert.equal(json<Refusal>(res).message, 'Validation failed');
    }
    assert.equal((await as(t.app, member)({ method: 'POST', url: '/api/moods', payload: {} })).statusCode, 400);
    assert.equal((await log(member, 1)).statusCode, 201);
    assert.equal((await log(member, 5)).statusCode, 201);
    assert.equal((await log(member, 3, 'x'.repeat(500))).statusCode, 201);
    assert.equal((await log(member, 3, 'x'.repeat(501))).statusCode, 400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/moods', payload: { value: 3 } });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(json<Refusal>(anonymous).message, 'Unauthorized');
  });

  test('GET /api/moods lists the caller\'s entries of the window, newest first, paginated', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember();
    const start = clock.now().getTime();
    await org.moods(member, [1, 2, 3, 4, 5], hourly);
    const page = json<'/api/moods'>(await as(t.app, member)({ method: 'GET', url: '/api/moods?limit=2&offset=1' }));
    assert.equal(page.total, 5);
    assert.equal(page.limit, 2);
    assert.equal(page.offset, 1);
    assert.deepEqual(page.data.map((e: { value: number }) => e.value), [4, 3]);
    // days=1 ends now: the first entry, logged 5 h after `start`, leaves the window exactly 24 h later.
    clock.set(new Date(start + HOUR + DAY - 1));
    assert.equal(json<'/api/moods'>(await as(t.app, member)({ method: 'GET', url: '/api/moods?days=1' })).total, 5);
    clock.set(new Date(start + HOUR + DAY));
    assert.equal(json<'/api/moods'>(await as(t.app, member)({ method: 'GET', url: '/api/moods?days=1' })).total, 4);
    for (const query of ['days=0', 'days=366', 'days=abc', 'limit=101', 'limit=0', 'offset=-1']) {
      assert.equal((await as(t.app, member)({ method: 'GET', url: `/api/moods?${query}` })).statusCode, 400, query);
    }
  });

  test('stats: average to 2 decimals, distribution with every key, logged entries only', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember();
    assert.deepEqual(await stats(member), {
      averageMood: 0, totalEntries: 0, moodTrend: 'stable', distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    await org.moods(member, [4, 5, 5], hourly);
    // An inferred entry is listed but not counted (chat stores these through the service).
    const moods = createMoodService({ db: t.database.db, clock, flags: createFlagService({ db: t.database.db, clock, outbox: outboxOf(t), publicUrl: t.config.publicUrl }) });
    await moods.logMood({ organizationId: org.id, userId: member.id }, { value: 1, source: 'inferred' });
    assert.equal(json<'/api/moods'>(await as(t.app, member)({ method: 'GET', url: '/api/moods' })).data[0]!.source, 'inferred');
    assert.deepEqual(await stats(member), {
      averageMood: 4.67, totalEntries: 3, moodTrend: 'stable', distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 },
    });
    assert.deepEqual(await moods.moodStats({ organizationId: org.id, userId: member.id }, { days: 30 }), await stats(member));
  });

  test('stats: each trend from hand-made series', async () => {
    const org = await signUpOrganization(t.app);
    const cases: [number[], string][] = [
      [[2, 2, 3, 3], 'improving'], // +1
      [[4, 4, 3, 3], 'declining'], // −1
      [[2, 3, 3, 3], 'stable'], // +0.5 exactly is not "more than 0.5"
      [[3, 3, 3, 2], 'stable'], // −0.5 exactly
      [[5, 1, 1], 'stable'], // fewer than 4 entries
      [[1, 1, 3, 3, 3], 'improving'], // odd count: the middle entry is in the newer half
      [[3, 3, 5, 2, 2], 'stable'], // 3 vs (5+2+2)/3 = 3
      [[1, 2, 1, 4, 4, 5], 'improving'],
    ];
    for (const [values, trend] of cases) {
      const member = await org.addMember();
      await org.moods(member, values, hourly);
      assert.equal((await stats(member)).moodTrend, trend, values.join(','));
    }
    const rounded = await org.addMember();
    await org.moods(rounded, [1, 2, 2], hourly);
    assert.equal((await stats(rounded)).averageMood, 1.67);
  });

  test('stats: days window edges, default 30, max 365', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember();
    await org.moods(member, [5], hourly);
    const logged = clock.now().getTime();
    await org.moods(member, [1], hourly);
    // Window = createdAt > now − days × 24 h: exactly 2 days after an entry it is outside days=2.
    clock.set(new Date(logged + 2 * DAY - 1));
    assert.equal((await stats(member, '?days=2')).totalEntries, 2);
    clock.set(new Date(logged + 2 * DAY));
    const edge = await stats(member, '?days=2');
    assert.equal(edge.totalEntries, 1);
    assert.equal(edge.averageMood, 1);
    assert.equal((await stats(member, '?days=365')).totalEntries, 2);
    assert.equal((await stats(member)).totalEntries, 2);
    for (const query of ['?days=366', '?days=0', '?days=-3', '?days=1.5']) {
      const res = await as(t.app, member)({ method: 'GET', url: `/api/moods/stats${query}` });
      assert.equal(res.statusCode, 400, query);
    }
  });

  test('stats scope=team: managers only, withheld below 3 people, organization only', async () => {
    const org = await signUpOrganization(t.app);
    const manager = await org.addMember('manager');
    const [a, b, c] = [await org.addMember(), await org.addMember(), await org.addMember()];
    const other = await signUpOrganization(t.app);
    const outsider = await other.addMember();
    await other.moods(outsider, [5, 5, 5], hourly);

    const forbidden = await as(t.app, a)({ method: 'GET', url: '/api/moods/stats?scope=team' });
    assert.equal(forbidden.statusCode, 403);
    assert.equal((await as(t.app, a)({ method: 'GET', url: '/api/moods/stats?scope=everyone' })).statusCode, 400);

    await org.moods(a, [1, 1], hourly);
    await org.moods(b, [2], hourly);
    assert.deepEqual(await stats(manager, '?scope=team'), {
      averageMood: null, totalEntries: 3, moodTrend: null, distribution: null, participants: 2, insufficientData: true,
    });
    await org.moods(c, [4], hourly);
    assert.deepEqual(await stats(org.admin, '?scope=team&days=7'), {
      averageMood: 2, totalEntries: 4, moodTrend: 'improving', distribution: { 1: 2, 2: 1, 3: 0, 4: 1, 5: 0 }, participants: 3, insufficientData: false,
    });
    // The manager's own stats stay personal.
    assert.equal((await stats(manager)).totalEntries, 0);
  });
});
