// The chat connection's status for Settings: what the bridge beside each delivery address says at
// /healthz, and when the bridge last acted for someone of the organization (the checklist's step).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, type TestApp, type Refusal } from '../helpers.ts';
import { freePort } from '../ports.ts';

/** A bridge's health check as the bridge answers it: chat_a on Slack, chat_b on Telegram. */
function startBridgeHealth(): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url !== '/healthz') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      status: 'ok',
      platforms: {
        chat_a: { platform: 'slack', mode: 'socket', connected: true, lastEventAt: '2026-11-24T08:59:00.000Z', lastError: null },
        chat_b: { platform: 'telegram', mode: 'polling', connected: false, lastEventAt: null, lastError: `getUpdates: 401 Unauthorized${' x'.repeat(400)}` },
      },
    }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests });
  }));
}

describe('chat connection', () => {
  let t: TestApp;
  let clock: ManualClock;
  let bridge: Awaited<ReturnType<typeof startBridgeHealth>>;

  before(async () => {
    bridge = await startBridgeHealth();
    clock = new ManualClock('2026-11-24T09:00:00.000Z');
    t = await startTestApp({
      clock,
      env: {
        CHAT_A_BOT_URL: `${bridge.url}/deliveries`, CHAT_B_BOT_URL: `${bridge.url}/deliveries`,
        CHAT_C_BOT_URL: `http://127.0.0.1:${await freePort()}/deliveries`, BOT_SIGNING_SECRET: 'bridge-signing-secret-0123456789',
      },
    });
  });
  after(async () => {
    await t.close();
    bridge.server.close();
  });

  const statusOf = async (member: { token: string }, organizationId: string) => {
    const response = await as(t.app, member)({ method: 'GET', url: `/api/organizations/${organizationId}/chat-connection` });
    assert.equal(response.statusCode, 200, response.body);
    return json(response).platforms as Array<Record<string, unknown>>;
  };

  test('each platform as the bridge reports it, asked once per bridge; an unreachable bridge says so', async () => {
    const org = await signUpOrganization(t.app);
    bridge.requests.length = 0;
    const [slack, telegram, third] = await statusOf(org.admin, org.id);
    assert.deepEqual(bridge.requests, ['/healthz'], 'two codes on one bridge: one request');
    assert.deepEqual(slack, {
      platform: 'chat_a', bridge: 'reachable', bridgePlatform: 'slack', mode: 'socket', connected: true,
      bridgeLastEventAt: '2026-11-24T08:59:00.000Z', lastError: null, lastEventAt: null,
    });
    assert.equal(telegram!.bridgePlatform, 'telegram');
    assert.equal(telegram!.connected, false);
    assert.equal((telegram!.lastError as string).length, 300, 'the bridge\'s error is cut');
    assert.equal(third!.bridge, 'unreachable');
    assert.equal(third!.connected, false);
  });

  test('lastEventAt: set when the bridge acts for a person, written again only after minutes; a link code counts from when it was asked for', async () => {
    const org = await signUpOrganization(t.app);
    const member = await org.addMember('employee');
    const identity = { platform: 'chat_a', platformUserId: `U-${randomUUID().slice(0, 8)}`, platformTeamId: `T-${randomUUID().slice(0, 8)}` };
    const linked = await t.app.inject({ method: 'POST', url: `/api/users/${member.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(linked.statusCode, 201, linked.body);
    assert.equal((await statusOf(org.admin, org.id))[0]!.lastEventAt, null, 'a link by itself is no event');

    const resolve = () => t.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(), payload: identity });
    assert.equal((await resolve()).statusCode, 200);
    assert.equal((await statusOf(org.admin, org.id))[0]!.lastEventAt, '2026-11-24T09:00:00.000Z');
    clock.advance(60_000);
    await resolve();
    assert.equal((await statusOf(org.admin, org.id))[0]!.lastEventAt, '2026-11-24T09:00:00.000Z', 'within minutes: not written again');
    clock.advance(10 * 60_000);
    await resolve();
    assert.equal((await statusOf(org.admin, org.id))[0]!.lastEventAt, '2026-11-24T09:11:00.000Z');

    const asked = clock.now().toISOString();
    const chatB = { platform: 'chat_b', platformUserId: `${Date.now()}${Math.floor(Math.random() * 1000)}` };
    const code = json<'/api/identities/link-codes', 'post'>(await t.app.inject({ method: 'POST', url: '/api/identities/link-codes', headers: apiKeyHeader(), payload: chatB })).code;
    clock.advance(3 * 60_000);
    assert.equal((await as(t.app, member)({ method: 'POST', url: '/api/identities/link', payload: { code } })).statusCode, 201);
    assert.equal((await statusOf(org.admin, org.id))[1]!.lastEventAt, asked);
  });

  test('admins of the organization only: a member → 403, another organization → 404', async () => {
    const org = await signUpOrganization(t.app);
    const other = await signUpOrganization(t.app);
    const manager = await org.addMember('manager');
    const ask = (member: { token: string }, id: string) => as(t.app, member)({ method: 'GET', url: `/api/organizations/${id}/chat-connection` });
    const forbidden = await ask(manager, org.id);
    assert.equal(forbidden.statusCode, 403);
    const hidden = await ask(org.admin, other.id);
    assert.equal(hidden.statusCode, 404);
    assert.equal(json<Refusal>(hidden).code, 'organization_not_found');
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/organizations/${org.id}/chat-connection` })).statusCode, 401);
  });
});
