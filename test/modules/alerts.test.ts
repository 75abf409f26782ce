// Wellbeing alerts (decisions §6): a critical or high flag reaches every active manager and
// admin with a verified platform identity (never one an admin or a scoped key merely claimed) as a direct message through the outbox — exactly once
// per flag, severity and recipient, even with two service instances on one database — and the
// message names the person, the severity and the flag's page, never what they wrote or rated.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type TestOrganization } from '../helpers.ts';
import { startAdapterStub, type Delivery } from '../platform/outbox-stub.ts';

const SECRET = 'alerts-signing-secret';
const PUBLIC_URL = 'https://wellbeing.example.test';

describe('wellbeing alerts', () => {
  const clock = new ManualClock('2026-04-01T08:00:00.000Z');
  let stub: Awaited<ReturnType<typeof startAdapterStub>>;
  let t: TestApp;
  let second: FastifyInstance;

  before(async () => {
    stub = await startAdapterStub(SECRET, (n) => ({ status: 200, json: { ts: `dm-${n}` } }));
    const env = { CHAT_A_BOT_URL: stub.url, CHAT_B_BOT_URL: stub.url, BOT_SIGNING_SECRET: SECRET, PUBLIC_URL };
    t = await startTestApp({ clock, env });
    // A second instance of the service on the same database.
    second = await buildApp({ config: t.config, database: t.database, clock, logger: false });
    await second.ready();
  });
  after(async () => {
    await second.close();
    await t.close();
    await stub.close();
  });

  /** Links with the operator's key (verified), an organization-scoped key or the admin's JWT (both unverified claims). */
  const link = async (org: TestOrganization, member: Member, platform: string, platformUserId: string, options: { team?: string; by?: 'operator' | 'scoped' | 'admin' } = {}) => {
    const request = { method: 'POST' as const, url: `/api/users/${member.id}/identities`, payload: { platform, platformUserId, ...(options.team ? { platformTeamId: options.team } : {}) } };
    const by = options.by ?? 'operator';
    if (by === 'admin') return as(t.app, org.admin)(request);
    const key = by === 'operator' ? undefined : await org.scopedKey();
    return t.app.inject({ ...request, headers: apiKeyHeader(key) });
  };

  /** An organization on chat_a with an admin and a manager who can be reached, and people who cannot. */
  async function team() {
    const org = await signUpOrganization(t.app);
    await as(t.app, org.admin)({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_a' } } });
    const tag = randomUUID().slice(0, 8);
    const manager = await org.addMember('manager');
    const unreachable = await org.addMember('manager');
    const gone = await org.addMember('manager');
    const claimedByAdmin = await org.addMember('manager');
    const claimedByKey = await org.addMember('manager');
    const person = await org.addMember('employee', `Erin ${tag}`);
    const colleague = await org.addMember('employee');
    assert.equal((await link(org, org.admin, 'chat_a', `UA-${tag}`, { team: `T-${tag}` })).statusCode, 201);
    // The manager has two identities: the one on the organization's platform is used.
    await link(org, manager, 'chat_b', `MB-${tag}`);
    await link(org, manager, 'chat_a', `MA-${tag}`);
    await link(org, gone, 'chat_a', `GA-${tag}`);
    await link(org, colleague, 'chat_a', `CA-${tag}`);
    // Claims name any platform user the admin likes: no direct message goes to them (decisions §2).
    for (const [member, by] of [[claimedByAdmin, 'admin'], [claimedByKey, 'scoped']] as const) {
      const claim = await link(org, member, 'chat_a', `${by}-${tag}`, { by });
      assert.equal(json(claim).verified, false, claim.body);
    }
    await as(t.app, org.admin)({ method: 'DELETE', url: `/api/users/${gone.id}` });
    return { org, tag, manager, unreachable, person, colleague };
  }

  /** Delivers what is due with both instances' outbox workers; answers the deliveries of these organizations. */
  async function deliver(...orgs: TestOrganization[]): Promise<Delivery[]> {
    const only = { organizationIds: orgs.map((o) => o.id) };
    for (let pass = 0; pass < 20; pass += 1) {
      const [a, b] = await Promise.all([t.app.workers.outbox.runOnce(only), second.workers.outbox.runOnce(only)]);
      if (a + b === 0) break;
    }
    return stub.accepted.filter((d) => orgs.some((o) => o.id === d.body.organizationId));
  }

  const flagsOf = async (org: TestOrganization, member: Member) =>
    json<'/api/flags'>(await as(t.app, org.admin)({ method: 'GET', url: `/api/flags?userId=${member.id}` })).data as { id: string; severity: string; reason: string }[];

  test('a high flag sends one direct message to each reachable manager and admin, with name, severity and link only', async () => {
    const { org, tag, manager, person } = await team();
    const other = await team(); // another organization: never told
    const mood = await as(t.app, person)({ method: 'POST', url: '/api/moods', payload: { value: 1, note: `private note ${tag}` } });
    assert.equal(mood.statusCode, 201);
    const [flag] = await flagsOf(org, person);
    assert.equal(flag?.severity, 'high');

    const deliveries = await deliver(org, other.org);
    assert.deepEqual(deliveries.map((d) => d.body.platformUserId).sort(), [`MA-${tag}`, `UA-${tag}`]);
    const toAdmin = deliveries.find((d) => d.body.platformUserId === `UA-${tag}`)!;
    assert.ok(toAdmin.signatureValid);
    const text = toAdmin.body.text;
    assert.deepEqual(toAdmin.body, {
      kind: 'direct_message', organizationId: org.id, platform: 'chat_a', platformUserId: `UA-${tag}`, platformTeamId: `T-${tag}`, text,
    });
    assert.ok(!('channelId' in toAdmin.body), 'a direct message has no channel');
    assert.ok(!('platformTeamId' in deliveries.find((d) => d.body.platformUserId === `MA-${tag}`)!.body), 'no team when none is known');
    assert.match(text, new RegExp(`Erin ${tag}`));
    assert.match(text, /\bhigh\b/);
    assert.ok(text.includes(`${PUBLIC_URL}/team/flags/${flag!.id}`), text);
    assert.ok(!text.includes('private note') && !/mood/i.test(text) && !/\b1\b/.test(text.replace(flag!.id, '')), text);

    // The same rule firing again at the same severity sends nothing more.
    await org.moods(person, [1]);
    assert.equal((await deliver(org)).length, 2);
    void manager;
  });

  test('a flag raised to high or critical alerts again at the new severity; medium and low never alert', async () => {
    const { org, tag, person } = await team();
    await org.moods(person, [3, 2, 2], { clock, every: 3_600_000 });
    assert.equal((await flagsOf(org, person)).find((f) => f.reason === 'low_mood')?.severity, 'medium');
    assert.equal((await deliver(org)).length, 0, 'medium: no alert');
    await org.moods(person, [2], { clock, every: 3_600_000 }); // three in a row ≤ 2 → high
    const flag = (await flagsOf(org, person)).find((f) => f.reason === 'low_mood')!;
    assert.equal(flag.severity, 'high');
    assert.equal((await deliver(org)).length, 2);

    const crisis = await as(t.app, person)({ method: 'POST', url: '/api/chat', payload: { message: 'I want to end my life', platform: 'web', platformUserId: person.id } });
    assert.equal(crisis.statusCode, 200);
    const critical = (await flagsOf(org, person)).find((f) => f.reason === 'crisis_language')!;
    assert.equal(critical.severity, 'critical');
    const all = await deliver(org);
    assert.equal(all.length, 4);
    assert.ok(all.slice(2).every((d) => /\bcritical\b/.test(d.body.text) && d.body.text.includes(`/team/flags/${critical.id}`)));
    assert.ok(all.every((d) => !d.body.text.includes('end my life')));
    void tag;
  });

  test('a manual high flag alerts the others, not the manager who raised it nor the person it is about', async () => {
    const { org, tag, manager, colleague } = await team();
    const raised = await as(t.app, manager)({ method: 'POST', url: '/api/flags', payload: { userId: colleague.id, severity: 'critical', description: 'Said something worrying' } });
    assert.equal(raised.statusCode, 201);
    const deliveries = await deliver(org);
    assert.deepEqual(deliveries.map((d) => d.body.platformUserId), [`UA-${tag}`]);
    assert.ok(!deliveries[0]!.body.text.includes('worrying'));
  });

  test('two instances raising the same crisis flag at once write each alert once, and deliver it once', async () => {
    const { org, person } = await team();
    const message = { message: 'I want to kill myself', platform: 'web', platformUserId: person.id };
    const answers = await Promise.all([t.app, second, t.app, second].map((app) => as(app, person)({ method: 'POST', url: '/api/chat', payload: message })));
    assert.deepEqual(answers.map((a) => a.statusCode), [200, 200, 200, 200]);
    assert.equal((await flagsOf(org, person)).filter((f) => f.reason === 'crisis_language').length, 1);
    const outbox = json<'/api/outbox'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/outbox' }));
    assert.equal(outbox.total, 2, 'one message per recipient');
    const deliveries = await deliver(org);
    assert.equal(deliveries.length, 2);
    assert.equal(new Set(deliveries.map((d) => d.headers['x-message-id'])).size, 2);
  });
});
