// A person's day in headless Chromium against the real service: sign up, chat a task, confirm
// it, complete it, log a mood, switch the interface to Arabic — with axe-core on every page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { uniqueEmail } from '../helpers.ts';
import { assertAccessible, chromiumMissing, launchBrowser, screenshot, startWebService, type WebService } from './browser.ts';

describe('a person\'s day in the web app', { skip: chromiumMissing }, () => {
  let service: WebService;
  let browser: Browser;
  let page: Page;

  before(async () => {
    service = await startWebService();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: 'en-US', timezoneId: 'Europe/Berlin' });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  test('sign up, chat a task, confirm it, complete it, log a mood, read it in Arabic', async () => {
    await page.goto(`${service.url}/`);
    await page.waitForURL('**/signin');
    await assertAccessible(page, 'sign-in');
    await screenshot(page, 'signin');

    await page.getByRole('link', { name: 'Create an organization' }).click();
    await page.waitForURL('**/signup');
    assert.equal(await page.getByLabel('Time zone').inputValue(), 'Europe/Berlin', 'the time zone defaults to the browser\'s');
    await assertAccessible(page, 'sign-up');
    await page.getByLabel('Organization name').fill('Northwind Studio');
    await page.getByLabel('Your name').fill('Dana Scully');
    await page.getByLabel('Email').fill(uniqueEmail('dana'));
    await page.getByLabel('Password').fill('correct horse battery');
    await screenshot(page, 'signup');
    await page.getByRole('button', { name: 'Create organization' }).click();

    await page.waitForURL('**/chat');
    const nav = page.getByRole('navigation');
    for (const name of ['Chat', 'Tasks', 'Mood', 'Wellbeing', 'Profile']) {
      assert.equal(await nav.getByRole('link', { name, exact: true }).count(), 1, `navigation link ${name}`);
    }
    await assertAccessible(page, 'chat, empty');
    await page.getByRole('textbox', { name: 'Message' }).fill('remind me to send the newsletter tomorrow, it is urgent');
    await page.getByRole('button', { name: 'Send' }).click();
    const card = page.getByRole('article').filter({ hasText: 'newsletter' });
    await card.waitFor();
    await assertAccessible(page, 'chat with a draft');
    await screenshot(page, 'chat-draft');
    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    await card.getByText('Added to your tasks').waitFor();

    await nav.getByRole('link', { name: 'Tasks' }).click();
    await page.waitForURL('**/tasks');
    // The address changes before the page has loaded: wait for the task's buttons, then no chat turn is left.
    await page.getByRole('button', { name: 'Complete' }).first().waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'newsletter' });
    await row.waitFor();
    await assertAccessible(page, 'tasks');
    await screenshot(page, 'tasks');
    await row.getByRole('button', { name: 'Complete' }).click();
    await row.getByRole('button', { name: 'Reopen' }).waitFor();

    await nav.getByRole('link', { name: 'Mood' }).click();
    await page.waitForURL('**/mood');
    await page.getByRole('radio', { name: '4', exact: true }).check();
    await page.getByLabel('Note').fill('A good, calm day');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Thanks for checking in.').waitFor();
    await page.getByRole('img', { name: /moods over the last 30 days/ }).waitFor();
    await assertAccessible(page, 'mood');
    await screenshot(page, 'mood');

    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await assertAccessible(page, 'profile');
    await page.getByLabel('Language').selectOption('arabic');
    await page.locator('html[dir="rtl"]').waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
    await assertAccessible(page, 'profile in Arabic');
    await screenshot(page, 'profile-arabic');
  });
});
