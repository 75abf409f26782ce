// The service serves the web app: its files with the right caching and compression, its pages on
// every deep link, /analytics by content negotiation, security headers under which the app and
// /docs run, and the sign-in providers the app asks for. A small built app is made for the test.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { as, json, signUpOrganization, startTestApp, type TestApp, type TestOrganization, type Refusal } from '../helpers.ts';

const INDEX = '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="app"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** What a browser sends when a person opens an address. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function builtApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'tpw-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, '.inputs-hash'), 'secret-ish');
  return root;
}

describe('the web app served by the service', () => {
  let t: TestApp;
  let org: TestOrganization;
  let root: string;
  before(async () => {
    root = builtApp();
    t = await startTestApp({ webRoot: root });
    org = await signUpOrganization(t.app);
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('/ and every page of the app answer index.html to a browser navigation, never cached', async () => {
    for (const url of ['/', '/signin', '/tasks', '/chat?x=1', '/team/flags/4a0c6b8e-0d1c-4f0e-9b1a-2f1f4c8b9d10', '/link', '/auth/callback']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT } });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
      assert.equal(res.body, INDEX, url);
      assert.equal(res.headers['x-ratelimit-limit'], undefined, `${url}: pages are not rate limited`);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/tasks', headers: { accept: 'text/html' } });
    assert.equal(head.statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } })).statusCode, 200, '/ is the app for anyone');
  });

  test('an unknown path answers the 404 error body to API clients and curl, the app only to a browser navigation', async () => {
    for (const accept of ['*/*', 'application/json', undefined, 'application/json, text/html;q=0.5', 'text/html;q=0.5, application/json']) {
      for (const url of ['/no-such-path', '/tasks', '/team/flags/x?y=1']) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
        assert.equal(res.statusCode, 404, `${url} with Accept ${accept}`);
        assert.match(String(res.headers['content-type']), /^application\/json/);
        assert.deepEqual(json<Refusal>(res), { statusCode: 404, message: `Route GET ${url.split('?')[0]} not found`, error: 'Not Found', code: 'route_not_found' });
        assert.match(String(res.headers.vary), /accept/i, 'caches keep the page and the error apart');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no-such-path', headers: { accept: '*/*' } });
    assert.equal(head.statusCode, 404);
    for (const accept of [BROWSER_ACCEPT, 'text/html', 'text/html, application/json;q=0.9']) {
      const page = await t.app.inject({ method: 'GET', url: '/no-such-path', headers: { accept } });
      assert.equal(page.statusCode, 200, accept);
      assert.equal(page.body, INDEX, 'the app shows its own "Page not found"');
    }
  });

  test('hashed assets are immutable and sent precompressed; other files are revalidated', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), SCRIPT);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SCRIPT);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    assert.equal(icon.statusCode, 200);
    assert.equal(icon.headers['cache-control'], 'no-cache');
  });

  test('a missing file, a dotfile and unknown API paths stay JSON 404s', async () => {
    for (const url of ['/assets/missing-123.js', '/favicon.ico', '/.inputs-hash', '/api/nothing-here', '/api', '/docs/nothing', '/analytics/nothing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(res.statusCode, 404, url);
      assert.equal(json<Refusal>(res).statusCode, 404, url);
    }
    assert.equal((await t.app.inject({ method: 'POST', url: '/tasks', payload: {} })).statusCode, 404, 'pages are for GET only');
  });

  test('the API, the docs and the probes keep working beside the app', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    assert.equal(json(await t.app.inject({ method: 'GET', url: '/openapi.json' })).openapi, '3.1.0');
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(docs.statusCode, 200);
    assert.match(docs.body, /swagger-ui/);
    assert.equal((await as(t.app, org.admin)({ method: 'GET', url: '/api/auth/me' })).statusCode, 200);
  });

  test('GET /analytics: a browser navigation gets the app, an API client the analytics', async () => {
    const browser = await t.app.inject({
      method: 'GET', url: '/analytics',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    assert.equal(browser.statusCode, 200);
    assert.equal(browser.body, INDEX);
    assert.match(String(browser.headers.vary), /accept/i);
    const api = await as(t.app, org.admin)({ method: 'GET', url: '/analytics?timeRange=7d', headers: { accept: 'application/json' } });
    assert.equal(api.statusCode, 200);
    assert.equal(json<'/analytics'>(api).timeRange, '7d');
    assert.match(String(api.headers.vary), /accept/i);
    const curl = await as(t.app, org.admin)({ method: 'GET', url: '/analytics', headers: { accept: '*/*' } });
    assert.equal(json<'/analytics'>(curl).timeRange, '30d');
    assert.equal((await t.app.inject({ method: 'GET', url: '/analytics' })).statusCode, 401, 'no Accept, no token: the API answers');
  });

  test('security headers: a CSP without inline script, no framing, no referrer; no HSTS over http', async () => {
    for (const url of ['/', '/api/auth/providers', '/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /default-src 'self'/, url);
      assert.match(csp, /script-src 'self'(;|$)/, `${url}: scripts from the service only, nothing inline`);
      assert.match(csp, /frame-ancestors 'none'/, url);
      assert.doesNotMatch(csp, /unsafe-eval|upgrade-insecure-requests/, url);
      // Swagger UI adds <style> elements; only /docs may use inline styles, and nothing may run inline scripts.
      if (url === '/docs/') assert.match(csp, /style-src 'self' 'unsafe-inline'/);
      else assert.doesNotMatch(csp, /unsafe-inline/, url);
      assert.equal(res.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['strict-transport-security'], undefined, url);
    }
  });

  test('GET /api/auth/providers tells which ways to sign in work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json<'/api/auth/providers'>(res), { chatA: false, organizationSignup: true });
  });
});

describe('the web app behind https, with chat_a and without public sign-up', () => {
  test('HSTS and upgrade-insecure-requests when PUBLIC_URL is https; providers follow the configuration', async () => {
    const t = await startTestApp({
      env: {
        PUBLIC_URL: 'https://teamwell.example', ALLOW_SIGNUP: 'false',
        CHAT_A_CLIENT_ID: 'web-test', CHAT_A_AUTHORIZATION_URL: 'http://127.0.0.1:9/authorize', CHAT_A_TOKEN_URL: 'http://127.0.0.1:9/token',
      },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      assert.deepEqual(json<'/api/auth/providers'>(res), { chatA: true, organizationSignup: false });
      assert.match(String(res.headers['strict-transport-security']), /max-age=31536000/);
      assert.match(String(res.headers['content-security-policy']), /upgrade-insecure-requests/);
      assert.equal(t.config.webOrigins.includes('https://teamwell.example'), true, 'the service\'s own origin may be a chat_a returnUrl');
    } finally {
      await t.close();
    }
  });

  test('without a built app, pages answer 503 with how to build it, and the API still works', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'tpw-web-empty-'));
    const t = await startTestApp({ webRoot: empty });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/tasks', headers: { accept: BROWSER_ACCEPT } });
      assert.equal(page.statusCode, 503);
      assert.match(json<Refusal>(page).message, /npm run web:build/);
      assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    } finally {
      await t.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
