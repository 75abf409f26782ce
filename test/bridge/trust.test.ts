// What the bridge may be made to do by someone other than the person or organization it serves
// (decisions §2, §8): a delivery replayed under a fresh id, a post steered into another
// organization's channel, a direct message to a claimed (unverified) account, and a cached token
// that outlives the identity link it was resolved through. The real service, the real bridge and
// the platform stubs, over HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/client.ts';
import { apiKeyHeader, as, json, signUpOrganization, type Member, type TestOrganization, type Refusal } from '../helpers.ts';
import { BOT_SIGNING_SECRET, slackDm, slackPress, SLACK_TEAM, startHarness, type Harness } from './harness.ts';
import { deliveryHeaders, post } from './stubs.ts';

describe('bridge: trust between organizations', () => {
  let h: Harness;
  let orgA: TestOrganization;
  let orgB: TestOrganization;
  let ana: Member;
  let ben: Member;
  let eventNo = 0;
  const nextEvent = () => `EvTrust${++eventNo}`;
  const OTHER_TEAM = 'T0OTHER';
  // Ids of this run's own: on PostgreSQL every run shares one database, and an identity belongs to one person.
  const run = String(Date.now()).slice(-7);
  const ANA_SLACK = `UANA${run}`;
  const BOB_SLACK = `UBOB${run}`;
  const ANA_TG = `71${run}`;
  const BOB_TG = `72${run}`;

  const postsIn = (channel: string) => h.slack.callsOf('chat.postMessage').filter((c) => c.args.channel === channel);
  const telegramSentTo = (chat: string) => h.telegram.callsOf('sendMessage').filter((c) => String(c.args.chat_id) === chat);
  const outboxRows = (orgId: string) => queryRows<{ id: string; kind: string; status: string; attempts: number; last_error: string | null }>(
    h.service.database.db, sql`select id, kind, status, attempts, last_error from outbound_messages where organization_id = ${orgId}::uuid order by created_at`);
  const pendingDrafts = async (member: Member) =>
    json<'/api/tasks/drafts'>(await as(h.service.app, member)({ method: 'GET', url: '/api/tasks/drafts?status=pending' })).data;
  const errorOf = (response: { text: string }) => JSON.parse(response.text) as { code: string; message: string };

  before(async () => {
    h = await startHarness('2026-11-23T08:00:00.000Z'); // a Monday
    orgA = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    orgB = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    ana = await orgA.addMember('employee', 'Ana');
    ben = await orgA.addMember('employee', 'Ben');
    const bob = await orgB.addMember('employee', 'Bob');
    await h.link(ana.id, 'chat_a', ANA_SLACK, SLACK_TEAM);
    await h.link(ana.id, 'chat_b', ANA_TG);
    await h.link(bob.id, 'chat_a', BOB_SLACK, OTHER_TEAM);
    await h.link(bob.id, 'chat_b', BOB_TG);
    // Each organization's own channel and group, with one of its verified people in it.
    h.slack.members.set('CAAA', ['USOMEONE', 'UELSE', ANA_SLACK]); // on the second page
    h.slack.members.set('CBBB', [BOB_SLACK]);
    h.telegram.members.set('-1001', [ANA_TG]);
    h.telegram.members.set('-1002', [BOB_TG]);
    await h.configure(orgA, { platform: 'chat_a', teamChannelId: 'CAAA', progressChannelId: 'CAAA', workDays: [1, 2, 3, 4, 5, 6, 7] });
  });
  after(async () => { await h.close(); });

  test('a captured delivery posted again under a fresh id → 401 invalid_signature, posted once', async () => {
    const body = JSON.stringify({ kind: 'eod_summary', organizationId: orgA.id, platform: 'chat_a', channelId: 'CAAA', text: 'Captured summary' });
    const captured = deliveryHeaders(BOT_SIGNING_SECRET, body, h.seconds(), 'msg-captured');
    const first = await post(`${h.bridgeUrl}/deliveries`, body, captured);
    assert.equal(first.status, 200, first.text);
    const replayed = await post(`${h.bridgeUrl}/deliveries`, body, { ...captured, 'x-message-id': 'msg-captured-again' });
    assert.equal(replayed.status, 401);
    assert.equal(errorOf(replayed).code, 'invalid_signature');
    await h.idle();
    assert.equal(postsIn('CAAA').filter((c) => /Captured summary/.test(c.args.text)).length, 1);
  });

  test('a post into another organization\'s channel is refused as undeliverable with the reason; nothing is posted there', async () => {
    // Straight from a signed delivery: 422 with a code the outbox keeps as undeliverable.
    for (const [platform, channel] of [['chat_a', 'CBBB'], ['chat_b', '-1002'], ['chat_a', 'CNOSUCH']] as const) {
      const refused = await h.deliver({ kind: 'morning_thread', organizationId: orgA.id, platform, channelId: channel, text: 'Good morning!' }, `msg-steer-${channel}`);
      assert.equal(refused.status, 422, `${channel}: ${refused.text}`);
      assert.equal(errorOf(refused).code, 'channel_not_in_organization');
      assert.match(errorOf(refused).message, new RegExp(channel));
    }
    assert.equal(postsIn('CBBB').length, 0);
    assert.equal(telegramSentTo('-1002').length, 0);
    // The same organization's own group is fine.
    const own = await h.deliver({ kind: 'eod_summary', organizationId: orgA.id, platform: 'chat_b', channelId: '-1001', text: 'Ours' }, 'msg-own-group');
    assert.equal(own.status, 200, own.text);
    assert.equal(telegramSentTo('-1001').length, 1);

    // Through the real outbox: an admin of A types B's channel id into the preferences.
    await h.configure(orgA, { progressChannelId: 'CBBB' });
    h.clock.set('2026-11-23T19:30:00.000Z');
    const collected = await as(h.service.app, orgA.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: orgA.id } });
    assert.equal(collected.statusCode, 200, collected.body);
    assert.equal(json<'/api/eod/collect', 'post'>(collected).summaryPosted, false);
    const row = (await outboxRows(orgA.id)).find((r) => r.kind === 'eod_summary')!;
    assert.deepEqual([row.status, row.attempts], ['undeliverable', 1]);
    assert.match(row.last_error!, /CBBB/);
    assert.match(row.last_error!, /channel_not_in_organization/);
    const listed = json<'/api/outbox'>(await as(h.service.app, orgA.admin)({ method: 'GET', url: '/api/outbox?status=undeliverable' }));
    assert.ok((listed.data as { id: string; lastError: string }[]).some((m) => m.id === row.id && /member/.test(m.lastError)));
    assert.equal(postsIn('CBBB').length, 0, 'nothing reached the other organization\'s channel');

    // Fixed by the admin, re-queued: it goes to the organization's own channel.
    await h.configure(orgA, { progressChannelId: 'CAAA' });
    await h.service.database.db.execute(sql`update outbound_messages set channel_id = 'CAAA' where id = ${row.id}::uuid`);
    const retried = await as(h.service.app, orgA.admin)({ method: 'POST', url: `/api/outbox/${row.id}/retry` });
    assert.equal(retried.statusCode, 200, retried.body);
    await h.service.app.workers.outbox.runOnce({ organizationIds: [orgA.id] });
    assert.equal((await outboxRows(orgA.id)).find((r) => r.id === row.id)!.status, 'delivered');
  });

  test('a direct message goes to a verified identity of the organization only', async () => {
    const manager = await orgA.addMember('manager', 'Mo');
    // An admin's own claim (JWT): unverified, so the bot must not message that account. Its team is
    // this run's own (on a shared database another file's organization may hold SLACK_TEAM).
    const claimTeam = `T0CLAIM${run}`;
    const claimed = await as(h.service.app, orgA.admin)({ method: 'POST', url: `/api/users/${manager.id}/identities`, payload: { platform: 'chat_a', platformUserId: `UCLAIMED${run}`, platformTeamId: claimTeam } });
    assert.equal(claimed.statusCode, 201, claimed.body);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(claimed).verified, false);
    for (const [user, team] of [[`UCLAIMED${run}`, claimTeam], [BOB_SLACK, OTHER_TEAM], [ANA_SLACK, OTHER_TEAM]] as const) {
      const refused = await h.deliver({ kind: 'direct_message', organizationId: orgA.id, platform: 'chat_a', platformUserId: user, platformTeamId: team, text: 'A flag was raised' }, `msg-dm-${user}-${team}`);
      assert.equal(refused.status, 422, `${user}: ${refused.text}`);
      assert.equal(errorOf(refused).code, 'recipient_not_verified');
    }
    assert.equal(h.slack.callsOf('conversations.open').length, 0, 'no conversation opened with anyone');
    const verified = await h.deliver({ kind: 'direct_message', organizationId: orgA.id, platform: 'chat_a', platformUserId: ANA_SLACK, platformTeamId: SLACK_TEAM, text: 'Hi Ana' }, 'msg-dm-ana');
    assert.equal(verified.status, 200, verified.text);
    assert.equal(postsIn(`D${ANA_SLACK}`).length, 1);
  });

  test('the verified identities endpoint answers an organization\'s own and refuses another\'s scoped key', async () => {
    const listed = await h.service.app.inject({ method: 'GET', url: `/api/organizations/${orgA.id}/verified-identities?platform=chat_a`, headers: apiKeyHeader() });
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(json<'/api/organizations/{id}/verified-identities'>(listed).data, [{ platformUserId: ANA_SLACK, platformTeamId: SLACK_TEAM }]);
    const created = await as(h.service.app, orgB.admin)({ method: 'POST', url: '/api/api-keys', payload: { name: 'B bot' } });
    assert.equal(created.statusCode, 201, created.body);
    const scopedToB = json<'/api/api-keys', 'post'>(created).key;
    const foreign = await h.service.app.inject({ method: 'GET', url: `/api/organizations/${orgA.id}/verified-identities?platform=chat_a`, headers: apiKeyHeader(scopedToB) });
    assert.equal(foreign.statusCode, 404);
    assert.equal(json<Refusal>(foreign).code, 'organization_not_found');
    const byUser = await as(h.service.app, orgA.admin)({ method: 'GET', url: `/api/organizations/${orgA.id}/verified-identities?platform=chat_a` });
    assert.equal(byUser.statusCode, 403);
    const badPlatform = await h.service.app.inject({ method: 'GET', url: `/api/organizations/${orgA.id}/verified-identities?platform=irc`, headers: apiKeyHeader() });
    assert.equal(badPlatform.statusCode, 400);
  });

  test('a resolve-platform token stops working the moment its identity is unlinked', async () => {
    const resolved = await h.service.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(), payload: { platform: 'chat_b', platformUserId: ANA_TG } });
    const token = json<'/api/users/resolve-platform', 'post'>(resolved)!.token;
    const me = () => h.service.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    assert.equal((await me()).statusCode, 200);
    const identities = json<'/api/users/{id}/identities'>(await as(h.service.app, orgA.admin)({ method: 'GET', url: `/api/users/${ana.id}/identities` })) as { id: string; platform: string }[];
    const telegramLink = identities.find((i) => i.platform === 'chat_b')!;
    const unlinked = await as(h.service.app, orgA.admin)({ method: 'DELETE', url: `/api/users/${ana.id}/identities/${telegramLink.id}` });
    assert.equal(unlinked.statusCode, 204);
    assert.equal((await me()).statusCode, 401);
    await h.link(ana.id, 'chat_b', ANA_TG);
    assert.equal((await me()).statusCode, 401, 'a new link is a new identity: the old token stays dead');
  });

  test('the bridge forgets a person\'s cached token when their identity is unlinked or relinked', async () => {
    const identityOf = async (member: Member) => {
      const list = json<'/api/users/{id}/identities'>(await as(h.service.app, orgA.admin)({ method: 'GET', url: `/api/users/${member.id}/identities` })) as { id: string; platformUserId: string }[];
      return list.find((i) => i.platformUserId === ANA_SLACK)!;
    };
    const unlink = async (member: Member) => {
      const response = await as(h.service.app, orgA.admin)({ method: 'DELETE', url: `/api/users/${member.id}/identities/${(await identityOf(member)).id}` });
      assert.equal(response.statusCode, 204);
    };
    const draftByDm = async (text: string) => {
      const before = new Set((await pendingDrafts(ana)).map((d) => d.id));
      await h.slackEvent(slackDm(ANA_SLACK, text, nextEvent()));
      await h.idle();
      const draft = (await pendingDrafts(ana)).find((d) => !before.has(d.id));
      assert.ok(draft, 'a new pending draft of Ana');
      return draft;
    };
    const press = async (draftId: string) => {
      await h.slackEvent(slackPress(ANA_SLACK, `D${ANA_SLACK}`, `confirm_draft:${draftId}`, draftId, `trig-${nextEvent()}`), { form: true });
      await h.idle();
      return h.slack.callsOf('chat.postEphemeral').filter((c) => c.args.user === ANA_SLACK).at(-1)?.args.text as string | undefined;
    };

    // The DM resolved Ana and cached her token; then the admin unlinks her Slack account.
    const first = await draftByDm('remind me to renew the office lease tomorrow');
    await unlink(ana);
    assert.match((await press(first.id)) ?? '', /not linked/);
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === first.id), 'nobody acted as Ana');

    // Linked again to Ana, a draft; then the account is moved to Ben: a press is Ben's, not Ana's.
    await h.link(ana.id, 'chat_a', ANA_SLACK, SLACK_TEAM);
    const second = await draftByDm('remind me to book the team dinner on friday');
    await unlink(ana);
    await h.link(ben.id, 'chat_a', ANA_SLACK, SLACK_TEAM);
    assert.match((await press(second.id)) ?? '', /not yours/);
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === second.id), 'Ana\'s draft is untouched');
    assert.equal((await pendingDrafts(ben)).length, 0);
  });
});
