// The chat_a sign-in against a real OpenID Connect provider (oidc-provider) on loopback,
// driven browserless: follow the redirects, log in and consent at the provider's pages.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error -- oidc-provider v9 publishes no type declarations
import Provider from 'oidc-provider';
import { createTeamOrganization } from '../../src/modules/organizations/service.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { oauthStates } from '../../src/platform/db/schema.ts';
import { apiKeyHeader, as, bearer, json, signUpOrganization, startTestApp, uniqueEmail, type TestApp, type Refusal } from '../helpers.ts';
import { freePort } from '../ports.ts';

const CLIENT_ID = 'tpw-test-client';
const CLIENT_SECRET = 'tpw-test-client-secret';
const WEB_ORIGIN = 'http://localhost:5173';
const RETURN_URL = `${WEB_ORIGIN}/signed-in`;
const CALLBACK_PATH = '/api/auth/chat_a/callback';

type Claims = { email?: string; email_verified?: boolean; name?: string; team_id?: string; team_name?: string };

interface TestProvider {
  issuer: string;
  accounts: Map<string, Claims>;
  /** How the token endpoint behaves: normally, answering 503, or dropping the connection. */
  tokenEndpoint: 'up' | '503' | 'reset';
  discoveryRequests: number;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) => new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, '127.0.0.1', () => resolve());
});

async function startProvider(redirectUris: string[], port = 0): Promise<TestProvider> {
  const server = createServer();
  await listen(server, port);
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const accounts = new Map<string, Claims>();
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    // team_id and team_name ride with the openid scope, as chat platforms send them.
    claims: { openid: ['sub', 'team_id', 'team_name'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, id: string) {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
    },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-signing-key'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: true } },
  });
  const handle = provider.callback();
  const state: TestProvider = {
    issuer, accounts, tokenEndpoint: 'up', discoveryRequests: 0,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/.well-known/openid-configuration')) state.discoveryRequests += 1;
    if (req.url?.startsWith('/token') && state.tokenEndpoint === 'reset') return req.socket.destroy();
    if (req.url?.startsWith('/token') && state.tokenEndpoint === '503') return res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>down</h1>');
    return handle(req, res);
  });
  return state;
}

class CookieJar {
  #cookies = new Map<string, string>();

  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]!;
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A fresh browser at the authorization address: logs in as `account` and consents (or aborts),
 * follows every redirect and returns the service's answer at the callback, unfollowed.
 */
async function throughProvider(authorizationUrl: string, callbackUrl: string, account: string, options: { abort?: boolean } = {}): Promise<Response> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    if (url.startsWith(callbackUrl)) return response;
    jar.keep(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      await response.body?.cancel();
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !prompt) throw new Error(`unexpected provider answer ${response.status}: ${page.slice(0, 500)}`);
    if (options.abort) url = `${url}/abort`;
    else form = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'anything' } : { prompt });
  }
  throw new Error('too many redirects');
}

const fragmentOf = (response: Response) => {
  assert.equal(response.status, 302, `expected a redirect, got ${response.status}`);
  const location = new URL(response.headers.get('location')!);
  return { location, params: new URLSearchParams(location.hash.slice(1)) };
};

interface SignedIn { userId: string; organizationId: string; role: string; token: string }

