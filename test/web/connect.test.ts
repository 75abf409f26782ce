// Settings → "Connect a chat platform" in headless Chromium: the live status of each platform as
// the bridge's /healthz and the service see it, each chat app's guide with Slack's one-click
// manifest, and the checklist's "Connect your chat platform" step done by the first event — in
// English and Arabic, axe-core on each.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiKeyHeader, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { assertAccessible, chromiumMissing, launchBrowser, screenshot, signInAs, startWebService, type WebService } from './browser.ts';

/** A bridge's health check: Slack on Socket Mode connected, Telegram polling with an error. */
function startBridgeHealth(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url !== '/healthz') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      status: 'ok',
      platforms: {
        chat_a: { platform: 'slack', mode: 'socket', connected: true, lastEventAt: null, lastError: null },
        chat_b: { platform: 'telegram', mode: 'polling', connected: false, lastEventAt: null, lastError: 'getUpdates: 401 Unauthorized' },
      },
    }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

describe('connect a chat platform', { skip: chromiumMissing }, () => {
  let bridge: Awaited<ReturnType<typeof startBridgeHealth>>;
  let service: WebService;
  let browser: Browser;
  let org: TestOrganization;
  let context: BrowserContext | undefined;

  before(async () => {
    bridge = await startBridgeHealth();
    service = await startWebService({
      env: { CHAT_A_BOT_URL: `${bridge.url}/deliveries`, CHAT_B_BOT_URL: `${bridge.url}/deliveries`, BOT_SIGNING_SECRET: 'bridge-signing-secret-0123456789' },
    });
    browser = await launchBrowser();
    org = await signUpOrganization(service.app, { name: 'Wired Works' });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
    bridge?.server.close();
  });

  async function signedIn(person: Member, locale = 'en-US'): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ locale, timezoneId: 'UTC' });
    const page = await context.newPage();
    await signInAs(page, service.url, person, locale);
    return page;
  }

  test('status per platform, the guides with Slack\'s manifest, and the checklist step done by the first event', async () => {
    const page = await signedIn(org.admin);
    await page.goto(`${service.url}/settings`);
    const connect = page.getByRole('region', { name: 'Connect a chat platform' });
    const row = (code: string) => connect.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
    await row('chat_a').getByText('Connected').waitFor();
    await row('chat_a').getByText('Socket Mode').waitFor();
    await row('chat_b').getByText('Not connected').waitFor();
    await row('chat_b').getByText('Last error: getUpdates: 401 Unauthorized').waitFor();
    await row('chat_c').getByText('Not set up').waitFor();
    assert.equal(await row('chat_a').getByRole('cell').nth(0).textContent(), 'Slack');
    const step = page.getByRole('region', { name: 'Getting started' }).getByRole('listitem').filter({ hasText: 'Connect your chat platform' });
    await step.getByText('(to do)').waitFor();
    await assertAccessible(page, 'connect a chat platform');

    await connect.getByText('Connect Slack').click();
    const manifestLink = connect.getByRole('link', { name: /Create the Slack app from a manifest/ });
    const href = (await manifestLink.getAttribute('href'))!;
    const prefix = 'https://api.slack.com/apps?new_app=1&manifest_json=';
    assert.ok(href.startsWith(prefix), href);
    const manifest = JSON.parse(decodeURIComponent(href.slice(prefix.length)));
    assert.equal(manifest.settings.socket_mode_enabled, true);
    assert.ok(manifest.oauth_config.scopes.bot.includes('chat:write'));
    await connect.getByText('SLACK_APP_TOKEN=xapp-…').waitFor();
    await connect.getByText('CHAT_A_BOT_URL=http://bridge:3100/deliveries', { exact: false }).waitFor();
    await connect.getByText('Connect Telegram').click();
    await connect.getByText(/@BotFather/).waitFor();
    await connect.getByText('Connect Mattermost').click();
    await connect.getByText(/MATTERMOST_BOT_TOKEN/).first().waitFor();
    await assertAccessible(page, 'the connect guides open');
    await screenshot(page, 'settings-connect');

    // The bridge acts for a linked person on chat_a: the first event.
    const member = await org.addMember('employee');
    const identity = { platform: 'chat_a', platformUserId: `U-${randomUUID().slice(0, 8)}`, platformTeamId: `T-${randomUUID().slice(0, 8)}` };
    assert.equal((await service.app.inject({ method: 'POST', url: `/api/users/${member.id}/identities`, headers: apiKeyHeader(), payload: identity })).statusCode, 201);
    assert.equal((await service.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: apiKeyHeader(), payload: identity })).statusCode, 200);
    await connect.getByRole('button', { name: 'Check again' }).click();
    await row('chat_a').locator('time').waitFor();
    await step.getByText('(done)').waitFor();
  });

  test('in Arabic the guide reads right to left and stays accessible', async () => {
    const page = await signedIn(org.admin, 'ar-EG');
    await page.goto(`${service.url}/settings`);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const connect = page.getByRole('region', { name: 'ربط منصة محادثة' });
    await connect.getByText('متصل', { exact: true }).waitFor();
    await connect.getByText('ربط Slack').click();
    await connect.getByRole('link', { name: /إنشاء تطبيق Slack/ }).waitFor();
    await assertAccessible(page, 'connect a chat platform in Arabic');
    await screenshot(page, 'settings-connect-arabic');
  });
});
