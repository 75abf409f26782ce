// The web app when things go wrong or someone tries something: text from the service is never
// HTML, a refused token leads to sign-in and back without losing what was typed, a failed call
// keeps the input, a chat_a callback the tab did not start is refused, a link code waits for an
// explicit confirmation, and Swagger UI runs under the same Content-Security-Policy.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiKeyHeader, as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { assertAccessible, chromiumMissing, launchBrowser, screenshot, signIn, startWebService, type WebService } from './browser.ts';

const XSS = '<img src=x onerror="window.__xss=1">';

describe('the web app under attack and failure', { skip: chromiumMissing }, () => {
  let service: WebService;
  let browser: Browser;
  let org: TestOrganization;
  let context: BrowserContext;
  let page: Page;
  let violations: string[];

  before(async () => {
    service = await startWebService();
    browser = await launchBrowser();
    org = await signUpOrganization(service.app);
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  async function freshPage(locale = 'en-US'): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ locale, timezoneId: 'Europe/Berlin' });
    page = await context.newPage();
    violations = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    return page;
  }

  async function member(): Promise<Member> {
    return org.addMember('employee', `Member ${Math.random().toString(36).slice(2, 6)}`);
  }

  test('a task title, a chat message and a flag note with HTML are shown as text, never run', async () => {
    const person = await member();
    await org.task(person, { title: `Fix ${XSS}` });
    const flag = json(await as(service.app, person)({ method: 'POST', url: '/api/flags', payload: { severity: 'low', description: `Tired ${XSS}` } }));
    await as(service.app, org.admin)({ method: 'POST', url: `/api/flags/${flag.id}/resolve`, payload: { resolutionNote: `Talked ${XSS}` } });

    await freshPage();
    await signIn(page, service.url, person.email, person.password);
    await page.getByRole('textbox', { name: 'Message' }).fill(`Hello ${XSS}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(`Hello ${XSS}`).waitFor();
    await page.goto(`${service.url}/tasks`);
    await page.getByText(`Fix ${XSS}`).waitFor();
    await page.goto(`${service.url}/wellbeing`);
    await page.getByText(`Tired ${XSS}`).waitFor();
    await page.getByText(`Talked ${XSS}`).waitFor();
    await assertAccessible(page, 'wellbeing with flags');
    await screenshot(page, 'wellbeing');

    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined, 'no injected handler ran');
    assert.equal(await page.locator('img[src="x"]').count(), 0, 'no element was made from the text');
    assert.deepEqual(violations, [], 'nothing even tried to run against the CSP');
  });

  test('a refused token leads to sign-in, and back to the chat with the message still typed', async () => {
    const person = await member();
    await freshPage();
    await signIn(page, service.url, person.email, person.password);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('remind me to renew the domain on Monday');
    // The service refuses the token on the next call, as it does once a token has expired.
    await page.route('**/api/chat', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"statusCode":401,"message":"Token expired","error":"Unauthorized"}' }), { times: 1 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL('**/signin');
    await page.getByText('Your session has ended').waitFor();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/chat');
    assert.equal(await page.getByRole('textbox', { name: 'Message' }).inputValue(), 'remind me to renew the domain on Monday');

    // A token the service no longer takes when the page is opened again: straight to sign-in.
    await page.evaluate(() => {
      const raw = localStorage.getItem('teamwell.session')!;
      localStorage.setItem('teamwell.session', JSON.stringify({ ...JSON.parse(raw), token: 'not-a-valid-token' }));
    });
    await page.goto(`${service.url}/tasks`);
    await page.waitForURL('**/signin');
  });

  test('a network failure or a server error keeps what was typed and says so; a 429 says when to retry', async () => {
    const person = await member();
    await freshPage();
    await signIn(page, service.url, person.email, person.password);
    const box = page.getByRole('textbox', { name: 'Message' });

    await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
    await box.fill('book the meeting room');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Can’t reach the service' }).waitFor();
    assert.equal(await box.inputValue(), 'book the meeting room');
    await page.unroute('**/api/chat');

    await page.route('**/api/chat', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Database unavailable","error":"Service Unavailable"}' }));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'error 503' }).waitFor();
    assert.equal(await box.inputValue(), 'book the meeting room');
    await page.unroute('**/api/chat');

    await page.route('**/api/chat', (route) => route.fulfill({ status: 429, headers: { 'retry-after': '42' }, contentType: 'application/json', body: '{"statusCode":429,"message":"Too Many Requests","error":"Too Many Requests"}' }));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Try again in 42 seconds' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled(), true, 'sending waits as asked');
    assert.equal(await box.inputValue(), 'book the meeting room');
  });

  test('the sign-up form shows the service\'s refusal next to the field it concerns', async () => {
    await freshPage();
    await page.goto(`${service.url}/signup`);
    await page.getByLabel('Organization name').fill('Another org');
    await page.getByLabel('Your name').fill('Copycat');
    await page.getByLabel('Email').fill(org.admin.email);
    await page.getByLabel('Password').fill('long enough password');
    await page.getByRole('button', { name: 'Create organization' }).click();
    const email = page.getByLabel('Email');
    await page.getByText('This e-mail address is already registered.').waitFor();
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.match(String(await email.getAttribute('aria-describedby')), /error/);
    assert.equal(await page.getByLabel('Organization name').inputValue(), 'Another org', 'what was typed stays');
    await assertAccessible(page, 'sign-up with a refused field');
  });

  test('a chat_a callback whose state this tab did not start is refused and signs no one in', async () => {
    const person = await member();
    await freshPage();
    await page.goto(`${service.url}/signin`);
    await page.evaluate(() => sessionStorage.setItem('teamwell.chatA.state', 'started-here'));
    await page.goto(`${service.url}/auth/callback#accessToken=${person.token}&expiresIn=604800&state=someone-elses`);
    await page.getByText('This sign-in was not started in this browser').waitFor();
    assert.equal(await page.evaluate(() => location.hash), '', 'the token is wiped from the address bar');
    assert.equal(await page.evaluate(() => localStorage.getItem('teamwell.session')), null);
    await assertAccessible(page, 'refused callback');
    await page.goto(`${service.url}/chat`);
    await page.waitForURL('**/signin');

    await page.evaluate(() => sessionStorage.setItem('teamwell.chatA.state', 'started-here'));
    await page.goto(`${service.url}/auth/callback#accessToken=${person.token}&expiresIn=604800&state=started-here`);
    await page.waitForURL('**/chat');
    await page.getByRole('navigation').waitFor();
  });

  test('the chat_a button starts the sign-in with a state kept in this tab; it is hidden when chat_a is off', async () => {
    await freshPage();
    await page.goto(`${service.url}/signin`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Sign in with chat_a' }).count(), 0);

    const withChatA = await startWebService({
      env: { CHAT_A_CLIENT_ID: 'web-test', CHAT_A_AUTHORIZATION_URL: 'http://127.0.0.1:9/authorize', CHAT_A_TOKEN_URL: 'http://127.0.0.1:9/token' },
    });
    try {
      await page.route('http://127.0.0.1:9/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>provider</title>' }));
      await page.goto(`${withChatA.url}/signin`);
      await page.getByRole('button', { name: 'Sign in with chat_a' }).click();
      await page.waitForURL('http://127.0.0.1:9/**');
      const state = new URL(page.url()).searchParams.get('state');
      assert.ok(state);
      await page.goto(`${withChatA.url}/signin`);
      assert.equal(await page.evaluate(() => sessionStorage.getItem('teamwell.chatA.state')), state);
    } finally {
      await withChatA.close();
    }
  });

  const linkCode = async (platformUserId: string) => json(await service.app.inject({
    method: 'POST', url: '/api/identities/link-codes', headers: apiKeyHeader(),
    payload: { platform: 'chat_a', platformUserId, platformTeamId: 'T-web', platformUserName: 'Rania Haddad' },
  })).code as string;

  /** The chat account the page names before the person confirms: platform, name and id, each by its label. */
  async function assertNamesAccount(labels: { platform: string; name: string; id: string }, platformUserId: string) {
    const value = (label: string) => page.locator('dl div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await value(labels.id).waitFor();
    assert.equal(await value(labels.platform).textContent(), 'chat_a');
    assert.equal(await value(labels.name).textContent(), 'Rania Haddad');
    assert.equal(await value(labels.id).textContent(), platformUserId);
  }

  test('/link keeps the code through sign-in, wipes it from the address, names the chat account, and redeems it only when asked', async () => {
    const person = await member();
    const platformUserId = `U${Date.now()}`;
    const code = await linkCode(platformUserId);
    await freshPage();
    await page.goto(`${service.url}/link#code=${code}`);
    // The page (loaded on demand) wipes it as soon as it runs.
    await page.waitForFunction(() => location.hash === '', undefined, { timeout: 5000 }).catch(() => {});
    assert.equal(await page.evaluate(() => location.hash), '', 'the code leaves the address bar');
    await assertAccessible(page, 'link, signed out');
    await page.getByRole('button', { name: 'Sign in to continue' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/link');
    await page.getByText('Only continue if you asked').waitFor();
    await page.getByText('This link is for the chat account below').waitFor();
    await assertNamesAccount({ platform: 'Chat platform', name: 'Name in the chat', id: 'Account ID' }, platformUserId);
    const identities = async () => json(await as(service.app, person)({ method: 'GET', url: `/api/users/${person.id}/identities` })).length;
    assert.equal(await identities(), 0, 'nothing is linked before the person confirms');
    await assertAccessible(page, 'link, signed in');
    await screenshot(page, 'link');
    await page.getByRole('button', { name: 'Link account' }).click();
    await page.getByText('your chat_a account is linked').waitFor();
    assert.equal(await identities(), 1);
  });

  test('/link in Arabic names the chat account right to left; a used code says so and offers no button', async () => {
    const person = await member();
    await as(service.app, person)({ method: 'PATCH', url: '/api/chat/language', payload: { language: 'arabic' } });
    const platformUserId = `U${Date.now()}`;
    const code = await linkCode(platformUserId);
    await freshPage();
    await signIn(page, service.url, person.email, person.password);
    await page.goto(`${service.url}/link#code=${code}`);
    await assertNamesAccount({ platform: 'منصة المحادثة', name: 'الاسم في المحادثة', id: 'معرّف الحساب' }, platformUserId);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await assertAccessible(page, 'link, Arabic');
    await screenshot(page, 'link-arabic');

    // Someone else redeemed it meanwhile: the page says it is used, and there is nothing to confirm.
    assert.equal((await as(service.app, await member())({ method: 'POST', url: '/api/identities/link', payload: { code } })).statusCode, 201);
    await page.goto('about:blank');
    await page.goto(`${service.url}/link#code=${code}`);
    await page.getByRole('alert').waitFor();
    assert.equal(await page.getByRole('button', { name: 'ربط الحساب' }).count(), 0);
  });

  test('Swagger UI at /docs runs under the Content-Security-Policy', async () => {
    await freshPage();
    await page.goto(`${service.url}/docs`);
    await page.locator('.opblock').first().waitFor();
    assert.ok(await page.locator('.opblock').count() > 20, 'the operations are listed');
    assert.deepEqual(violations, []);
  });
});
