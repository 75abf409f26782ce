// Bounded work per request: completion by name scores a bounded set of candidates the database
// picked (and still finds inflected, accented and CJK titles), and a person's open tasks are
// capped, on every way of adding one.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { OPEN_TASKS_PER_PERSON, TOO_MANY_OPEN_TASKS } from '../../src/modules/tasks/service.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

describe('bounded work', () => {
  let t: TestApp;
  let org: TestOrganization;
  // Time only moves forward here: a token from the clock's future would be refused.
  const clock = new ManualClock('2026-11-23T08:00:00.000Z');
  before(async () => {
    t = await startTestApp({ clock });
    org = await signUpOrganization(t.app);
  });
  after(async () => { await t.close(); });

  /** `count` open tasks of the member, written straight into the table, newest last; titles from `title(g)` (g the row number). */
  async function bulkTasks(member: Member, count: number, title: (g: string) => SQL, minutesAgo = 0) {
    await t.database.db.execute(sql`
      insert into tasks (organization_id, user_id, title, status, created_at, updated_at)
      select ${org.id}::uuid, ${member.id}::uuid, ${title('g')}, 'open',
             ${clock.now().toISOString()}::timestamptz - (${minutesAgo}::int + ${count}::int - g) * interval '1 minute', ${clock.now().toISOString()}::timestamptz
      from generate_series(1, ${count}::int) g`);
  }
  const say = (member: Member, message: string) =>
    as(t.app, member)({ method: 'POST', url: '/api/chat', payload: { message, platform: 'web', platformUserId: 'u' } });
  const confirmDraft = async (member: Member, title: string) => {
    const created = await as(t.app, member)({ method: 'POST', url: '/api/tasks/drafts', payload: { title } });
    assert.equal(created.statusCode, 201, created.body);
    const draft = json<'/api/tasks/drafts', 'post'>(created);
    return { draft, response: await as(t.app, member)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/confirm` }) };
  };

  test('"I finished …" finds the task among hundreds of newer ones that share a word, in English, French and Chinese', async () => {
    clock.set('2026-11-23T09:00:00.000Z');
    const member = await org.addMember();
    const targets = {
      english: json<'/api/tasks/drafts/{id}/confirm', 'post'>((await confirmDraft(member, 'Write the quarterly report')).response),
      french: json<'/api/tasks/drafts/{id}/confirm', 'post'>((await confirmDraft(member, 'Rédiger le rapport trimestriel')).response),
      chinese: json<'/api/tasks/drafts/{id}/confirm', 'post'>((await confirmDraft(member, '写季度报告')).response),
    };
    // A day later, newer tasks that each share a word with the messages: more than the candidates scored.
    clock.set('2026-11-24T09:00:00.000Z');
    await bulkTasks(member, 300, (g) => sql`'Write the memo ' || ${sql.raw(g)}`);
    await bulkTasks(member, 300, (g) => sql`'Préparer le rapport numéro ' || ${sql.raw(g)}`);
    await bulkTasks(member, 300, (g) => sql`'季度会议 ' || ${sql.raw(g)}`);
    clock.advance(60_000);

    const cases: [keyof typeof targets, string][] = [
      ['english', 'I finished the quarterly reports'],
      ['french', 'terminé le rapport trimestriel'],
      ['chinese', '我完成了季度报告'],
    ];
    for (const [language, message] of cases) {
      const body = json<'/api/chat', 'post'>(await say(member, message));
      assert.equal(body.completedTask?.id, targets[language].id, `${language}: ${JSON.stringify(body)}`);
    }
    const open = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from tasks where user_id = ${member.id}::uuid and status = 'completed'`);
    assert.equal(open[0]!.n, 3, 'only the three named tasks were completed');
  });

  test(`a person has at most ${OPEN_TASKS_PER_PERSON} open tasks: confirming, replying to the morning thread or reopening beyond → 409, nothing changes`, async () => {
    const member = await org.addMember();
    await bulkTasks(member, OPEN_TASKS_PER_PERSON - 2, (g) => sql`'filler ' || ${sql.raw(g)}`, 60);
    const done = json<'/api/tasks/drafts/{id}/confirm', 'post'>((await confirmDraft(member, 'finished already')).response);
    await as(t.app, member)({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { status: 'completed' } });
    const started = json<'/api/tasks/drafts/{id}/confirm', 'post'>((await confirmDraft(member, 'in progress counts too')).response);
    await as(t.app, member)({ method: 'PATCH', url: `/api/tasks/${started.id}`, payload: { status: 'in_progress' } });
    const last = await confirmDraft(member, `number ${OPEN_TASKS_PER_PERSON}`);
    assert.equal(last.response.statusCode, 201, 'the last one fits');

    const refused = await confirmDraft(member, 'one too many');
    assert.equal(refused.response.statusCode, 409);
    assert.deepEqual(json<Refusal>(refused.response), { statusCode: 409, message: TOO_MANY_OPEN_TASKS, error: 'Conflict', code: 'open_task_limit' });
    assert.equal(json<'/api/tasks/drafts/{id}'>(await as(t.app, member)({ method: 'GET', url: `/api/tasks/drafts/${refused.draft.id}` })).status, 'pending', 'the draft stays pending');

    const reopen = await as(t.app, member)({ method: 'PATCH', url: `/api/tasks/${done.id}`, payload: { status: 'open' } });
    assert.equal(reopen.statusCode, 409);
    assert.equal(json<'/api/tasks/{id}'>(await as(t.app, member)({ method: 'GET', url: `/api/tasks/${done.id}` })).status, 'completed');

    const thread = json<'/api/morning-threads', 'post'>(await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C', threadTs: randomUUID() } }));
    const identity = { platform: 'chat_a', platformUserId: `U-${member.id}` } as const;
    await org.linkIdentity(member, identity);
    const reply = await t.app.inject({
      method: 'POST', url: `/api/morning-threads/${thread.id}/submissions`, headers: apiKeyHeader(),
      payload: { ...identity, messageTs: 'm1', rawText: '- send the invoices\n- call the printer' },
    });
    assert.equal(reply.statusCode, 409);
    assert.equal(json<Refusal>(reply).message, TOO_MANY_OPEN_TASKS);
    const count = async () => (await queryRows<{ n: number }>(t.database.db,
      sql`select count(*)::int as n from tasks where user_id = ${member.id}::uuid and status in ('open', 'in_progress')`))[0]!.n;
    assert.equal(await count(), OPEN_TASKS_PER_PERSON);

    // Finishing one makes room again.
    await as(t.app, member)({ method: 'PATCH', url: `/api/tasks/${started.id}`, payload: { status: 'completed' } });
    assert.equal((await as(t.app, member)({ method: 'POST', url: `/api/tasks/drafts/${refused.draft.id}/confirm` })).statusCode, 201);
    assert.equal(await count(), OPEN_TASKS_PER_PERSON);
  });
});
