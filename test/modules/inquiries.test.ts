import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

describe('inquiry threads', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-05-04T10:00:00.000Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  const open = (who: Member, payload: object) => as(t.app, who)({ method: 'POST', url: '/api/flags/inquiries', payload });
  const say = (who: Member, id: string, content: unknown) =>
    as(t.app, who)({ method: 'POST', url: `/api/flags/inquiries/${id}/messages`, payload: { content } });
  const get = (who: Member, id: string) => as(t.app, who)({ method: 'GET', url: `/api/flags/inquiries/${id}` });
  const close = (who: Member, id: string) => as(t.app, who)({ method: 'POST', url: `/api/flags/inquiries/${id}/close` });

  async function setUp(): Promise<{ org: TestOrganization; owner: Member; peer: Member; manager: Member; thread: { id: string } }> {
    const org = await signUpOrganization(t.app);
    const [owner, peer, manager] = [await org.addMember(), await org.addMember(), await org.addMember('manager')];
    const res = await open(owner, { topic: 'Workload' });
    assert.equal(res.statusCode, 201);
    return { org, owner, peer, manager, thread: json<'/api/flags/inquiries', 'post'>(res) };
  }

  test('POST /api/flags/inquiries opens a thread owned by the caller', async () => {
    const org = await signUpOrganization(t.app);
    const owner = await org.addMember();
    const res = await open(owner, { topic: '  Can we talk?  ', userId: org.admin.id, status: 'closed' });
    assert.equal(res.statusCode, 201);
    const thread = json<'/api/flags/inquiries', 'post'>(res);
    assert.match(thread.id, /^[0-9a-f-]{36}$/);
    assert.deepEqual({ ...thread, id: undefined }, {
      id: undefined, topic: 'Can we talk?', status: 'open', flagId: null, userId: owner.id, organizationId: org.id,
      createdAt: clock.now().toISOString(), closedAt: null,
    });
    assert.equal((await open(owner, { topic: 't'.repeat(255) })).statusCode, 201);
    for (const payload of [{}, { topic: '' }, { topic: '   ' }, { topic: 't'.repeat(256) }, { topic: 'x', flagId: 'nope' }]) {
      const bad = await open(owner, payload);
      assert.equal(bad.statusCode, 400, JSON.stringify(payload));
      assert.equal(json<Refusal>(bad).message, 'Validation failed');
    }
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/flags/inquiries', payload: { topic: 'x' } })).statusCode, 401);
  });

  test('flagId: a visible flag of the organization, else 400', async () => {
    const org = await signUpOrganization(t.app);
    const [owner, peer] = [await org.addMember(), await org.addMember()];
    const raise = (who: Member, payload: object) => as(t.app, who)({ method: 'POST', url: '/api/flags', payload });
    const ownFlag = json<'/api/flags', 'post'>(await raise(owner, { severity: 'low', description: 'me' }));
    const peerFlag = json<'/api/flags', 'post'>(await raise(peer, { severity: 'low', description: 'peer' }));
    const stranger = await signUpOrganization(t.app);
    const foreignFlag = json<'/api/flags', 'post'>(await raise(stranger.admin, { severity: 'low', description: 'elsewhere' }));

    const linked = await open(owner, { topic: 'About my flag', flagId: ownFlag.id });
    assert.equal(linked.statusCode, 201);
    assert.equal(json<'/api/flags/inquiries', 'post'>(linked).flagId, ownFlag.id);
    // A manager may link any flag of the organization.
    assert.equal((await open(org.admin, { topic: 'Checking in', flagId: peerFlag.id })).statusCode, 201);
    for (const flagId of [foreignFlag.id, randomUUID(), peerFlag.id]) {
      const bad = await open(owner, { topic: 'x', flagId });
      assert.equal(bad.statusCode, 400, flagId);
      assert.equal(json<Refusal>(bad).details?.[0]?.path, 'body.flagId');
    }
  });

  test('threads are private: owner, managers and admins; a second employee and other organizations get 404', async () => {
    const { org, owner, peer, manager, thread } = await setUp();
    assert.equal((await say(owner, thread.id, 'I am swamped')).statusCode, 201);
    for (const who of [owner, manager, org.admin]) {
      const res = await get(who, thread.id);
      assert.equal(res.statusCode, 200);
      assert.equal(json<'/api/flags/inquiries/{id}'>(res).messages.length, 1);
    }
    const stranger = await signUpOrganization(t.app);
    for (const who of [peer, stranger.admin]) {
      for (const res of [await get(who, thread.id), await say(who, thread.id, 'hi'), await close(who, thread.id)]) {
        assert.equal(res.statusCode, 404);
        assert.equal(json<Refusal>(res).message, 'Inquiry not found');
      }
    }
    assert.equal((await get(owner, randomUUID())).statusCode, 404);
    assert.equal((await get(owner, 'not-a-uuid')).statusCode, 400);
    assert.equal(json<'/api/flags/inquiries/{id}'>(await get(owner, thread.id)).status, 'open');
  });

  test('GET /api/flags/inquiries: own threads for employees, all for managers, newest first', async () => {
    const { org, owner, peer, manager, thread } = await setUp();
    clock.advance(1000);
    const second = json<'/api/flags/inquiries', 'post'>(await open(peer, { topic: 'Leave' }));
    const list = (who: Member, query = '') => as(t.app, who)({ method: 'GET', url: `/api/flags/inquiries${query}` }).then((res) => json<'/api/flags/inquiries'>(res));
    assert.deepEqual((await list(owner)).data.map((x: { id: string }) => x.id), [thread.id]);
    assert.deepEqual((await list(peer)).data.map((x: { id: string }) => x.id), [second.id]);
    const all = await list(manager);
    assert.equal(all.total, 2);
    assert.deepEqual(all.data.map((x: { id: string }) => x.id), [second.id, thread.id]);
    assert.equal((await list(org.admin, '?limit=1')).data.length, 1);
    await close(owner, thread.id);
    assert.deepEqual((await list(manager, '?status=open')).data.map((x: { id: string }) => x.id), [second.id]);
    assert.equal((await list((await signUpOrganization(t.app)).admin)).total, 0);
    assert.equal((await as(t.app, owner)({ method: 'GET', url: '/api/flags/inquiries?status=pending' })).statusCode, 400);
  });

  test('messages: user for the owner, responder for managers; oldest first; content 1-2000', async () => {
    const { owner, manager, org, thread } = await setUp();
    // Same millisecond on purpose: the order still follows the order of arrival.
    const first = await say(owner, thread.id, ' Too many deadlines ');
    assert.equal(first.statusCode, 201);
    assert.deepEqual(Object.keys(json<'/api/flags/inquiries/{id}/messages', 'post'>(first)).sort(), ['content', 'createdAt', 'id', 'senderId', 'senderType', 'threadId']);
    assert.equal(json<'/api/flags/inquiries/{id}/messages', 'post'>(first).content, 'Too many deadlines');
    assert.equal(json<'/api/flags/inquiries/{id}/messages', 'post'>(first).senderType, 'user');
    assert.equal(json<'/api/flags/inquiries/{id}/messages', 'post'>(first).senderId, owner.id);
    const reply = json<'/api/flags/inquiries/{id}/messages', 'post'>(await say(manager, thread.id, 'Let us look at them together'));
    assert.equal(reply.senderType, 'responder');
    assert.equal(reply.senderId, manager.id);
    assert.equal(json<'/api/flags/inquiries/{id}/messages', 'post'>(await say(org.admin, thread.id, 'x'.repeat(2000))).senderType, 'responder');
    const body = json<'/api/flags/inquiries/{id}'>(await get(owner, thread.id));
    assert.deepEqual(body.messages.map((m: { senderType: string }) => m.senderType), ['user', 'responder', 'responder']);
    assert.ok(body.messages[0]!.createdAt < body.messages[1]!.createdAt);
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      assert.equal((await say(owner, thread.id, content)).statusCode, 400, content.slice(0, 10));
    }
  });

  test('close: {id, status, closedAt}; messages and a second close → 409', async () => {
    const { owner, manager, thread } = await setUp();
    clock.advance(5000);
    const res = await close(owner, thread.id);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json<'/api/flags/inquiries/{id}/close', 'post'>(res), { id: thread.id, status: 'closed', closedAt: clock.now().toISOString() });
    for (const who of [owner, manager]) {
      const refused = await say(who, thread.id, 'still there?');
      assert.equal(refused.statusCode, 409);
      assert.equal(json<Refusal>(refused).error, 'Conflict');
    }
    assert.equal((await close(manager, thread.id)).statusCode, 409);
    const body = json<'/api/flags/inquiries/{id}'>(await get(manager, thread.id));
    assert.equal(body.status, 'closed');
    assert.equal(body.closedAt, clock.now().toISOString());
    assert.equal(body.messages.length, 0);

    // Managers may close a thread too.
    const other = json<'/api/flags/inquiries', 'post'>(await open(owner, { topic: 'Another' }));
    assert.equal(json<'/api/flags/inquiries/{id}/close', 'post'>(await close(manager, other.id)).status, 'closed');
  });
});
