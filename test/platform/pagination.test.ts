// Every paginated list of the OpenAPI document, read with a limit smaller than its result:
// `total` is the whole count (with and without the list's filter), pages do not overlap and
// together give every item. A paginated list without a case here fails the test.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

interface Case {
  /** Who reads, and the list's URL without paging. */
  reader: () => Member;
  url: string;
  expectedTotal: number;
  /** A filter of the list and how many of all items match it (lists without filters have none). */
  filter?: { query: string; expectedTotal: number };
}

describe('pagination of every list', () => {
  const clock = new ManualClock('2026-03-10T09:00:00.000Z');
  let t: TestApp;
  let org: TestOrganization;
  let member: Member;
  let manager: Member;
  let paginated: string[];
  const cases: Record<string, Case> = {};

  before(async () => {
    t = await startTestApp({ clock });
    org = await signUpOrganization(t.app);
    // Another organization with the same kinds of data: none of it may be counted.
    const other = await signUpOrganization(t.app);
    manager = await org.addMember('manager');
    member = await org.addMember('employee');
    const tick = () => clock.advance(1000);
    for (const o of [org, other]) {
      for (let i = 0; i < 3; i += 1) await o.addMember('employee');
      await o.addMember('manager');
    }
    const act = (who: Member) => as(t.app, who);
    for (const who of [member, (await other.addMember('employee'))]) {
      for (let i = 0; i < 5; i += 1) {
        tick();
        const draft = json<'/api/tasks/drafts', 'post'>(await act(who)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: `T${i}` } }));
        if (i < 3) await act(who)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/confirm` });
        if (i === 3) await act(who)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/reject` });
        await act(who)({ method: 'POST', url: '/api/moods', payload: { value: 3 + (i % 2) } });
        await act(who)({ method: 'POST', url: '/api/flags', payload: { severity: i % 2 ? 'low' : 'medium', description: `flag ${i}` } });
        const thread = json<'/api/flags/inquiries', 'post'>(await act(who)({ method: 'POST', url: '/api/flags/inquiries', payload: { topic: `topic ${i}` } }));
        if (i < 2) await act(who)({ method: 'POST', url: `/api/flags/inquiries/${thread.id}/close` });
      }
    }
    const [first] = json<'/api/tasks'>(await act(member)({ method: 'GET', url: '/api/tasks?limit=1' })).data;
    await act(member)({ method: 'PATCH', url: `/api/tasks/${first!.id}`, payload: { status: 'completed' } });
    // Outbox: five EOD summaries, none deliverable (chat_c has no adapter here).
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_c', progressChannelId: 'C' } } });
    for (const o of [org, other]) {
      for (const role of ['employee', 'manager', 'employee']) await as(t.app, o.admin)({ method: 'POST', url: '/api/invitations', payload: { role } });
      for (const name of ['ci', 'bridge', 'reports']) await as(t.app, o.admin)({ method: 'POST', url: '/api/api-keys', payload: { name } });
    }
    for (const day of ['02', '03', '04', '05', '06']) await as(t.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id, date: `2026-03-${day}` } });

    // Absences: five one-day absences of the member (and of someone of the other organization), a week apart.
    for (const who of [member, (await other.addMember('employee'))]) {
      for (let week = 0; week < 5; week += 1) {
        const day = `2026-04-${String(1 + 7 * week).padStart(2, '0')}`;
        await act(who)({ method: 'POST', url: '/api/absences', payload: { startDate: day, endDate: day } });
      }
    }
    // History: the manager's replies to five morning threads, through the operator's bot (their
    // lines become the manager's tasks, which no other case counts).
    const key = apiKeyHeader();
    await t.app.inject({ method: 'POST', url: `/api/users/${manager.id}/identities`, headers: key, payload: { platform: 'chat_a', platformUserId: 'U-PAGES' } });
    for (const day of ['02', '03', '04', '05', '06']) {
      const thread = json<'/api/morning-threads', 'post'>(await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: key, payload: { orgId: org.id, channelId: 'C-PAGES', threadTs: `${day}.0`, date: `2026-03-${day}` } }));
      await t.app.inject({ method: 'POST', url: `/api/morning-threads/${thread.id}/submissions`, headers: key, payload: { platform: 'chat_a', platformUserId: 'U-PAGES', messageTs: `${day}.1`, rawText: `- write report ${day}` } });
    }

    Object.assign(cases, {
      // admin, manager, member, 3 employees and 1 manager added above
      '/api/users': { reader: () => manager, url: '/api/users', expectedTotal: 7, filter: { query: 'role=employee', expectedTotal: 4 } },
      '/api/tasks': { reader: () => member, url: '/api/tasks', expectedTotal: 3, filter: { query: 'status=open', expectedTotal: 2 } },
      '/api/tasks/drafts': { reader: () => member, url: '/api/tasks/drafts', expectedTotal: 5, filter: { query: 'status=pending', expectedTotal: 1 } },
      '/api/moods': { reader: () => member, url: '/api/moods', expectedTotal: 5, filter: { query: 'days=1', expectedTotal: 5 } },
      '/api/flags': { reader: () => manager, url: '/api/flags', expectedTotal: 5, filter: { query: 'severity=medium', expectedTotal: 3 } },
      '/api/flags/inquiries': { reader: () => manager, url: '/api/flags/inquiries', expectedTotal: 5, filter: { query: 'status=open', expectedTotal: 3 } },
      '/api/invitations': { reader: () => org.admin, url: '/api/invitations', expectedTotal: 3 },
      '/api/api-keys': { reader: () => org.admin, url: '/api/api-keys', expectedTotal: 3 },
      '/api/outbox': { reader: () => org.admin, url: '/api/outbox', expectedTotal: 5, filter: { query: 'status=undeliverable', expectedTotal: 5 } },
      '/api/absences': { reader: () => member, url: '/api/absences', expectedTotal: 5, filter: { query: 'from=2026-04-08&to=2026-04-15', expectedTotal: 2 } },
      '/api/morning-threads/submissions': { reader: () => manager, url: '/api/morning-threads/submissions', expectedTotal: 5, filter: { query: 'from=2026-03-04', expectedTotal: 3 } },
    } satisfies Record<string, Case>);

    const doc = json(await t.app.inject({ method: 'GET', url: '/openapi.json' }));
    paginated = Object.entries<Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> }>>(doc.paths)
      .filter(([, ops]) => {
        const properties = ops.get?.responses?.['200']?.content?.['application/json']?.schema?.properties ?? {};
        return ['data', 'total', 'limit', 'offset'].every((key) => key in properties);
      })
      .map(([path]) => path);
  });
  after(async () => { await t.close(); });

  test('every paginated list of the OpenAPI document has a case', () => {
    assert.deepEqual(paginated.filter((path) => !cases[path]).sort(), []);
    assert.deepEqual(Object.keys(cases).filter((path) => !paginated.includes(path)), [], 'cases for lists that are not paginated (or gone)');
  });

  test('a limit smaller than the result: total is the whole count; pages cover every item once', async () => {
    for (const [path, c] of Object.entries(cases)) {
      const read = async (query: string) => {
        const res = await as(t.app, c.reader())({ method: 'GET', url: `${c.url}?${query}` });
        assert.equal(res.statusCode, 200, `${path}?${query}: ${res.body}`);
        return json(res) as { data: { id: string }[]; total: number; limit: number; offset: number };
      };
      const first = await read('limit=2');
      assert.deepEqual([first.data.length, first.total, first.limit, first.offset], [2, c.expectedTotal, 2, 0], path);
      const seen: string[] = [];
      for (let offset = 0; offset < c.expectedTotal; offset += 2) {
        const page = await read(`limit=2&offset=${offset}`);
        assert.equal(page.total, c.expectedTotal, `${path} offset ${offset}`);
        seen.push(...page.data.map((item) => item.id));
      }
      assert.equal(seen.length, c.expectedTotal, path);
      assert.equal(new Set(seen).size, c.expectedTotal, `${path}: pages overlap`);
      const beyond = await read(`limit=2&offset=${c.expectedTotal}`);
      assert.deepEqual([beyond.data.length, beyond.total], [0, c.expectedTotal], `${path} past the end`);

      if (c.filter) {
        const filtered = await read(`${c.filter.query}&limit=1`);
        assert.deepEqual([filtered.data.length, filtered.total], [1, c.filter.expectedTotal], `${path}?${c.filter.query}`);
      }
    }
  });
});
