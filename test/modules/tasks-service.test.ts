// The internal task API other modules call, the title matcher, and the query plan of the task list.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { taskStatusChanges, tasks, userActivityDays } from '../../src/platform/db/schema.ts';
import { createTaskService, parseIsoDate, type TaskService } from '../../src/modules/tasks/service.ts';
import { taskPageQuery } from '../../src/modules/tasks/store.ts';
import { bestTitleMatch, titleScore } from '../../src/modules/tasks/title-match.ts';
import { signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

describe('title matching', () => {
  test('ignores case, accents and punctuation, and accepts word endings', () => {
    assert.equal(titleScore('RÉSUMÉ update!', 'resume update'), 1);
    assert.ok(titleScore('q3 reports', 'Q3 report') >= 0.5);
    assert.ok(titleScore('quarterly report', 'Write the quarterly report') >= 0.5, 'a run of the title\'s words');
    assert.ok(titleScore('port', 'Write the quarterly report') < 0.5, 'part of a word is not a word');
    assert.ok(titleScore('write budget', 'Write the quarterly report') < 0.5, 'one word of five in common');
    assert.equal(titleScore('', 'anything'), 0);
  });

  test('segments scripts written without spaces', () => {
    assert.ok(titleScore('报告', '写报告') >= 0.5);
    assert.ok(titleScore('会議の準備', '会議の準備をする') >= 0.5);
  });

  test('picks the best candidate, the first on a tie, or none', () => {
    const candidates = [{ title: 'Call the dentist' }, { title: 'Deploy the website' }, { title: 'Deploy the website again' }];
    assert.equal(bestTitleMatch('deploy website', candidates)?.title, 'Deploy the website');
    assert.equal(bestTitleMatch('dentist', candidates)?.title, 'Call the dentist');
    assert.equal(bestTitleMatch('buy groceries', candidates), null);
  });
});

describe('parseIsoDate', () => {
  test('reads dates and date-times, refuses the rest with 400 Validation failed', () => {
    assert.equal(parseIsoDate('2026-12-01', 'd').toISOString(), '2026-12-01T00:00:00.000Z');
    assert.equal(parseIsoDate('2026-12-01T10:00', 'd').toISOString(), '2026-12-01T10:00:00.000Z');
    assert.equal(parseIsoDate('2026-12-01T10:00:00-0500', 'd').toISOString(), '2026-12-01T15:00:00.000Z');
    assert.equal(parseIsoDate('2028-02-29', 'd').toISOString(), '2028-02-29T00:00:00.000Z');
    for (const bad of ['2026-13-45', 'tomorrow', '2026-02-29', '2026-12-01T24:30Z', '12/01/2026', '2026-12-1']) {
      assert.throws(() => parseIsoDate(bad, 'body.dueDate'), (error: { statusCode: number; message: string; details: { path: string }[] }) =>
        error.statusCode === 400 && error.message === 'Validation failed' && error.details[0]!.path === 'body.dueDate', bad);
    }
  });
});

describe('task service', () => {
  let t: TestApp;
  let clock: ManualClock;
  let service: TaskService;
  let org: TestOrganization;

  before(async () => {
    clock = new ManualClock('2026-03-08T09:00:00.000Z');
    t = await startTestApp({ clock });
    service = createTaskService({ db: t.database.db, clock });
    org = await signUpOrganization(t.app);
  });
  after(async () => { await t.close(); });

  const principal = (member: Member) => ({ organizationId: member.organizationId, userId: member.id });
  const openTask = async (member: Member, title: string, extra: { dueDate?: string; source?: 'api' | 'chat' } = {}) => {
    const draft = await service.createDraft(principal(member), { title, dueDate: extra.dueDate, source: extra.source });
    return service.confirmDraft(principal(member), draft.id);
  };

  test('createDraft from chat keeps the source through confirmation', async () => {
    const member = await org.addMember();
    const draft = await service.createDraft(principal(member), { title: 'Email Bob', rawInput: 'remind me to email bob', source: 'chat', dueDate: '2026-03-09' });
    assert.deepEqual([draft.status, draft.priority, draft.rawInput], ['pending', 3, 'remind me to email bob']);
    const task = await service.confirmDraft(principal(member), draft.id);
    assert.equal(task.source, 'chat');
    await assert.rejects(service.createDraft(principal(member), { title: ' ' }), { statusCode: 400 });
  });

  test('listTasks pages the caller\'s tasks and refuses another member\'s to employees', async () => {
    const member = await org.addMember();
    await openTask(member, 'one');
    const page = await service.listTasks(principal(member), { status: 'open', limit: 5 });
    assert.deepEqual([page.total, page.limit, page.offset, page.data[0]!.title], [1, 5, 0, 'one']);
    await assert.rejects(service.listTasks(principal(member), { userId: org.admin.id }), { statusCode: 403 });
    const asAdmin = await service.listTasks({ ...principal(org.admin), role: 'admin' }, { userId: member.id });
    assert.equal(asAdmin.total, 1);
  });

  test('completeTask by id or by a loose title, only among the caller\'s open tasks', async () => {
    const member = await org.addMember();
    const other = await org.addMember();
    const report = await openTask(member, 'Écrire le rapport trimestriel');
    const deploy = await openTask(member, 'Deploy the website');
    const foreign = await openTask(other, 'Deploy the website');

    clock.advance(60_000);
    const byTitle = await service.completeTask(principal(member), { title: 'ecrire rapport trimestriel' });
    assert.deepEqual(byTitle, { id: report.id, title: report.title, status: 'completed' });
    assert.equal(await service.completeTask(principal(member), { title: 'ecrire rapport trimestriel' }), null, 'completed tasks are no longer candidates');
    assert.equal(await service.completeTask(principal(member), { title: 'water the plants' }), null);
    assert.equal(await service.completeTask(principal(member), { taskId: foreign.id }), null, 'another user\'s task is never completed');
    assert.equal(await service.completeTask(principal(member), {}), null);
    assert.equal(await service.completeTask(principal(member), { taskId: 'task 7' }), null);

    const byId = await service.completeTask(principal(member), { taskId: deploy.id });
    assert.equal(byId?.status, 'completed');
    const stored = (await service.getTask(principal(member), deploy.id));
    assert.equal(stored.completedAt?.valueOf(), clock.now().valueOf());
    const history = await t.database.db.select().from(taskStatusChanges)
      .where(and(eq(taskStatusChanges.organizationId, org.id), eq(taskStatusChanges.taskId, deploy.id)));
    assert.deepEqual(history.map((h) => h.toStatus).sort(), ['completed', 'open']);
    assert.equal((await service.getTask(principal(other), foreign.id)).status, 'open');
  });

  test('taskStats counts the window; overdueOpenTaskCount counts open and in-progress tasks past due', async () => {
    const member = await org.addMember();
    const me = principal(member);
    assert.deepEqual(await service.taskStats(me), { totalTasks: 0, completedTasks: 0, completionRate: 0, openTasks: 0, overdueTasks: 0 });
    clock.set('2026-01-01T00:00:00.000Z');
    await openTask(member, 'ancient');
    clock.set('2026-03-08T09:00:00.000Z');
    const a = await openTask(member, 'a', { dueDate: '2026-03-01' });
    const b = await openTask(member, 'b', { dueDate: '2026-03-02' });
    await openTask(member, 'c', { dueDate: '2026-04-01' });
    await service.completeTask(me, { taskId: a.id });
    await service.updateTask(me, b.id, { status: 'in_progress' });
    assert.deepEqual(await service.taskStats(me, { days: 30 }), { totalTasks: 3, completedTasks: 1, completionRate: 33.3, openTasks: 2, overdueTasks: 1 });
    assert.deepEqual(await service.taskStats(me), { totalTasks: 4, completedTasks: 1, completionRate: 25, openTasks: 3, overdueTasks: 1 });
    assert.equal(await service.overdueOpenTaskCount(org.id, member.id), 1);
    clock.set('2026-05-01T00:00:00.000Z');
    assert.equal(await service.overdueOpenTaskCount(org.id, member.id), 2);
    assert.equal(await service.overdueOpenTaskCount(org.id, org.admin.id), 0);
    clock.set('2026-03-08T09:00:00.000Z');
  });

  test('createTaskInTransaction and deleteTasksInTransaction share the caller\'s transaction', async () => {
    const member = await org.addMember();
    const db = t.database.db;
    const at = new Date('2026-03-08T07:30:00.000Z');
    const created = await db.transaction(async (tx) => [
      await service.createTaskInTransaction(tx, { organizationId: org.id, userId: member.id, title: 'From the thread', source: 'morning_thread', dueDate: null }, at),
      await service.createTaskInTransaction(tx, { organizationId: org.id, userId: member.id, title: 'Second', priority: 1, source: 'morning_thread' }, at),
    ]);
    assert.deepEqual(created.map((c) => [c.status, c.source, c.createdAt.toISOString()]), [
      ['open', 'morning_thread', at.toISOString()], ['open', 'morning_thread', at.toISOString()],
    ]);
    const history = await db.select().from(taskStatusChanges).where(eq(taskStatusChanges.taskId, created[0]!.id));
    assert.deepEqual(history.map((h) => [h.fromStatus, h.toStatus, h.changedAt.toISOString()]), [[null, 'open', at.toISOString()]]);
    const [activity] = await db.select().from(userActivityDays)
      .where(and(eq(userActivityDays.organizationId, org.id), eq(userActivityDays.userId, member.id)));
    assert.equal(activity?.day, '2026-03-08');

    // A failure later in the same transaction takes the task with it.
    await assert.rejects(db.transaction(async (tx) => {
      await service.createTaskInTransaction(tx, { organizationId: org.id, userId: member.id, title: 'Rolled back', source: 'morning_thread' }, at);
      throw new Error('boom');
    }));
    assert.equal((await service.listTasks(principal(member))).total, 2);

    // Only that user's tasks go: another member's id in the list is left alone.
    const bystander = await openTask(org.admin, 'not theirs');
    const removed = await db.transaction((tx) => service.deleteTasksInTransaction(tx, org.id, member.id, [created[0]!.id, bystander.id]));
    assert.equal(removed, 1);
    assert.deepEqual((await service.listTasks(principal(member))).data.map((x) => x.title), ['Second']);
    assert.equal((await service.getTask(principal(org.admin), bystander.id)).title, 'not theirs');
  });

  test('GET /api/tasks for one user walks tasks_owner_idx (and tasks_owner_status_idx with a status), never the table', async () => {
    const db = t.database.db;
    const big = await signUpOrganization(t.app);
    // 300 users × 10 tasks, plus one user with 3000: the list must walk the index for both.
    await db.execute(sql`insert into users (organization_id, email, name, role)
      select ${big.id}::uuid, 'plan-' || g || '-' || gen_random_uuid() || '@example.test', 'Plan ' || g, 'employee' from generate_series(1, 300) g`);
    await db.execute(sql`insert into tasks (organization_id, user_id, title, status, priority, created_at, updated_at)
      select u.organization_id, u.id, 'task ' || g, (array['open','in_progress','completed','cancelled'])[1 + g % 4], 1 + g % 5,
             now() - g * interval '1 hour', now()
      from users u cross join generate_series(1, 10) g where u.organization_id = ${big.id}::uuid and u.role = 'employee'`);
    await db.execute(sql`insert into tasks (organization_id, user_id, title, status, created_at, updated_at)
      select ${big.id}::uuid, ${big.admin.id}::uuid, 'busy ' || g, (array['open','in_progress','completed','cancelled'])[1 + g % 4],
             now() - g * interval '1 minute', now()
      from generate_series(1, 3000) g`);
    await db.execute(sql`analyze tasks`);
    const [light] = await queryRows<{ id: string }>(db, sql`select id from users where organization_id = ${big.id}::uuid and role = 'employee' limit 1`);

    const plan = async (userId: string, filter: { status?: string }) => {
      const query = taskPageQuery(db, big.id, { userId, limit: 20, offset: 0, ...filter });
      const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
      return JSON.stringify(row!['QUERY PLAN']);
    };
    // A typical member: the page comes straight off the owner index.
    const few = await plan(light!.id, {});
    assert.match(few, /"Node Type":"Index Scan".*"Index Name":"tasks_owner_idx"/, few);
    assert.doesNotMatch(few, /Seq Scan|Bitmap|"Node Type":"Sort"/, few);
    const fewOpen = await plan(light!.id, { status: 'open' });
    assert.match(fewOpen, /"Index Name":"tasks_owner_status_idx"/, fewOpen);
    assert.doesNotMatch(fewOpen, /Seq Scan/, fewOpen);
    // A member owning half the organization's tasks: still an index walk that stops after the
    // page (no full sort), whichever index the planner prefers.
    for (const status of [undefined, 'open']) {
      const busy = await plan(big.admin.id, { status });
      assert.match(busy, /"Node Type":"Index Scan"/, busy);
      assert.doesNotMatch(busy, /Seq Scan|"Node Type":"Sort"/, busy);
    }

    assert.equal((await service.listTasks({ organizationId: big.id, userId: big.admin.id })).total, 3000);
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${tasks} where organization_id = ${big.id}::uuid`);
    assert.equal(count?.n, 6000);
  });
});
