// The daily roll-ups analytics reads must always equal a fresh count of the rows they stand for,
// whatever happens to the rows: creation, completion, reopening, re-completion, deletion.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { splitByDays } from '../../src/modules/analytics/store.ts';
import { as, signUpOrganization, startTestApp, type TestApp } from '../helpers.ts';

describe('analytics roll-ups', () => {
  const clock = new ManualClock('2026-03-01T22:00:00.000Z');
  let t: TestApp;
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  async function rollupsMatchRows(organizationId: string) {
    const db = t.database.db;
    const created = await queryRows(db, sql`
      select day::text, tasks from task_created_days where organization_id = ${organizationId}::uuid and tasks <> 0
      except select (created_at at time zone 'UTC')::date::text, count(*)::int from tasks where organization_id = ${organizationId}::uuid group by 1`);
    const completed = await queryRows(db, sql`
      select day::text, user_id, tasks, round(seconds::numeric, 3) from task_completed_days where organization_id = ${organizationId}::uuid and tasks <> 0
      except select (completed_at at time zone 'UTC')::date::text, user_id, count(*)::int, round(sum(extract(epoch from completed_at - created_at)), 3)
      from tasks where organization_id = ${organizationId}::uuid and completed_at is not null group by 1, 2`);
    const missing = await queryRows(db, sql`
      select (completed_at at time zone 'UTC')::date as day, user_id from tasks where organization_id = ${organizationId}::uuid and completed_at is not null
      except select day, user_id from task_completed_days where organization_id = ${organizationId}::uuid and tasks <> 0`);
    const moods = await queryRows(db, sql`
      select day::text, value, entries from mood_logged_days where organization_id = ${organizationId}::uuid and entries <> 0
      except select (created_at at time zone 'UTC')::date::text, value, count(*)::int from mood_entries
      where organization_id = ${organizationId}::uuid and source = 'logged' group by 1, 2`);
    const people = await queryRows(db, sql`
      select day::text, user_id, entries, value_sum from mood_logged_user_days where organization_id = ${organizationId}::uuid and entries <> 0
      except select (created_at at time zone 'UTC')::date::text, user_id, count(*)::int, sum(value)::int from mood_entries
      where organization_id = ${organizationId}::uuid and source = 'logged' group by 1, 2`);
    const peopleMissing = await queryRows(db, sql`
      select (created_at at time zone 'UTC')::date as day, user_id from mood_entries where organization_id = ${organizationId}::uuid and source = 'logged'
      except select day, user_id from mood_logged_user_days where organization_id = ${organizationId}::uuid and entries <> 0`);
    assert.deepEqual({ created, completed, missing, moods, people, peopleMissing }, { created: [], completed: [], missing: [], moods: [], people: [], peopleMissing: [] });
  }

  test('roll-ups follow every change of tasks and moods', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const api = as(t.app, member);
    const ids: string[] = [];
    for (const title of ['one', 'two', 'three', 'four']) {
      ids.push((await org.task(member, { title })).id);
      clock.advance(3 * 60 * 60 * 1000); // across midnight UTC on the way
    }
    await rollupsMatchRows(org.id);
    const status = (id: string, value: string) => api({ method: 'PATCH', url: `/api/tasks/${id}`, payload: { status: value } });
    await status(ids[0]!, 'completed');
    await status(ids[1]!, 'completed');
    clock.advance(26 * 60 * 60 * 1000);
    await status(ids[1]!, 'open');
    await status(ids[2]!, 'completed');
    await api({ method: 'PATCH', url: `/api/tasks/${ids[2]}`, payload: { title: 'renamed, still completed' } });
    clock.advance(24 * 60 * 60 * 1000);
    await status(ids[1]!, 'completed');
    await api({ method: 'DELETE', url: `/api/tasks/${ids[0]}` });
    await api({ method: 'DELETE', url: `/api/tasks/${ids[3]}` });
    await org.moods(member, [1, 4, 4]);
    await rollupsMatchRows(org.id);
    // Writers other than the service: a correction, a reclassification, a deletion.
    const mood = sql`(select id from mood_entries where organization_id = ${org.id}::uuid and value = 4 limit 1)`;
    await t.database.db.execute(sql`update mood_entries set value = 2 where id = ${mood}`);
    await t.database.db.execute(sql`update mood_entries set source = 'inferred' where id = (select id from mood_entries where organization_id = ${org.id}::uuid and value = 1)`);
    await rollupsMatchRows(org.id);
    await t.database.db.execute(sql`delete from mood_entries where id = ${mood}`);
    await rollupsMatchRows(org.id);

    const [counts] = await queryRows<{ created: number; completed: number }>(t.database.db, sql`
      select (select sum(tasks) from task_created_days where organization_id = ${org.id}::uuid)::int as created,
             (select sum(tasks) from task_completed_days where organization_id = ${org.id}::uuid)::int as completed`);
    assert.deepEqual(counts, { created: 2, completed: 2 });
  });

  test('a period splits into whole UTC days and the partial days at its ends', () => {
    assert.deepEqual(splitByDays(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-04T06:00:00Z')), {
      dayFrom: '2026-03-02', dayTo: '2026-03-04',
      headFrom: '2026-03-01T10:00:00.000Z', headTo: '2026-03-02T00:00:00.000Z',
      tailFrom: '2026-03-04T00:00:00.000Z', tailTo: '2026-03-04T06:00:00.000Z',
    });
    // Within one day: no whole day, the head is the whole range, the tail is empty.
    const within = splitByDays(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-01T12:00:00Z'));
    assert.equal(within.dayFrom, within.dayTo);
    assert.equal(within.headTo, '2026-03-01T12:00:00.000Z');
    assert.ok(within.tailFrom >= within.tailTo);
    // Midnight to midnight: whole days only.
    const exact = splitByDays(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-08T00:00:00Z'));
    assert.deepEqual([exact.dayFrom, exact.dayTo, exact.headFrom === exact.headTo, exact.tailFrom === exact.tailTo], ['2026-03-01', '2026-03-08', true, true]);
  });
});
