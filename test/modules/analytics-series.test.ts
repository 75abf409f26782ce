// The per-day series of the analytics charts over a fixed dataset at a fixed time; every
// expected figure is worked out by hand from the rows below.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { moodEntries, tasks } from '../../src/platform/db/schema.ts';
import { utcDaysOf } from '../../src/modules/analytics/service.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

const NOW = '2026-03-31T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('analytics series', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let org: TestOrganization;
  let manager: Member;
  const people: Record<'alice' | 'bob' | 'carol' | 'dave' | 'eve', Member> = {} as never;

  before(async () => {
    t = await startTestApp({ clock });
    org = await signUpOrganization(t.app);
    manager = await org.addMember('manager', 'Mia Manager');
    for (const name of ['alice', 'bob', 'carol', 'dave', 'eve'] as const) people[name] = await org.addMember('employee', name);
    const { alice, bob, carol, dave, eve } = people;
    const other = await signUpOrganization(t.app);

    // The 7d period is [2026-03-24T12:00Z, 2026-03-31T12:00Z).
    const task = (created: string, completed?: string, owner = alice.id, organizationId = org.id) => ({
      organizationId, userId: owner, title: 'task', status: completed ? 'completed' : 'open',
      createdAt: at(created), updatedAt: at(completed ?? created), completedAt: completed ? at(completed) : null,
    });
    await t.database.db.insert(tasks).values([
      task('2026-03-24T11:00:00.000Z', '2026-03-24T13:00:00.000Z'), // created before the period; completed on the 24th
      task('2026-03-24T13:00:00.000Z'), // created on the 24th
      task('2026-03-25T10:00:00.000Z', '2026-03-26T09:00:00.000Z', bob.id), // created 25th, completed 26th
      task('2026-03-25T23:59:59.999Z', '2026-03-31T11:59:00.000Z', carol.id), // created 25th, completed 31st
      task('2026-03-31T11:00:00.000Z'), // created 31st
      task(NOW), // created at the end of the period: outside
      task('2026-03-28T00:00:00.000Z'), // created 28th
      task('2026-03-17T08:00:00.000Z', '2026-03-30T08:00:00.000Z', dave.id), // completed 30th
      task('2026-03-26T08:00:00.000Z', '2026-03-26T09:00:00.000Z', other.admin.id, other.id), // another organization's
    ]);
    const mood = (user: Member | { id: string }, value: number, created: string, source: 'logged' | 'inferred' = 'logged', organizationId = org.id) =>
      ({ organizationId, userId: user.id, value, source, createdAt: at(created) });
    await t.database.db.insert(moodEntries).values([
      mood(alice, 1, '2026-03-24T10:00:00.000Z'), // the 24th, but before the period
      mood(alice, 5, '2026-03-24T14:00:00.000Z'), mood(bob, 4, '2026-03-24T15:00:00.000Z'), mood(carol, 3, '2026-03-24T16:00:00.000Z'),
      mood(alice, 2, '2026-03-25T09:00:00.000Z'), mood(alice, 4, '2026-03-25T17:00:00.000Z'), mood(bob, 3, '2026-03-25T10:00:00.000Z'),
      mood(alice, 4, '2026-03-26T09:00:00.000Z'), mood(bob, 4, '2026-03-26T09:00:00.000Z'), mood(carol, 5, '2026-03-26T09:00:00.000Z'),
      mood(dave, 1, '2026-03-26T09:00:00.000Z'), mood(eve, 1, '2026-03-26T10:00:00.000Z', 'inferred'),
      mood(alice, 5, '2026-03-27T09:00:00.000Z'),
      mood(alice, 3, '2026-03-29T09:00:00.000Z'), mood(bob, 4, '2026-03-29T09:00:00.000Z'), mood(carol, 4, '2026-03-29T09:00:00.000Z'),
      mood(alice, 2, '2026-03-31T09:00:00.000Z'), mood(bob, 3, '2026-03-31T10:00:00.000Z'), mood(carol, 5, '2026-03-31T11:00:00.000Z'),
      mood(dave, 1, NOW), // at the end of the period: outside
      mood(other.admin, 5, '2026-03-29T09:00:00.000Z', 'logged', other.id),
    ]);
  });
  after(async () => { await t.close(); });

  const series = async (member: Member, query = '?timeRange=7d') => {
    const res = await as(t.app, member)({ method: 'GET', url: `/analytics/series${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return json(res);
  };

  test('7d: every UTC day the period touches, cut to the period, with hand-worked figures', async () => {
    clock.set(NOW);
    const body = await series(manager);
    assert.equal(body.timeRange, '7d');
    assert.deepEqual(body.period, { start: '2026-03-24T12:00:00.000Z', end: NOW });
    assert.equal(body.moodMinParticipants, 3);
    const row = (date: string, tasksCreated: number, tasksCompleted: number, moodResponses: number, moodAverage: number | null, moodWithheld = false) =>
      ({ date, tasksCreated, tasksCompleted, moodResponses, moodAverage, moodWithheld });
    const figures = body.days.map(({ start: _s, end: _e, ...rest }: Record<string, unknown>) => rest);
    assert.deepEqual(figures, [
      row('2026-03-24', 1, 1, 3, 4), // (5 + 4 + 3) / 3; alice's 1 at 10:00 is before the period
      row('2026-03-25', 2, 0, 3, null, true), // two people: withheld
      row('2026-03-26', 0, 1, 4, 3.5), // (4 + 4 + 5 + 1) / 4; eve's inferred mood does not count
      row('2026-03-27', 0, 0, 1, null, true), // one person: withheld
      row('2026-03-28', 1, 0, 0, null),
      row('2026-03-29', 0, 0, 3, 3.67), // 11 / 3
      row('2026-03-30', 0, 1, 0, null),
      row('2026-03-31', 1, 1, 3, 3.33), // 10 / 3; the task and mood at 12:00 are after the period
    ]);
    assert.deepEqual(body.withheldDays, ['2026-03-25', '2026-03-27']);
    assert.deepEqual([body.days[0].start, body.days[0].end], ['2026-03-24T12:00:00.000Z', '2026-03-25T00:00:00.000Z']);
    assert.deepEqual([body.days[1].start, body.days[1].end], ['2026-03-25T00:00:00.000Z', '2026-03-26T00:00:00.000Z']);
    assert.deepEqual([body.days[7].start, body.days[7].end], ['2026-03-31T00:00:00.000Z', NOW]);
  });

  test('the days add up to the overview\'s totals', async () => {
    clock.set(NOW);
    for (const timeRange of ['7d', '30d', '90d']) {
      const body = await series(org.admin, `?timeRange=${timeRange}`);
      const overview = json<'/analytics'>(await as(t.app, org.admin)({ method: 'GET', url: `/analytics?timeRange=${timeRange}` }));
      const sum = (field: string) => body.days.reduce((n: number, d: Record<string, number>) => n + d[field]!, 0);
      assert.equal(sum('tasksCreated'), overview.taskMetrics.totalCreated, timeRange);
      assert.equal(sum('tasksCompleted'), overview.taskMetrics.totalCompleted, timeRange);
      assert.equal(sum('moodResponses'), overview.moodMetrics.totalResponses, timeRange);
      assert.equal(body.days.length, Number.parseInt(timeRange, 10) + 1, 'the period starts and ends at noon: one partial day at each end');
    }
    const sevenDays = await series(org.admin, '?timeRange=7d');
    assert.equal(sevenDays.days.reduce((n: number, d: { tasksCreated: number }) => n + d.tasksCreated, 0), 5);
  });

  test('default 30d; a period from midnight to midnight has whole days only', async () => {
    clock.set('2026-04-01T00:00:00.000Z');
    const body = await series(manager, '');
    assert.equal(body.timeRange, '30d');
    assert.equal(body.days.length, 30);
    assert.equal(body.days[0].date, '2026-03-02');
    assert.equal(body.days[29].date, '2026-03-31');
    assert.ok(body.days.every((d: { start: string; end: string }) => Date.parse(d.end) - Date.parse(d.start) === 86_400_000));
    // Now the 31st is a whole day read from the roll-ups; dave's 1 at noon joins it: 4 people.
    assert.deepEqual([body.days[29].moodResponses, body.days[29].moodAverage], [4, 2.75]);
    clock.set(NOW);
  });

  test('employees → 403; no token → 401; a bad timeRange → 400', async () => {
    const employee = people.eve;
    assert.equal((await as(t.app, employee)({ method: 'GET', url: '/analytics/series' })).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: '/analytics/series' })).statusCode, 401);
    const bad = await as(t.app, manager)({ method: 'GET', url: '/analytics/series?timeRange=14d' });
    assert.equal(bad.statusCode, 400);
    assert.equal(json<Refusal>(bad).details?.[0]?.path, 'querystring.timeRange');
  });

  test('utcDaysOf cuts the ends to the period', () => {
    assert.deepEqual(utcDaysOf(at('2026-03-01T22:00:00Z'), at('2026-03-03T01:00:00Z')).map((d) => [d.date, d.start.toISOString(), d.end.toISOString()]), [
      ['2026-03-01', '2026-03-01T22:00:00.000Z', '2026-03-02T00:00:00.000Z'],
      ['2026-03-02', '2026-03-02T00:00:00.000Z', '2026-03-03T00:00:00.000Z'],
      ['2026-03-03', '2026-03-03T00:00:00.000Z', '2026-03-03T01:00:00.000Z'],
    ]);
    assert.deepEqual(utcDaysOf(at('2026-03-01T00:00:00Z'), at('2026-03-02T00:00:00Z')).map((d) => d.date), ['2026-03-01']);
  });
});