describe('chat_a sign-in', () => {
  let provider: TestProvider;
  let t: TestApp;
  let clock: ManualClock;
  let base: string;
  let explicitPort: number;
  const callbackUrl = () => `${base}${CALLBACK_PATH}`;

  const chatAEnv = (publicUrl: string, issuer: string) => ({
    CHAT_A_ISSUER: issuer, CHAT_A_CLIENT_ID: CLIENT_ID, CHAT_A_CLIENT_SECRET: CLIENT_SECRET,
    WEB_ORIGINS: `${WEB_ORIGIN},https://app.example.test`, PUBLIC_URL: publicUrl,
  });

  before(async () => {
    const port = await freePort();
    explicitPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    provider = await startProvider([`${base}${CALLBACK_PATH}`, `http://127.0.0.1:${explicitPort}${CALLBACK_PATH}`]);
    clock = new ManualClock(new Date());
    t = await startTestApp({ clock, env: chatAEnv(base, provider.issuer) });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  const authorizationUrl = async (returnUrl = RETURN_URL) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/chat_a/url?returnUrl=${encodeURIComponent(returnUrl)}` });
    assert.equal(response.statusCode, 200, response.body);
    return json<{ url: string; state: string; callbackUrl: string; type: string }>(response);
  };

  const person = (claims: Claims = {}) => {
    const id = `U${randomUUID().slice(0, 8)}`;
    provider.accounts.set(id, { email: uniqueEmail('chat'), email_verified: true, name: `Person ${id}`, ...claims });
    return id;
  };

  async function signIn(account: string): Promise<SignedIn> {
    const started = await authorizationUrl();
    const answer = await throughProvider(started.url, callbackUrl(), account);
    const { location, params } = fragmentOf(answer);
    assert.equal(location.origin + location.pathname, RETURN_URL);
    assert.equal(params.get('error'), null, `sign-in refused: ${params.get('error')}`);
    assert.equal(params.get('state'), started.state, 'the fragment carries the state the sign-in started with');
    assert.equal(params.get('expiresIn'), '604800');
    const token = params.get('accessToken')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    assert.equal(me.statusCode, 200);
    return { userId: json<'/api/auth/me'>(me).id, organizationId: json<'/api/auth/me'>(me).organizationId, role: json<'/api/auth/me'>(me).role, token };
  }

  async function refusal(account: string, options: { abort?: boolean } = {}): Promise<string | null> {
    const started = await authorizationUrl();
    const { params } = fragmentOf(await throughProvider(started.url, callbackUrl(), account, options));
    assert.equal(params.get('accessToken'), null);
    assert.equal(params.get('state'), started.state);
    return params.get('error');
  }

  const resolve = async (platformUserId: string, platformTeamId?: string) => json<'/api/users/resolve-platform', 'post'>(await t.app.inject({
    method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(),
    payload: { platform: 'chat_a', platformUserId, ...(platformTeamId ? { platformTeamId } : {}) },
  }));

  test('the authorization address: code flow with PKCE S256, the scopes, a fresh state and nonce', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/chat_a/url?returnUrl=${encodeURIComponent(RETURN_URL)}` });
    assert.equal(response.headers['x-ratelimit-limit'], String(t.config.rateLimits.auth));
    const first = json<'/api/auth/chat_a/url'>(response);
    assert.equal(first.type, 'signin');
    assert.equal(first.callbackUrl, callbackUrl());
    const url = new URL(first.url);
    assert.equal(url.origin, provider.issuer);
    assert.equal(url.searchParams.get('client_id'), CLIENT_ID);
    assert.equal(url.searchParams.get('redirect_uri'), callbackUrl());
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('scope'), 'openid email profile');
    assert.equal(url.searchParams.get('state'), first.state);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.match(url.searchParams.get('code_challenge')!, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(url.searchParams.get('nonce'));
    assert.ok(first.state.length >= 32);
    const second = await authorizationUrl('https://app.example.test/x?y=1');
    assert.notEqual(second.state, first.state);
  });

  test('returnUrl must be on one of WEB_ORIGINS exactly → else 400 with the error body', async () => {
    const bad = [
      '', 'not a url', '/relative/path', 'javascript:alert(1)', 'https://evil.example/',
      'http://localhost:5173.evil.example/', 'http://localhost:5173@evil.example/', 'http://localhost:5174/',
      'https://localhost:5173/', 'http://app.example.test/',
    ];
    for (const returnUrl of bad) {
      const response = await t.app.inject({ method: 'GET', url: `/api/auth/chat_a/url?returnUrl=${encodeURIComponent(returnUrl)}` });
      assert.equal(response.statusCode, 400, returnUrl);
      assert.equal(json<Refusal>(response).error, 'Bad Request');
      assert.equal(json<Refusal>(response).statusCode, 400);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/auth/chat_a/url' })).statusCode, 400);
    const long = `${WEB_ORIGIN}/${'a'.repeat(2100)}`;
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/auth/chat_a/url?returnUrl=${long}` })).statusCode, 400);
  });

  test('a new person of a new team becomes the admin of a new organization tied to the team', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const ada = person({ name: 'Ada Lovelace', team_id: team, team_name: 'Analytical Engines' });
    const answer = await throughProvider((await authorizationUrl(`${RETURN_URL}?from=chat#stale`)).url, callbackUrl(), ada);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const { location, params } = fragmentOf(answer);
    assert.equal(location.search, '?from=chat');
    const me = json<'/api/auth/me'>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(params.get('accessToken')!) }));
    assert.equal(me.role, 'admin');
    assert.equal(me.name, 'Ada Lovelace');
    assert.equal(me.email, provider.accounts.get(ada)!.email);
    const organization = json<'/api/organizations/current'>(await t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: bearer(params.get('accessToken')!) }));
    assert.equal(organization.name, 'Analytical Engines');
    assert.match(organization.slug, /^analytical-engines/);

    const resolved = await resolve(ada, team);
    assert.equal(resolved?.userId, me.id);
    assert.equal(resolved?.organizationId, me.organizationId);
    assert.equal(resolved?.role, 'admin');
    // The identity is keyed by team: without it (or with another) it is not this one.
    assert.equal(await resolve(ada), null);
    assert.equal(await resolve(ada, 'T-other'), null);
  });

  test('a second person of the same team joins that organization as an employee; a returning one stays the same user', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const first = await signIn(person({ team_id: team }));
    const bobAccount = person({ name: 'Bob', team_id: team });
    const bob = await signIn(bobAccount);
    assert.equal(bob.organizationId, first.organizationId);
    assert.equal(bob.role, 'employee');
    assert.equal((await resolve(bobAccount, team))?.userId, bob.userId);

    const again = await signIn(bobAccount);
    assert.equal(again.userId, bob.userId);
    const members = json<'/api/users'>(await as(t.app, { token: first.token })({ method: 'GET', url: '/api/users' }));
    assert.equal(members.total, 2);
    const identities = json<'/api/users/{id}/identities'>(await as(t.app, { token: first.token })({ method: 'GET', url: `/api/users/${bob.userId}/identities` }));
    assert.equal(identities.length, 1);
    assert.deepEqual({ platform: identities[0]!.platform, platformUserId: identities[0]!.platformUserId, platformTeamId: identities[0]!.platformTeamId },
      { platform: 'chat_a', platformUserId: bobAccount, platformTeamId: team });
  });

  test('an existing user with the same verified e-mail (any case) is linked; the team is not tied to that organization', async () => {
    const org = await signUpOrganization(t.app);
    const team = `T${randomUUID().slice(0, 8)}`;
    const account = person({ email: org.admin.email.toUpperCase(), team_id: team });
    const linked = await signIn(account);
    assert.equal(linked.userId, org.admin.id);
    assert.equal(linked.organizationId, org.id);
    assert.equal(linked.role, 'admin');
    assert.equal((await resolve(account, team))?.userId, org.admin.id);
    // Signing in with the password still works and nobody new was made.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: org.admin.email, password: org.admin.password } })).statusCode, 200);
    assert.equal(json<'/api/users'>(await as(t.app, org.admin)({ method: 'GET', url: '/api/users' })).total, 1);

    const teammate = await signIn(person({ team_id: team }));
    assert.notEqual(teammate.organizationId, org.id);
    assert.equal(teammate.role, 'admin');
  });

  test('an unverified e-mail is never linked: #error=email_in_use when it is taken, and nothing is linked', async () => {
    const org = await signUpOrganization(t.app);
    const account = person({ email: org.admin.email, email_verified: false, team_id: `T${randomUUID().slice(0, 8)}` });
    assert.equal(await refusal(account), 'email_in_use');
    assert.equal(await resolve(account, provider.accounts.get(account)!.team_id), null);
  });

  test('a person without a team gets an organization of their own; without an e-mail no user can be made', async () => {
    const loner = person({ name: 'Lone Wolf' });
    const signedIn = await signIn(loner);
    assert.equal(signedIn.role, 'admin');
    const organization = json<'/api/organizations/current'>(await t.app.inject({ method: 'GET', url: '/api/organizations/current', headers: bearer(signedIn.token) }));
    assert.equal(organization.name, 'Lone Wolf\'s organization');
    assert.equal((await resolve(loner))?.userId, signedIn.userId);

    assert.equal(await refusal(person({ email: undefined, team_id: `T${randomUUID().slice(0, 8)}` })), 'email_required');
  });

  test('two first sign-ins of one new team at once: one admin, one employee, one organization', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const [a, b] = await Promise.all([signIn(person({ team_id: team })), signIn(person({ team_id: team }))]);
    assert.equal(a.organizationId, b.organizationId);
    assert.deepEqual([a.role, b.role].sort(), ['admin', 'employee']);
  });

  test('a deactivated user is refused with #error=account_deactivated', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const admin = await signIn(person({ team_id: team }));
    const account = person({ team_id: team });
    const employee = await signIn(account);
    const removed = await as(t.app, { token: admin.token })({ method: 'DELETE', url: `/api/users/${employee.userId}` });
    assert.equal(removed.statusCode, 204);
    assert.equal(await refusal(account), 'account_deactivated');
    assert.equal(await resolve(account, team), null);
  });

  test('the person declining at the provider → #error=access_denied and no token', async () => {
    assert.equal(await refusal(person(), { abort: true }), 'access_denied');
  });

  test('a provider error arriving with a valid state goes back to returnUrl; an odd error code is replaced', async () => {
    const { state } = await authorizationUrl();
    const response = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=${state}&error=server_error&error_description=boom` });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, `${RETURN_URL}#error=server_error&state=${state}`);
    const odd = await authorizationUrl();
    const second = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=${odd.state}&error=${encodeURIComponent('<script>')}` });
    assert.equal(second.headers.location, `${RETURN_URL}#error=provider_error&state=${odd.state}`);
  });

  test('the token endpoint down (503 or connection dropped) → #error=token_exchange_failed', async () => {
    for (const mode of ['503', 'reset'] as const) {
      provider.tokenEndpoint = mode;
      try {
        assert.equal(await refusal(person()), 'token_exchange_failed', mode);
      } finally {
        provider.tokenEndpoint = 'up';
      }
    }
    // A forged code with a valid state fails the exchange the same way.
    const { state } = await authorizationUrl();
    const forged = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=${state}&code=forged&iss=${encodeURIComponent(provider.issuer)}` });
    assert.equal(forged.headers.location, `${RETURN_URL}#error=token_exchange_failed&state=${state}`);
  });

  test('a replayed, unknown or missing state → 400 with the error body and never a token', async () => {
    const { url } = await authorizationUrl();
    const answer = await throughProvider(url, callbackUrl(), person());
    assert.ok(fragmentOf(answer).params.get('accessToken'));
    const callback = new URL(answer.url);
    const replay = await fetch(callback, { redirect: 'manual' });
    assert.equal(replay.status, 400);
    assert.deepEqual(await replay.json(), { statusCode: 400, message: 'Invalid state', error: 'Bad Request', code: 'invalid_state' });
    assert.equal(replay.headers.get('location'), null);

    const unknown = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=never-issued&code=abc` });
    assert.equal(unknown.statusCode, 400);
    assert.equal(json<Refusal>(unknown).message, 'Invalid state');
    const missing = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?code=abc` });
    assert.equal(missing.statusCode, 400);
    assert.equal(json<Refusal>(missing).message, 'Validation failed');
  });

  test('state lives 10 minutes: just before it works, just after → 400', async () => {
    const fresh = await authorizationUrl();
    clock.advance(10 * 60 * 1000 - 1000);
    const ok = await throughProvider(fresh.url, callbackUrl(), person());
    assert.ok(fragmentOf(ok).params.get('accessToken'));

    const stale = await authorizationUrl();
    clock.advance(10 * 60 * 1000 + 1);
    const expired = await throughProvider(stale.url, callbackUrl(), person());
    assert.equal(expired.status, 400);
    assert.equal(((await expired.json()) as { message: string }).message, 'Invalid state');
  });

  test('explicit endpoints instead of discovery work the same', async () => {
    const explicitBase = `http://127.0.0.1:${explicitPort}`;
    const explicit = await startTestApp({
      env: {
        ...chatAEnv(explicitBase, ''),
        CHAT_A_AUTHORIZATION_URL: `${provider.issuer}/auth`, CHAT_A_TOKEN_URL: `${provider.issuer}/token`, CHAT_A_USERINFO_URL: `${provider.issuer}/me`,
      },
    });
    try {
      await explicit.app.listen({ port: explicitPort, host: '127.0.0.1' });
      const start = json<'/api/auth/chat_a/url'>(await explicit.app.inject({ method: 'GET', url: `/api/auth/chat_a/url?returnUrl=${encodeURIComponent(RETURN_URL)}` }));
      assert.equal(new URL(start.url).searchParams.get('nonce'), null);
      const team = `T${randomUUID().slice(0, 8)}`;
      const account = person({ name: 'Explicit Person', team_id: team });
      const { params } = fragmentOf(await throughProvider(start.url, `${explicitBase}${CALLBACK_PATH}`, account));
      const me = json<'/api/auth/me'>(await explicit.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(params.get('accessToken')!) }));
      assert.equal(me.name, 'Explicit Person');
      assert.equal(me.role, 'admin');
    } finally {
      await explicit.close();
    }
  });

  test('login CSRF: the redirect\'s fragment carries the state, in the order accessToken, expiresIn, state', async () => {
    const started = await authorizationUrl();
    const { location } = fragmentOf(await throughProvider(started.url, callbackUrl(), person()));
    assert.match(location.hash, new RegExp(`^#accessToken=[\\w.-]+&expiresIn=604800&state=${started.state}$`));
    const failed = await authorizationUrl();
    const refused = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=${failed.state}&error=access_denied` });
    assert.equal(new URL(refused.headers.location as string).hash, `#error=access_denied&state=${failed.state}`);
  });

  test('a claim across organizations: an admin\'s link in B is not resolved, a bot\'s link for A replaces it, the sign-in lands in A', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const account = person({ team_id: team, name: 'Victim' });
    const identity = { platform: 'chat_a', platformUserId: account, platformTeamId: team };
    const orgA = await signUpOrganization(t.app);
    const victim = await orgA.addMember('employee', 'Victim');
    const orgB = await signUpOrganization(t.app);
    const decoy = await orgB.addMember('employee', 'Decoy');

    const claim = await as(t.app, orgB.admin)({ method: 'POST', url: `/api/users/${decoy.id}/identities`, payload: identity });
    assert.equal(claim.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(claim).verified, false);
    assert.equal(await resolve(account, team), null, 'an unscoped key does not resolve an admin\'s claim');
    const relayed = json<'/api/chat/service', 'post'>(await t.app.inject({
      method: 'POST', url: '/api/chat/service', headers: apiKeyHeader(),
      payload: { message: 'add a task to pay the invoice', platform: 'chat_a', platformUserId: account, platformTeamId: team },
    }));
    assert.equal(relayed.intent, 'general');
    assert.equal(relayed.taskDraft, undefined, 'nothing is relayed into organization B');

    const vouched = await t.app.inject({ method: 'POST', url: `/api/users/${victim.id}/identities`, headers: apiKeyHeader(), payload: identity });
    assert.equal(vouched.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(vouched).verified, true);
    assert.deepEqual(json<'/api/users/{id}/identities'>(await as(t.app, orgB.admin)({ method: 'GET', url: `/api/users/${decoy.id}/identities` })), []);
    assert.equal((await resolve(account, team))?.userId, victim.id);

    const signedIn = await signIn(account);
    assert.equal(signedIn.organizationId, orgA.id);
    assert.equal(signedIn.userId, victim.id);
    // The admin of B cannot claim it back: it is verified now.
    const again = await as(t.app, orgB.admin)({ method: 'POST', url: `/api/users/${decoy.id}/identities`, payload: identity });
    assert.equal(again.statusCode, 409);
  });

  test('the sign-in ignores an admin\'s claim: it makes the person\'s own account and replaces the claim', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const account = person({ team_id: team, name: 'Claimed' });
    const attacker = await signUpOrganization(t.app);
    const claim = await as(t.app, attacker.admin)({
      method: 'POST', url: `/api/users/${attacker.admin.id}/identities`, payload: { platform: 'chat_a', platformUserId: account, platformTeamId: team },
    });
    assert.equal(claim.statusCode, 201);
    const signedIn = await signIn(account);
    assert.notEqual(signedIn.organizationId, attacker.id);
    assert.notEqual(signedIn.userId, attacker.admin.id);
    assert.deepEqual(json<'/api/users/{id}/identities'>(await as(t.app, attacker.admin)({ method: 'GET', url: `/api/users/${attacker.admin.id}/identities` })), []);
    const own = json<'/api/users/{id}/identities'>(await as(t.app, { token: signedIn.token })({ method: 'GET', url: `/api/users/${signedIn.userId}/identities` }));
    assert.equal(own.length, 1);
    assert.equal(own[0]!.verified, true);
  });

  test('the sign-in ignores a scoped key\'s claim: the team stays free, the person gets their own organization, not the stranger\'s', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const account = person({ team_id: team, name: 'Keyed Victim' });
    const stranger = await signUpOrganization(t.app);
    const key = await stranger.scopedKey();
    const claim = await t.app.inject({
      method: 'POST', url: `/api/users/${stranger.admin.id}/identities`, headers: apiKeyHeader(key),
      payload: { platform: 'chat_a', platformUserId: account, platformTeamId: team },
    });
    assert.equal(claim.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(claim).verified, false);
    const signedIn = await signIn(account);
    assert.notEqual(signedIn.organizationId, stranger.id);
    assert.equal(signedIn.role, 'admin', 'a new organization of the team, since the scoped key tied nothing');
    // The next person of that team joins the person's organization, not the stranger's.
    const teammate = await signIn(person({ team_id: team }));
    assert.deepEqual([teammate.organizationId, teammate.role], [signedIn.organizationId, 'employee']);
  });

  test('ALLOW_SIGNUP=false: a person of a team no organization holds → #error=signup_closed and nothing is created; a tied team still takes people in', async () => {
    const closedBase = `http://127.0.0.1:${explicitPort}`;
    // Explicit endpoints, so that this second service does not add to the provider's discovery count.
    const closed = await startTestApp({
      env: {
        ...chatAEnv(closedBase, ''), ALLOW_SIGNUP: 'false',
        CHAT_A_AUTHORIZATION_URL: `${provider.issuer}/auth`, CHAT_A_TOKEN_URL: `${provider.issuer}/token`, CHAT_A_USERINFO_URL: `${provider.issuer}/me`,
      },
    });
    try {
      await closed.app.listen({ port: explicitPort, host: '127.0.0.1' });
      const through = async (account: string) => {
        const start = json<'/api/auth/chat_a/url'>(await closed.app.inject({ method: 'GET', url: `/api/auth/chat_a/url?returnUrl=${encodeURIComponent(RETURN_URL)}` }));
        return fragmentOf(await throughProvider(start.url, `${closedBase}${CALLBACK_PATH}`, account));
      };
      // What an open sign-up would have made for these two: an organization named after the team
      // or the person, and the person's user. Counted by those names and e-mails, not the whole
      // tables, which other test files write to at the same time on a shared PostgreSQL.
      const teamId = `T${randomUUID().slice(0, 8)}`;
      const accounts = [person({ team_id: teamId }), person()];
      const names = [`Team ${teamId}`, `Person ${accounts[1]}'s organization`];
      const emails = accounts.map((account) => provider.accounts.get(account)!.email as string);
      const count = async () => [
        (await queryRows<{ n: number }>(closed.database.db, sql`select count(*)::int as n from organizations where name in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`))[0]!.n,
        (await queryRows<{ n: number }>(closed.database.db, sql`select count(*)::int as n from users where email in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})`))[0]!.n,
      ];
      const before = await count();
      for (const account of accounts) {
        const { location, params } = await through(account);
        assert.equal(location.origin + location.pathname, RETURN_URL);
        assert.equal(params.get('error'), 'signup_closed');
        assert.equal(params.get('accessToken'), null);
        const email = provider.accounts.get(account)!.email as string;
        assert.equal((await queryRows(closed.database.db, sql`select 1 from users where email = ${email}`)).length, 0);
      }
      assert.deepEqual(await count(), before, 'no organization, no user');

      const team = `T${randomUUID().slice(0, 8)}`;
      const { organization } = await createTeamOrganization(closed.database.db, { name: 'Tied', platform: 'chat_a', platformTeamId: team }, new Date());
      const { params } = await through(person({ team_id: team }));
      assert.equal(params.get('error'), null);
      const me = json<'/api/auth/me'>(await closed.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(params.get('accessToken')!) }));
      assert.deepEqual([me.organizationId, me.role], [organization.id, 'employee']);
    } finally {
      await closed.close();
    }
  });

  test('a team tied to an organization by the sign-in takes admin links from that organization only', async () => {
    const team = `T${randomUUID().slice(0, 8)}`;
    const owner = await signIn(person({ team_id: team }));
    const stranger = await signUpOrganization(t.app);
    const refused = await as(t.app, stranger.admin)({
      method: 'POST', url: `/api/users/${stranger.admin.id}/identities`, payload: { platform: 'chat_a', platformUserId: `U${randomUUID().slice(0, 8)}`, platformTeamId: team },
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(json<Refusal>(refused).message, 'Team belongs to another organization');
    const own = await as(t.app, { token: owner.token })({
      method: 'POST', url: `/api/users/${owner.userId}/identities`, payload: { platform: 'chat_a', platformUserId: `U${randomUUID().slice(0, 8)}`, platformTeamId: team },
    });
    assert.equal(own.statusCode, 201);
    assert.equal(json<'/api/users/{id}/identities', 'post'>(own).verified, false);
  });

  test('the provider metadata is discovered once and kept', async () => {
    await authorizationUrl();
    await authorizationUrl();
    assert.equal(provider.discoveryRequests, 1);
  });
});

