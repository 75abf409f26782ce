import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

describe('clients', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-09T10:00:00.000Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  const create = (who: Member, payload: object) => as(t.app, who)({ method: 'POST', url: '/api/clients', payload });
  const patch = (who: Member, id: string, payload: object) => as(t.app, who)({ method: 'PATCH', url: `/api/clients/${id}`, payload });
  const putMembers = (who: Member, id: string, payload: object) => as(t.app, who)({ method: 'PUT', url: `/api/clients/${id}/members`, payload });
  const get = (who: Member, url: string) => as(t.app, who)({ method: 'GET', url });

  async function newClient(org: TestOrganization, payload: object = {}) {
    const res = await create(org.admin, { name: `Client ${randomUUID().slice(0, 6)}`, deployDay: 'Monday', contentCadence: 3, ...payload });
    assert.equal(res.statusCode, 201, res.body);
    return json<'/api/clients', 'post'>(res);
  }

  test('POST creates a client with the weekday capitalised and members resolved in order', async () => {
    const org = await signUpOrganization(t.app);
    const manager = await org.addMember('manager');
    const writerA = await org.addMember('employee', 'Wanda Writer');
    const writerB = await org.addMember('employee', 'Walt Writer');
    const designer = await org.addMember('employee', 'Dana Designer');
    const res = await create(manager, {
      name: '  Acme Bakery ', deployDay: 'friday', contentCadence: 4,
      assignedWriters: [writerB.id, writerA.id, writerB.id], assignedDesigners: [designer.id],
    });
    assert.equal(res.statusCode, 201, res.body);
    const body = json<'/api/clients', 'post'>(res);
    assert.equal(body.name, 'Acme Bakery');
    assert.equal(body.deployDay, 'Friday');
    assert.equal(body.contentCadence, 4);
    assert.equal(body.status, 'active');
    assert.deepEqual(body.assignedWriters, [writerB.id, writerA.id]);
    assert.deepEqual(body.writers, [
      { id: writerB.id, name: 'Walt Writer', email: writerB.email },
      { id: writerA.id, name: 'Wanda Writer', email: writerA.email },
    ]);
    assert.deepEqual(body.designers, [{ id: designer.id, name: 'Dana Designer', email: designer.email }]);
    assert.equal(body.createdAt, '2026-03-09T10:00:00.000Z');
    assert.equal(body.updatedAt, '2026-03-09T10:00:00.000Z');
    assert.equal((body as Record<string, unknown>).organizationId, undefined, 'not in the answer');

    const fetched = json<'/api/clients/{id}'>(await get(writerA, `/api/clients/${body.id}`));
    assert.deepEqual(fetched, body);

    const bare = await newClient(org, { deployDay: 'SUNDAY', status: 'paused' });
    assert.equal(bare.deployDay, 'Sunday');
    assert.equal(bare.status, 'paused');
    assert.equal(bare.assignedWriters, null);
    assert.equal(bare.assignedDesigners, null);
    assert.deepEqual(bare.writers, []);
    assert.deepEqual(bare.designers, []);
  });

  test('POST validates name, deployDay, contentCadence, status and required fields', async () => {
    const org = await signUpOrganization(t.app);
    const valid = { name: 'Valid', deployDay: 'Tuesday', contentCadence: 1 };
    const cases: [object, string][] = [
      [{ ...valid, name: '' }, 'body.name'],
      [{ ...valid, name: '   ' }, 'body.name'],
      [{ ...valid, name: 'x'.repeat(201) }, 'body.name'],
      [{ ...valid, deployDay: 'Funday' }, 'body.deployDay'],
      [{ ...valid, deployDay: 'mon' }, 'body.deployDay'],
      [{ ...valid, deployDay: '' }, 'body.deployDay'],
      [{ ...valid, contentCadence: -1 }, 'body.contentCadence'],
      [{ ...valid, contentCadence: 51 }, 'body.contentCadence'],
      [{ ...valid, contentCadence: 2.5 }, 'body.contentCadence'],
      [{ ...valid, status: 'archived' }, 'body.status'],
      [{ ...valid, assignedWriters: ['not-a-uuid'] }, 'body.assignedWriters.0'],
      [{ name: 'No day', contentCadence: 1 }, 'body.deployDay'],
      [{ name: 'No cadence', deployDay: 'Monday' }, 'body.contentCadence'],
      [{ deployDay: 'Monday', contentCadence: 1 }, 'body.name'],
    ];
    for (const [payload, path] of cases) {
      const res = await create(org.admin, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      const body = json<Refusal>(res);
      assert.equal(body.message, 'Validation failed');
      assert.equal(body.error, 'Bad Request');
      assert.ok(body.details!.some((d: { path: string }) => d.path === path), `${JSON.stringify(payload)} → ${JSON.stringify(body.details)}`);
    }
    // The limits themselves are accepted.
    assert.equal((await create(org.admin, { ...valid, name: 'x'.repeat(200), contentCadence: 50 })).statusCode, 201);
    assert.equal((await create(org.admin, { ...valid, name: 'y', contentCadence: 0 })).statusCode, 201);
  });

  test('POST drops unknown properties', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const body = await newClient(org, { organizationId: other.id, id: randomUUID(), writers: [{ id: randomUUID() }] });
    assert.equal((await get(org.admin, `/api/clients/${body.id}`)).statusCode, 200);
    assert.equal((await get(other.admin, `/api/clients/${body.id}`)).statusCode, 404);
  });

  test('POST refuses member ids that are not active users of the organization', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const stranger = await other.addMember('employee');
    const gone = await org.addMember('employee');
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${gone.id}` })).statusCode, 204);
    const mate = await org.addMember('employee');
    const res = await create(org.admin, {
      name: 'X', deployDay: 'Monday', contentCadence: 1,
      assignedWriters: [mate.id, stranger.id], assignedDesigners: [gone.id, randomUUID()],
    });
    assert.equal(res.statusCode, 400);
    assert.equal(json<Refusal>(res).message, 'Validation failed');
    assert.deepEqual(json<Refusal>(res).details!.map((d: { path: string }) => d.path), ['body.assignedWriters.1', 'body.assignedDesigners.0', 'body.assignedDesigners.1']);
    const list = json<'/api/clients'>(await get(org.admin, '/api/clients'));
    assert.equal(list.length, 0, 'nothing is stored');
  });

  test('employees may read but not create, update or assign; no token → 401', async () => {
    const org = await signUpOrganization(t.app);
    const employee = await org.addMember('employee');
    const client = await newClient(org);
    const post = await create(employee, { name: 'Mine', deployDay: 'Monday', contentCadence: 1 });
    assert.equal(post.statusCode, 403);
    assert.equal(json<Refusal>(post).error, 'Forbidden');
    assert.equal((await patch(employee, client.id, { name: 'Mine' })).statusCode, 403);
    assert.equal((await putMembers(employee, client.id, { writerIds: [employee.id], designerIds: [] })).statusCode, 403);
    assert.equal(json<'/api/clients/{id}'>(await get(employee, `/api/clients/${client.id}`)).name, client.name);
    assert.equal((await get(employee, '/api/clients')).statusCode, 200);
    assert.equal((await get(employee, '/api/clients/schedule')).statusCode, 200);
    for (const [method, url] of [['GET', '/api/clients'], ['GET', '/api/clients/schedule'], ['GET', `/api/clients/${client.id}`], ['POST', '/api/clients'], ['PATCH', `/api/clients/${client.id}`], ['PUT', `/api/clients/${client.id}/members`]] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.equal(json<Refusal>(res).message, 'Unauthorized');
    }
    assert.equal(json<'/api/clients/{id}'>(await get(org.admin, `/api/clients/${client.id}`)).name, client.name, 'unchanged');
  });

  test('GET /api/clients lists the organization\'s clients by name, filtered by status, without members', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const writer = await org.addMember('employee');
    await newClient(other, { name: 'Elsewhere' });
    const c = await newClient(org, { name: 'Charlie', assignedWriters: [writer.id] });
    const a = await newClient(org, { name: 'alpha', status: 'paused' });
    const b = await newClient(org, { name: 'Bravo', status: 'offboarded' });
    const all = json<'/api/clients'>(await get(org.admin, '/api/clients'));
    assert.deepEqual(all.map((x: { id: string }) => x.id), [a.id, b.id, c.id]);
    assert.equal((all[2]! as Record<string, unknown>).writers, undefined, 'not in the list');
    assert.equal((all[2]! as Record<string, unknown>).designers, undefined, 'not in the list');
    assert.deepEqual(all[2]!.assignedWriters, [writer.id]);
    assert.deepEqual(Object.keys(all[2]!).sort(), ['assignedDesigners', 'assignedWriters', 'contentCadence', 'createdAt', 'deployDay', 'id', 'name', 'status', 'updatedAt']);
    for (const [status, expected] of [['active', [c.id]], ['paused', [a.id]], ['offboarded', [b.id]]] as const) {
      const res = json<'/api/clients'>(await get(org.admin, `/api/clients?status=${status}`));
      assert.deepEqual(res.map((x: { id: string }) => x.id), expected, status);
    }
    const bad = await get(org.admin, '/api/clients?status=archived');
    assert.equal(bad.statusCode, 400);
    assert.equal(json<Refusal>(bad).message, 'Validation failed');
  });

  test('GET /api/clients/:id: 400 for a non-UUID, 404 for a missing or another organization\'s client', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const foreign = await newClient(other);
    const bad = await get(org.admin, '/api/clients/not-a-uuid');
    assert.equal(bad.statusCode, 400);
    assert.equal(json<Refusal>(bad).message, 'Validation failed');
    for (const id of [foreign.id, randomUUID()]) {
      const res = await get(org.admin, `/api/clients/${id}`);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(json<Refusal>(res), { statusCode: 404, message: 'Client not found', error: 'Not Found', code: 'client_not_found' });
    }
  });

  test('PATCH and PUT members of another organization\'s client → 404, nothing changes', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const foreign = await newClient(other, { name: 'Theirs' });
    const mine = await org.addMember('employee');
    assert.equal((await patch(org.admin, foreign.id, { name: 'Hijacked' })).statusCode, 404);
    assert.equal((await putMembers(org.admin, foreign.id, { writerIds: [mine.id], designerIds: [] })).statusCode, 404);
    assert.equal((await patch(org.admin, randomUUID(), { name: 'Ghost' })).statusCode, 404);
    assert.equal((await putMembers(org.admin, randomUUID(), { writerIds: [], designerIds: [] })).statusCode, 404);
    assert.equal((await patch(org.admin, 'nope', { name: 'x' })).statusCode, 400);
    assert.equal((await putMembers(org.admin, 'nope', { writerIds: [], designerIds: [] })).statusCode, 400);
    const theirs = json<'/api/clients/{id}'>(await get(other.admin, `/api/clients/${foreign.id}`));
    assert.equal(theirs.name, 'Theirs');
    assert.equal(theirs.assignedWriters, null);
  });

  test('PATCH changes only the given fields and validates them', async () => {
    const org = await signUpOrganization(t.app);
    const manager = await org.addMember('manager');
    const writer = await org.addMember('employee');
    const client = await newClient(org, { name: 'Old', deployDay: 'monday', contentCadence: 2 });
    clock.advance(60_000);
    let res = await patch(manager, client.id, { name: 'New', deployDay: 'wEdNeSdAy', contentCadence: 7, assignedWriters: [writer.id, writer.id] });
    assert.equal(res.statusCode, 200, res.body);
    let body = json<'/api/clients/{id}', 'patch'>(res);
    assert.equal(body.name, 'New');
    assert.equal(body.deployDay, 'Wednesday');
    assert.equal(body.contentCadence, 7);
    assert.deepEqual(body.assignedWriters, [writer.id]);
    assert.deepEqual(body.writers.map((w: { id: string }) => w.id), [writer.id]);
    assert.equal(body.assignedDesigners, null);
    assert.equal(body.createdAt, client.createdAt);
    assert.notEqual(body.updatedAt, client.updatedAt);

    res = await patch(manager, client.id, { assignedWriters: null });
    assert.equal(json<'/api/clients/{id}', 'patch'>(res).assignedWriters, null);
    assert.deepEqual(json<'/api/clients/{id}', 'patch'>(res).writers, []);

    for (const [payload, path] of [
      [{ deployDay: 'Someday' }, 'body.deployDay'], [{ contentCadence: 51 }, 'body.contentCadence'],
      [{ name: '' }, 'body.name'], [{ status: 'deleted' }, 'body.status'], [{ assignedDesigners: [randomUUID()] }, 'body.assignedDesigners.0'],
    ] as const) {
      res = await patch(manager, client.id, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(json<Refusal>(res).message, 'Validation failed');
      assert.ok(json<Refusal>(res).details!.some((d: { path: string }) => d.path === path), JSON.stringify(json<Refusal>(res).details));
    }
    body = json<'/api/clients/{id}'>(await get(manager, `/api/clients/${client.id}`));
    assert.equal(body.name, 'New');
    assert.equal(body.deployDay, 'Wednesday');
    assert.equal(body.contentCadence, 7);
  });

  test('status machine: active ↔ paused, either → offboarded, offboarded is final', async () => {
    const org = await signUpOrganization(t.app);
    const fromActive = await newClient(org);
    const step = async (id: string, status: string, expected: number) => {
      const res = await patch(org.admin, id, { status });
      assert.equal(res.statusCode, expected, `${status}: ${res.body}`);
      return json(res);
    };
    assert.equal((await step(fromActive.id, 'paused', 200)).status, 'paused');
    assert.equal((await step(fromActive.id, 'active', 200)).status, 'active');
    assert.equal((await step(fromActive.id, 'offboarded', 200)).status, 'offboarded');
    const fromPaused = await newClient(org, { status: 'paused' });
    assert.equal((await step(fromPaused.id, 'offboarded', 200)).status, 'offboarded');

    for (const status of ['active', 'paused']) {
      const error = await step(fromActive.id, status, 409);
      assert.equal(error.error, 'Conflict');
      assert.equal(error.message, 'An offboarded client cannot change status');
    }
    // A status change refused with other fields leaves every field as it was.
    await step(fromActive.id, 'active', 409);
    assert.equal((await patch(org.admin, fromActive.id, { status: 'active', name: 'Renamed' })).statusCode, 409);
    assert.equal(json<'/api/clients/{id}'>(await get(org.admin, `/api/clients/${fromActive.id}`)).name, fromActive.name);

    // The same status is no change, not an error, and leaves updatedAt alone.
    const before = json<'/api/clients/{id}'>(await get(org.admin, `/api/clients/${fromActive.id}`));
    clock.advance(60_000);
    const same = await step(fromActive.id, 'offboarded', 200);
    assert.equal(same.status, 'offboarded');
    assert.equal(same.updatedAt, before.updatedAt);
    const stillActive = await newClient(org);
    assert.equal((await step(stillActive.id, 'active', 200)).updatedAt, stillActive.updatedAt);

    // Other fields of an offboarded client stay editable.
    const renamed = await patch(org.admin, fromActive.id, { name: 'Former client', contentCadence: 0 });
    assert.equal(renamed.statusCode, 200);
    assert.equal(json<'/api/clients/{id}', 'patch'>(renamed).name, 'Former client');
    assert.equal(json<'/api/clients/{id}', 'patch'>(renamed).status, 'offboarded');
  });

  test('PUT members replaces both lists, removes duplicates, keeps order', async () => {
    const org = await signUpOrganization(t.app);
    const manager = await org.addMember('manager');
    const [w1, w2, w3, d1] = [await org.addMember('employee', 'W One'), await org.addMember('employee', 'W Two'), await org.addMember('manager', 'W Three'), await org.addMember('employee', 'D One')];
    const client = await newClient(org, { assignedWriters: [w1.id] });
    clock.advance(60_000);
    let res = await putMembers(manager, client.id, { writerIds: [w3.id, w1.id, w3.id, w2.id, w1.id], designerIds: [d1.id, d1.id] });
    assert.equal(res.statusCode, 200, res.body);
    const body = json<'/api/clients/{id}/members', 'put'>(res);
    assert.deepEqual(body.assignedWriters, [w3.id, w1.id, w2.id]);
    assert.deepEqual(body.assignedDesigners, [d1.id]);
    assert.deepEqual(body.writers, [
      { id: w3.id, name: 'W Three', email: w3.email }, { id: w1.id, name: 'W One', email: w1.email }, { id: w2.id, name: 'W Two', email: w2.email },
    ]);
    assert.deepEqual(body.designers, [{ id: d1.id, name: 'D One', email: d1.email }]);
    assert.notEqual(body.updatedAt, client.updatedAt);
    assert.deepEqual(json<'/api/clients/{id}'>(await get(w1, `/api/clients/${client.id}`)), body);

    res = await putMembers(org.admin, client.id, { writerIds: [], designerIds: [] });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json<'/api/clients/{id}/members', 'put'>(res).assignedWriters, []);
    assert.deepEqual(json<'/api/clients/{id}/members', 'put'>(res).writers, []);
  });

  test('PUT members validates the body and refuses ids of other organizations and deactivated users', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const mate = await org.addMember('employee');
    const stranger = await other.addMember('employee');
    const gone = await org.addMember('employee');
    await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${gone.id}` });
    const client = await newClient(org, { assignedWriters: [mate.id] });
    const cases: [object, string][] = [
      [{ writerIds: [mate.id], designerIds: [stranger.id] }, 'body.designerIds.0'],
      [{ writerIds: [mate.id, other.admin.id], designerIds: [] }, 'body.writerIds.1'],
      [{ writerIds: [gone.id], designerIds: [] }, 'body.writerIds.0'],
      [{ writerIds: [randomUUID()], designerIds: [] }, 'body.writerIds.0'],
      [{ writerIds: ['abc'], designerIds: [] }, 'body.writerIds.0'],
      [{ writerIds: [mate.id] }, 'body.designerIds'],
      [{ designerIds: [] }, 'body.writerIds'],
      [{ writerIds: [mate.id], designerIds: {} }, 'body.designerIds'],
    ];
    for (const [payload, path] of cases) {
      const res = await putMembers(org.admin, client.id, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(json<Refusal>(res).message, 'Validation failed');
      assert.ok(json<Refusal>(res).details!.some((d: { path: string }) => d.path === path), `${JSON.stringify(payload)} → ${JSON.stringify(json<Refusal>(res).details)}`);
    }
    const unchanged = json<'/api/clients/{id}'>(await get(org.admin, `/api/clients/${client.id}`));
    assert.deepEqual(unchanged.assignedWriters, [mate.id]);
    assert.equal(unchanged.assignedDesigners, null);
  });

  test('a deactivated member leaves writers but stays in assignedWriters', async () => {
    const org = await signUpOrganization(t.app);
    const [a, b, c] = [await org.addMember('employee', 'A'), await org.addMember('employee', 'B'), await org.addMember('employee', 'C')];
    const client = await newClient(org);
    assert.equal((await putMembers(org.admin, client.id, { writerIds: [a.id, b.id, c.id], designerIds: [b.id] })).statusCode, 200);
    assert.equal((await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${b.id}` })).statusCode, 204);
    const body = json<'/api/clients/{id}'>(await get(org.admin, `/api/clients/${client.id}`));
    assert.deepEqual(body.assignedWriters, [a.id, b.id, c.id]);
    assert.deepEqual(body.writers.map((w: { id: string }) => w.id), [a.id, c.id]);
    assert.deepEqual(body.assignedDesigners, [b.id]);
    assert.deepEqual(body.designers, []);
    const listed = json<'/api/clients'>(await get(org.admin, '/api/clients')).find((x: { id: string }) => x.id === client.id);
    assert.deepEqual(listed?.assignedWriters, [a.id, b.id, c.id]);
    // An edit of another field keeps the history; a new assignment of the deactivated id is refused.
    assert.deepEqual(json<'/api/clients/{id}', 'patch'>(await patch(org.admin, client.id, { contentCadence: 9 })).assignedWriters, [a.id, b.id, c.id]);
    assert.equal((await patch(org.admin, client.id, { assignedWriters: [b.id] })).statusCode, 400);
  });

  test('schedule: active clients only, Monday → Sunday, then by name', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const writer = await org.addMember('employee');
    await newClient(other, { name: 'Foreign', deployDay: 'Monday' });
    await newClient(org, { name: 'Paused', deployDay: 'Monday', status: 'paused' });
    const offboarded = await newClient(org, { name: 'Gone', deployDay: 'Tuesday' });
    await patch(org.admin, offboarded.id, { status: 'offboarded' });
    // Created out of order and in mixed case on purpose.
    const specs = [
      ['Sun Co', 'sunday'], ['Thu Co', 'THURSDAY'], ['Zed Mon', 'Monday'], ['Sat Co', 'saturday'], ['Tue Co', 'tuesday'],
      ['Fri Co', 'Friday'], ['Alpha Mon', 'monday'], ['Wed Co', 'Wednesday'],
    ] as const;
    const made = new Map<string, { id: string }>();
    for (const [name, deployDay] of specs) made.set(name, await newClient(org, { name, deployDay, contentCadence: 2 }));
    await putMembers(org.admin, made.get('Wed Co')!.id, { writerIds: [writer.id], designerIds: [] });

    const res = await get(writer, '/api/clients/schedule');
    assert.equal(res.statusCode, 200, res.body);
    const items = json<'/api/clients/schedule'>(res);
    assert.deepEqual(items.map((i: { name: string; deployDay: string }) => `${i.deployDay}:${i.name}`), [
      'Monday:Alpha Mon', 'Monday:Zed Mon', 'Tuesday:Tue Co', 'Wednesday:Wed Co', 'Thursday:Thu Co',
      'Friday:Fri Co', 'Saturday:Sat Co', 'Sunday:Sun Co',
    ]);
    const wed = items.find((i: { name: string }) => i.name === 'Wed Co');
    assert.deepEqual(wed, {
      id: made.get('Wed Co')!.id, name: 'Wed Co', deployDay: 'Wednesday', contentCadence: 2,
      assignedWriters: [writer.id], assignedDesigners: [],
    });
    const sun = items.find((i: { name: string }) => i.name === 'Sun Co');
    assert.equal(sun?.assignedWriters, null);
    assert.equal(sun?.assignedDesigners, null);

    // Pausing takes a client off the schedule; resuming puts it back.
    const tue = made.get('Tue Co')!.id;
    await patch(org.admin, tue, { status: 'paused' });
    assert.ok(!json<'/api/clients/schedule'>(await get(org.admin, '/api/clients/schedule')).some((i: { id: string }) => i.id === tue));
    await patch(org.admin, tue, { status: 'active' });
    assert.ok(json<'/api/clients/schedule'>(await get(org.admin, '/api/clients/schedule')).some((i: { id: string }) => i.id === tue));
  });

  test('schedule of an organization without clients is an empty array', async () => {
    const org = await signUpOrganization(t.app);
    const res = await get(org.admin, '/api/clients/schedule');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json<'/api/clients/schedule'>(res), []);
  });
});
