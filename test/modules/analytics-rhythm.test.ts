// The analytics' daily-rhythm figures (decisions §9, §10): check-ins and noUpdate per calendar
// day of the organization, without the people an absence covers that day — also an absence
// recorded after the day's collection — and the previous period counted the same way. Driven
// through the API with the injectable clock; every figure below is worked out by hand.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { calendarDaysEndingIn } from '../../src/modules/analytics/service.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

// A Tuesday. In Berlin the 7d period [03-24 12:00Z, 03-31 12:00Z) holds the days 03-24…03-30
// (the one of 03-29 is 23 hours long), the previous one 03-17…03-23; today, 03-31, is not over.
const NOW = '2026-03-31T12:00:00.000Z';

describe('analytics: check-ins and noUpdate without the absent', () => {
  let t: TestApp;
  let org: TestOrganization;
  const clock = new ManualClock('2026-03-16T08:00:00.000Z');
  const ids = new Map<string, string>();
  // Tokens live 7 days and the clock moves weeks: calls sign in again (org.signIn).
  const people: Record<'ana' | 'ben' | 'cai' | 'dee', Member> = {} as never;

  async function join(name: string) {
    const member = await org.addMember('employee', name);
    const platformUserId = `U-${randomUUID().slice(0, 8)}`;
    await org.linkIdentity(member, { platform: 'chat_a', platformUserId });
    ids.set(member.id, platformUserId);
    return member;
  }

  /** The day's thread (posted at 08:00 UTC) with replies from `who`. */
  async function day(date: string, who: Member[]) {
    clock.set(`${date}T08:00:00.000Z`);
    const thread = await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C', threadTs: date, date } });
    assert.equal(thread.statusCode, 201, thread.body);
    for (const member of who) {
      const res = await t.app.inject({
        method: 'POST', url: `/api/morning-threads/${json(thread).id}/submissions`, headers: apiKeyHeader(),
        payload: { platform: 'chat_a', platformUserId: ids.get(member.id), messageTs: randomUUID(), rawText: `- write the ${date} report` },
      });
      assert.equal(res.statusCode, 201, res.body);
    }
  }

  async function collect(date: string) {
    clock.set(`${date}T18:00:00.000Z`); // 19:00 in Berlin
    const res = await as(t.app, await org.signIn(org.admin))({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id, date } });
    assert.equal(res.statusCode, 200, res.body);
    return json(res);
  }

  async function absent(member: Member, startDate: string, endDate: string) {
    const res = await as(t.app, await org.signIn(member))({ method: 'POST', url: '/api/absences', payload: { startDate, endDate, reason: 'sick' } });
    assert.equal(res.statusCode, 201, res.body);
  }

  before(async () => {
    t = await startTestApp({ clock });
    org = await signUpOrganization(t.app, { timezone: 'Europe/Berlin' });
    people.ana = await join('Ana');
    people.ben = await join('Ben');
    people.cai = await join('Cai');
    const { ana, ben, cai } = people;

    // Previous week. Tuesday: all but the admin reply. Wednesday: only Ana; Ben's sick day is
    // recorded only after the day's collection.
    await day('2026-03-17', [ana, ben, cai]);
    assert.equal((await collect('2026-03-17')).noUpdate, 1);
    await day('2026-03-18', [ana]);
    assert.equal((await collect('2026-03-18')).noUpdate, 3, 'Ben, Cai and the admin, as collected then');
    clock.set('2026-03-19T09:00:00.000Z');
    await absent(ben, '2026-03-18', '2026-03-18');

    // This week. Cai is away Tuesday and Wednesday (recorded beforehand); Dee joins on Wednesday.
    clock.set('2026-03-23T09:00:00.000Z');
    await absent(cai, '2026-03-24', '2026-03-25');
    await day('2026-03-24', [ana, ben]);
    assert.equal((await collect('2026-03-24')).noUpdate, 1, 'the admin');
    clock.set('2026-03-25T06:00:00.000Z');
    org.admin.token = (await org.signIn(org.admin)).token;
    people.dee = await join('Dee');
    await day('2026-03-25', [ana]);
    assert.equal((await collect('2026-03-25')).noUpdate, 3, 'Ben, Dee and the admin');
    // Today's thread: the day is not over, so it counts in no period yet.
    await day('2026-03-31', []);
    clock.set(NOW);
  });
  after(async () => { await t?.close(); });

  const analytics = async (path: string) => {
    const res = await as(t.app, await org.signIn(org.admin))({ method: 'GET', url: path });
    assert.equal(res.statusCode, 200, res.body);
    return json(res);
  };

  test('this week: the absent are neither expected to check in nor counted as no update', async () => {
    const { rhythmMetrics } = await analytics('/analytics?timeRange=7d');
    // Tuesday: Ana, Ben, the admin expected (Cai away), Ana and Ben replied. Wednesday: Ana, Ben,
    // Dee, the admin expected, Ana replied. noUpdate: the admin; then Ben, Dee, the admin.
    assert.deepEqual(rhythmMetrics, { checkInDays: 2, expectedCheckIns: 7, checkIns: 3, checkInRate: 42.9, absentDays: 2, noUpdate: 4 });
  });

  test('the previous week is counted the same way, with an absence recorded after its collection', async () => {
    const { rhythmMetrics, comparisons } = await analytics('/analytics/comparison?timeRange=7d');
    assert.equal(rhythmMetrics.checkInRate, 42.9);
    // Previous: Tuesday 4 expected, 3 replied; Wednesday 3 expected (Ben away), 1 replied → 4 / 7.
    // noUpdate: the admin; then Cai and the admin (Ben's day off is left out now) → 3.
    assert.deepEqual(comparisons.checkInRate, { current: 42.9, previous: 57.1, change: -14.2, changePercent: -24.9, trend: 'down' });
    assert.deepEqual(comparisons.noUpdate, { current: 4, previous: 3, change: 1, changePercent: 33.3, trend: 'up' });
  });

  test('a deleted absence counts the person again', async () => {
    const admin = await org.signIn(org.admin);
    const list = json<'/api/absences'>(await as(t.app, admin)({ method: 'GET', url: `/api/absences?userId=${people.cai.id}` }));
    assert.equal((await as(t.app, admin)({ method: 'DELETE', url: `/api/absences/${list.data[0]!.id}` })).statusCode, 204);
    const { rhythmMetrics } = await analytics('/analytics?timeRange=7d');
    // Cai is expected on both days again; the collections had left Cai out of noUpdate.
    assert.deepEqual(rhythmMetrics, { checkInDays: 2, expectedCheckIns: 9, checkIns: 3, checkInRate: 33.3, absentDays: 0, noUpdate: 4 });
  });

  test('a day belongs to the period its end falls in (Berlin, over the change to summer time)', () => {
    const days = calendarDaysEndingIn(new Date('2026-03-24T12:00:00.000Z'), new Date(NOW), 'Europe/Berlin');
    assert.deepEqual(days.map((d) => d.date), ['2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    const sunday = days.find((d) => d.date === '2026-03-29')!;
    assert.equal(sunday.end.getTime() - sunday.start.getTime(), 23 * 3_600_000);
    const previous = calendarDaysEndingIn(new Date('2026-03-17T12:00:00.000Z'), new Date('2026-03-24T12:00:00.000Z'), 'Europe/Berlin');
    assert.deepEqual([previous[0]!.date, previous.at(-1)!.date, previous.length], ['2026-03-17', '2026-03-23', 7]);
    // A period starting at a midnight holds the day that ends there.
    assert.deepEqual(calendarDaysEndingIn(new Date('2026-03-24T23:00:00.000Z'), new Date('2026-03-25T23:00:00.000Z'), 'Europe/Berlin').map((d) => d.date), ['2026-03-24']);
  });
});