describe('chat_a sign-in switched off or unreachable', () => {
  test('unconfigured → the url endpoint answers 503 before returnUrl is looked at; the callback never answers 5xx', async () => {
    const t = await startTestApp();
    try {
      for (const url of ['/api/auth/chat_a/url', `/api/auth/chat_a/url?returnUrl=${encodeURIComponent(RETURN_URL)}`, '/api/auth/chat_a/url?returnUrl=https://evil.example']) {
        const response = await t.app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 503, url);
        assert.deepEqual(json<Refusal>(response), { statusCode: 503, message: 'chat_a sign-in is not configured', error: 'Service Unavailable', code: 'unavailable' });
      }
      const unknown = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=x&code=y` });
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(json<Refusal>(unknown), { statusCode: 400, message: 'Invalid state', error: 'Bad Request', code: 'invalid_state' });

      // A sign-in begun while the provider was configured comes back after it was switched off.
      const state = `state-${randomUUID()}`;
      const now = t.clock.now();
      await t.database.db.insert(oauthStates).values({
        state, codeVerifier: 'v'.repeat(43), nonce: null, returnUrl: `${RETURN_URL}?from=chat`, createdAt: now, expiresAt: new Date(now.getTime() + 600_000),
      });
      const known = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=${state}&code=y` });
      assert.equal(known.statusCode, 302);
      const location = new URL(known.headers.location as string);
      assert.equal(`${location.origin}${location.pathname}${location.search}`, `${RETURN_URL}?from=chat`);
      assert.equal(new URLSearchParams(location.hash.slice(1)).get('error'), 'unavailable');
      assert.equal(new URLSearchParams(location.hash.slice(1)).get('accessToken'), null);
      const replay = await t.app.inject({ method: 'GET', url: `${CALLBACK_PATH}?state=${state}&code=y` });
      assert.equal(replay.statusCode, 400, 'the state was used up');
    } finally {
      await t.close();
    }
  });

  test('a provider that cannot be discovered → 503; once it is up, sign-in works without a restart', async () => {
    // The provider's port is held while it is down (every answer 503), so that no other test can
    // take it before the provider starts there.
    const down = createServer((_request, response) => { response.statusCode = 503; response.end(); });
    await listen(down, 0);
    const providerPort = (down.address() as AddressInfo).port;
    const appPort = await freePort();
    const base = `http://127.0.0.1:${appPort}`;
    const t = await startTestApp({
      env: {
        CHAT_A_ISSUER: `http://127.0.0.1:${providerPort}`, CHAT_A_CLIENT_ID: CLIENT_ID, CHAT_A_CLIENT_SECRET: CLIENT_SECRET,
        WEB_ORIGINS: WEB_ORIGIN, PUBLIC_URL: base,
      },
    });
    let provider: TestProvider | null = null;
    try {
      await t.app.listen({ port: appPort, host: '127.0.0.1' });
      const url = `/api/auth/chat_a/url?returnUrl=${encodeURIComponent(RETURN_URL)}`;
      const refused = await t.app.inject({ method: 'GET', url });
      assert.equal(refused.statusCode, 503);
      assert.equal(json<Refusal>(refused).error, 'Service Unavailable');

      down.closeAllConnections();
      await new Promise((resolve) => down.close(resolve));
      provider = await startProvider([`${base}${CALLBACK_PATH}`], providerPort);
      const up = await t.app.inject({ method: 'GET', url });
      assert.equal(up.statusCode, 200);
      const account = `U${randomUUID().slice(0, 8)}`;
      provider.accounts.set(account, { email: uniqueEmail('late'), email_verified: true, name: 'Late', team_id: `T${randomUUID().slice(0, 8)}` });
      const answer = await throughProvider(json<'/api/auth/chat_a/url'>(up).url, `${base}${CALLBACK_PATH}`, account);
      assert.ok(fragmentOf(answer).params.get('accessToken'));
    } finally {
      await t.close();
      await provider?.close();
      if (down.listening) {
        down.closeAllConnections();
        await new Promise((resolve) => down.close(resolve));
      }
    }
  });
});
