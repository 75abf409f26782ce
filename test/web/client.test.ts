// The web app's client logic against the real service: token refresh, a refused token ending the
// session, the service's validation details mapped to form fields, draft cards' Confirm, Reject
// and Confirm all, the chat_a callback's state check, and who may open which page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gate } from '../../web/src/access.ts';
import { call, createApi, type Api } from '../../web/src/api/client.ts';
import { ApiError, describeError, fieldErrors } from '../../web/src/api/errors.ts';
import { readCallback, STATE_KEY } from '../../web/src/auth/chat-a.ts';
import { createSession, SESSION_KEY, type Session } from '../../web/src/auth/session.ts';
import { confirmAll, confirmDraft, rejectDraft, type DraftActions, type DraftState } from '../../web/src/tasks/drafts.ts';
import { dueInputs, dueValue, isOverdue } from '../../web/src/tasks/due.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { as, json, signUpOrganization, startTestApp, type TestApp, type TestOrganization } from '../helpers.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) { return this.items.get(key) ?? null; }
  setItem(key: string, value: string) { this.items.set(key, value); }
  removeItem(key: string) { this.items.delete(key); }
}

const DAY = 86_400_000;

describe('web client logic against the service', () => {
  let t: TestApp;
  let org: TestOrganization;
  let url: string;
  const clock = new ManualClock('2026-11-24T09:00:00Z');

  before(async () => {
    t = await startTestApp({ clock });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    org = await signUpOrganization(t.app);
  });
  after(async () => { await t.close(); });

  /** A session and an API client wired as the app wires them, with a clock and timers the test holds. */
  function client(now: () => number) {
    const timers: { run: () => void; ms: number }[] = [];
    const storage = new MemoryStorage();
    const session: Session = createSession({
      storage,
      now,
      setTimer: (run, ms) => { timers.push({ run, ms }); return timers.length; },
      clearTimer: () => {},
      refresh: (token) => call(api.POST('/api/auth/refresh', { headers: { authorization: `Bearer ${token}` } })),
    });
    const api: Api = createApi({ baseUrl: url, token: session.token, onUnauthorized: () => session.expire() });
    return { session, api, storage, timers };
  }

  test('the token is refreshed once half its lifetime has passed, and kept in storage', async () => {
    let now = clock.now().getTime();
    const { session, api, storage, timers } = client(() => now);
    const member = await org.addMember('employee');
    session.signIn(await call(api.POST('/api/auth/login', { body: { email: member.email, password: member.password } })));
    const first = session.token();
    assert.ok(first);
    assert.equal(JSON.parse(storage.getItem(SESSION_KEY)!).token, first);
    const scheduled = timers.at(-1)!;
    assert.equal(scheduled.ms, 3.5 * DAY, 'the refresh is planned at half of the 7-day lifetime');

    now += 3.5 * DAY + 1000;
    clock.set(new Date(now));
    await session.checkNow();
    const second = session.token();
    assert.ok(second && second !== first, 'a fresh token replaced the old one');
    assert.equal(JSON.parse(storage.getItem(SESSION_KEY)!).token, second);
    assert.equal(session.current.value!.expiresAt, now + 7 * DAY);
    assert.equal((await call(api.GET('/api/auth/me'))).id, member.id, 'the new token works');
  });

  test('a token the service refuses ends the session, on a call or on refresh', async () => {
    const now = clock.now().getTime();
    const member = await org.addMember('employee');
    const { session, api, storage } = client(() => now);
    session.signIn(await call(api.POST('/api/auth/login', { body: { email: member.email, password: member.password } })));
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${member.id}` })).statusCode, 204);

    await assert.rejects(call(api.GET('/api/tasks')), (error: unknown) => error instanceof ApiError && error.status === 401);
    assert.equal(session.current.value, null);
    assert.equal(session.ended.value, 'expired', 'the sign-in page can say why');
    assert.equal(storage.getItem(SESSION_KEY), null);

    let later = now;
    const other = await org.addMember('employee');
    const second = client(() => later);
    second.session.signIn(await call(second.api.POST('/api/auth/login', { body: { email: other.email, password: other.password } })));
    await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${other.id}` });
    later += 4 * DAY;
    await second.session.checkNow();
    assert.equal(second.session.current.value, null, 'the refresh was refused: signed out');
    assert.equal(second.session.ended.value, 'expired');
  });

  test('a refresh that cannot reach the service keeps the session and tries again later', async () => {
    let now = clock.now().getTime();
    const timers: number[] = [];
    const offline = createSession({
      storage: new MemoryStorage(), now: () => now,
      setTimer: (_run, ms) => { timers.push(ms); return 0; }, clearTimer: () => {},
      refresh: () => Promise.reject(new ApiError(0, 'Network error')),
    });
    offline.signIn({ accessToken: 'a-token', expiresIn: 7 * 86_400, user: { id: org.admin.id, email: org.admin.email, name: 'Ada', role: 'admin', organizationId: org.id, active: true, createdAt: '2026-11-24T09:00:00.000Z' } });
    now += 4 * DAY;
    await offline.checkNow();
    assert.equal(offline.token(), 'a-token', 'still signed in');
    assert.equal(timers.at(-1), 60_000, 'tries again in a minute');
    now += 4 * DAY;
    await offline.checkNow();
    assert.equal(offline.token(), null, 'past its expiry the token is dropped');
  });

  test('validation details of the service land on the form fields they name; known refusals too', async () => {
    const { api } = client(() => clock.now().getTime());
    const fieldOf = (path: string) => ({ 'body.name': 'organizationName', 'body.admin.email': 'email', 'body.admin.password': 'password' } as const)[path];
    const refusal = async (body: { name: string; admin: { email: string; name: string; password: string } }) => {
      const error = await call(api.POST('/api/organizations', { body })).then(() => null, (e: unknown) => e);
      assert.ok(error instanceof ApiError && error.status === 400, 'the service refuses it');
      return error;
    };
    const good = { name: 'Fine Name', admin: { email: 'ann@example.test', name: 'Ann', password: 'long enough pass' } };
    const email = await refusal({ ...good, admin: { ...good.admin, email: 'not-an-email' } });
    assert.deepEqual(fieldErrors(email, fieldOf), { fields: { email: 'Enter an e-mail address like name@example.com.' }, rest: [] });
    assert.equal(describeError(email), 'Please check the fields marked below.');
    const password = await refusal({ ...good, admin: { ...good.admin, password: 'short' } });
    assert.deepEqual(fieldErrors(password, fieldOf).fields, { password: 'Use at least 8 characters.' });
    const name = await refusal({ ...good, name: ' ' });
    assert.deepEqual(fieldErrors(name, fieldOf).fields, { organizationName: 'Please fill this in.' });
    assert.deepEqual(fieldErrors(name, () => undefined), { fields: {}, rest: ['Please fill this in.'] }, 'a path no field shows stays for the whole form');

    const taken = await call(api.POST('/api/auth/register', {
      body: { email: org.admin.email, password: 'long enough pass', name: 'Copy', organizationId: org.id },
    })).then(() => null, (e: unknown) => e);
    assert.ok(taken instanceof ApiError && taken.status === 409);
    assert.equal(fieldErrors(taken, (path) => (path === 'body.email' ? 'email' : undefined)).fields.email, 'This e-mail address is already registered.');
    const wrong = await call(api.POST('/api/auth/login', { body: { email: org.admin.email, password: 'wrong password' } })).then(() => null, (e: unknown) => e);
    assert.equal(describeError(wrong), 'That e-mail and password don’t match an account.');
  });

  test('a 429 carries when to try again; no answer at all is a network error', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_AUTH: '1' } });
    try {
      const base = await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const api = createApi({ baseUrl: base, token: () => null, onUnauthorized: () => {} });
      const body = { email: 'nobody@example.test', password: 'whatever' };
      await call(api.POST('/api/auth/login', { body })).catch(() => {});
      const error = await call(api.POST('/api/auth/login', { body })).then(() => null, (e: unknown) => e);
      assert.ok(error instanceof ApiError && error.status === 429);
      assert.ok(error.retryAfter! > 0 && error.retryAfter! <= 60);
      assert.match(describeError(error), /^Too many requests\. Try again in \d+ seconds?\.$/);
    } finally {
      await limited.close();
    }
    const nowhere = createApi({ baseUrl: 'http://127.0.0.1:9', token: () => null, onUnauthorized: () => {} });
    const offline = await call(nowhere.GET('/api/auth/providers')).then(() => null, (e: unknown) => e);
    assert.ok(offline instanceof ApiError && offline.isNetwork);
    assert.match(describeError(offline), /what you typed is kept/);
  });

  test('draft cards: Confirm makes a task, Reject rejects, Confirm all confirms the pending ones in order', async () => {
    const member = await org.addMember('employee');
    const { session, api } = client(() => clock.now().getTime());
    session.signIn(await call(api.POST('/api/auth/login', { body: { email: member.email, password: member.password } })));
    const actions: DraftActions = {
      confirm: (id) => call(api.POST('/api/tasks/drafts/{id}/confirm', { params: { path: { id } } })),
      reject: (id) => call(api.POST('/api/tasks/drafts/{id}/reject', { params: { path: { id } } })),
      get: (id) => call(api.GET('/api/tasks/drafts/{id}', { params: { path: { id } } })),
    };
    const draft = async (title: string): Promise<DraftState> => ({ draft: await call(api.POST('/api/tasks/drafts', { body: { title } })), status: 'pending' });

    const one = await confirmDraft(await draft('Water the plants'), actions);
    assert.equal(one.status, 'confirmed');
    const task = await call(api.GET('/api/tasks/{id}', { params: { path: { id: one.taskId! } } }));
    assert.equal(task.title, 'Water the plants');
    const rejected = await rejectDraft(await draft('Nothing'), actions);
    assert.equal(rejected.status, 'rejected');

    const group = [await draft('First'), await draft('Second'), await draft('Third')];
    // Settled elsewhere meanwhile (another tab, the chat bot): the card shows what became of it.
    await as(t.app, member)({ method: 'POST', url: `/api/tasks/drafts/${group[1]!.draft.id}/reject` });
    const seen: DraftState[][] = [];
    const after = await confirmAll(group, actions, (states) => seen.push(states));
    assert.deepEqual(after.map((s) => s.status), ['confirmed', 'rejected', 'confirmed']);
    assert.ok(after.every((s) => !s.problem));
    assert.equal(seen.length, 3, 'each card updates as its draft is settled');
    const titles = json(await as(t.app, member)({ method: 'GET', url: '/api/tasks?limit=100' })).data.map((x: { title: string }) => x.title);
    assert.deepEqual(titles.filter((x: string) => ['First', 'Second', 'Third'].includes(x)).sort(), ['First', 'Third']);
    const again = await confirmAll(after, actions);
    assert.deepEqual(again, after, 'nothing pending, nothing sent');
  });
});

