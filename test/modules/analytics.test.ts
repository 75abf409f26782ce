// Analytics over a fixed dataset at a fixed time: rows are inserted at exact timestamps and
// every expected figure below is worked out by hand from them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { flags, moodEntries, tasks, userActivityDays } from '../../src/platform/db/schema.ts';
import { changePercent, compare } from '../../src/modules/analytics/service.ts';
import { round } from '../../src/platform/numbers.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ZERO = { current: 0, previous: 0, change: 0, changePercent: 0, trend: 'stable' };
const NO_RHYTHM = { checkInDays: 0, expectedCheckIns: 0, checkIns: 0, checkInRate: 0, absentDays: 0, noUpdate: 0 };
/** `days` (fractional allowed) before NOW. */
const ago = (days: number) => new Date(NOW - days * DAY);

interface TaskFixture {
  user: Member | { id: string };
  created: Date;
  completed?: Date;
  due?: Date;
  status?: 'open' | 'in_progress' | 'cancelled';
}

describe('analytics', () => {
  let t: TestApp;
  let org: TestOrganization;
  let manager: Member;
  let employee: Member;
  const people: Record<'alice' | 'bob' | 'carol' | 'dave' | 'eve', Member> = {} as never;

  const db = () => t.database.db;

  async function insertTasks(organizationId: string, rows: TaskFixture[]) {
    await db().insert(tasks).values(rows.map((row, i) => ({
      organizationId, userId: row.user.id, title: `task ${i}`,
      status: row.completed ? 'completed' : row.status ?? 'open',
      completedAt: row.completed ?? null, dueDate: row.due ?? null,
      createdAt: row.created, updatedAt: row.completed ?? row.created,
    })));
  }

  async function insertMoods(organizationId: string, userId: string, rows: [value: number, at: Date, source?: 'inferred'][]) {
    await db().insert(moodEntries).values(rows.map(([value, at, source]) => ({
      organizationId, userId, value, source: source ?? 'logged', createdAt: at,
    })));
  }

  async function insertFlags(organizationId: string, rows: [userId: string, severity: string, status: string, at: Date][]) {
    await db().insert(flags).values(rows.map(([userId, severity, status, at]) => ({
      organizationId, userId, severity, status, reason: 'manual', source: 'manual', createdAt: at, updatedAt: at,
    })));
  }

  async function insertActivity(organizationId: string, rows: [userId: string, firstAt: string, lastAt: string][]) {
    await db().insert(userActivityDays).values(rows.map(([userId, firstAt, lastAt]) => ({
      organizationId, userId, day: firstAt.slice(0, 10), firstAt: new Date(firstAt), lastAt: new Date(lastAt),
    })));
  }

  before(async () => {
    t = await startTestApp({ clock: new ManualClock(ago(0)) });
    org = await signUpOrganization(t.app);
    manager = await org.addMember('manager', 'Mia Manager');
    employee = await org.addMember('employee', 'Erin Employee');
    people.alice = await org.addMember('employee', 'alice');
    people.bob = await org.addMember('employee', 'Bob');
    people.carol = await org.addMember('employee', 'Carol');
    people.dave = await org.addMember('employee', 'Dave');
    people.eve = await org.addMember('employee', 'Eve');
    // Eve leaves: her work still counts, she is no longer one of the organization's users.
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${people.eve.id}` })).statusCode, 204);
    const { alice, bob, carol, dave, eve } = people;

    await insertTasks(org.id, [
      { user: bob, created: ago(6), completed: ago(5) }, // 24 h
      { user: bob, created: ago(6.5), completed: ago(6) }, // 12 h
      { user: alice, created: ago(3), completed: ago(2.5), due: ago(0.5) }, // 12 h, done before its due date
      { user: alice, created: ago(10), completed: ago(1) }, // 216 h, created in the previous week
      { user: carol, created: ago(2), completed: new Date(ago(1).getTime() + HOUR) }, // 25 h
      { user: dave, created: ago(5), due: ago(1) }, // overdue: still open
      { user: dave, created: ago(5), completed: ago(2), due: ago(3) }, // 72 h, overdue: completed a day late
      { user: dave, created: ago(4), completed: ago(3), due: ago(3) }, // 24 h, completed exactly at the due date: not overdue
      { user: carol, created: ago(1), due: ago(0.5), status: 'cancelled' }, // cancelled: not overdue
      { user: carol, created: ago(1), due: ago(-1) }, // due tomorrow
      { user: bob, created: ago(1), due: ago(0), status: 'in_progress' }, // due exactly now: not yet overdue
      { user: bob, created: ago(8), due: ago(7) }, // due exactly at the 7-day start: overdue in the week
      { user: bob, created: ago(9), due: ago(8) }, // due in the previous week: overdue in 30 days only
      { user: alice, created: ago(12), completed: ago(11) }, // 24 h
      { user: alice, created: ago(13), completed: ago(8) }, // 120 h
      { user: eve, created: ago(3), completed: ago(2) }, // 24 h, by a user deactivated since
      { user: dave, created: ago(20), completed: ago(15) }, // 120 h
      { user: carol, created: ago(40), completed: ago(35) }, // previous 30 days
      ...[7.5, 8.5, 9.5, 10.5, 11.5, 12.5].map((d) => ({ user: carol, created: ago(d) })),
    ]);

    await insertMoods(org.id, bob.id, [[4, ago(1)], [3, ago(0.1)], [1, ago(1), 'inferred'], [3, ago(8)], [2, ago(14)]]);
    await insertMoods(org.id, alice.id, [[5, ago(2)], [1, ago(7)], [3, ago(10)], [5, ago(20)], [3, ago(45)]]);
    await insertMoods(org.id, carol.id, [[2, ago(3)], [4, ago(13)]]);
    await insertMoods(org.id, dave.id, [[4, ago(6.9)], [5, ago(14.01)]]);

    await insertFlags(org.id, [
      [dave.id, 'critical', 'active', ago(1)],
      [dave.id, 'high', 'acknowledged', ago(2)],
      [carol.id, 'high', 'resolved', ago(3)],
      [bob.id, 'low', 'resolved', ago(6)],
      [alice.id, 'medium', 'active', ago(20)],
      [alice.id, 'medium', 'resolved', ago(25)],
      [bob.id, 'low', 'active', ago(40)],
    ]);

    // The week starts 2026-03-24T12:00Z, the week before 2026-03-17T12:00Z, the 30 days 2026-03-01T12:00Z.
    await insertActivity(org.id, [
      [bob.id, '2026-03-30T09:00:00.000Z', '2026-03-30T10:00:00.000Z'],
      [alice.id, '2026-03-24T08:00:00.000Z', '2026-03-24T13:00:00.000Z'], // both weeks
      [carol.id, '2026-03-24T06:00:00.000Z', '2026-03-24T11:59:59.999Z'], // previous week only
      [dave.id, '2026-03-17T11:00:00.000Z', '2026-03-17T11:30:00.000Z'], // before the previous week
      [eve.id, '2026-03-17T11:00:00.000Z', '2026-03-17T12:00:00.000Z'], // last activity exactly at its start
      [manager.id, '2026-03-31T11:59:59.000Z', '2026-03-31T11:59:59.000Z'],
      [org.admin.id, '2026-03-20T10:00:00.000Z', '2026-03-20T10:00:00.000Z'],
      [org.admin.id, '2026-03-01T11:00:00.000Z', '2026-03-01T11:59:00.000Z'], // previous 30 days only
    ]);

    // Another organization's figures, at the same times, must never show up in the first one's.
    const other = await signUpOrganization(t.app);
    await insertTasks(other.id, [
      { user: other.admin, created: ago(1), completed: ago(0.5) },
      { user: other.admin, created: ago(2), due: ago(1) },
      { user: other.admin, created: ago(9), completed: ago(8) },
    ]);
    await insertMoods(other.id, other.admin.id, [[1, ago(1)], [5, ago(9)]]);
    await insertFlags(other.id, [[other.admin.id, 'critical', 'active', ago(1)], [other.admin.id, 'low', 'resolved', ago(9)]]);
    await insertActivity(other.id, [[other.admin.id, '2026-03-30T09:00:00.000Z', '2026-03-30T10:00:00.000Z']]);
  });
  after(async () => { await t.close(); });

  const get = (who: { token: string }, url: string) => as(t.app, who)({ method: 'GET', url });
  const distribution = (...counts: number[]) => counts.map((count, i) => ({ score: i + 1, count }));
  const severities = (critical: number, high: number, medium: number, low: number) => [
    { severity: 'critical', count: critical }, { severity: 'high', count: high },
    { severity: 'medium', count: medium }, { severity: 'low', count: low },
  ];

  test('the last 7 days against the 7 days before, figure by figure', async () => {
    const res = await get(manager, '/analytics/comparison?timeRange=7d');
    assert.equal(res.statusCode, 200);
    const { alice, bob, dave } = people;
    assert.deepEqual(json<'/analytics/comparison'>(res), {
      timeRange: '7d',
      period: { start: '2026-03-24T12:00:00.000Z', end: '2026-03-31T12:00:00.000Z' },
      previousPeriod: { start: '2026-03-17T12:00:00.000Z', end: '2026-03-24T12:00:00.000Z' },
      taskMetrics: {
        // Created in the week: the 10 created 6.5 to 1 days ago plus Eve's.
        totalCreated: 11,
        // Completed in the week: Bob 2, alice 2, Carol 1, Dave 2, Eve 1.
        totalCompleted: 8,
        completionRate: 72.7, // 8 / 11
        avgCompletionTime: 51.1, // (24 + 12 + 12 + 216 + 25 + 72 + 24 + 24) / 8 = 51.125
        overdueCount: 3, // Dave's open one, Dave's late one, Bob's due exactly at the start
      },
      moodMetrics: {
        averageScore: 3.17, // logged 4, 3, 5, 1 (exactly at the start), 2, 4 → 19 / 6
        totalResponses: 6,
        trend: 'up', // previous week: 3, 2 (exactly at its start), 3, 4 → 3.00; +5.7 %
        distribution: distribution(1, 1, 1, 2, 1),
      },
      teamMetrics: {
        activeUsers: 3, // Bob, alice, the manager
        totalUsers: 7, // admin, manager, employee, alice, Bob, Carol, Dave (Eve is deactivated)
        // Three with 2 each, by name regardless of case; Carol and Eve have 1.
        topPerformers: [
          { id: alice.id, name: 'alice', completedTasks: 2 },
          { id: bob.id, name: 'Bob', completedTasks: 2 },
          { id: dave.id, name: 'Dave', completedTasks: 2 },
        ],
      },
      flagMetrics: {
        total: 4,
        bySeverity: severities(1, 2, 0, 1),
        resolved: 2,
        pending: 2, // one active, one acknowledged
      },
      // No morning thread and no collection in this dataset (analytics-rhythm.test.ts has them).
      rhythmMetrics: NO_RHYTHM,
      comparisons: {
        // Previous week: 5 tasks from 13 to 8 days ago plus the 6 from 12.5 to 7.5 days ago.
        tasksCreated: { current: 11, previous: 11, change: 0, changePercent: 0, trend: 'stable' },
        tasksCompleted: { current: 8, previous: 2, change: 6, changePercent: 300, trend: 'up' },
        // 2 / 11 = 18.18 → 18.2; (72.7 − 18.2) / 18.2 = 299.45 %
        completionRate: { current: 72.7, previous: 18.2, change: 54.5, changePercent: 299.5, trend: 'up' },
        // (3.17 − 3) / 3 = 5.67 %: just above the 5 % line
        moodAverage: { current: 3.17, previous: 3, change: 0.17, changePercent: 5.7, trend: 'up' },
        // previous: alice, Carol, Eve, admin
        activeUsers: { current: 3, previous: 4, change: -1, changePercent: -25, trend: 'down' },
        // no flag in the previous week and some now: 100 %
        flagsCreated: { current: 4, previous: 0, change: 4, changePercent: 100, trend: 'up' },
        checkInRate: ZERO, noUpdate: ZERO,
      },
    });
  });

  test('the last 30 days (the default) against the 30 days before', async () => {
    const res = await get(org.admin, '/analytics/comparison');
    assert.equal(res.statusCode, 200);
    const body = json<'/analytics/comparison'>(res);
    const { alice, bob, dave } = people;
    assert.deepEqual(body.period, { start: '2026-03-01T12:00:00.000Z', end: '2026-03-31T12:00:00.000Z' });
    assert.equal(body.timeRange, '30d');
    assert.deepEqual(body.taskMetrics, {
      totalCreated: 23, // all but the one created 40 days ago
      totalCompleted: 11, // the week's 8 plus those completed 8, 11 and 15 days ago
      completionRate: 47.8, // 11 / 23 = 47.83
      avgCompletionTime: 61.2, // (409 + 24 + 120 + 120) / 11 = 61.18
      overdueCount: 4, // the week's 3 plus Bob's due 8 days ago
    });
    assert.deepEqual(body.moodMetrics, {
      averageScore: 3.42, // the week's 6 and the previous week's 4, Dave's 5 of 14.01 days ago, alice's 5 of 20: 41 / 12
      totalResponses: 12,
      trend: 'up', // alice's 3 of 45 days ago; +14 %
      distribution: distribution(1, 2, 3, 3, 3),
    });
    assert.deepEqual(body.teamMetrics, {
      activeUsers: 7, // all but the plain employee (and the admin's 1 March activity ended before noon)
      totalUsers: 7,
      topPerformers: [
        { id: alice.id, name: 'alice', completedTasks: 4 },
        { id: dave.id, name: 'Dave', completedTasks: 3 },
        { id: bob.id, name: 'Bob', completedTasks: 2 },
      ],
    });
    assert.deepEqual(body.flagMetrics, { total: 6, bySeverity: severities(1, 2, 2, 1), resolved: 3, pending: 3 });
    assert.deepEqual(body.comparisons, {
      tasksCreated: { current: 23, previous: 1, change: 22, changePercent: 2200, trend: 'up' },
      tasksCompleted: { current: 11, previous: 1, change: 10, changePercent: 1000, trend: 'up' },
      completionRate: { current: 47.8, previous: 100, change: -52.2, changePercent: -52.2, trend: 'down' },
      moodAverage: { current: 3.42, previous: 3, change: 0.42, changePercent: 14, trend: 'up' },
      activeUsers: { current: 7, previous: 1, change: 6, changePercent: 600, trend: 'up' },
      flagsCreated: { current: 6, previous: 1, change: 5, changePercent: 500, trend: 'up' },
      checkInRate: ZERO, noUpdate: ZERO,
    });

    // GET /analytics answers the same object without comparisons; 30d is the default.
    const plain = await get(manager, '/analytics');
    assert.equal(plain.statusCode, 200);
    const { comparisons: _comparisons, ...analytics } = body;
    assert.deepEqual(json<'/analytics'>(plain), analytics);
    assert.deepEqual(json<'/analytics'>(await get(manager, '/analytics?timeRange=30d')), analytics);
  });

  test('90 days hold everything', async () => {
    const body = json<'/analytics'>(await get(manager, '/analytics?timeRange=90d'));
    assert.equal(body.taskMetrics.totalCreated, 24);
    assert.equal(body.taskMetrics.totalCompleted, 12);
    assert.equal(body.taskMetrics.completionRate, 50);
    assert.equal(body.moodMetrics.totalResponses, 13);
    assert.equal(body.flagMetrics.total, 7);
    assert.equal(body.teamMetrics.activeUsers, 7);
  });

  test('an organization without data: zeros everywhere, and previous 0 with current 0 gives 0 %', async () => {
    const empty = await signUpOrganization(t.app);
    const res = await get(empty.admin, '/analytics/comparison?timeRange=90d');
    assert.equal(res.statusCode, 200);
    const body = json<'/analytics/comparison'>(res);
    assert.deepEqual(body.taskMetrics, { totalCreated: 0, totalCompleted: 0, completionRate: 0, avgCompletionTime: 0, overdueCount: 0 });
    assert.deepEqual(body.moodMetrics, { averageScore: 0, totalResponses: 0, trend: 'stable', distribution: distribution(0, 0, 0, 0, 0) });
    assert.deepEqual(body.teamMetrics, { activeUsers: 0, totalUsers: 1, topPerformers: [] });
    assert.deepEqual(body.flagMetrics, { total: 0, bySeverity: severities(0, 0, 0, 0), resolved: 0, pending: 0 });
    assert.deepEqual(body.rhythmMetrics, NO_RHYTHM);
    assert.deepEqual(body.comparisons, {
      tasksCreated: ZERO, tasksCompleted: ZERO, completionRate: ZERO, moodAverage: ZERO, activeUsers: ZERO, flagsCreated: ZERO, checkInRate: ZERO, noUpdate: ZERO,
    });
  });

  test('the clock decides the period: a week later the same rows fall into other periods', async () => {
    const clock = t.clock as ManualClock;
    clock.set(ago(-7));
    try {
      // The tokens of NOW expire exactly now: sign in again.
      const body = json<'/analytics/comparison'>(await get(await org.signIn(manager), '/analytics/comparison?timeRange=7d'));
      // This week is empty; the previous week is the week checked above.
      assert.deepEqual(body.comparisons.tasksCreated, { current: 0, previous: 11, change: -11, changePercent: -100, trend: 'down' });
      assert.deepEqual(body.comparisons.moodAverage, { current: 0, previous: 3.17, change: -3.17, changePercent: -100, trend: 'down' });
      assert.equal(body.moodMetrics.trend, 'down');
      assert.equal(body.taskMetrics.overdueCount, 2); // Carol's task due the day after NOW, Bob's due exactly at NOW
    } finally {
      clock.set(ago(0));
    }
  });

  test('managers and admins only; no token → 401', async () => {
    const forbidden = await get(employee, '/analytics');
    assert.equal(forbidden.statusCode, 403);
    assert.equal(json<Refusal>(forbidden).error, 'Forbidden');
    assert.equal((await get(employee, '/analytics/comparison?timeRange=7d')).statusCode, 403);
    for (const url of ['/analytics', '/analytics/comparison']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 401);
      assert.deepEqual(json<Refusal>(res), { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized', code: 'unauthorized' });
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode, 404);
  });

  test('an unknown timeRange → 400 Validation failed', async () => {
    for (const range of ['1d', '365d', '7D', '', '30']) {
      for (const path of ['/analytics', '/analytics/comparison']) {
        const res = await get(manager, `${path}?timeRange=${range}`);
        assert.equal(res.statusCode, 400, `${path} ${range}`);
        assert.equal(json<Refusal>(res).message, 'Validation failed');
      }
    }
  });

  test('the other organization sees its own figures only', async () => {
    const other = await signUpOrganization(t.app);
    await insertTasks(other.id, [{ user: other.admin, created: ago(1), completed: ago(0.5) }]);
    const body = json<'/analytics/comparison'>(await get(other.admin, '/analytics/comparison?timeRange=7d'));
    assert.equal(body.taskMetrics.totalCreated, 1);
    assert.equal(body.taskMetrics.avgCompletionTime, 12);
    assert.equal(body.taskMetrics.completionRate, 100);
    assert.deepEqual(body.teamMetrics.topPerformers, [{ id: other.admin.id, name: 'Ada Admin', completedTasks: 1 }]);
    assert.deepEqual(body.comparisons.tasksCreated, { current: 1, previous: 0, change: 1, changePercent: 100, trend: 'up' });
  });
});

describe('analytics arithmetic', () => {
  test('changePercent: 1 decimal; previous 0 → 100 when current > 0, else 0', () => {
    assert.equal(changePercent(5, 0), 100);
    assert.equal(changePercent(0.01, 0), 100);
    assert.equal(changePercent(0, 0), 0);
    assert.equal(changePercent(0, 4), -100);
    assert.equal(changePercent(2, 3), -33.3);
    assert.equal(changePercent(1.0525, 1), 5.3);
  });

  test('trend: up above 5 %, down below -5 %, stable at exactly ±5 %', () => {
    assert.equal(compare(105, 100).trend, 'stable');
    assert.equal(compare(95, 100).trend, 'stable');
    assert.equal(compare(1051, 1000).trend, 'up'); // 5.1 %
    assert.equal(compare(949, 1000).trend, 'down'); // -5.1 %
  });

  test('round: half away from zero, without binary artefacts', () => {
    assert.equal(round(1.005, 2), 1.01);
    assert.equal(round(-2.25, 1), -2.3);
    assert.equal(round(0.1 + 0.2, 2), 0.3);
    assert.equal(Object.is(round(-0.04, 1), 0), true);
  });
});
