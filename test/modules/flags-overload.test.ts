import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

describe('overload flag: the daily check at check-in time', () => {
  // Monday 2026-11-23, 08:00 UTC: before the 09:00 check-in of a UTC organization.
  const clock = new ManualClock('2026-11-23T08:00:00.000Z');
  let t: TestApp;
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  async function overdueTasks(org: TestOrganization, member: Member, count: number) {
    for (let i = 0; i < count; i += 1) {
      await org.task(member, { title: `Late ${i}`, dueDate: '2026-11-20' });
    }
  }

  const overloadFlags = async (adminToken: string, userId: string) =>
    json<'/api/flags'>(await as(t.app, { token: adminToken })({ method: 'GET', url: `/api/flags?userId=${userId}` })).data
      .filter((f: { reason: string }) => f.reason === 'overload');

  test('more than 5 overdue open tasks raise one medium overload flag; 5 raise none', async () => {
    clock.set('2026-11-23T08:00:00.000Z');
    const org = await signUpOrganization(t.app);
    const busy = await org.addMember('employee');
    const fine = await org.addMember('employee');
    await overdueTasks(org, busy, 6);
    await overdueTasks(org, fine, 5);

    assert.equal((await t.app.workers.scheduler.tick({ organizationIds: [org.id] })).some((r) => r.job === 'overload_check'), false);
    clock.set('2026-11-23T09:00:00.000Z');
    const runs = await t.app.workers.scheduler.tick({ organizationIds: [org.id] });
    assert.ok(runs.some((r) => r.job === 'overload_check'));

    const flags = await overloadFlags(org.admin.token, busy.id);
    assert.equal(flags.length, 1);
    assert.equal(flags[0]?.severity, 'medium');
    assert.equal(flags[0]?.status, 'active');
    assert.deepEqual(await overloadFlags(org.admin.token, fine.id), []);

    // The next day the rule fires again for the same person: still one flag.
    clock.set('2026-11-24T09:30:00.000Z');
    await t.app.workers.scheduler.tick({ organizationIds: [org.id] });
    assert.equal((await overloadFlags(org.admin.token, busy.id)).length, 1);
  });
});
