// The authorization matrix: every operation of the live OpenAPI document × every kind of caller
// → the status it must get, over real HTTP. An operation without a row fails the test, so a new
// endpoint cannot ship without its guard being tested. Each cell gets fresh resources of
// organization A (deletes and state changes of one cell never decide another's answer).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { queryRows } from '../../src/platform/db/client.ts';
import { apiKeyHeader, bearer, json, signUpOrganization, startTestApp, uniqueEmail, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

const CALLERS = ['none', 'employee', 'manager', 'admin', 'key', 'otherAdmin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

interface Request { method: string; url: string; payload?: object }
interface Row { expect: Expected; request: () => Promise<Request> }

/** Expected statuses in the order none, employee, manager, admin, key, otherAdmin. */
const e = (none: number, employee: number, manager: number, admin: number, key: number, otherAdmin: number): Expected =>
  ({ none, employee, manager, admin, key, otherAdmin });
// Frequent shapes: any signed-in user; public; API keys only.
const ANY_USER = (status: number) => e(401, status, status, status, 401, status);
const PUBLIC = (status: number) => e(status, status, status, status, status, status);
const KEY_ONLY = (status: number) => e(401, 403, 403, 403, status, 403);

describe('authorization matrix', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let employee: Member;
  let manager: Member;
  let colleague: Member;
  let operations: string[];
  let undeliverableId: string;
  const today = () => t.clock.now().toISOString().slice(0, 10);

  before(async () => {
    t = await startTestApp();
    org = await signUpOrganization(t.app);
    other = await signUpOrganization(t.app);
    employee = await org.addMember('employee');
    manager = await org.addMember('manager');
    colleague = await org.addMember('employee');
    const doc = json(await t.app.inject({ method: 'GET', url: '/openapi.json' }));
    operations = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, ops]) => Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => `${m.toUpperCase()} ${path}`));
    // One EOD summary of today and one outbox message that can always be retried (chat_b has no adapter).
    await admin({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { preferences: { platform: 'chat_b', progressChannelId: 'C-1' } } });
    await admin({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } });
    undeliverableId = (json(await admin({ method: 'GET', url: '/api/outbox' })).data as { id: string }[])[0]!.id;
  });
  after(async () => { await t.close(); });

  const call = (who: Member | null, request: Request, headers: Record<string, string> = {}) => t.app.inject({
    method: request.method as 'GET', url: request.url, ...(request.payload ? { payload: request.payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), ...headers },
  });
  const admin = (request: Request) => call(org.admin, request);
  const created = async (request: Request): Promise<string> => {
    const res = await admin(request);
    assert.ok(res.statusCode === 200 || res.statusCode === 201, `${request.method} ${request.url}: ${res.body}`);
    return json(res).id as string;
  };
  const as = (who: Member) => (request: Request) => call(who, request);

  // Fresh resources of organization A.
  const newMember = () => created({ method: 'POST', url: '/api/users', payload: { email: uniqueEmail('target'), name: 'Target', password: 'correct horse battery', role: 'employee' } });
  const identity = () => ({ platform: 'chat_a', platformUserId: `U-${randomUUID()}` });
  const colleagueFlag = async () => json(await as(colleague)({ method: 'POST', url: '/api/flags', payload: { severity: 'low', description: 'about me' } })).id as string;
  const colleagueThread = async () => json(await as(colleague)({ method: 'POST', url: '/api/flags/inquiries', payload: { topic: 'a question' } })).id as string;
  const ownDraft = async () => json(await as(employee)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Matrix draft' } })).id as string;
  const colleagueTask = async () => {
    const draft = json(await as(colleague)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Matrix task' } }));
    return json(await as(colleague)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/confirm` })).id as string;
  };
  const client = () => created({ method: 'POST', url: '/api/clients', payload: { name: `Client ${randomUUID().slice(0, 6)}`, deployDay: 'Monday', contentCadence: 1 } });
  let threadDay = 0;
  const thread = async () => {
    threadDay += 1;
    const res = await t.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C-1', threadTs: `${threadDay}.0`, date: `2030-01-${String(threadDay).padStart(2, '0')}` } });
    return json(res).id as string;
  };

  // Each absence its own week, so that no two of them overlap (409).
  let absenceWeek = 0;
  const absenceDates = () => {
    absenceWeek += 1;
    const start = new Date(Date.UTC(2031, 0, 1 + 7 * absenceWeek)).toISOString().slice(0, 10);
    return { startDate: start, endDate: start };
  };
  const colleagueAbsence = async () => created({ method: 'POST', url: '/api/absences', payload: { ...absenceDates(), userId: colleague.id } });
  const invitation = async () => json(await admin({ method: 'POST', url: '/api/invitations', payload: { role: 'employee' } })) as { id: string; token: string };
  const linkCode = async () => json(await t.app.inject({ method: 'POST', url: '/api/identities/link-codes', headers: apiKeyHeader(), payload: identity() })).code as string;

  const ROWS: Record<string, Row> = {
    'GET /healthz': { expect: PUBLIC(200), request: async () => ({ method: 'GET', url: '/healthz' }) },
    'GET /readyz': { expect: PUBLIC(200), request: async () => ({ method: 'GET', url: '/readyz' }) },
    'POST /api/auth/login': { expect: PUBLIC(200), request: async () => ({ method: 'POST', url: '/api/auth/login', payload: { email: colleague.email, password: colleague.password } }) },
    'POST /api/auth/register': { expect: PUBLIC(201), request: async () => ({ method: 'POST', url: '/api/auth/register', payload: { organizationId: org.id, email: uniqueEmail('reg'), name: 'New', password: 'correct horse battery' } }) },
    'POST /api/auth/refresh': { expect: ANY_USER(200), request: async () => ({ method: 'POST', url: '/api/auth/refresh' }) },
    'GET /api/auth/me': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/auth/me' }) },
    // chat_a sign-in is not configured here: the one 5xx a client can cause (decisions §3).
    'GET /api/auth/chat_a/url': { expect: PUBLIC(503), request: async () => ({ method: 'GET', url: '/api/auth/chat_a/url?returnUrl=http://localhost:5173/auth/callback' }) },
    'GET /api/auth/chat_a/callback': { expect: PUBLIC(400), request: async () => ({ method: 'GET', url: '/api/auth/chat_a/callback?state=unknown&code=x' }) },
    'POST /api/organizations': { expect: PUBLIC(201), request: async () => ({ method: 'POST', url: '/api/organizations', payload: { name: 'Matrix Org', admin: { email: uniqueEmail('signup'), name: 'A', password: 'correct horse battery' } } }) },
    'GET /api/organizations/current': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/organizations/current' }) },
    'GET /api/organizations/{id}/chat-connection': { expect: e(401, 403, 403, 200, 401, 404), request: async () => ({ method: 'GET', url: `/api/organizations/${org.id}/chat-connection` }) },
    'PATCH /api/organizations/{id}': { expect: e(401, 403, 403, 200, 401, 404), request: async () => ({ method: 'PATCH', url: `/api/organizations/${org.id}`, payload: { name: 'Renamed' } }) },
    'POST /api/users/resolve-platform': { expect: KEY_ONLY(200), request: async () => ({ method: 'POST', url: '/api/users/resolve-platform', payload: identity() }) },
    'GET /api/users': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/users' }) },
    // Another organization's admin creates the user in its own organization.
    'POST /api/users': { expect: e(401, 403, 403, 201, 401, 201), request: async () => ({ method: 'POST', url: '/api/users', payload: { email: uniqueEmail('new'), name: 'New', password: 'correct horse battery', role: 'employee' } }) },
    'GET /api/users/{id}': { expect: e(401, 200, 200, 200, 401, 404), request: async () => ({ method: 'GET', url: `/api/users/${colleague.id}` }) },
    'PATCH /api/users/{id}': { expect: e(401, 403, 403, 200, 401, 404), request: async () => ({ method: 'PATCH', url: `/api/users/${await newMember()}`, payload: { name: 'Changed' } }) },
    'DELETE /api/users/{id}': { expect: e(401, 403, 403, 204, 401, 404), request: async () => ({ method: 'DELETE', url: `/api/users/${await newMember()}` }) },
    'POST /api/users/{id}/identities': { expect: e(401, 403, 403, 201, 201, 404), request: async () => ({ method: 'POST', url: `/api/users/${await newMember()}/identities`, payload: identity() }) },
    'GET /api/users/{id}/identities': { expect: e(401, 403, 403, 200, 200, 404), request: async () => ({ method: 'GET', url: `/api/users/${colleague.id}/identities` }) },
    'DELETE /api/users/{id}/identities/{identityId}': {
      expect: e(401, 403, 403, 204, 204, 404),
      request: async () => {
        const user = await newMember();
        const linked = await created({ method: 'POST', url: `/api/users/${user}/identities`, payload: identity() });
        return { method: 'DELETE', url: `/api/users/${user}/identities/${linked}` };
      },
    },
    'POST /api/moods': { expect: ANY_USER(201), request: async () => ({ method: 'POST', url: '/api/moods', payload: { value: 4 } }) },
    'GET /api/moods': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/moods' }) },
    'GET /api/moods/stats': { expect: e(401, 403, 200, 200, 401, 200), request: async () => ({ method: 'GET', url: '/api/moods/stats?scope=team' }) },
    'GET /api/flags': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/flags' }) },
    'POST /api/flags': { expect: ANY_USER(201), request: async () => ({ method: 'POST', url: '/api/flags', payload: { severity: 'low', description: 'about myself' } }) },
    'GET /api/flags/{id}': { expect: e(401, 404, 200, 200, 401, 404), request: async () => ({ method: 'GET', url: `/api/flags/${await colleagueFlag()}` }) },
    'POST /api/flags/{id}/acknowledge': { expect: e(401, 403, 200, 200, 401, 404), request: async () => ({ method: 'POST', url: `/api/flags/${await colleagueFlag()}/acknowledge` }) },
    'POST /api/flags/{id}/resolve': { expect: e(401, 403, 200, 200, 401, 404), request: async () => ({ method: 'POST', url: `/api/flags/${await colleagueFlag()}/resolve`, payload: {} }) },
    'POST /api/flags/inquiries': { expect: ANY_USER(201), request: async () => ({ method: 'POST', url: '/api/flags/inquiries', payload: { topic: 'hello' } }) },
    'GET /api/flags/inquiries': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/flags/inquiries' }) },
    'GET /api/flags/inquiries/{id}': { expect: e(401, 404, 200, 200, 401, 404), request: async () => ({ method: 'GET', url: `/api/flags/inquiries/${await colleagueThread()}` }) },
    'POST /api/flags/inquiries/{id}/messages': { expect: e(401, 404, 201, 201, 401, 404), request: async () => ({ method: 'POST', url: `/api/flags/inquiries/${await colleagueThread()}/messages`, payload: { content: 'How are you?' } }) },
    'POST /api/flags/inquiries/{id}/close': { expect: e(401, 404, 200, 200, 401, 404), request: async () => ({ method: 'POST', url: `/api/flags/inquiries/${await colleagueThread()}/close` }) },
    'GET /analytics': { expect: e(401, 403, 200, 200, 401, 200), request: async () => ({ method: 'GET', url: '/analytics?timeRange=7d' }) },
    'GET /analytics/comparison': { expect: e(401, 403, 200, 200, 401, 200), request: async () => ({ method: 'GET', url: '/analytics/comparison?timeRange=7d' }) },
    'POST /api/tasks/drafts': { expect: ANY_USER(201), request: async () => ({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Mine' } }) },
    'GET /api/tasks/drafts': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/tasks/drafts' }) },
    // Drafts are private to their owner (the employee): managers and admins included get 404.
    'GET /api/tasks/drafts/{id}': { expect: e(401, 200, 404, 404, 401, 404), request: async () => ({ method: 'GET', url: `/api/tasks/drafts/${await ownDraft()}` }) },
    'PATCH /api/tasks/drafts/{id}': { expect: e(401, 200, 404, 404, 401, 404), request: async () => ({ method: 'PATCH', url: `/api/tasks/drafts/${await ownDraft()}`, payload: { title: 'Edited' } }) },
    'POST /api/tasks/drafts/{id}/reject': { expect: e(401, 200, 403, 403, 401, 404), request: async () => ({ method: 'POST', url: `/api/tasks/drafts/${await ownDraft()}/reject` }) },
    'POST /api/tasks/drafts/{id}/confirm': { expect: e(401, 201, 403, 403, 401, 404), request: async () => ({ method: 'POST', url: `/api/tasks/drafts/${await ownDraft()}/confirm` }) },
    'GET /api/tasks': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/tasks' }) },
    'GET /api/tasks/{id}': { expect: e(401, 404, 200, 200, 401, 404), request: async () => ({ method: 'GET', url: `/api/tasks/${await colleagueTask()}` }) },
    'PATCH /api/tasks/{id}': { expect: e(401, 404, 200, 200, 401, 404), request: async () => ({ method: 'PATCH', url: `/api/tasks/${await colleagueTask()}`, payload: { priority: 2 } }) },
    'DELETE /api/tasks/{id}': { expect: e(401, 404, 204, 204, 401, 404), request: async () => ({ method: 'DELETE', url: `/api/tasks/${await colleagueTask()}` }) },
    'GET /api/clients': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/clients' }) },
    'POST /api/clients': { expect: e(401, 403, 201, 201, 401, 201), request: async () => ({ method: 'POST', url: '/api/clients', payload: { name: 'Acme', deployDay: 'Friday', contentCadence: 2 } }) },
    'GET /api/clients/schedule': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/clients/schedule' }) },
    'GET /api/clients/{id}': { expect: e(401, 200, 200, 200, 401, 404), request: async () => ({ method: 'GET', url: `/api/clients/${await client()}` }) },
    'PATCH /api/clients/{id}': { expect: e(401, 403, 200, 200, 401, 404), request: async () => ({ method: 'PATCH', url: `/api/clients/${await client()}`, payload: { contentCadence: 3 } }) },
    'PUT /api/clients/{id}/members': { expect: e(401, 403, 200, 200, 401, 404), request: async () => ({ method: 'PUT', url: `/api/clients/${await client()}/members`, payload: { writerIds: [], designerIds: [] } }) },
    'POST /api/morning-threads': {
      expect: KEY_ONLY(201),
      request: async () => {
        threadDay += 1;
        return { method: 'POST', url: '/api/morning-threads', payload: { orgId: org.id, channelId: 'C-1', threadTs: `${threadDay}.0`, date: `2030-01-${String(threadDay).padStart(2, '0')}` } };
      },
    },
    'GET /api/organizations/{id}/verified-identities': { expect: KEY_ONLY(200), request: async () => ({ method: 'GET', url: `/api/organizations/${org.id}/verified-identities?platform=chat_a` }) },
    'GET /api/morning-threads/today': { expect: KEY_ONLY(200), request: async () => ({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}` }) },
    'POST /api/morning-threads/{id}/submissions': {
      expect: KEY_ONLY(201),
      request: async () => {
        const linked = identity();
        await t.app.inject({ method: 'POST', url: `/api/users/${colleague.id}/identities`, headers: apiKeyHeader(), payload: linked });
        return { method: 'POST', url: `/api/morning-threads/${await thread()}/submissions`, payload: { ...linked, messageTs: '1.1', rawText: '- write the report' } };
      },
    },
    'POST /api/eod/collect': { expect: e(401, 403, 403, 200, 401, 404), request: async () => ({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } }) },
    'GET /api/eod/summary/{date}': { expect: e(401, 403, 200, 200, 200, 404), request: async () => ({ method: 'GET', url: `/api/eod/summary/${today()}?orgId=${org.id}` }) },
    'GET /api/eod/summary': { expect: e(401, 403, 200, 200, 200, 404), request: async () => ({ method: 'GET', url: `/api/eod/summary?orgId=${org.id}` }) },
    'POST /api/chat': { expect: e(401, 200, 200, 200, 200, 200), request: async () => ({ method: 'POST', url: '/api/chat', payload: { message: 'hello', platform: 'chat_a', platformUserId: 'U-matrix' } }) },
    'POST /api/chat/service': { expect: KEY_ONLY(200), request: async () => ({ method: 'POST', url: '/api/chat/service', payload: { message: 'hello', platform: 'chat_a', platformUserId: 'U-matrix' } }) },
    'GET /api/chat/languages': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/chat/languages' }) },
    'GET /api/chat/language': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/chat/language' }) },
    'PATCH /api/chat/language': { expect: ANY_USER(200), request: async () => ({ method: 'PATCH', url: '/api/chat/language', payload: { language: 'auto' } }) },
    'GET /api/auth/providers': { expect: PUBLIC(200), request: async () => ({ method: 'GET', url: '/api/auth/providers' }) },
    'POST /api/invitations': { expect: e(401, 403, 403, 201, 401, 201), request: async () => ({ method: 'POST', url: '/api/invitations', payload: { role: 'employee' } }) },
    'GET /api/invitations': { expect: e(401, 403, 403, 200, 401, 200), request: async () => ({ method: 'GET', url: '/api/invitations' }) },
    'DELETE /api/invitations/{id}': { expect: e(401, 403, 403, 204, 401, 404), request: async () => ({ method: 'DELETE', url: `/api/invitations/${(await invitation()).id}` }) },
    'POST /api/auth/check-invitation': { expect: PUBLIC(200), request: async () => ({ method: 'POST', url: '/api/auth/check-invitation', payload: { token: (await invitation()).token } }) },
    'POST /api/auth/accept-invitation': {
      expect: PUBLIC(201),
      request: async () => ({ method: 'POST', url: '/api/auth/accept-invitation', payload: { token: (await invitation()).token, name: 'Invited', email: uniqueEmail('invited'), password: 'correct horse battery' } }),
    },
    'POST /api/api-keys': { expect: e(401, 403, 403, 201, 401, 201), request: async () => ({ method: 'POST', url: '/api/api-keys', payload: { name: 'matrix bot' } }) },
    'GET /api/api-keys': { expect: e(401, 403, 403, 200, 401, 200), request: async () => ({ method: 'GET', url: '/api/api-keys' }) },
    'DELETE /api/api-keys/{id}': {
      expect: e(401, 403, 403, 204, 401, 404),
      request: async () => ({ method: 'DELETE', url: `/api/api-keys/${await created({ method: 'POST', url: '/api/api-keys', payload: { name: 'to revoke' } })}` }),
    },
    'POST /api/identities/link-codes': { expect: KEY_ONLY(201), request: async () => ({ method: 'POST', url: '/api/identities/link-codes', payload: identity() }) },
    // Any signed-in person may read what an unscoped key's code names (the link page); bots may not.
    'POST /api/identities/link-codes/check': { expect: ANY_USER(200), request: async () => ({ method: 'POST', url: '/api/identities/link-codes/check', payload: { code: await linkCode() } }) },
    // An unscoped key's code may be redeemed by anyone signed in, for themselves.
    'POST /api/identities/link': { expect: ANY_USER(201), request: async () => ({ method: 'POST', url: '/api/identities/link', payload: { code: await linkCode() } }) },
    'GET /analytics/series': { expect: e(401, 403, 200, 200, 401, 200), request: async () => ({ method: 'GET', url: '/analytics/series?timeRange=7d' }) },
    'GET /api/eod/summaries': { expect: e(401, 403, 200, 200, 401, 200), request: async () => ({ method: 'GET', url: '/api/eod/summaries' }) },
    // Another organization has no thread on that date: 404, as for one that does not exist.
    'GET /api/morning-threads/by-date/{date}': {
      expect: e(401, 403, 200, 200, 401, 404),
      request: async () => {
        await thread();
        return { method: 'GET', url: `/api/morning-threads/by-date/2030-01-${String(threadDay).padStart(2, '0')}` };
      },
    },
    // Another person's history: managers and admins; an employee → 403; another organization's person → 404.
    'GET /api/morning-threads/submissions': { expect: e(401, 403, 200, 200, 401, 404), request: async () => ({ method: 'GET', url: `/api/morning-threads/submissions?userId=${colleague.id}` }) },
    // An absence for someone else: managers and admins; an employee → 403; another organization's person → 404.
    'POST /api/absences': { expect: e(401, 403, 201, 201, 401, 404), request: async () => ({ method: 'POST', url: '/api/absences', payload: { ...absenceDates(), userId: colleague.id } }) },
    'GET /api/absences': { expect: ANY_USER(200), request: async () => ({ method: 'GET', url: '/api/absences' }) },
    // Not the owner: an employee gets 404 as for one that does not exist, like another organization.
    'DELETE /api/absences/{id}': { expect: e(401, 404, 204, 204, 401, 404), request: async () => ({ method: 'DELETE', url: `/api/absences/${await colleagueAbsence()}` }) },
    'GET /api/outbox': { expect: e(401, 403, 403, 200, 401, 200), request: async () => ({ method: 'GET', url: '/api/outbox' }) },
    'POST /api/outbox/{id}/retry': {
      expect: e(401, 403, 403, 200, 401, 404),
      request: async () => {
        // Back to undeliverable (chat_b has no adapter), so that a retry is possible again.
        await t.app.workers.outbox.runOnce({ organizationIds: [org.id] });
        return { method: 'POST', url: `/api/outbox/${undeliverableId}/retry` };
      },
    },
  };

  test('every operation of the OpenAPI document has a row, and no row is stale', () => {
    assert.deepEqual(operations.filter((op) => !ROWS[op]), [], 'operations without a row in the authorization matrix');
    assert.deepEqual(Object.keys(ROWS).filter((op) => !operations.includes(op)), [], 'rows for operations that no longer exist');
  });

  test('a token stops working when its user is deactivated or changes role or organization; a scoped key acts only on its organization', async () => {
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const demoted = await org.addMember('manager');
    assert.equal((await me(demoted.token)).statusCode, 200);
    assert.equal((await admin({ method: 'PATCH', url: `/api/users/${demoted.id}`, payload: { role: 'employee' } })).statusCode, 200);
    assert.equal((await me(demoted.token)).statusCode, 401, 'a token of the old role');
    const leaver = await org.addMember('employee');
    assert.equal((await admin({ method: 'DELETE', url: `/api/users/${leaver.id}` })).statusCode, 204);
    assert.equal((await me(leaver.token)).statusCode, 401, 'a deactivated user');
    // A well-signed token that names another organization than the user's.
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await new SignJWT({ orgId: other.id, role: 'employee' }).setProtectedHeader({ alg: 'HS256' })
      .setSubject(employee.id).setIssuedAt(iat).setExpirationTime(iat + 600).sign(new TextEncoder().encode(t.config.jwtSecret!));
    assert.equal((await me(forged)).statusCode, 401, 'a token of another organization');

    const key = await other.scopedKey('scoped to B');
    const scoped = { 'x-api-key': key };
    const today = await call(null, { method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}` }, scoped);
    assert.equal(today.statusCode, 404);
    assert.equal((await call(null, { method: 'GET', url: `/api/eod/summary?orgId=${org.id}` }, scoped)).statusCode, 404);
    assert.equal((await call(null, { method: 'GET', url: `/api/morning-threads/today?orgId=${other.id}` }, scoped)).statusCode, 200);
    // Only the operator's key vouches that a code reached a platform user (decisions §2).
    const code = await call(null, { method: 'POST', url: '/api/identities/link-codes', payload: identity() }, scoped);
    assert.deepEqual([code.statusCode, json(code).code], [403, 'operator_key_required']);

    // A role too low says so, from either user guard.
    for (const request of [{ method: 'GET', url: '/analytics' }, { method: 'GET', url: `/api/eod/summary?orgId=${org.id}` }]) {
      const res = await call(employee, request);
      assert.deepEqual([res.statusCode, json(res).message], [403, 'Insufficient permissions'], request.url);
    }
  });

  test('every caller gets exactly the expected status on every operation', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      const row = ROWS[operation];
      if (!row) continue;
      for (const caller of CALLERS) {
        const request = await row.request();
        const res = caller === 'none' ? await call(null, request)
          : caller === 'key' ? await call(null, request, apiKeyHeader())
            : await call({ employee, manager, admin: org.admin, otherAdmin: other.admin }[caller], request);
        if (res.statusCode !== row.expect[caller]) {
          mismatches.push(`${operation} as ${caller}: expected ${row.expect[caller]}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    assert.deepEqual(mismatches, []);
    // The fixtures really belonged to organization A: nothing of A leaked into B's outbox.
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from outbound_messages where organization_id = ${other.id}::uuid`);
    assert.equal(row!.n, 0);
  });
});
