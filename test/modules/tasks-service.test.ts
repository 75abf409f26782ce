// The internal task API other modules call and the query plan of the task list.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { taskStatusChanges, tasks, userActivityDays } from '../../src/platform/db/schema.ts';
import { createTaskService, type TaskService } from '../../src/modules/tasks/service.ts';
import { taskPageQuery } from '../../src/modules/tasks/store.ts';
import { signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

describe('task service', () => {
  let t: TestApp;
  let clock: ManualClock;
  let service: TaskService;
  let org: TestOrganization;

  before(async () => {
    clock = new ManualClock('2026-03-08T09:00:00.000Z');
    t = await startTestApp({ clock });
    service = createTaskService({ db: t.database.db, clock, timezoneOf: async () => 'UTC' });
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
    const notFound = { status: 'not_found' };
    const byTitle = await service.completeTask(principal(member), { title: 'ecrire rapport trimestriel' });
    assert.deepEqual(byTitle, { status: 'completed', task: { id: report.id, title: report.title, status: 'completed' } });
    assert.deepEqual(await service.completeTask(principal(member), { title: 'ecrire rapport trimestriel' }), notFound, 'completed tasks are no longer candidates');
    assert.deepEqual(await service.completeTask(principal(member), { title: 'water the plants' }), notFound);
    assert.deepEqual(await service.completeTask(principal(member), { taskId: foreign.id }), notFound, 'another user\'s task is never completed');
    assert.deepEqual(await service.completeTask(principal(member), {}), notFound);
    assert.deepEqual(await service.completeTask(principal(member), { taskId: 'task 7' }), notFound);

    const byId = await service.completeTask(principal(member), { taskId: deploy.id });
    assert.equal(byId.status, 'completed');
    const stored = (await service.getTask(principal(member), deploy.id));
    assert.equal(stored.completedAt?.valueOf(), clock.now().valueOf());
    const history = await t.database.db.select().from(taskStatusChanges)
      .where(and(eq(taskStatusChanges.organizationId, org.id), eq(taskStatusChanges.taskId, deploy.id)));
    assert.deepEqual(history.map((h) => h.toStatus).sort(), ['completed', 'open']);
    assert.equal((await service.getTask(principal(other), foreign.id)).status, 'open');
  });

  test('completeTask by title completes nothing when two open tasks match equally, and answers both', async () => {
    const member = await org.addMember();
    const slides = await openTask(member, 'Send the report to Acme');
    const budget = await openTask(member, 'Send the report to Bosch');
    const outcome = await service.completeTask(principal(member), { title: 'send the report' });
    assert.equal(outcome.status, 'ambiguous');
    assert.deepEqual(outcome.status === 'ambiguous' ? outcome.candidates.map((c) => c.id).sort() : [], [slides.id, budget.id].sort());
    assert.equal((await service.getTask(principal(member), slides.id)).status, 'open');
    assert.equal((await service.getTask(principal(member), budget.id)).status, 'open');
    const named = await service.completeTask(principal(member), { title: 'report to Bosch' });
    assert.deepEqual(named, { status: 'completed', task: { id: budget.id, title: budget.title, status: 'completed' } });
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
      await service.createTaskInTransaction(tx, { organizationId: org.id, userId: member.id, title: 'From the thread', source: 'morning_thread', due: null }, at),
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

  test('GET /api/tasks for one user walks tasks_owner_idx (and tasks_owner_status_idx with a status), never the table, and reads its total from task_status_counts', async () => {
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
    await db.execute(sql`analyze task_status_counts`);
    const [light] = await queryRows<{ id: string }>(db, sql`select id from users where organization_id = ${big.id}::uuid and role = 'employee' limit 1`);

    const plan = async (userId: string, filter: { status?: string; priority?: number }) => {
      const query = taskPageQuery(db, big.id, { userId, limit: 20, offset: 0, ...filter });
      const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
      return JSON.stringify(row!['QUERY PLAN']);
    };
    // A typical member: the page comes straight off the owner index.
    const few = await plan(light!.id, {});
    assert.match(few, /"Node Type":"Index Scan".*"Index Name":"tasks_owner_idx"/, few);
    assert.doesNotMatch(few, /"Node Type":"(Seq Scan|Bitmap Heap Scan)"[^{}]*"Relation Name":"tasks"|"Node Type":"Sort"/, few);
    const fewOpen = await plan(light!.id, { status: 'open' });
    assert.match(fewOpen, /"Index Name":"tasks_owner_status_idx"/, fewOpen);
    // No sort at all, not even an incremental one: the index gives the page's whole order. The
    // page runs as a named statement, and PostgreSQL's generic plan for it (after five runs)
    // turned an incremental sort into a sort of every task of that status.
    assert.doesNotMatch(fewOpen, /Seq Scan|"Node Type":"(Incremental )?Sort"/, fewOpen);
    // A member owning half the organization's tasks: still an index walk that stops after the
    // page (no full sort), whichever index the planner prefers.
    for (const status of [undefined, 'open']) {
      const busy = await plan(big.admin.id, { status });
      assert.match(busy, /"Node Type":"Index Scan"/, busy);
      assert.doesNotMatch(busy, /Seq Scan|"Node Type":"(Incremental )?Sort"/, busy);
      // The total comes from the counts the trigger keeps: tasks is read once, for the page.
      assert.match(busy, /"Relation Name":"task_status_counts"/, busy);
      assert.equal(busy.match(/"Relation Name":"tasks"/g)?.length, 1, busy);
    }
    // Other filters count the matching rows.
    const byPriority = await plan(big.admin.id, { priority: 2 });
    assert.doesNotMatch(byPriority, /task_status_counts/, byPriority);

    assert.equal((await service.listTasks({ organizationId: big.id, userId: big.admin.id })).total, 3000);
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${tasks} where organization_id = ${big.id}::uuid`);
    assert.equal(count?.n, 6000);
  });
});