describe('chat_a callback state, page access and due dates (no service needed)', () => {
  const storage = () => new MemoryStorage();

  test('the callback is taken only with the state this tab started, once', () => {
    const kept = storage();
    kept.setItem(STATE_KEY, 'abc');
    assert.deepEqual(readCallback('#accessToken=tok&expiresIn=604800&state=abc', kept), { ok: true, accessToken: 'tok', expiresIn: 604800 });
    assert.equal(kept.getItem(STATE_KEY), null, 'a state is used once');
    assert.deepEqual(readCallback('#accessToken=tok&expiresIn=604800&state=abc', kept), { ok: false, reason: 'state' });
    const other = storage();
    other.setItem(STATE_KEY, 'mine');
    assert.deepEqual(readCallback('#accessToken=stranger&expiresIn=604800&state=theirs', other), { ok: false, reason: 'state' });
    const none = storage();
    none.setItem(STATE_KEY, 'mine');
    assert.deepEqual(readCallback('#accessToken=stranger&expiresIn=604800', none), { ok: false, reason: 'state' }, 'no state, no sign-in');
    const refused = storage();
    refused.setItem(STATE_KEY, 's');
    assert.deepEqual(readCallback('#error=access_denied&state=s', refused), { ok: false, reason: 'provider', error: 'access_denied' });
  });

  test('pages open by role; guests are sent to sign in; signed-in people skip the sign-in pages', () => {
    assert.equal(gate('employee', null), 'sign-in');
    assert.equal(gate('employee', { role: 'employee' }), 'open');
    assert.equal(gate('manager', { role: 'employee' }), 'not-allowed');
    assert.equal(gate('manager', { role: 'admin' }), 'open');
    assert.equal(gate('admin', { role: 'manager' }), 'not-allowed');
    assert.equal(gate('guest', { role: 'employee' }), 'signed-in');
    assert.equal(gate('guest', null), 'open');
    assert.equal(gate('anyone', null), 'open');
  });

  test('due dates: a date alone is due at the end of its day; overdue means not completed and past due', () => {
    assert.equal(dueValue('2026-12-01', ''), '2026-12-01');
    assert.equal(dueValue('2026-12-01', '15:30'), '2026-12-01T15:30');
    assert.equal(dueValue('', '15:30'), null);
    assert.deepEqual(dueInputs({ dueDate: '2026-12-01T22:59:59.999Z', dueHasTime: false }, 'Europe/Berlin'), { date: '2026-12-01', time: '' });
    assert.deepEqual(dueInputs({ dueDate: '2026-12-01T14:30:00.000Z', dueHasTime: true }, 'Europe/Berlin'), { date: '2026-12-01', time: '15:30' });
    assert.deepEqual(dueInputs({ dueDate: '2026-12-01T14:30:00.000Z' }, 'UTC'), { date: '2026-12-01', time: '14:30' }, 'without dueHasTime the time is shown');
    const now = Date.parse('2026-12-02T00:00:00Z');
    assert.equal(isOverdue({ status: 'open', dueDate: '2026-12-01T22:59:59.999Z' }, now), true);
    assert.equal(isOverdue({ status: 'in_progress', dueDate: '2026-12-01T22:59:59.999Z' }, now), true);
    assert.equal(isOverdue({ status: 'completed', dueDate: '2026-12-01T22:59:59.999Z' }, now), false);
    assert.equal(isOverdue({ status: 'open', dueDate: '2026-12-03T00:00:00Z' }, now), false);
    assert.equal(isOverdue({ status: 'open', dueDate: null }, now), false);
  });
});
