// Absences, holidays, reminders, blockers and history (decisions §10), driven by the injectable clock.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

const CONFIGURED = { platform: 'chat_a', teamChannelId: 'C-team', progressChannelId: 'C-progress' };

describe('daily rhythm: absences, holidays, reminders, blockers, history', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-09T06:00:00.000Z'); // a Monday
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  async function organization(preferences: Record<string, unknown> = CONFIGURED, timezone?: string) {
    const org = await signUpOrganization(t.app, timezone ? { timezone } : {});
    const res = await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences } });
    assert.equal(res.statusCode, 200, res.body);
    return org;
  }

  /** Links a chat_a identity: with the operator key it is verified, with the admin's JWT it is not. */
  async function link(org: TestOrganization, member: Member, verified = true) {
    const platformUserId = `U-${randomUUID().slice(0, 8)}`;
    const res = await t.app.inject({
      method: 'POST', url: `/api/users/${member.id}/identities`,
      headers: verified ? apiKeyHeader() : { authorization: `Bearer ${org.admin.token}` },
      payload: { platform: 'chat_a', platformUserId },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(res).verified, verified);
    return platformUserId;
  }

  async function thread(orgId: string, date: string) {
    const res = await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId, channelId: 'C-team', threadTs: `t-${date}`, date } });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/morning-threads', 'post'>(res).id;
  }

  async function reply(threadId: string, platformUserId: string, rawText: string) {
    const res = await t.app.inject({
      method: 'POST', url: `/api/morning-threads/${threadId}/submissions`, headers: apiKeyHeader(),
      payload: { platform: 'chat_a', platformUserId, messageTs: randomUUID(), rawText },
    });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/morning-threads/{id}/submissions', 'post'>(res);
  }

  const tick = async (orgId: string, at: string, app = t.app) => {
    clock.set(at);
    return (await app.workers.scheduler.tick({ organizationIds: [orgId] })).map((r) => `${r.job}@${r.date}`).sort();
  };
  const messages = (orgId: string, kind?: string) => queryRows<{ kind: string; platform_user_id: string | null; payload: { text: string } }>(t.database.db, sql`
    select kind, platform_user_id, payload from outbound_messages
    where organization_id = ${orgId}::uuid ${kind ? sql`and kind = ${kind}` : sql``} order by created_at`);
  const absences = (orgId: string) => queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from absences where organization_id = ${orgId}::uuid`)
    .then(([row]) => row!.n);
  const absence = (member: Member, payload: object) => as(t.app, member)({ method: 'POST', url: '/api/absences', payload });

  describe('absences', () => {
    test('create, list by overlap, delete: own, and anyone\'s for managers', async () => {
      clock.set('2026-03-09T06:00:00.000Z');
      const org = await organization();
      const [emp, other, manager] = [await org.addMember('employee'), await org.addMember('employee'), await org.addMember('manager')];
      const own = await absence(emp, { startDate: '2026-03-16', endDate: '2026-03-18' });
      assert.equal(own.statusCode, 201, own.body);
      assert.deepEqual({ ...json<object>(own), id: undefined }, {
        id: undefined, userId: emp.id, organizationId: org.id, startDate: '2026-03-16', endDate: '2026-03-18', reason: 'vacation', createdAt: '2026-03-09T06:00:00.000Z',
      });
      const forOther = await absence(manager, { startDate: '2026-03-20', endDate: '2026-03-20', reason: 'sick', userId: other.id });
      assert.equal(forOther.statusCode, 201, forOther.body);
      assert.equal(json<'/api/absences', 'post'>(forOther).userId, other.id);
      assert.equal((await absence(emp, { startDate: '2026-04-01', endDate: '2026-04-01', userId: other.id })).statusCode, 403, 'an employee may not record another\'s');

      const list = async (member: Member, query: string) => as(t.app, member)({ method: 'GET', url: `/api/absences${query}` });
      const ids = async (member: Member, query: string) => json<'/api/absences'>(await list(member, query)).data.map((a: { startDate: string }) => a.startDate);
      assert.deepEqual(await ids(manager, ''), ['2026-03-20', '2026-03-16'], 'latest start first');
      assert.deepEqual(await ids(manager, '?from=2026-03-18&to=2026-03-19'), ['2026-03-16'], 'sharing the last day overlaps');
      assert.deepEqual(await ids(manager, '?from=2026-03-19'), ['2026-03-20']);
      assert.deepEqual(await ids(manager, `?userId=${other.id}`), ['2026-03-20']);
      assert.deepEqual(await ids(emp, ''), ['2026-03-16'], 'an employee sees their own only');
      const foreign = await list(emp, `?userId=${other.id}`);
      assert.equal(foreign.statusCode, 403);

      // Deleting: another employee → 404; the owner → 204; a manager → 204.
      const otherAbsence = json<'/api/absences', 'post'>(forOther).id;
      assert.equal((await as(t.app, emp)({ method: 'DELETE', url: `/api/absences/${otherAbsence}` })).statusCode, 404);
      assert.equal((await as(t.app, emp)({ method: 'DELETE', url: `/api/absences/${json<'/api/absences', 'post'>(own).id}` })).statusCode, 204);
      assert.equal((await as(t.app, manager)({ method: 'DELETE', url: `/api/absences/${otherAbsence}` })).statusCode, 204);
      assert.equal(await absences(org.id), 0);
    });

    test('bad input: reversed, over-long, overlapping, another organization\'s user — a clear 4xx that changes nothing', async () => {
      const org = await organization();
      const other = await organization();
      const emp = await org.addMember('employee');
      assert.equal((await absence(emp, { startDate: '2032-01-01', endDate: '2032-12-31' })).statusCode, 201, '366 days counted inclusively are allowed');
      const before = await absences(org.id);

      const reversed = await absence(emp, { startDate: '2026-05-02', endDate: '2026-05-01' });
      assert.equal(reversed.statusCode, 400);
      assert.equal(json<Refusal>(reversed).details![0]!.code, 'range_reversed');
      const tooLong = await absence(emp, { startDate: '2033-01-01', endDate: '2034-01-02' });
      assert.equal(tooLong.statusCode, 400, '367 days');
      assert.equal(json<Refusal>(tooLong).details![0]!.code, 'range_too_long');
      assert.equal((await absence(emp, { startDate: '2026-02-30', endDate: '2026-03-01' })).statusCode, 400, 'not a calendar day');
      assert.equal((await absence(emp, { startDate: '2026-05-01', endDate: '2026-05-01', reason: 'beach' })).statusCode, 400);
      const overlap = await absence(emp, { startDate: '2032-12-31', endDate: '2033-01-03' });
      assert.equal(overlap.statusCode, 409);
      assert.deepEqual([json<Refusal>(overlap).message, json<Refusal>(overlap).code], ['Absence overlaps another', 'absence_overlap']);
      const foreignUser = await absence(org.admin, { startDate: '2026-05-01', endDate: '2026-05-01', userId: other.admin.id });
      assert.equal(foreignUser.statusCode, 404);
      assert.equal(json<Refusal>(foreignUser).code, 'user_not_found');
      const foreignList = await as(t.app, org.admin)({ method: 'GET', url: '/api/absences?from=2026-05-02&to=2026-05-01' });
      assert.equal(foreignList.statusCode, 400);
      assert.equal(await absences(org.id), before, 'nothing was written');
      assert.equal(await absences(other.id), 0);
      const otherDelete = await as(t.app, other.admin)({ method: 'DELETE', url: `/api/absences/${randomUUID()}` });
      assert.equal(json<Refusal>(otherDelete).code, 'absence_not_found');
    });

    test('two overlapping absences sent at once: one is recorded', async () => {
      const org = await organization();
      const emp = await org.addMember('employee');
      const results = await Promise.all([
        absence(emp, { startDate: '2026-06-01', endDate: '2026-06-05' }),
        absence(emp, { startDate: '2026-06-05', endDate: '2026-06-09' }),
      ]);
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409]);
      assert.equal(await absences(org.id), 1);
    });
  });

  describe('preferences', () => {
    test('holidays are deduplicated and sorted; bad values are a 400 that changes nothing', async () => {
      const org = await organization();
      const patch = (preferences: object) => as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences } });
      const ok = await patch({ holidays: ['2026-12-25', '2026-01-01', '2026-12-25'], reminderMinutesBeforeDeadline: 0, blockerFollowUpDays: 10 });
      assert.equal(ok.statusCode, 200, ok.body);
      const saved = json<'/api/organizations/{id}', 'patch'>(ok).preferences;
      assert.deepEqual([saved.holidays, saved.reminderMinutesBeforeDeadline, saved.blockerFollowUpDays], [['2026-01-01', '2026-12-25'], 0, 10]);

      const tooMany = Array.from({ length: 201 }, (_, i) => new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10));
      const current = async () => json<'/api/organizations/current'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/organizations/current' })).preferences;
      const before = await current();
      // Each problem carries a code (and its bound) that clients show next to the field.
      for (const [bad, code, limit] of [
        [{ holidays: ['2026-13-01'] }, 'format_date'], [{ holidays: ['Christmas'] }, 'format_date'], [{ holidays: '2026-12-25' }, 'type'],
        [{ holidays: tooMany }, 'max_items', 200], [{ holidays: [...tooMany, ...tooMany] }, 'max_items', 200],
        [{ reminderMinutesBeforeDeadline: 601 }, 'maximum', 600], [{ reminderMinutesBeforeDeadline: -1 }, 'minimum', 0],
        [{ reminderMinutesBeforeDeadline: 1.5 }, 'integer'], [{ reminderMinutesBeforeDeadline: '30' }, 'integer'],
        [{ blockerFollowUpDays: 0 }, 'minimum', 1], [{ blockerFollowUpDays: 11 }, 'maximum', 10], [{ holidayz: [] }, 'unknown_property'],
      ] as const) {
        const res = await patch(bad);
        assert.equal(res.statusCode, 400, JSON.stringify(bad).slice(0, 80));
        const [detail] = json<Refusal>(res).details!;
        assert.deepEqual([detail?.path, detail?.code, detail?.limit], [`body.preferences.${Object.keys(bad)[0]}`, code, limit], JSON.stringify(bad).slice(0, 80));
      }
      // A valid value next to a bad one is not kept either.
      assert.equal((await patch({ blockerFollowUpDays: 3, reminderMinutesBeforeDeadline: 601 })).statusCode, 400);
      assert.deepEqual(await current(), before, 'nothing changed');
      assert.equal((await patch({ holidays: tooMany.slice(0, 200) })).statusCode, 200, '200 holidays are allowed');
      const now = json<'/api/organizations/current'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/organizations/current' })).preferences;
      assert.deepEqual([now.holidays.length, now.reminderMinutesBeforeDeadline, now.blockerFollowUpDays], [200, 0, 10]);
    });
  });

  describe('scheduled days', () => {
    test('a holiday and a weekend skip the thread, the reminder and the automatic collection; a manual collection still works', async () => {
      clock.set('2026-03-06T06:00:00.000Z');
      const org = await organization({ ...CONFIGURED, holidays: ['2026-03-09'] });
      const emp = await org.addMember('employee');
      await link(org, emp);
      assert.deepEqual(await tick(org.id, '2026-03-07T22:00:00.000Z'), [], 'Saturday');
      assert.deepEqual(await tick(org.id, '2026-03-08T22:00:00.000Z'), [], 'Sunday');
      assert.deepEqual(await tick(org.id, '2026-03-09T22:00:00.000Z'), [], 'the Monday holiday');
      assert.deepEqual(await messages(org.id), []);
      const threads = await queryRows(t.database.db, sql`select 1 from morning_threads where organization_id = ${org.id}::uuid`);
      assert.equal(threads.length, 0);
      const manual = await as(t.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id, date: '2026-03-09' } });
      assert.equal(manual.statusCode, 200, manual.body);
      assert.deepEqual(await tick(org.id, '2026-03-10T22:00:00.000Z'), [
        'eod_collection@2026-03-10', 'morning_thread@2026-03-10', 'overload_check@2026-03-10', 'submission_reminder@2026-03-10',
      ], 'Tuesday is a work day');
      assert.equal((await messages(org.id, 'reminder')).length, 0, 'a reminder caught up after the deadline is not sent');
    });

    test('absent Monday to Wednesday: no reminder, absent (not missing) in the EOD summary; the others are reminded once', async () => {
      clock.set('2026-03-06T06:00:00.000Z');
      const org = await organization();
      const away = await org.addMember('employee', 'Away');
      const late = await org.addMember('employee', 'Late');
      const early = await org.addMember('employee', 'Early');
      const claimed = await org.addMember('employee', 'Claimed');
      await link(org, away);
      const lateId = await link(org, late);
      const earlyId = await link(org, early);
      await link(org, claimed, false);
      assert.equal((await absence(away, { startDate: '2026-03-09', endDate: '2026-03-11', reason: 'sick' })).statusCode, 201);

      assert.ok((await tick(org.id, '2026-03-10T09:00:00.000Z')).includes('morning_thread@2026-03-10'));
      const threadId = json<'/api/morning-threads/today'>(await t.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }))!.id;
      await reply(threadId, earlyId, '- write the report');
      assert.deepEqual(await tick(org.id, '2026-03-10T09:59:59.999Z'), [], 'not before deadline − 60 minutes');
      assert.deepEqual(await tick(org.id, '2026-03-10T10:00:00.000Z'), ['submission_reminder@2026-03-10']);
      const reminders = await messages(org.id, 'reminder');
      assert.deepEqual(reminders.map((m) => m.platform_user_id), [lateId], 'not the absent, not who replied, not an unverified identity');
      assert.match(reminders[0]!.payload.text, /closes at 11:00/);
      assert.deepEqual(await tick(org.id, '2026-03-10T10:30:00.000Z'), []);

      await tick(org.id, '2026-03-10T19:00:00.000Z');
      const summary = json<'/api/eod/summary/{date}'>(await as(t.app, org.admin)({ method: 'GET', url: `/api/eod/summary/2026-03-10?orgId=${org.id}` }));
      assert.equal(summary.absent, 1);
      assert.deepEqual(summary.missing.map((p: { name: string }) => p.name).sort(), ['Ada Admin', 'Claimed', 'Late']);
      const row = (name: string) => summary.users.find((u: { name: string }) => u.name === name)!;
      assert.deepEqual([row('Away').absent, row('Away').noUpdate], [true, 0]);
      assert.deepEqual([row('Late').absent, row('Late').noUpdate], [false, 1]);
      assert.equal(summary.noUpdate, 3);
      const posted = (await messages(org.id, 'eod_summary'))[0]!.payload.text;
      assert.match(posted, /· 3 no update · 1 absent/);
      assert.ok(posted.split('\n').includes('• Away: absent'), posted);
      assert.ok(posted.split('\n').includes('• Late: no update'), posted);
    });

    test('no reminder when the offset is 0, nor on a day without a thread; an offset moves the reminder', async () => {
      clock.set('2026-03-06T06:00:00.000Z');
      const off = await organization({ ...CONFIGURED, reminderMinutesBeforeDeadline: 0 });
      const threadless = await organization({ platform: 'chat_a', teamChannelId: null, progressChannelId: 'C-progress' });
      const early = await organization({ ...CONFIGURED, reminderMinutesBeforeDeadline: 600, submissionDeadline: '18:30' });
      for (const org of [off, threadless, early]) await link(org, await org.addMember('employee'));
      const runs = async (at: string) => (await Promise.all([off, threadless, early].map((org) => tick(org.id, at)))).map((r) => r.filter((job) => job.startsWith('submission_reminder')));
      assert.deepEqual(await runs('2026-03-09T08:29:59.999Z'), [[], [], []]);
      // 18:30 − 600 minutes = 08:30, before the 09:00 check-in: no thread yet, so nothing is sent.
      assert.deepEqual(await runs('2026-03-09T08:30:00.000Z'), [[], [], ['submission_reminder@2026-03-09']]);
      assert.deepEqual(await runs('2026-03-09T10:00:00.000Z'), [[], ['submission_reminder@2026-03-09'], []]);
      // An offset of 0 puts the run at the deadline itself, where nothing is sent any more.
      assert.deepEqual(await runs('2026-03-09T11:00:00.000Z'), [['submission_reminder@2026-03-09'], [], []]);
      for (const org of [off, threadless, early]) assert.deepEqual(await messages(org.id, 'reminder'), [], 'no reminder');
      clock.set('2026-03-10T06:00:00.000Z');
      const patched = await as(t.app, early.admin)({ method: 'PATCH', url: `/api/organizations/${early.id}`, payload: { preferences: { reminderMinutesBeforeDeadline: 30 } } });
      assert.equal(patched.statusCode, 200);
      assert.ok((await tick(early.id, '2026-03-10T09:00:00.000Z')).includes('morning_thread@2026-03-10'));
      assert.deepEqual(await tick(early.id, '2026-03-10T17:59:59.999Z'), []);
      assert.deepEqual(await tick(early.id, '2026-03-10T18:00:00.000Z'), ['submission_reminder@2026-03-10']);
      assert.equal((await messages(early.id, 'reminder')).length, 1);
    });

    for (const [zone, day, checkIn, before, at] of [
      // Clocks go forward that night: 07:00 and 10:00 CEST.
      ['Europe/Berlin', '2026-03-29', '2026-03-29T05:00:00.000Z', '2026-03-29T07:59:59.999Z', '2026-03-29T08:00:00.000Z'],
      // Clocks go back that night: 07:00 and 10:00 EST.
      ['America/New_York', '2026-11-01', '2026-11-01T12:00:00.000Z', '2026-11-01T14:59:59.999Z', '2026-11-01T15:00:00.000Z'],
    ] as const) {
      test(`reminders on the DST day in ${zone}: at 10:00 local, once, with two instances`, async () => {
        clock.set(`${day}T00:30:00.000Z`);
        const org = await organization({ ...CONFIGURED, workDays: [1, 2, 3, 4, 5, 6, 7], checkInTime: '07:00' }, zone);
        const people = await Promise.all([1, 2, 3].map((i) => org.addMember('employee', `P${i}`)));
        for (const person of people) await link(org, person);
        assert.ok((await tick(org.id, checkIn)).includes(`morning_thread@${day}`));
        assert.equal((await messages(org.id, 'morning_thread')).length, 1);
        const second = await buildApp({ config: t.config, database: t.database, clock, logger: false });
        try {
          clock.set(before);
          assert.deepEqual(await tick(org.id, before), []);
          clock.set(at);
          const only = { organizationIds: [org.id] };
          const runs = await Promise.all([t.app.workers.scheduler.tick(only), second.workers.scheduler.tick(only)]);
          assert.deepEqual(runs.flat().map((r) => r.job), ['submission_reminder']);
          await Promise.all([t.app.workers.scheduler.tick(only), second.workers.scheduler.tick(only)]);
          assert.equal((await messages(org.id, 'reminder')).length, 3, 'one per person');
        } finally {
          await second.close();
        }
      });
    }
  });

  describe('blockers', () => {
    async function blockedTeam(preferences: Record<string, unknown> = {}) {
      clock.set('2026-03-06T06:00:00.000Z');
      const org = await organization({ ...CONFIGURED, defaultLanguage: 'spanish', ...preferences });
      const manager = await org.addMember('manager', 'Mara');
      const emp = await org.addMember('employee', 'Pablo');
      const managerId = await link(org, manager);
      const adminClaim = await link(org, org.admin, false);
      const empId = await link(org, emp);
      return { org, manager, emp, managerId, adminClaim, empId };
    }

    const spanishReply = (text: string) => `- terminar el informe trimestral\n- ${text}`;

    test('reported Monday and Tuesday in Spanish: kept apart from tasks, one follow-up to verified managers, once per run', async () => {
      const { org, managerId, empId } = await blockedTeam();
      const monday = await reply(await thread(org.id, '2026-03-09'), empId, spanishReply('bloqueado por la revisión legal'));
      assert.deepEqual(monday.blockers, ['bloqueado por la revisión legal']);
      assert.equal(monday.taskIds.length, 1, 'the blocker made no task');
      assert.equal((await messages(org.id, 'blocker_follow_up')).length, 0, 'one day is no run yet');
      await reply(await thread(org.id, '2026-03-10'), empId, spanishReply('esperando la aprobación del cliente'));
      const followUps = await messages(org.id, 'blocker_follow_up');
      assert.deepEqual(followUps.map((m) => m.platform_user_id), [managerId], 'the manager, not the admin\'s unverified identity');
      assert.match(followUps[0]!.payload.text, /^Pablo lleva 2 días laborables seguidos con un bloqueo: esperando la aprobación del cliente$/);
      await reply(await thread(org.id, '2026-03-11'), empId, spanishReply('sigo bloqueado por legal'));
      assert.equal((await messages(org.id, 'blocker_follow_up')).length, 1, 'the same run is followed up once');

      await tick(org.id, '2026-03-11T19:00:00.000Z');
      const summary = json<'/api/eod/summary/{date}'>(await as(t.app, org.admin)({ method: 'GET', url: `/api/eod/summary/2026-03-11?orgId=${org.id}` }));
      assert.deepEqual(summary.blockers.map((b: { name: string; text: string }) => [b.name, b.text]), [['Pablo', 'sigo bloqueado por legal']]);
      assert.match((await messages(org.id, 'eod_summary'))[0]!.payload.text, /Bloqueos:\n• Pablo: sigo bloqueado por legal$/);
    });

    test('a holiday between two blocked days does not reset the run; a day without a blocker does', async () => {
      const { org, managerId, empId } = await blockedTeam({ holidays: ['2026-03-10'] });
      await reply(await thread(org.id, '2026-03-09'), empId, spanishReply('bloqueado por la revisión legal'));
      await reply(await thread(org.id, '2026-03-11'), empId, 'Bloqueos:\n- la API de pagos');
      assert.deepEqual((await messages(org.id, 'blocker_follow_up')).map((m) => m.platform_user_id), [managerId]);
      await reply(await thread(org.id, '2026-03-12'), empId, '- terminar el informe\n- Bloqueos: ninguno');
      await reply(await thread(org.id, '2026-03-13'), empId, spanishReply('bloqueado otra vez'));
      assert.equal((await messages(org.id, 'blocker_follow_up')).length, 1, 'Thursday had no blocker: Friday starts a new run of one day');
    });

    test('an absence between two blocked days does not reset the run; an absent manager is followed up once back', async () => {
      const { org, emp, manager, managerId, empId } = await blockedTeam();
      assert.equal((await absence(emp, { startDate: '2026-03-10', endDate: '2026-03-10' })).statusCode, 201);
      assert.equal((await absence(manager, { startDate: '2026-03-11', endDate: '2026-03-11' })).statusCode, 201);
      await reply(await thread(org.id, '2026-03-09'), empId, spanishReply('bloqueado por la revisión legal'));
      await reply(await thread(org.id, '2026-03-11'), empId, spanishReply('sigo esperando a legal'));
      assert.equal((await messages(org.id, 'blocker_follow_up')).length, 0, 'the run is two days long, but the only manager is away that day');
      await reply(await thread(org.id, '2026-03-12'), empId, spanishReply('sigo bloqueado por legal'));
      const followUps = await messages(org.id, 'blocker_follow_up');
      assert.deepEqual(followUps.map((m) => m.platform_user_id), [managerId], 'the run went on through the absence');
      assert.match(followUps[0]!.payload.text, /^Pablo lleva 3 días laborables seguidos con un bloqueo/);
    });
  });

  describe('absences in the rhythm', () => {
    test('absent Monday to Wednesday: no reminder on any of the three days, absent in each summary; reminded on Thursday in their own language; no flag or mood from it', async () => {
      clock.set('2026-03-06T06:00:00.000Z');
      const org = await organization();
      const away = await org.addMember('employee', 'Away');
      const other = await org.addMember('employee', 'Other');
      const awayId = await link(org, away);
      const otherId = await link(org, other);
      assert.equal((await as(t.app, away)({ method: 'PATCH', url: '/api/chat/language', payload: { language: 'german' } })).statusCode, 200);
      assert.equal((await absence(away, { startDate: '2026-03-09', endDate: '2026-03-11', reason: 'sick' })).statusCode, 201);
      for (const date of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']) {
        assert.ok((await tick(org.id, `${date}T09:00:00.000Z`)).includes(`morning_thread@${date}`));
        assert.deepEqual(await tick(org.id, `${date}T10:00:00.000Z`), [`submission_reminder@${date}`]);
        assert.deepEqual(await tick(org.id, `${date}T19:00:00.000Z`), [`eod_collection@${date}`]);
        const summary = json<'/api/eod/summary/{date}'>(await as(t.app, org.admin)({ method: 'GET', url: `/api/eod/summary/${date}?orgId=${org.id}` }));
        const row = summary.users.find((u: { userId: string }) => u.userId === away.id)!;
        const absentThatDay = date !== '2026-03-12';
        assert.deepEqual([row.absent, row.noUpdate, summary.absent], absentThatDay ? [true, 0, 1] : [false, 1, 0], date);
        assert.equal(summary.missing.some((p: { userId: string }) => p.userId === away.id), !absentThatDay, date);
      }
      const reminders = await messages(org.id, 'reminder');
      assert.equal(reminders.filter((m) => m.platform_user_id === otherId).length, 4, 'the other person, each day');
      const awayReminders = reminders.filter((m) => m.platform_user_id === awayId);
      assert.equal(awayReminders.length, 1, 'Thursday only');
      assert.match(awayReminders[0]!.payload.text, /^Kurze Erinnerung: Der Morgen-Check-in endet um 11:00 Uhr/, 'in the person\'s chat language');
      const [flagsAndMoods] = await queryRows<{ flags: number; moods: number }>(t.database.db, sql`
        select (select count(*) from flags where organization_id = ${org.id}::uuid)::int as flags,
               (select count(*) from mood_entries where organization_id = ${org.id}::uuid)::int as moods`);
      assert.deepEqual(flagsAndMoods, { flags: 0, moods: 0 }, 'a sick leave raises no flag and logs no mood');
    });

  });

  describe('history', () => {
    test('a person\'s replies with the day\'s outcome of their tasks; pagination and roles', async () => {
      clock.set('2026-03-06T06:00:00.000Z');
      const org = await organization();
      const other = await organization();
      const emp = await org.addMember('employee', 'Hana');
      const colleague = await org.addMember('employee');
      const manager = await org.addMember('manager');
      const empId = await link(org, emp);
      for (const [date, word] of [['2026-03-09', 'alpha'], ['2026-03-10', 'beta'], ['2026-03-11', 'gamma']]) {
        clock.set(`${date}T08:00:00.000Z`);
        await reply(await thread(org.id, date!), empId, `- write the ${word} report\n- blocked by the API review`);
      }
      const monday = json<'/api/tasks'>(await as(t.app, emp)({ method: 'GET', url: '/api/tasks?limit=100' })).data
        .find((task: { title: string }) => task.title.includes('alpha'))!;
      clock.set('2026-03-09T12:00:00.000Z');
      assert.equal((await as(t.app, emp)({ method: 'PATCH', url: `/api/tasks/${monday.id}`, payload: { status: 'completed' } })).statusCode, 200);
      clock.set('2026-03-09T19:00:00.000Z');
      await as(t.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id, date: '2026-03-09' } });

      clock.set('2026-03-12T08:00:00.000Z');
      const history = (member: Member, query = '') => as(t.app, member)({ method: 'GET', url: `/api/morning-threads/submissions${query}` });
      const own = await history(emp, '?limit=2');
      assert.equal(own.statusCode, 200, own.body);
      const page = json<'/api/morning-threads/submissions'>(own);
      assert.deepEqual([page.total, page.limit, page.offset, page.from, page.to], [3, 2, 0, '2026-02-11', '2026-03-12']);
      assert.deepEqual(page.data.map((s: { date: string }) => s.date), ['2026-03-11', '2026-03-10']);
      const last = json<'/api/morning-threads/submissions'>(await history(emp, '?limit=2&offset=2')).data;
      assert.equal(last.length, 1);
      assert.deepEqual(Object.keys(last[0]!).sort(), ['blockers', 'createdAt', 'date', 'id', 'parsed', 'rawText', 'taskIds', 'tasks', 'threadId', 'userId']);
      assert.deepEqual(last[0]?.blockers, ['blocked by the API review']);
      assert.deepEqual(last[0]?.tasks.map((task) => [task.title, task.outcome]), [['Write the alpha report', 'done']]);
      assert.deepEqual(page.data[0]?.tasks.map((task: { outcome: string | null }) => task.outcome), [null], 'not collected');

      assert.equal(json<'/api/morning-threads/submissions'>(await history(manager, `?userId=${emp.id}`)).total, 3, 'a manager reads anyone\'s');
      assert.equal(json<'/api/morning-threads/submissions'>(await history(emp, '?from=2026-03-10&to=2026-03-10')).total, 1);
      const forbidden = await history(colleague, `?userId=${emp.id}`);
      assert.equal(forbidden.statusCode, 403);
      assert.equal(json<Refusal>(forbidden).code, 'history_forbidden');
      assert.equal(json<'/api/morning-threads/submissions'>(await history(colleague)).total, 0, 'their own, empty');
      const foreign = await history(other.admin, `?userId=${emp.id}`);
      assert.equal(foreign.statusCode, 404);
      assert.equal((await history(emp, '?from=2026-03-11&to=2026-03-10')).statusCode, 400);
      const tooLong = await history(emp, '?from=2025-01-01&to=2026-01-03');
      assert.equal(tooLong.statusCode, 400);
      assert.equal(json<Refusal>(tooLong).details![0]!.code, 'range_too_long');
      assert.equal((await history(emp, '?from=2025-01-02&to=2026-01-03')).statusCode, 200, '366 days apart');
      assert.equal((await history(emp, '?limit=101')).statusCode, 400);
    });
  });
});
