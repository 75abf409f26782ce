import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { taskStatusChanges, tasks, userActivityDays } from '../../src/platform/db/schema.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

describe('tasks and drafts over HTTP', () => {
  let t: TestApp;
  let clock: ManualClock;
  let org: TestOrganization;
  let employee: Member;
  let colleague: Member;
  let manager: Member;
  let outsider: Member;

  before(async () => {
    clock = new ManualClock('2026-03-08T09:00:00.000Z');
    t = await startTestApp({ clock });
    org = await signUpOrganization(t.app);
    employee = await org.addMember('employee');
    colleague = await org.addMember('employee');
    manager = await org.addMember('manager');
    outsider = (await signUpOrganization(t.app)).admin;
  });
  after(async () => { await t.close(); });

  const draft = async (who: Member, payload: Record<string, unknown> = { title: 'Write the report' }) => {
    const res = await as(t.app, who)({ method: 'POST', url: '/api/tasks/drafts', payload });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/tasks/drafts', 'post'>(res);
  };
  const task = async (who: Member, payload: Record<string, unknown> = { title: 'Write the report' }) => {
    const res = await as(t.app, who)({ method: 'POST', url: `/api/tasks/drafts/${(await draft(who, payload)).id}/confirm` });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/tasks/drafts/{id}/confirm', 'post'>(res);
  };
  const tick = () => clock.advance(1000);

  describe('drafts', () => {
    test('POST creates a pending draft with defaults', async () => {
      const body = await draft(employee, { title: 'Plan the sprint' });
      assert.equal(body.status, 'pending');
      assert.equal(body.priority, 3);
      assert.equal(body.description, null);
      assert.equal(body.dueDate, null);
      assert.equal(body.rawInput, 'Plan the sprint');
      assert.equal(body.userId, employee.id);
      assert.equal(body.organizationId, org.id);
      assert.equal(body.createdAt, '2026-03-08T09:00:00.000Z');
      assert.match(body.id, /^[0-9a-f-]{36}$/);
    });

    test('POST keeps given fields; a date-only dueDate is the end of that day in the organization\'s zone (UTC here); offsets are normalised', async () => {
      const body = await draft(employee, { title: 'Ship', description: 'v2', priority: 1, dueDate: '2026-12-01', rawInput: 'ship v2 by dec 1' });
      assert.deepEqual([body.description, body.priority, body.dueDate, body.dueHasTime, body.rawInput], ['v2', 1, '2026-12-01T23:59:59.999Z', false, 'ship v2 by dec 1']);
      const withOffset = await draft(employee, { title: 'x', dueDate: '2026-12-01T10:30:00+02:00' });
      assert.deepEqual([withOffset.dueDate, withOffset.dueHasTime], ['2026-12-01T08:30:00.000Z', true]);
      assert.equal((await draft(employee, { title: 'x', dueDate: '2026-12-01T10:30:00.123Z' })).dueDate, '2026-12-01T10:30:00.123Z');
    });

    test('POST ignores unknown properties such as userId, organizationId and status', async () => {
      const body = await draft(employee, { title: 'Mine', userId: colleague.id, organizationId: randomUUID(), status: 'confirmed' });
      assert.equal(body.userId, employee.id);
      assert.equal(body.organizationId, org.id);
      assert.equal(body.status, 'pending');
    });

    test('POST validates limits exactly', async () => {
      const post = (payload: unknown) => as(t.app, employee)({ method: 'POST', url: '/api/tasks/drafts', payload: payload as object });
      assert.equal((await post({ title: 'a'.repeat(200), description: 'd'.repeat(2000), priority: 5 })).statusCode, 201);
      for (const payload of [
        {}, { title: '' }, { title: '   ' }, { title: 'a'.repeat(201) }, { title: 'x', description: 'd'.repeat(2001) },
        { title: 'x', priority: 0 }, { title: 'x', priority: 6 }, { title: 'x', priority: 2.5 }, { title: 'x', priority: 'high' },
        { title: 'x', dueDate: '2026-13-45' }, { title: 'x', dueDate: 'tomorrow' }, { title: 'x', dueDate: '2026-02-30' },
        { title: 'x', dueDate: '2026-12-01T25:00:00Z' },
      ]) {
        const res = await post(payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual([json<Refusal>(res).message, json<Refusal>(res).error, json<Refusal>(res).statusCode], ['Validation failed', 'Bad Request', 400]);
      }
    });

    test('POST needs a token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'x' } });
      assert.equal(res.statusCode, 401);
      assert.equal(json<Refusal>(res).message, 'Unauthorized');
    });

    test('GET lists only the caller\'s drafts, newest first, with a status filter and pagination', async () => {
      const me = await org.addMember('employee');
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        tick();
        ids.push((await draft(me, { title: `d${i}` })).id);
      }
      await draft(colleague, { title: 'not mine' });
      await as(t.app, me)({ method: 'POST', url: `/api/tasks/drafts/${ids[0]}/reject` });
      const list = (url: string) => as(t.app, me)({ method: 'GET', url });
      const all = json<'/api/tasks/drafts'>(await list('/api/tasks/drafts'));
      assert.deepEqual(all.data.map((d: { id: string }) => d.id), [...ids].reverse());
      assert.deepEqual([all.total, all.limit, all.offset], [3, 20, 0]);
      const pending = json<'/api/tasks/drafts'>(await list('/api/tasks/drafts?status=pending'));
      assert.deepEqual(pending.data.map((d: { id: string }) => d.id), [ids[2], ids[1]]);
      const rejected = json<'/api/tasks/drafts'>(await list('/api/tasks/drafts?status=rejected'));
      assert.deepEqual([rejected.total, rejected.data[0]?.status], [1, 'rejected']);
      const page = json<'/api/tasks/drafts'>(await list('/api/tasks/drafts?limit=1&offset=1'));
      assert.deepEqual([page.data.length, page.data[0]?.id, page.total], [1, ids[1], 3]);
      assert.equal((await list('/api/tasks/drafts?status=done')).statusCode, 400);
      assert.equal((await list('/api/tasks/drafts?limit=101')).statusCode, 400);
    });

    test('GET /drafts/:id: owner only; others, managers included, and other organizations get 404 Draft not found', async () => {
      const d = await draft(employee);
      const get = (who: Member, id = d.id) => as(t.app, who)({ method: 'GET', url: `/api/tasks/drafts/${id}` });
      const own = await get(employee);
      assert.equal(own.statusCode, 200);
      assert.equal(json<'/api/tasks/drafts/{id}'>(own).id, d.id);
      for (const res of [await get(colleague), await get(manager), await get(org.admin), await get(outsider), await get(employee, randomUUID())]) {
        assert.equal(res.statusCode, 404);
        assert.equal(json<Refusal>(res).message, 'Draft not found');
      }
      assert.equal((await get(employee, 'not-a-uuid')).statusCode, 400);
    });

    test('PATCH edits a pending draft; others get 404; a draft that is not pending → 409', async () => {
      const d = await draft(employee, { title: 'Old', description: 'old', dueDate: '2026-05-01' });
      const patch = (payload: object, who = employee, id = d.id) => as(t.app, who)({ method: 'PATCH', url: `/api/tasks/drafts/${id}`, payload });
      const res = await patch({ title: 'New', priority: 2, description: null, dueDate: '2026-06-01', status: 'confirmed' });
      assert.equal(res.statusCode, 200);
      const patched = json<'/api/tasks/drafts/{id}', 'patch'>(res);
      assert.deepEqual([patched.title, patched.priority, patched.description, patched.dueDate, patched.status],
        ['New', 2, null, '2026-06-01T23:59:59.999Z', 'pending']);
      assert.equal(json<'/api/tasks/drafts/{id}', 'patch'>(await patch({ dueDate: null })).dueDate, null);
      assert.equal((await patch({ priority: 9 })).statusCode, 400);
      assert.equal((await patch({ dueDate: 'tomorrow' })).statusCode, 400);
      for (const res404 of [await patch({ title: 'x' }, colleague), await patch({ title: 'x' }, manager), await patch({ title: 'x' }, outsider)]) {
        assert.equal(res404.statusCode, 404);
        assert.equal(json<Refusal>(res404).message, 'Draft not found');
      }
      await as(t.app, employee)({ method: 'POST', url: `/api/tasks/drafts/${d.id}/reject` });
      assert.equal((await patch({ title: 'late' })).statusCode, 409);
    });

    test('reject: owner → rejected; twice → 409; same-organization member → 403; other organization → 404', async () => {
      const d = await draft(employee);
      const reject = (who: Member, id = d.id) => as(t.app, who)({ method: 'POST', url: `/api/tasks/drafts/${id}/reject` });
      assert.equal((await reject(colleague)).statusCode, 403);
      assert.equal((await reject(manager)).statusCode, 403);
      const other = await reject(outsider);
      assert.equal(other.statusCode, 404);
      assert.equal(json<Refusal>(other).message, 'Draft not found');
      assert.equal(json<Refusal>(await reject(employee, randomUUID())).message, 'Draft not found');
      const res = await reject(employee);
      assert.equal(res.statusCode, 200);
      assert.equal(json<'/api/tasks/drafts/{id}/reject', 'post'>(res).status, 'rejected');
      const again = await reject(employee);
      assert.equal(again.statusCode, 409);
      assert.equal(json<Refusal>(again).error, 'Conflict');
      assert.equal((await as(t.app, employee)({ method: 'POST', url: `/api/tasks/drafts/${d.id}/confirm` })).statusCode, 409);
    });

    test('confirm creates an open task with a new id, marks the draft confirmed, records history and activity', async () => {
      const d = await draft(employee, { title: 'Ship it', description: 'all of it', priority: 2, dueDate: '2026-04-01' });
      const res = await as(t.app, employee)({ method: 'POST', url: `/api/tasks/drafts/${d.id}/confirm` });
      assert.equal(res.statusCode, 201);
      const body = json<'/api/tasks/drafts/{id}/confirm', 'post'>(res);
      assert.notEqual(body.id, d.id);
      assert.deepEqual(
        [body.title, body.description, body.priority, body.status, body.dueDate, body.userId, body.organizationId, body.source, body.completedAt],
        ['Ship it', 'all of it', 2, 'open', '2026-04-01T23:59:59.999Z', employee.id, org.id, 'api', null],
      );
      assert.ok(body.createdAt && body.updatedAt);
      const confirmed = json<'/api/tasks/drafts/{id}'>(await as(t.app, employee)({ method: 'GET', url: `/api/tasks/drafts/${d.id}` }));
      assert.deepEqual([confirmed.status, confirmed.taskId], ['confirmed', body.id]);
      const db = t.database.db;
      const history = await db.select().from(taskStatusChanges).where(eq(taskStatusChanges.taskId, body.id));
      assert.deepEqual(history.map((h) => [h.fromStatus, h.toStatus, h.userId]), [[null, 'open', employee.id]]);
      const activity = await db.select().from(userActivityDays)
        .where(and(eq(userActivityDays.organizationId, org.id), eq(userActivityDays.userId, employee.id)));
      assert.equal(activity.length, 1);
      const again = await as(t.app, employee)({ method: 'POST', url: `/api/tasks/drafts/${d.id}/confirm` });
      assert.equal(again.statusCode, 409);
    });

    test('confirm: same-organization member → 403, other organization or missing → 404 Draft not found', async () => {
      const d = await draft(employee);
      const confirm = (who: Member, id = d.id) => as(t.app, who)({ method: 'POST', url: `/api/tasks/drafts/${id}/confirm` });
      assert.equal((await confirm(colleague)).statusCode, 403);
      assert.equal((await confirm(org.admin)).statusCode, 403);
      for (const res of [await confirm(outsider), await confirm(employee, randomUUID())]) {
        assert.equal(res.statusCode, 404);
        assert.equal(json<Refusal>(res).message, 'Draft not found');
      }
      assert.equal(json<'/api/tasks/drafts/{id}'>(await as(t.app, employee)({ method: 'GET', url: `/api/tasks/drafts/${d.id}` })).status, 'pending');
    });

    test('two confirmations at once create exactly one task; the other answers 409', async () => {
      for (let round = 0; round < 5; round += 1) {
        const d = await draft(employee, { title: `race ${round}` });
        const confirm = () => as(t.app, employee)({ method: 'POST', url: `/api/tasks/drafts/${d.id}/confirm` });
        const codes = (await Promise.all([confirm(), confirm(), confirm()])).map((r) => r.statusCode).sort();
        assert.deepEqual(codes, [201, 409, 409]);
        const made = await t.database.db.select().from(tasks).where(and(eq(tasks.organizationId, org.id), eq(tasks.draftId, d.id)));
        assert.equal(made.length, 1);
      }
    });

    test('a confirmation that fails half-way leaves neither the task nor the confirmed draft', async () => {
      const d = await draft(employee, { title: 'atomic' });
      // A task already claiming this draft makes the insert fail inside the transaction.
      const [blocker] = await t.database.db.insert(tasks)
        .values({ organizationId: org.id, userId: employee.id, title: 'blocker', draftId: d.id }).returning();
      const res = await as(t.app, employee)({ method: 'POST', url: `/api/tasks/drafts/${d.id}/confirm` });
      assert.equal(res.statusCode, 409);
      const after = json<'/api/tasks/drafts/{id}'>(await as(t.app, employee)({ method: 'GET', url: `/api/tasks/drafts/${d.id}` }));
      assert.deepEqual([after.status, after.taskId], ['pending', null]);
      const made = await t.database.db.select().from(tasks).where(and(eq(tasks.organizationId, org.id), eq(tasks.draftId, d.id)));
      assert.deepEqual(made.map((m) => m.id), [blocker!.id]);
    });
  });

  describe('tasks', () => {
    test('GET /api/tasks: own tasks newest first with {data,total,limit,offset}; pagination edges', async () => {
      const me = await org.addMember('employee');
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        tick();
        ids.push((await task(me, { title: `t${i}` })).id);
      }
      await task(colleague, { title: 'not mine' });
      const list = (query = '') => as(t.app, me)({ method: 'GET', url: `/api/tasks${query}` });
      const all = json<'/api/tasks'>(await list());
      assert.deepEqual(all.data.map((x: { id: string }) => x.id), [...ids].reverse());
      assert.deepEqual([all.total, all.limit, all.offset], [5, 20, 0]);
      assert.deepEqual(Object.keys(all.data[0]!).sort(), [
        'completedAt', 'createdAt', 'description', 'dueDate', 'dueHasTime', 'id', 'organizationId', 'priority', 'source', 'status', 'title', 'updatedAt', 'userId',
      ]);
      const page = json<'/api/tasks'>(await list('?limit=2&offset=2'));
      assert.deepEqual([page.data.map((x: { id: string }) => x.id), page.total, page.limit, page.offset], [[ids[2], ids[1]], 5, 2, 2]);
      const past = json<'/api/tasks'>(await list('?offset=50'));
      assert.deepEqual([past.data, past.total, past.offset], [[], 5, 50]);
      assert.equal(json<'/api/tasks'>(await list('?limit=100')).limit, 100);
      for (const query of ['?limit=101', '?limit=0', '?offset=-1', '?limit=abc', '?status=done', '?priority=6', '?dueBefore=2026-13-45', '?dueAfter=tomorrow', '?userId=nope']) {
        const res = await list(query);
        assert.equal(res.statusCode, 400, query);
        assert.equal(json<Refusal>(res).message, 'Validation failed');
      }
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode, 401);
    });

    test('GET /api/tasks filters by status, priority, dueBefore (exclusive) and dueAfter (inclusive)', async () => {
      const me = await org.addMember('employee');
      const a = await task(me, { title: 'a', priority: 1, dueDate: '2026-04-01' });
      const b = await task(me, { title: 'b', priority: 2, dueDate: '2026-05-01' });
      const c = await task(me, { title: 'c', priority: 1 });
      await as(t.app, me)({ method: 'PATCH', url: `/api/tasks/${b.id}`, payload: { status: 'in_progress' } });
      const ids = async (query: string) => (json<'/api/tasks'>(await as(t.app, me)({ method: 'GET', url: `/api/tasks?${query}` })).data as { id: string }[]).map((x) => x.id).sort();
      assert.deepEqual(await ids('status=open'), [a.id, c.id].sort());
      assert.deepEqual(await ids('status=in_progress'), [b.id]);
      assert.deepEqual(await ids('priority=1'), [a.id, c.id].sort());
      assert.deepEqual(await ids('dueBefore=2026-05-01'), [a.id]);
      assert.deepEqual(await ids('dueAfter=2026-04-01T00:00:00.000Z'), [a.id, b.id].sort());
      assert.deepEqual(await ids('dueAfter=2026-04-02&dueBefore=2026-06-01'), [b.id]);
      assert.deepEqual(await ids('status=open&priority=1&dueBefore=2027-01-01'), [a.id]);
      const filtered = json<'/api/tasks'>(await as(t.app, me)({ method: 'GET', url: '/api/tasks?status=open&limit=1' }));
      assert.deepEqual([filtered.total, filtered.data.length], [2, 1]);
    });

    test('a manager or admin lists a member\'s tasks with userId; an employee gets 403; unknown or foreign users 404', async () => {
      const member = await org.addMember('employee');
      const mine = await task(member, { title: 'member task' });
      for (const boss of [manager, org.admin]) {
        const res = await as(t.app, boss)({ method: 'GET', url: `/api/tasks?userId=${member.id}` });
        assert.equal(res.statusCode, 200);
        assert.deepEqual(json<'/api/tasks'>(res).data.map((x: { id: string }) => x.id), [mine.id]);
      }
      const denied = await as(t.app, colleague)({ method: 'GET', url: `/api/tasks?userId=${member.id}` });
      assert.equal(denied.statusCode, 403);
      assert.equal(json<Refusal>(denied).error, 'Forbidden');
      const self = await as(t.app, member)({ method: 'GET', url: `/api/tasks?userId=${member.id}` });
      assert.equal(json<'/api/tasks'>(self).total, 1);
      assert.equal((await as(t.app, manager)({ method: 'GET', url: `/api/tasks?userId=${outsider.id}` })).statusCode, 404);
      assert.equal((await as(t.app, manager)({ method: 'GET', url: `/api/tasks?userId=${randomUUID()}` })).statusCode, 404);
    });

    test('GET /api/tasks/:id: owner and managers; another employee, another organization or a missing id → 404 Task not found', async () => {
      const mine = await task(employee);
      const get = (who: Member, id = mine.id) => as(t.app, who)({ method: 'GET', url: `/api/tasks/${id}` });
      for (const who of [employee, manager, org.admin]) {
        const res = await get(who);
        assert.equal(res.statusCode, 200);
        assert.equal(json<'/api/tasks/{id}'>(res).id, mine.id);
      }
      for (const res of [await get(colleague), await get(outsider), await get(employee, randomUUID())]) {
        assert.equal(res.statusCode, 404);
        assert.equal(json<Refusal>(res).message, 'Task not found');
      }
      assert.equal((await get(employee, 'drafts-x')).statusCode, 400);
    });

    test('PATCH changes every field, refreshes updatedAt, sets and clears completedAt, allows reopening', async () => {
      const mine = await task(employee, { title: 'Before', description: 'desc', dueDate: '2026-04-01' });
      const patch = (payload: object, who = employee) => as(t.app, who)({ method: 'PATCH', url: `/api/tasks/${mine.id}`, payload });
      tick();
      const res = await patch({ title: 'After', description: 'new', priority: 5, dueDate: '2026-07-01T12:00:00Z', userId: colleague.id, source: 'chat' });
      assert.equal(res.statusCode, 200);
      let body = json<'/api/tasks/{id}', 'patch'>(res);
      assert.deepEqual([body.title, body.description, body.priority, body.dueDate, body.userId, body.source, body.status],
        ['After', 'new', 5, '2026-07-01T12:00:00.000Z', employee.id, 'api', 'open']);
      assert.equal(body.createdAt, mine.createdAt);
      assert.ok(body.updatedAt > mine.updatedAt);
      tick();
      body = json<'/api/tasks/{id}', 'patch'>(await patch({ status: 'completed' }));
      assert.deepEqual([body.status, body.completedAt], ['completed', clock.now().toISOString()]);
      const completedAt = body.completedAt;
      tick();
      body = json<'/api/tasks/{id}', 'patch'>(await patch({ status: 'completed', title: 'Done' }));
      assert.equal(body.completedAt, completedAt, 'staying completed keeps the first completedAt');
      body = json<'/api/tasks/{id}', 'patch'>(await patch({ status: 'open' }));
      assert.deepEqual([body.status, body.completedAt], ['open', null]);
      body = json<'/api/tasks/{id}', 'patch'>(await patch({ status: 'cancelled' }, manager));
      assert.equal(body.status, 'cancelled');
      body = json<'/api/tasks/{id}', 'patch'>(await patch({ status: 'in_progress', description: null, dueDate: null }));
      assert.deepEqual([body.status, body.description, body.dueDate], ['in_progress', null, null]);
      const history = await t.database.db.select().from(taskStatusChanges).where(eq(taskStatusChanges.taskId, mine.id));
      assert.deepEqual(history.map((h) => `${h.fromStatus}>${h.toStatus}`).sort(),
        ['null>open', 'open>completed', 'completed>open', 'open>cancelled', 'cancelled>in_progress'].sort());
    });

    test('PATCH validates and hides other people\'s tasks', async () => {
      const mine = await task(employee);
      const patch = (payload: object, who = employee, id = mine.id) => as(t.app, who)({ method: 'PATCH', url: `/api/tasks/${id}`, payload });
      for (const payload of [{ title: '' }, { title: 'a'.repeat(201) }, { description: 'd'.repeat(2001) }, { priority: 0 }, { priority: 1.5 },
        { status: 'done' }, { dueDate: '2026-13-45' }, { dueDate: 'tomorrow' }]) {
        const res = await patch(payload);
        assert.equal(res.statusCode, 400, JSON.stringify(payload));
        assert.equal(json<Refusal>(res).message, 'Validation failed');
      }
      for (const res of [await patch({ title: 'x' }, colleague), await patch({ title: 'x' }, outsider), await patch({ title: 'x' }, employee, randomUUID())]) {
        assert.equal(res.statusCode, 404);
        assert.equal(json<Refusal>(res).message, 'Task not found');
      }
      assert.equal(json<'/api/tasks/{id}'>(await as(t.app, employee)({ method: 'GET', url: `/api/tasks/${mine.id}` })).title, 'Write the report');
    });

    test('DELETE → 204 then 404; other employees and organizations get 404; a manager may delete', async () => {
      const mine = await task(employee);
      const del = (who: Member, id = mine.id) => as(t.app, who)({ method: 'DELETE', url: `/api/tasks/${id}` });
      for (const res of [await del(colleague), await del(outsider)]) {
        assert.equal(res.statusCode, 404);
        assert.equal(json<Refusal>(res).message, 'Task not found');
      }
      const res = await del(employee);
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal((await del(employee)).statusCode, 404);
      assert.equal((await as(t.app, employee)({ method: 'GET', url: `/api/tasks/${mine.id}` })).statusCode, 404);
      const other = await task(employee);
      assert.equal((await del(manager, other.id)).statusCode, 204);
    });

    test('/api/tasks/drafts is not read as /api/tasks/:id', async () => {
      const res = await as(t.app, employee)({ method: 'GET', url: '/api/tasks/drafts' });
      assert.equal(res.statusCode, 200);
      assert.ok(Array.isArray(json<'/api/tasks/drafts'>(res).data));
    });
  });
});
