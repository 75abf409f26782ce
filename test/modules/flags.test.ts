import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { createFlagService, type FlagService } from '../../src/modules/flags/service.ts';
import { createMoodService, type MoodService } from '../../src/modules/moods/service.ts';
import { as, json, signIn, signUpOrganization, startTestApp, type Member, type TestApp, type Refusal } from '../helpers.ts';
import { outboxOf } from '../platform/outbox-stub.ts';

const HOUR = 60 * 60 * 1000;

describe('flags', () => {
  let t: TestApp;
  let flags: FlagService;
  let moods: MoodService;
  const clock = new ManualClock('2026-04-01T08:00:00.000Z');
  before(async () => {
    t = await startTestApp({ clock });
    flags = createFlagService({ db: t.database.db, clock, outbox: outboxOf(t), publicUrl: t.config.publicUrl });
    moods = createMoodService({ db: t.database.db, clock, flags });
  });
  after(async () => { await t.close(); });

  /** Mood series log one entry an hour. */
  const hourly = { clock, every: HOUR };
  /** Moves the clock on by whole days and signs the members in again (tokens live 7 days). */
  async function advanceDays(days: number, ...members: Member[]) {
    clock.advance(days * 24 * HOUR);
    for (const member of members) member.token = (await signIn(t.app, member)).token;
  }
  /** The member's flags as a manager sees them, newest first. */
  async function flagsOf(manager: Member, member: Member, query = '') {
    const res = await as(t.app, manager)({ method: 'GET', url: `/api/flags?userId=${member.id}${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return json<'/api/flags'>(res).data;
  }
  const summary = (list: { reason: string; severity: string }[]) => list.map((f) => `${f.reason}/${f.severity}`).sort();

  describe('automatic rules', () => {
    test('a logged mood of 1 raises high/low_mood once', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      await org.moods(member, [3], hourly);
      assert.deepEqual(await flagsOf(org.admin, member), []);
      await org.moods(member, [1], hourly);
      const [flag, ...rest] = await flagsOf(org.admin, member);
      assert.equal(rest.length, 0);
      assert.equal(flag!.reason, 'low_mood');
      assert.equal(flag!.severity, 'high');
      assert.equal(flag!.status, 'active');
      assert.equal(flag!.source, 'auto');
      await org.moods(member, [1], hourly);
      assert.deepEqual((await flagsOf(org.admin, member)).map((f) => f.id), [flag!.id]);
    });

    test('three logged moods in a row ≤ 2 raise high/low_mood, not two', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      await org.moods(member, [2, 2], hourly);
      // The run counts consecutive logged entries whenever they were logged: after 8 days
      // neither the 7-day average nor the trend (3 entries) can be what fires.
      await advanceDays(8, member, org.admin);
      assert.deepEqual(await flagsOf(org.admin, member), []);
      await org.moods(member, [2], hourly);
      assert.deepEqual(summary(await flagsOf(org.admin, member)), ['low_mood/high']);
      await org.moods(member, [2], hourly);
      assert.equal((await flagsOf(org.admin, member)).length, 1);
    });

    test('a 7-day average ≤ 2.5 over 3 entries raises medium/low_mood; a higher rule raises it, a lower never lowers it', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      await org.moods(member, [2, 3], hourly);
      assert.deepEqual(await flagsOf(org.admin, member), []);
      await org.moods(member, [2], hourly);
      const [medium] = await flagsOf(org.admin, member);
      assert.deepEqual(summary([medium!]), ['low_mood/medium']);
      assert.match(medium!.description, /7-day average mood 2\.33 over 3 entries/);
      await org.moods(member, [2, 2], hourly); // now 2,2,2 in a row → high
      const [high, ...rest] = await flagsOf(org.admin, member);
      assert.equal(rest.length, 0);
      assert.equal(high!.id, medium!.id);
      assert.equal(high!.severity, 'high');
      await org.moods(member, [3], hourly); // 7-day average still ≤ 2.5 (medium): the flag stays high
      const [still] = await flagsOf(org.admin, member);
      assert.equal(still!.id, medium!.id);
      assert.equal(still!.severity, 'high');
    });

    test('an escalation makes an acknowledged flag active again; a milder firing leaves it acknowledged', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      const raise = (severity: 'low' | 'medium' | 'high') => flags.raiseAutomaticFlag(org.id, member.id, { reason: 'overload', severity, description: severity });
      const { flag } = await raise('medium');
      assert.equal((await as(t.app, org.admin)({ method: 'POST', url: `/api/flags/${flag.id}/acknowledge` })).statusCode, 200);
      const milder = await raise('low');
      assert.deepEqual([milder.flag.status, milder.flag.severity, milder.flag.acknowledgedBy], ['acknowledged', 'medium', org.admin.id]);
      const higher = await raise('high');
      assert.deepEqual([higher.flag.id, higher.flag.status, higher.flag.severity, higher.flag.acknowledgedBy], [flag.id, 'active', 'high', null]);
    });

    test('an average of 2.5 counts, entries older than 7 days do not', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      await org.moods(member, [3, 2, 3], hourly); // 2.67
      assert.deepEqual(await flagsOf(org.admin, member), []);
      await org.moods(member, [2], hourly); // 2.5
      assert.deepEqual(summary(await flagsOf(org.admin, member)), ['low_mood/medium']);

      const later = await org.addMember();
      await org.moods(later, [2, 2], hourly);
      await advanceDays(7, later, org.admin); // both leave the 7-day window
      await org.moods(later, [3, 2, 3], hourly);
      assert.deepEqual(await flagsOf(org.admin, later), []);
    });

    test('a declining 30-day trend raises low/declining_mood once', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      await org.moods(member, [5, 5, 4], hourly);
      await org.moods(member, [3], hourly); // 5,5 vs 4,3: −1.5
      assert.deepEqual(summary(await flagsOf(org.admin, member)), ['declining_mood/low']);
      await org.moods(member, [3, 3], hourly);
      assert.deepEqual(summary(await flagsOf(org.admin, member)), ['declining_mood/low']);
    });

    test('acknowledged flags still count as open; a resolved one lets the rule fire again', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      await org.moods(member, [1], hourly);
      const [first] = await flagsOf(org.admin, member);
      assert.equal((await as(t.app, org.admin)({ method: 'POST', url: `/api/flags/${first!.id}/acknowledge` })).statusCode, 200);
      await org.moods(member, [1], hourly);
      assert.deepEqual((await flagsOf(org.admin, member)).map((f) => [f.id, f.status]), [[first!.id, 'acknowledged']]);
      assert.equal((await as(t.app, org.admin)({ method: 'POST', url: `/api/flags/${first!.id}/resolve`, payload: {} })).statusCode, 200);
      await org.moods(member, [1], hourly);
      const after = await flagsOf(org.admin, member);
      assert.equal(after.length, 2);
      assert.notEqual(after[0]!.id, first!.id);
      assert.equal(after[0]!.status, 'active');
    });

    test('an inferred mood of 1 raises high/low_mood; inferred series run no series rule', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      const principal = { organizationId: org.id, userId: member.id };
      for (const value of [2, 2, 2, 2]) {
        clock.advance(HOUR);
        const entry = await moods.logMood(principal, { value, source: 'inferred' });
        assert.equal(entry.value, value);
      }
      assert.deepEqual(await flagsOf(org.admin, member), []);
      await moods.logMood(principal, { value: 1, note: null, source: 'inferred' });
      assert.deepEqual(summary(await flagsOf(org.admin, member)), ['low_mood/high']);
      await assert.rejects(moods.logMood(principal, { value: 6, source: 'logged' }), { statusCode: 400 });
    });

    test('overload over 5 overdue open tasks, crisis language: once per reason', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      assert.equal(await flags.evaluateOverload(org.id, member.id, 5), null);
      const first = await flags.evaluateOverload(org.id, member.id, 6);
      assert.equal(first!.created, true);
      assert.equal(first!.flag.severity, 'medium');
      assert.equal(first!.flag.reason, 'overload');
      const again = await flags.evaluateOverload(org.id, member.id, 9);
      assert.equal(again!.created, false);
      assert.equal(again!.flag.id, first!.flag.id);

      const crisis = await flags.raiseCrisisFlag(org.id, member.id, 'Crisis language in a chat message');
      assert.equal(crisis.flag.severity, 'critical');
      assert.equal(crisis.flag.reason, 'crisis_language');
      assert.equal((await flags.raiseCrisisFlag(org.id, member.id, 'again')).flag.id, crisis.flag.id);
      assert.deepEqual(summary(await flagsOf(org.admin, member)), ['crisis_language/critical', 'overload/medium']);
    });

    test('concurrent firings of one rule make one flag at the highest severity', async () => {
      const org = await signUpOrganization(t.app);
      const member = await org.addMember();
      const severities = ['low', 'high', 'medium', 'low', 'high', 'medium'] as const;
      const results = await Promise.all(severities.map((severity) =>
        flags.raiseAutomaticFlag(org.id, member.id, { reason: 'low_mood', severity, description: severity }),
      ));
      assert.equal(results.filter((r) => r.created).length, 1);
      const list = await flagsOf(org.admin, member);
      assert.deepEqual(summary(list), ['low_mood/high']);
      assert.equal(list[0]!.description, 'high');

      const other = await org.addMember();
      const posts = await Promise.all([1, 1, 1, 1].map((value) =>
        as(t.app, other)({ method: 'POST', url: '/api/moods', payload: { value } })));
      assert.deepEqual(posts.map((r) => r.statusCode), [201, 201, 201, 201]);
      assert.deepEqual(summary(await flagsOf(org.admin, other)), ['low_mood/high']);
    });
  });

  describe('HTTP', () => {
    test('managers see the organization\'s flags, employees their own; filters and pagination', async () => {
      const org = await signUpOrganization(t.app);
      const manager = await org.addMember('manager');
      const [a, b] = [await org.addMember(), await org.addMember()];
      const other = await signUpOrganization(t.app);
      await other.moods(await other.addMember(), [1], hourly);
      await org.moods(a, [1], hourly);
      await org.moods(b, [5, 5, 1, 1], hourly); // low_mood, then declining_mood
      const all = json<'/api/flags'>(await as(t.app, manager)({ method: 'GET', url: '/api/flags' }));
      assert.equal(all.total, 3);
      assert.ok(all.data.every((f: { organizationId: string }) => f.organizationId === org.id));
      const own = json<'/api/flags'>(await as(t.app, a)({ method: 'GET', url: '/api/flags' }));
      assert.deepEqual(own.data.map((f: { userId: string }) => f.userId), [a.id]);
      assert.equal(json<'/api/flags'>(await as(t.app, a)({ method: 'GET', url: `/api/flags?userId=${b.id}` })).total, 0);
      assert.equal(json<'/api/flags'>(await as(t.app, manager)({ method: 'GET', url: '/api/flags?severity=low' })).total, 1);
      assert.equal(json<'/api/flags'>(await as(t.app, manager)({ method: 'GET', url: `/api/flags?status=active&userId=${b.id}` })).total, 2);
      const page = json<'/api/flags'>(await as(t.app, manager)({ method: 'GET', url: '/api/flags?limit=1&offset=1' }));
      assert.equal(page.data.length, 1);
      assert.equal(page.total, 3);
      assert.equal(json<'/api/flags'>(await as(t.app, manager)({ method: 'GET', url: '/api/flags?status=resolved' })).total, 0);
      for (const query of ['status=open', 'severity=urgent', 'userId=nope', 'limit=101']) {
        assert.equal((await as(t.app, manager)({ method: 'GET', url: `/api/flags?${query}` })).statusCode, 400, query);
      }
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/flags' })).statusCode, 401);
    });

    test('GET /api/flags/:id: own or manager; someone else\'s or another organization\'s → 404', async () => {
      const org = await signUpOrganization(t.app);
      const [a, b] = [await org.addMember(), await org.addMember()];
      await org.moods(a, [1], hourly);
      const [flag] = await flagsOf(org.admin, a);
      const get = (who: Member, id = flag!.id) => as(t.app, who)({ method: 'GET', url: `/api/flags/${id}` });
      const own = await get(a);
      assert.equal(own.statusCode, 200);
      assert.deepEqual(Object.keys(json<'/api/flags/{id}'>(own)).sort(), [
        'acknowledgedAt', 'acknowledgedBy', 'createdAt', 'description', 'id', 'organizationId', 'raisedBy', 'reason',
        'resolutionNote', 'resolvedAt', 'resolvedBy', 'severity', 'source', 'status', 'updatedAt', 'userId',
      ]);
      assert.equal(json<'/api/flags/{id}'>(own).raisedBy, null);
      assert.equal((await get(org.admin)).statusCode, 200);
      const hidden = await get(b);
      assert.equal(hidden.statusCode, 404);
      assert.equal(json<Refusal>(hidden).message, 'Flag not found');
      const stranger = await signUpOrganization(t.app);
      assert.equal((await get(stranger.admin)).statusCode, 404);
      assert.equal((await get(a, randomUUID())).statusCode, 404);
      assert.equal((await get(a, 'not-a-uuid')).statusCode, 400);
    });

    test('POST /api/flags: managers about anyone, employees about themselves', async () => {
      const org = await signUpOrganization(t.app);
      const manager = await org.addMember('manager');
      const [a, b] = [await org.addMember(), await org.addMember()];
      const raise = (who: Member, payload: object) => as(t.app, who)({ method: 'POST', url: '/api/flags', payload });
      const res = await raise(manager, { userId: a.id, severity: 'medium', description: ' Seems stretched ', status: 'resolved', reason: 'overload' });
      assert.equal(res.statusCode, 201);
      const flag = json<'/api/flags', 'post'>(res);
      assert.equal(flag.userId, a.id);
      assert.equal(flag.reason, 'manual');
      assert.equal(flag.source, 'manual');
      assert.equal(flag.status, 'active');
      assert.equal(flag.raisedBy, manager.id);
      assert.equal(flag.description, 'Seems stretched');
      assert.equal(flag.resolvedAt, null);
      // Manual flags are not limited to one per reason.
      assert.equal((await raise(manager, { userId: a.id, severity: 'low', description: 'again' })).statusCode, 201);

      const self = json<'/api/flags', 'post'>(await raise(b, { severity: 'high', description: 'I need a hand' }));
      assert.equal(self.userId, b.id);
      assert.equal(self.raisedBy, b.id);
      assert.equal((await raise(b, { userId: b.id, severity: 'low', description: 'me' })).statusCode, 201);
      assert.equal((await raise(b, { userId: a.id, severity: 'low', description: 'them' })).statusCode, 403);

      const outsider = await (await signUpOrganization(t.app)).addMember();
      for (const payload of [
        { userId: outsider.id, severity: 'low', description: 'x' },
        { userId: randomUUID(), severity: 'low', description: 'x' },
        { userId: a.id, severity: 'urgent', description: 'x' },
        { userId: a.id, description: 'x' },
        { userId: a.id, severity: 'low' },
        { userId: a.id, severity: 'low', description: '   ' },
        { userId: a.id, severity: 'low', description: 'x'.repeat(2001) },
      ]) {
        const bad = await raise(manager, payload);
        assert.equal(bad.statusCode, 400, JSON.stringify(payload));
        assert.equal(json<Refusal>(bad).message, 'Validation failed');
      }
    });

    test('acknowledge and resolve: managers and admins only; resolved is final', async () => {
      const org = await signUpOrganization(t.app);
      const manager = await org.addMember('manager');
      const member = await org.addMember();
      await org.moods(member, [1], hourly);
      const [flag] = await flagsOf(manager, member);
      const post = (who: Member, action: string, payload?: object, id = flag!.id) =>
        as(t.app, who)({ method: 'POST', url: `/api/flags/${id}/${action}`, ...(payload ? { payload } : {}) });

      assert.equal((await post(member, 'acknowledge')).statusCode, 403);
      assert.equal((await post(member, 'resolve', {})).statusCode, 403);
      const stranger = await signUpOrganization(t.app);
      assert.equal((await post(stranger.admin, 'acknowledge')).statusCode, 404);
      assert.equal((await post(stranger.admin, 'resolve', {})).statusCode, 404);
      assert.equal((await post(manager, 'acknowledge', undefined, randomUUID())).statusCode, 404);

      clock.advance(1000);
      const acknowledged = json<'/api/flags/{id}/acknowledge', 'post'>(await post(manager, 'acknowledge'));
      assert.equal(acknowledged.status, 'acknowledged');
      assert.equal(acknowledged.acknowledgedBy, manager.id);
      assert.equal(acknowledged.acknowledgedAt, clock.now().toISOString());
      const twice = await post(org.admin, 'acknowledge');
      assert.equal(twice.statusCode, 200);
      assert.equal(json<'/api/flags/{id}/acknowledge', 'post'>(twice).acknowledgedBy, manager.id);
      assert.equal(json<'/api/flags'>(await as(t.app, manager)({ method: 'GET', url: `/api/flags?status=acknowledged&userId=${member.id}` })).total, 1);

      assert.equal((await post(org.admin, 'resolve', { resolutionNote: 'x'.repeat(2001) })).statusCode, 400);
      clock.advance(1000);
      const resolved = json<'/api/flags/{id}/resolve', 'post'>(await post(org.admin, 'resolve', { resolutionNote: 'Talked it through' }));
      assert.equal(resolved.status, 'resolved');
      assert.equal(resolved.resolvedBy, org.admin.id);
      assert.equal(resolved.resolvedAt, clock.now().toISOString());
      assert.equal(resolved.resolutionNote, 'Talked it through');
      const again = await post(manager, 'resolve', {});
      assert.equal(again.statusCode, 409);
      assert.equal((await post(manager, 'acknowledge')).statusCode, 409);

      // A body is optional when resolving.
      const other = json<'/api/flags', 'post'>(await as(t.app, manager)({ method: 'POST', url: '/api/flags', payload: { userId: member.id, severity: 'low', description: 'x' } }));
      const bare = await post(manager, 'resolve', undefined, other.id);
      assert.equal(bare.statusCode, 200, bare.body);
      assert.equal(json<'/api/flags/{id}/resolve', 'post'>(bare).resolutionNote, null);
    });
  });
});
