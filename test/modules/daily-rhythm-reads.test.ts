// What managers read of the daily rhythm: the EOD summaries of a date range and the morning
// thread of a date. Figures of the hand-built days below are worked out by hand.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

describe('daily rhythm reads for managers', () => {
  const clock = new ManualClock('2026-03-09T08:00:00.000Z'); // a Monday
  let t: TestApp;
  let org: TestOrganization;
  let manager: Member;
  let employee: Member;

  async function task(title: string, at: string) {
    clock.set(at);
    return (await org.task(org.admin, { title })).id;
  }

  async function status(id: string, value: string, at: string) {
    clock.set(at);
    assert.equal((await as(t.app, org.admin)({ method: 'PATCH', url: `/api/tasks/${id}`, payload: { status: value } })).statusCode, 200);
  }

  async function collect(date: string) {
    const res = await as(t.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id, date } });
    assert.equal(res.statusCode, 200, res.body);
  }

  /**
   * Three members (the admin, manager Mo, employee Em); only the admin works.
   * Mon 9th: t1 and t2 made, t1 completed → done 1, carry 1; Mo and Em no update.
   * Tue 10th: t2 cancelled, t3 made → dropped 1, carry 1; Mo and Em no update.
   * Wed 11th: not collected. Thu 12th: t3 completed → done 1; Mo and Em no update.
   */
  before(async () => {
    t = await startTestApp({ clock });
    org = await signUpOrganization(t.app);
    manager = await org.addMember('manager', 'Mo');
    employee = await org.addMember('employee', 'Em');
    const t1 = await task('one', '2026-03-09T08:00:00.000Z');
    const t2 = await task('two', '2026-03-09T08:05:00.000Z');
    await status(t1, 'completed', '2026-03-09T10:00:00.000Z');
    await status(t2, 'cancelled', '2026-03-10T09:00:00.000Z');
    const t3 = await task('three', '2026-03-10T09:30:00.000Z');
    await status(t3, 'completed', '2026-03-12T09:00:00.000Z');
    clock.set('2026-03-13T08:00:00.000Z');
    for (const date of ['2026-03-09', '2026-03-10', '2026-03-12']) await collect(date);
  });
  after(async () => { await t.close(); });

  const summaries = (member: Member, query = '') => as(t.app, member)({ method: 'GET', url: `/api/eod/summaries${query}` });
  const figures = (body: { days: Record<string, unknown>[] }) => body.days.map(({ date, totalTasks, done, carryForward, dropped, noUpdate, completionRate }) =>
    ({ date, totalTasks, done, carryForward, dropped, noUpdate, completionRate }));

  test('the summaries of a range: collected days only, oldest first, with their totals', async () => {
    const res = await summaries(manager, '?from=2026-03-09&to=2026-03-12');
    assert.equal(res.statusCode, 200, res.body);
    const body = json<'/api/eod/summaries'>(res);
    assert.equal(body.organizationId, org.id);
    assert.deepEqual([body.from, body.to], ['2026-03-09', '2026-03-12']);
    assert.deepEqual(figures(body), [
      { date: '2026-03-09', totalTasks: 2, done: 1, carryForward: 1, dropped: 0, noUpdate: 2, completionRate: 50 },
      { date: '2026-03-10', totalTasks: 2, done: 0, carryForward: 1, dropped: 1, noUpdate: 2, completionRate: 0 },
      { date: '2026-03-12', totalTasks: 1, done: 1, carryForward: 0, dropped: 0, noUpdate: 2, completionRate: 100 },
    ]);
    assert.deepEqual(body.totals, { collectedDays: 3, totalTasks: 5, done: 2, carryForward: 2, dropped: 1, noUpdate: 6, absent: 0, completionRate: 40 });
    assert.equal(body.days[0]?.summaryPosted, false);
    assert.equal(body.days[0]?.collectedAt, '2026-03-13T08:00:00.000Z');
    // The same figures as the one-day summary.
    const one = json<'/api/eod/summary/{date}'>(await as(t.app, manager)({ method: 'GET', url: `/api/eod/summary/2026-03-10?orgId=${org.id}` }));
    assert.deepEqual(figures({ days: [one] }), [figures(body)[1]]);
  });

  test('defaults: the seven days up to the organization\'s today; one end given, the other follows', async () => {
    clock.set('2026-03-13T08:00:00.000Z');
    const dates = async (query: string) => {
      const body = json<'/api/eod/summaries'>(await summaries(org.admin, query));
      return [body.from, body.to, body.days.map((d: { date: string }) => d.date)];
    };
    assert.deepEqual(await dates(''), ['2026-03-07', '2026-03-13', ['2026-03-09', '2026-03-10', '2026-03-12']]);
    assert.deepEqual(await dates('?from=2026-03-10'), ['2026-03-10', '2026-03-13', ['2026-03-10', '2026-03-12']]);
    assert.deepEqual(await dates('?to=2026-03-10'), ['2026-03-04', '2026-03-10', ['2026-03-09', '2026-03-10']]);
    assert.deepEqual(await dates('?from=2026-03-11&to=2026-03-11'), ['2026-03-11', '2026-03-11', []]);
    const empty = json<'/api/eod/summaries'>(await summaries(org.admin, '?from=2026-03-11&to=2026-03-11'));
    assert.deepEqual(empty.totals, { collectedDays: 0, totalTasks: 0, done: 0, carryForward: 0, dropped: 0, noUpdate: 0, absent: 0, completionRate: 0 });
  });

  test('bounded ranges, real dates, managers and admins of the organization only', async () => {
    assert.equal((await summaries(manager, '?from=2026-01-01&to=2026-04-02')).statusCode, 200, '92 days');
    const tooLong = await summaries(manager, '?from=2026-01-01&to=2026-04-03');
    assert.equal(tooLong.statusCode, 400, '93 days');
    assert.equal(json<Refusal>(tooLong).details?.[0]?.path, 'querystring.to');
    const reversed = await summaries(manager, '?from=2026-03-12&to=2026-03-09');
    assert.equal(reversed.statusCode, 400);
    assert.equal(json<Refusal>(reversed).details?.[0]?.path, 'querystring.from');
    assert.equal((await summaries(manager, '?from=2026-02-30')).statusCode, 400);
    assert.equal((await summaries(manager, '?to=tomorrow')).statusCode, 400);
    assert.equal((await summaries(employee)).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/eod/summaries', headers: apiKeyHeader() })).statusCode, 401);
    const other = await signUpOrganization(t.app);
    const theirs = json<'/api/eod/summaries'>(await summaries(other.admin, '?from=2026-03-09&to=2026-03-12'));
    assert.deepEqual([theirs.organizationId, theirs.days.length], [other.id, 0], 'another organization sees its own days only');
  });

  test('the morning thread of a date with its submissions, for managers', async () => {
    clock.set('2026-03-13T07:00:00.000Z');
    const thread = await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C-team', threadTs: '1.0', date: '2026-03-13' } });
    assert.equal(thread.statusCode, 201, thread.body);
    const identity = { platform: 'chat_a', platformUserId: `U-${employee.id.slice(0, 8)}` } as const;
    await org.linkIdentity(employee, identity);
    const submitted = await t.app.inject({
      method: 'POST', url: `/api/morning-threads/${json<'/api/morning-threads', 'post'>(thread).id}/submissions`, headers: apiKeyHeader(),
      payload: { ...identity, messageTs: '1.1', rawText: '- write the report\n- call the printer' },
    });
    assert.equal(submitted.statusCode, 201, submitted.body);

    const res = await as(t.app, manager)({ method: 'GET', url: '/api/morning-threads/by-date/2026-03-13' });
    assert.equal(res.statusCode, 200, res.body);
    const body = json<'/api/morning-threads/by-date/{date}'>(res);
    assert.equal(body.id, json<'/api/morning-threads', 'post'>(thread).id);
    assert.equal(body.date, '2026-03-13');
    assert.equal(body.deadlinePassed, false, 'before 11:00');
    assert.equal(body.submissions.length, 1);
    assert.deepEqual([body.submissions[0]?.userId, body.submissions[0]?.userName, body.submissions[0]?.parsed, body.submissions[0]?.taskIds.length],
      [employee.id, 'Em', true, 2]);

    const missing = await as(t.app, manager)({ method: 'GET', url: '/api/morning-threads/by-date/2026-03-12' });
    assert.equal(missing.statusCode, 404);
    assert.equal(json<Refusal>(missing).message, 'Morning thread not found');
    assert.equal((await as(t.app, employee)({ method: 'GET', url: '/api/morning-threads/by-date/2026-03-13' })).statusCode, 403);
    assert.equal((await as(t.app, manager)({ method: 'GET', url: '/api/morning-threads/by-date/2026-02-30' })).statusCode, 400);
    const other = await signUpOrganization(t.app);
    assert.equal((await as(t.app, other.admin)({ method: 'GET', url: '/api/morning-threads/by-date/2026-03-13' })).statusCode, 404, 'another organization\'s thread');
  });
});
