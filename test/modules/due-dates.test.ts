// Due dates mean what people mean (decisions §4): a date alone is the end of that day in the
// organization's time zone, a local time is that wall-clock time there, an offset is an
// instant; overdue is "not done and due before now" everywhere. Expected instants below are
// worked out by hand from each zone's UTC offset on that day (DST days included).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resolveDueDate } from '../../src/modules/tasks/service.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type Task, type TestApp } from '../helpers.ts';

describe('resolveDueDate: one reading of a due date in the organization\'s zone', () => {
  const cases: [zone: string, value: string, instant: string, hasTime: boolean][] = [
    // New York: EST −5, EDT −4 (DST from 2026-03-08 02:00 to 2026-11-01 02:00).
    ['America/New_York', '2026-12-04', '2026-12-05T04:59:59.999Z', false],
    ['America/New_York', '2026-03-08', '2026-03-09T03:59:59.999Z', false], // spring forward: the day ends in EDT
    ['America/New_York', '2026-11-01', '2026-11-02T04:59:59.999Z', false], // fall back: the day ends in EST
    ['America/New_York', '2026-03-08T15:00', '2026-03-08T19:00:00.000Z', true],
    ['America/New_York', '2026-03-08T02:30', '2026-03-08T07:30:00.000Z', true], // 02:30 does not exist: 03:30 EDT
    ['America/New_York', '2026-03-07T09:00', '2026-03-07T14:00:00.000Z', true],
    // Berlin: CET +1, CEST +2 (DST from 2026-03-29 to 2026-10-25).
    ['Europe/Berlin', '2026-12-04', '2026-12-04T22:59:59.999Z', false],
    ['Europe/Berlin', '2026-03-29', '2026-03-29T21:59:59.999Z', false],
    ['Europe/Berlin', '2026-10-25', '2026-10-25T22:59:59.999Z', false],
    ['Europe/Berlin', '2026-03-29T12:00', '2026-03-29T10:00:00.000Z', true],
    ['Europe/Berlin', '2026-12-04T09:30:15', '2026-12-04T08:30:15.000Z', true],
    // Kolkata: +5:30 all year.
    ['Asia/Kolkata', '2026-12-04', '2026-12-04T18:29:59.999Z', false],
    ['Asia/Kolkata', '2026-12-04T15:00', '2026-12-04T09:30:00.000Z', true],
    ['Asia/Kolkata', '2026-12-04 08:15', '2026-12-04T02:45:00.000Z', true],
    // Auckland: NZST +12, NZDT +13 (DST ends 2026-04-05, starts 2026-09-27).
    ['Pacific/Auckland', '2026-12-04', '2026-12-04T10:59:59.999Z', false],
    ['Pacific/Auckland', '2026-04-05', '2026-04-05T11:59:59.999Z', false],
    ['Pacific/Auckland', '2026-09-27', '2026-09-27T10:59:59.999Z', false],
    ['Pacific/Auckland', '2026-12-04T09:00', '2026-12-03T20:00:00.000Z', true],
    // An offset or Z names the instant, whatever the organization's zone.
    ['Pacific/Auckland', '2026-12-04T15:00:00+05:30', '2026-12-04T09:30:00.000Z', true],
    ['America/New_York', '2026-12-04T15:00:00.250Z', '2026-12-04T15:00:00.250Z', true],
    ['Europe/Berlin', '2026-12-01T10:00:00-0500', '2026-12-01T15:00:00.000Z', true],
    ['UTC', '2028-02-29', '2028-02-29T23:59:59.999Z', false],
  ];
  for (const [zone, value, instant, hasTime] of cases) {
    test(`${value} in ${zone} → ${instant}`, () => {
      const due = resolveDueDate(value, zone, 'body.dueDate');
      assert.equal(due.dueDate.toISOString(), instant);
      assert.equal(due.dueHasTime, hasTime);
    });
  }

  test('anything that is not an ISO 8601 date or date-time → 400 naming the field', () => {
    for (const bad of ['2026-13-45', 'tomorrow', '2026-02-29', '2026-12-01T24:30Z', '2026-12-01T25:00', '12/01/2026', '2026-12-1', '0000-01-01', '1969-12-31', '2026-12-01T10:00+25:00']) {
      assert.throws(() => resolveDueDate(bad, 'Europe/Berlin', 'dueDate'), (error: { statusCode: number; message: string; fields: { field: string; code: string }[] }) =>
        error.statusCode === 400 && error.message === 'Validation failed' && error.fields[0]!.field === 'dueDate'
        && ['not_a_date', 'unsupported_year'].includes(error.fields[0]!.code), bad);
    }
  });
});

