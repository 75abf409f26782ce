// task_status_counts, from which the task list reads its total, must always equal a fresh count
// of the tasks per owner and status, whatever writes them: the API one task at a time and many
// at once, statements over many rows, status changes, reassignment, deletion, a rolled-back
// transaction, a deactivated owner. With DATABASE_URL the concurrent writes run truly at once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/client.ts';
import { json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

const STATUSES = ['open', 'in_progress', 'completed', 'cancelled'];

describe('task status counts', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t.close(); });

  /** The counts that differ from count(*), both ways; zero counts stand for no row. */
  async function countsMatchTasks(organizationId: string) {
    const db = t.database.db;
    const wrong = await queryRows(db, sql`
      select user_id, status, tasks from task_status_counts where organization_id = ${organizationId}::uuid and tasks <> 0
      except select user_id, status, count(*)::int from tasks where organization_id = ${organizationId}::uuid group by 1, 2`);
    const missing = await queryRows(db, sql`
      select user_id, status, count(*)::int from tasks where organization_id = ${organizationId}::uuid group by 1, 2
      except select user_id, status, tasks from task_status_counts where organization_id = ${organizationId}::uuid`);
    assert.deepEqual({ wrong, missing }, { wrong: [], missing: [] });
  }

  /** The list's totals (all, each status, and a priority filter counted apart) as the admin sees them for `member`. */
  async function totalsMatchTasks(org: TestOrganization, member: Member) {
    const [row] = await queryRows<{ all: number; priority: number; by_status: Record<string, number> | null }>(t.database.db, sql`
      select count(*)::int as all, count(*) filter (where priority = 2)::int as priority,
             (select json_object_agg(status, n) from (select status, count(*)::int as n from tasks
              where organization_id = ${org.id}::uuid and user_id = ${member.id}::uuid group by status) s) as by_status
      from tasks where organization_id = ${org.id}::uuid and user_id = ${member.id}::uuid`);
    const total = async (query: string) => {
      const response = await org.as(org.admin)({ method: 'GET', url: `/api/tasks?userId=${member.id}&limit=1${query}` });
      assert.equal(response.statusCode, 200, response.body);
      return json(response).total as number;
    };
    assert.equal(await total(''), row!.all);
    assert.equal(await total('&priority=2'), row!.priority);
    for (const status of STATUSES) assert.equal(await total(`&status=${status}`), row!.by_status?.[status] ?? 0, status);
    // A page past the end counts apart, from the same counts.
    assert.equal(await total('&offset=10000'), row!.all);
  }

  test('follow concurrent API writes, statements over many rows, reassignment, rollback and deactivation', async () => {
    const db = t.database.db;
    const org = await signUpOrganization(t.app);
    const [first, second] = [await org.addMember(), await org.addMember()];
    const other = await signUpOrganization(t.app);
    await other.task(other.admin);

    // Many at once through the API: creation, status changes, deletion.
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => org.task(i % 3 ? first : second, { priority: 1 + (i % 3) })));
    await countsMatchTasks(org.id);
    const changes = await Promise.all(made.map((task, i) => org.as(org.admin)({
      method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { status: STATUSES[i % STATUSES.length] },
    })));
    assert.deepEqual(changes.map((r) => r.statusCode), made.map(() => 200));
    await Promise.all(made.slice(0, 4).map((task) => org.as(org.admin)({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { status: 'open' } })));
    const deleted = await Promise.all(made.filter((_, i) => i % 5 === 0).map((task) => org.as(org.admin)({ method: 'DELETE', url: `/api/tasks/${task.id}` })));
    assert.ok(deleted.every((r) => r.statusCode === 204), deleted.map((r) => r.body).join());
    await countsMatchTasks(org.id);

    // Statements over many rows, as a bulk load or an operator would write them.
    await db.execute(sql`insert into tasks (organization_id, user_id, title, status, priority)
      select ${org.id}::uuid, ${second.id}::uuid, 'bulk ' || g, (array['open','in_progress','completed','cancelled'])[1 + g % 4], 1 + g % 3
      from generate_series(1, 40) g`);
    await db.execute(sql`update tasks set status = case status when 'open' then 'completed' when 'completed' then 'in_progress' else status end
      where organization_id = ${org.id}::uuid and title like 'bulk %'`);
    await db.execute(sql`update tasks set title = title || ' (renamed)' where organization_id = ${org.id}::uuid and title like 'bulk 1%'`);
    // Reassignment: a third of the bulk to the first member, some changing status on the way.
    await db.execute(sql`update tasks set user_id = ${first.id}::uuid, status = case when priority = 1 then 'cancelled' else status end
      where organization_id = ${org.id}::uuid and title like 'bulk %' and priority <> 3`);
    await db.execute(sql`delete from tasks where organization_id = ${org.id}::uuid and title like 'bulk 2%'`);
    await countsMatchTasks(org.id);

    // A rolled-back transaction leaves the counts as they were.
    await assert.rejects(db.transaction(async (tx) => {
      await tx.execute(sql`insert into tasks (organization_id, user_id, title) values (${org.id}::uuid, ${first.id}::uuid, 'never')`);
      await tx.execute(sql`delete from tasks where organization_id = ${org.id}::uuid and user_id = ${second.id}::uuid`);
      throw new Error('roll back');
    }), /roll back/);
    await countsMatchTasks(org.id);

    // A deactivated owner keeps their tasks and their counts.
    assert.equal((await org.as(org.admin)({ method: 'DELETE', url: `/api/users/${second.id}` })).statusCode, 204);
    await countsMatchTasks(org.id);
    await countsMatchTasks(other.id);
    await totalsMatchTasks(org, first);
    await totalsMatchTasks(org, second);
  });
});
