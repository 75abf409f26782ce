// Verified identities and link codes (decisions §2): which links resolve through which keys,
// which replace which, and a bot's link code redeemed by the person it was made for.
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createApiKeyStore } from '../../src/platform/auth/api-keys.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type Member, type TestApp, type Refusal } from '../helpers.ts';

const PUBLIC_URL = 'https://teamwell.example.test';

describe('identities', () => {
  let t: TestApp;
  let clock: ManualClock;

  before(async () => {
    clock = new ManualClock('2026-11-24T09:00:00.000Z');
    t = await startTestApp({ clock, env: { PUBLIC_URL } });
  });
  after(() => t.close());

  const identityOf = (label: string, team?: string) => ({
    platform: 'chat_b', platformUserId: `${label}-${randomUUID().slice(0, 8)}`, ...(team ? { platformTeamId: team } : {}),
  });
  const scopedKey = async (organizationId: string) => (await createApiKeyStore(t.database.db, []).create('bot', organizationId)).key;
  const resolve = async (identity: object, key?: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(key), payload: identity });
    assert.equal(response.statusCode, 200, response.body);
    return json<'/api/users/resolve-platform', 'post'>(response);
  };
  const linkCode = async (identity: object, key?: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/identities/link-codes', headers: apiKeyHeader(key), payload: identity });
    assert.equal(response.statusCode, 201, response.body);
    return json<'/api/identities/link-codes', 'post'>(response);
  };
  const redeem = (member: Member, code: string) => as(t.app, member)({ method: 'POST', url: '/api/identities/link', payload: { code } });
  const check = (member: Member, code: string) => as(t.app, member)({ method: 'POST', url: '/api/identities/link-codes/check', payload: { code } });
  const identitiesOf = async (member: Member) => json<'/api/users/{id}/identities'>(await as(t.app, member)({ method: 'GET', url: `/api/users/${member.id}/identities` }));

  test('a link code: made by a key, shown once as a link into the web app, kept only as a hash', async () => {
    const identity = identityOf('U');
    const made = await linkCode(identity);
    assert.match(made.code, /^[A-Za-z0-9_-]{32,}$/);
    assert.equal(made.url, `${PUBLIC_URL}/link#code=${made.code}`);
    assert.equal(made.expiresAt, '2026-11-24T09:10:00.000Z');
    const stored = await queryRows<{ code_hash: string }>(t.database.db, sql`select code_hash from identity_link_codes where platform_user_id = ${identity.platformUserId}`);
    assert.deepEqual(stored.map((r) => r.code_hash), [createHash('sha256').update(made.code).digest('hex')]);

    const org = await signUpOrganization(t.app);
    assert.equal((await as(t.app, org.admin)({ method: 'POST', url: '/api/identities/link-codes', payload: identity })).statusCode, 403, 'a JWT cannot make codes');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/identities/link-codes', payload: identity })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/identities/link-codes', headers: apiKeyHeader(), payload: { ...identity, platform: 'web' } })).statusCode, 400);
  });

  test('redeemed once: the identity is the caller\'s, verified, and resolves; a second use → 410', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const identity = identityOf('U', `T-${randomUUID().slice(0, 8)}`);
    const { code } = await linkCode(identity);
    const linked = await redeem(member, code);
    assert.equal(linked.statusCode, 201, linked.body);
    const { id, createdAt, ...link } = json<Record<string, unknown>>(linked);
    assert.ok(id && createdAt);
    assert.deepEqual(link, { ...identity, userId: member.id, verified: true });
    assert.equal((await resolve(identity))?.userId, member.id);

    const reused = await redeem(member, code);
    assert.equal(reused.statusCode, 410);
    assert.equal(json<Refusal>(reused).error, 'Gone');
    const other = await org.addMember('employee');
    assert.equal((await redeem(other, code)).statusCode, 410);
    assert.equal((await identitiesOf(other)).length, 0);
  });

  test('forged, expired or foreign codes → 4xx and nothing linked; a refusal does not use the code up', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');

    const forged = await redeem(member, 'not-a-code-anyone-made');
    assert.equal(forged.statusCode, 404);
    assert.equal(json<Refusal>(forged).message, 'Link code not found');
    assert.equal((await redeem(member, 'x'.repeat(201))).statusCode, 400);
    assert.equal((await as(t.app, member)({ method: 'POST', url: '/api/identities/link', payload: {} })).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/identities/link', payload: { code: 'abc' } })).statusCode, 401);

    const late = identityOf('late');
    const stale = await linkCode(late);
    clock.advance(10 * 60 * 1000);
    assert.equal((await redeem(member, stale.code)).statusCode, 410, 'exactly 10 minutes old is expired');
    assert.equal(await resolve(late), null);

    // A code a scoped key made before such keys lost the right (the migration removes unused ones).
    const elsewhere = await signUpOrganization(t.app);
    const stranger = await elsewhere.addMember('employee');
    const identity = identityOf('scoped');
    const code = `legacy-${randomUUID()}`;
    await t.database.db.execute(sql`insert into identity_link_codes (code_hash, platform, platform_user_id, organization_id, created_at, expires_at)
      values (${createHash('sha256').update(code).digest('hex')}, ${identity.platform}, ${identity.platformUserId}, ${org.id}, ${clock.now()}, ${new Date(clock.now().getTime() + 60_000)})`);
    for (const foreign of [await redeem(stranger, code), await check(stranger, code)]) {
      assert.equal(foreign.statusCode, 403);
      assert.equal(json<Refusal>(foreign).code, 'link_code_other_organization');
    }
    assert.equal((await identitiesOf(stranger)).length, 0);
    assert.equal(await resolve(identity), null);
    assert.equal((await redeem(member, code)).statusCode, 201, 'the refused attempt left the code usable');
    assert.equal((await resolve(identity))?.userId, member.id);
  });

  test('link codes need the operator\'s key: a scoped key → 403 operator_key_required, nothing stored', async () => {
    const org = await signUpOrganization(t.app);
    const identity = identityOf('scoped-code');
    const refused = await t.app.inject({ method: 'POST', url: '/api/identities/link-codes', headers: apiKeyHeader(await scopedKey(org.id)), payload: identity });
    assert.equal(refused.statusCode, 403);
    assert.equal(json<Refusal>(refused).code, 'operator_key_required');
    const stored = await queryRows(t.database.db, sql`select 1 from identity_link_codes where platform_user_id = ${identity.platformUserId}`);
    assert.equal(stored.length, 0);
  });

  test('the link page reads which chat account a code names; reading changes nothing; 404, 410 with codes', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const identity = identityOf('named', `T-${randomUUID().slice(0, 8)}`);
    const { code, expiresAt } = await linkCode({ ...identity, platformUserName: 'Rania Haddad' });
    const read = await check(member, code);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(json<'/api/identities/link-codes/check', 'post'>(read), { ...identity, platformUserName: 'Rania Haddad', expiresAt });
    assert.equal((await check(member, code)).statusCode, 200, 'reading does not use the code up');
    assert.equal(await resolve(identity), null, 'reading links nothing');

    const unnamed = identityOf('unnamed');
    const plain = await check(member, (await linkCode(unnamed)).code);
    assert.deepEqual(json<'/api/identities/link-codes/check', 'post'>(plain), { ...unnamed, platformTeamId: null, platformUserName: null, expiresAt: json<'/api/identities/link-codes/check', 'post'>(plain).expiresAt });

    assert.equal((await redeem(member, code)).statusCode, 201);
    const used = await check(member, code);
    assert.equal(used.statusCode, 410);
    assert.equal(json<Refusal>(used).code, 'link_code_used');
    const stale = await linkCode(identityOf('stale'));
    clock.advance(10 * 60 * 1000);
    const expired = await check(member, stale.code);
    assert.equal(expired.statusCode, 410);
    assert.equal(json<Refusal>(expired).code, 'link_code_expired');
    const unknown = await check(member, 'no-such-code');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual([json<Refusal>(unknown).message, json<Refusal>(unknown).code], ['Link code not found', 'link_code_not_found']);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/identities/link-codes/check', payload: { code } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/identities/link-codes/check', headers: apiKeyHeader(), payload: { code } })).statusCode, 401, 'a person reads it, not a bot');
    assert.equal((await check(member, '')).statusCode, 400);
    const badName = await t.app.inject({ method: 'POST', url: '/api/identities/link-codes', headers: apiKeyHeader(), payload: { ...identity, platformUserName: 'Line\nbreak' } });
    assert.equal(badName.statusCode, 400);
  });

  test('a code for an identity verified for someone else → 409, nothing changes; an admin\'s claim gives way to it', async () => {
    const org = await signUpOrganization(t.app);
    const [first, second] = [await org.addMember('employee'), await org.addMember('employee')];
    const identity = identityOf('U');
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/users/${first.id}/identities`, headers: apiKeyHeader(), payload: identity })).statusCode, 201);
    const { code } = await linkCode(identity);
    assert.equal((await redeem(second, code)).statusCode, 409);
    assert.equal((await resolve(identity))?.userId, first.id);

    // The admin claimed it for the wrong member (same organization); the person proves it is theirs.
    const claimed = identityOf('claimed');
    assert.equal((await as(t.app, org.admin)({ method: 'POST', url: `/api/users/${first.id}/identities`, payload: claimed })).statusCode, 201);
    const proof = await linkCode(claimed);
    assert.equal((await redeem(second, proof.code)).statusCode, 201);
    assert.equal((await resolve(claimed))?.userId, second.id);
    assert.deepEqual((await identitiesOf(first)).map((i: { platformUserId: string }) => i.platformUserId), [identity.platformUserId]);
  });

  test('an admin\'s claim resolves only for a key scoped to its organization; a bot\'s link of the same org does not replace it', async () => {
    const org = await signUpOrganization(t.app);
    const [member, colleague] = [await org.addMember('employee'), await org.addMember('employee')];
    const other = await signUpOrganization(t.app);
    const identity = identityOf('claim');
    const claim = await as(t.app, org.admin)({ method: 'POST', url: `/api/users/${member.id}/identities`, payload: identity });
    assert.equal(json<'/api/users/{id}/identities', 'post'>(claim).verified, false);
    assert.equal(await resolve(identity), null);
    assert.equal((await resolve(identity, await scopedKey(org.id)))?.userId, member.id);
    assert.equal(await resolve(identity, await scopedKey(other.id)), null);
    // Within one organization a conflicting link is the admin's to sort out (409), even from a key.
    const clash = await t.app.inject({ method: 'POST', url: `/api/users/${colleague.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(clash.statusCode, 409);
  });

  test('a verified link is never replaced; only the operator key\'s link ties its team to the organization', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const other = await signUpOrganization(t.app);
    const outsider = await other.addMember('employee');
    const team = `T-${randomUUID().slice(0, 8)}`;
    const identity = identityOf('U', team);
    const vouched = await t.app.inject({ method: 'POST', url: `/api/users/${member.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(vouched.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(vouched).verified, true);
    const takeover = await t.app.inject({ method: 'POST', url: `/api/users/${outsider.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(takeover.statusCode, 409);
    assert.equal((await resolve(identity))?.userId, member.id);

    // The team is the organization's now: another's admin JWT and scoped key are refused, its own are not.
    const teammate = identityOf('V', team);
    const refusedByToken = await as(t.app, other.admin)({ method: 'POST', url: `/api/users/${outsider.id}/identities`, payload: teammate });
    const refusedByKey = await t.app.inject({ method: 'POST', url: `/api/users/${outsider.id}/identities`, headers: apiKeyHeader(await scopedKey(other.id)), payload: teammate });
    for (const refused of [refusedByToken, refusedByKey]) {
      assert.equal(refused.statusCode, 409);
      assert.deepEqual([json<Refusal>(refused).message, json<Refusal>(refused).code], ['Team belongs to another organization', 'team_of_another_organization']);
    }
    assert.equal((await as(t.app, org.admin)({ method: 'POST', url: `/api/users/${member.id}/identities`, payload: teammate })).statusCode, 201);
    const ownKey = await t.app.inject({ method: 'POST', url: `/api/users/${member.id}/identities`, headers: apiKeyHeader(await scopedKey(org.id)), payload: identityOf('W', team) });
    assert.equal(ownKey.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(ownKey).verified, false);
  });

  test('a scoped key\'s link is an unverified claim that ties no team; the operator key verifies it later', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const other = await signUpOrganization(t.app);
    const team = `T-${randomUUID().slice(0, 8)}`;
    const identity = identityOf('S', team);
    const key = await scopedKey(org.id);
    const claim = await t.app.inject({ method: 'POST', url: `/api/users/${member.id}/identities`, headers: apiKeyHeader(key), payload: identity });
    assert.equal(claim.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(claim).verified, false);
    assert.equal(await resolve(identity), null, 'the operator\'s bot does not take a scoped key\'s word');
    assert.equal((await resolve(identity, key))?.userId, member.id, 'the organization\'s own bot still finds it');
    const ties = await queryRows(t.database.db, sql`select 1 from platform_teams where platform_team_id = ${team}`);
    assert.equal(ties.length, 0, 'no team tied');
    // So another organization's admin may still claim people of that team.
    const otherClaim = await as(t.app, other.admin)({ method: 'POST', url: `/api/users/${other.admin.id}/identities`, payload: identityOf('X', team) });
    assert.equal(otherClaim.statusCode, 201);

    const verified = await t.app.inject({ method: 'POST', url: `/api/users/${member.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(verified.statusCode, 200);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(verified).verified, true);
    assert.equal((await resolve(identity))?.userId, member.id);
    const [row] = await queryRows<{ linked_by: string }>(t.database.db, sql`select linked_by from platform_identities where platform_user_id = ${identity.platformUserId}`);
    assert.equal(row?.linked_by, 'operator_key');
  });
});