describe('due dates over HTTP and chat, and overdue everywhere', () => {
  // Tuesday 2026-12-08, 08:00 in Berlin (07:00 UTC): before the 09:00 check-in.
  const clock = new ManualClock('2026-12-08T07:00:00.000Z');
  let t: TestApp;
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  const say = (member: Member, message: string) =>
    as(t.app, member)({ method: 'POST', url: '/api/chat', payload: { message, platform: 'web', platformUserId: member.id } });

  test('"due today" made at 08:00 in Berlin is not overdue until the day ends there — in stats, the overload check and analytics', async () => {
    clock.set('2026-12-08T07:00:00.000Z');
    const org = await signUpOrganization(t.app, { timezone: 'Europe/Berlin' });
    const busy = await org.addMember('employee');
    const tasks: Task[] = [];
    for (let i = 0; i < 6; i += 1) tasks.push(await org.task(busy, { title: `Due today ${i}`, dueDate: '2026-12-08' }));
    const first = tasks[0]!;
    assert.deepEqual([first.dueDate, first.dueHasTime], ['2026-12-08T22:59:59.999Z', false]);

    const stats = async () => json<'/api/chat', 'post'>(await say(busy, 'what is my completion rate?')).taskStats;
    const overload = async () => json<'/api/flags'>(await as(t.app, org.admin)({ method: 'GET', url: `/api/flags?userId=${busy.id}` })).data
      .filter((f: { reason: string }) => f.reason === 'overload');
    const overdueCount = async () => json<'/analytics'>(await as(t.app, org.admin)({ method: 'GET', url: '/analytics?timeRange=7d' })).taskMetrics.overdueCount;

    assert.equal((await stats())?.overdueTasks, 0);
    clock.set('2026-12-08T08:30:00.000Z'); // 09:30 in Berlin: the day's overload check runs
    assert.ok((await t.app.workers.scheduler.tick({ organizationIds: [org.id] })).some((r) => r.job === 'overload_check'));
    assert.deepEqual(await overload(), [], 'six tasks due later today are not overdue');
    assert.equal(await overdueCount(), 0);

    clock.set('2026-12-08T22:59:59.999Z'); // the last instant of the day in Berlin
    assert.equal((await stats())?.overdueTasks, 0);
    clock.set('2026-12-08T23:00:00.000Z'); // midnight in Berlin
    assert.equal((await stats())?.overdueTasks, 6);
    assert.equal(await overdueCount(), 6);
    // A completed task is never overdue.
    await as(t.app, busy)({ method: 'PATCH', url: `/api/tasks/${first.id}`, payload: { status: 'completed' } });
    assert.equal((await stats())?.overdueTasks, 5);
    await as(t.app, busy)({ method: 'PATCH', url: `/api/tasks/${first.id}`, payload: { status: 'open' } });

    clock.set('2026-12-09T08:30:00.000Z');
    await t.app.workers.scheduler.tick({ organizationIds: [org.id] });
    const flags = await overload();
    assert.equal(flags.length, 1);
    assert.equal(flags[0]?.severity, 'medium');
  });

  test('New York: a date alone stays that date there; the list filters read dates in the organization\'s zone', async () => {
    clock.set('2026-12-04T03:00:00.000Z'); // Thursday 22:00 in New York, already Friday in UTC
    const org = await signUpOrganization(t.app, { timezone: 'America/New_York' });
    const me = await org.addMember('employee');
    const friday = await org.task(me, { title: 'Friday thing', dueDate: '2026-12-04' });
    assert.deepEqual([friday.dueDate, friday.dueHasTime], ['2026-12-05T04:59:59.999Z', false]);
    const timed = await org.task(me, { title: 'Call at three', dueDate: '2026-12-04T15:00' });
    assert.deepEqual([timed.dueDate, timed.dueHasTime], ['2026-12-04T20:00:00.000Z', true]);
    const saturday = await org.task(me, { title: 'Saturday thing', dueDate: '2026-12-05' });

    const ids = async (query: string) => (json<'/api/tasks'>(await as(t.app, me)({ method: 'GET', url: `/api/tasks?${query}` })).data as { id: string }[]).map((x) => x.id).sort();
    assert.deepEqual(await ids('dueAfter=2026-12-04&dueBefore=2026-12-05'), [friday.id, timed.id].sort());
    assert.deepEqual(await ids('dueAfter=2026-12-05'), [saturday.id]);

    // PATCH reads the same way; null clears both fields.
    const patched = json<'/api/tasks/{id}', 'patch'>(await as(t.app, me)({ method: 'PATCH', url: `/api/tasks/${timed.id}`, payload: { dueDate: '2026-11-01' } }));
    assert.deepEqual([patched.dueDate, patched.dueHasTime], ['2026-11-02T04:59:59.999Z', false]);
    const cleared = json<'/api/tasks/{id}', 'patch'>(await as(t.app, me)({ method: 'PATCH', url: `/api/tasks/${timed.id}`, payload: { dueDate: null } }));
    assert.deepEqual([cleared.dueDate, cleared.dueHasTime], [null, false]);
  });

  test('chat: "tomorrow" is the end of tomorrow in the organization\'s zone, in the draft, the task and the chat\'s task list', async () => {
    clock.set('2026-12-04T03:00:00.000Z'); // Thu 22:00 in New York; Fri 16:00 in Auckland
    for (const [zone, expected] of [['America/New_York', '2026-12-05T04:59:59.999Z'], ['Pacific/Auckland', '2026-12-05T10:59:59.999Z']] as const) {
      const org = await signUpOrganization(t.app, { timezone: zone });
      const me = await org.addMember('employee');
      const body = json<'/api/chat', 'post'>(await say(me, 'remind me to send the newsletter tomorrow'));
      assert.equal(body.intent, 'task_create');
      assert.deepEqual([body.taskDraft?.dueDate, body.taskDraft?.dueHasTime], [expected, false], zone);
      const draft = json<'/api/tasks/drafts/{id}'>(await as(t.app, me)({ method: 'GET', url: `/api/tasks/drafts/${body.taskDraft!.id}` }));
      assert.deepEqual([draft.dueDate, draft.dueHasTime], [expected, false]);
      const task = json<'/api/tasks/drafts/{id}/confirm', 'post'>(await as(t.app, me)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/confirm` }));
      assert.deepEqual([task.dueDate, task.dueHasTime], [expected, false]);
      const listed = json<'/api/chat', 'post'>(await say(me, 'show my tasks'));
      const item = listed.tasks?.find((x: { id: string }) => x.id === task.id);
      assert.deepEqual([item?.dueDate, item?.dueHasTime], [expected, false]);
    }
  });

  test('a local time from the assistant (YYYY-MM-DDTHH:mm) is that time in the organization\'s zone', async () => {
    const org = await signUpOrganization(t.app, { timezone: 'Asia/Kolkata' });
    const me = await org.addMember('employee');
    // What the create_task_draft tool hands the tasks service when a time was said.
    const draft = json<'/api/tasks/drafts', 'post'>(await as(t.app, me)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Standup', dueDate: '2026-12-04T10:00' } }));
    assert.deepEqual([draft.dueDate, draft.dueHasTime], ['2026-12-04T04:30:00.000Z', true]);
  });
});
