// Every page of part 1 in headless Chromium, with axe-core on each: tasks (create, pending drafts,
// inline edit, filters, overdue, delete with confirmation, a manager looking at a member's
// tasks), the chat's several drafts, mood prompt and crisis reply, a private conversation, joining
// an organization, a page that does not exist — and the same pages right to left in Arabic.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { as, json, signUpOrganization, uniqueEmail, type Member, type TestOrganization } from '../helpers.ts';
import { assertAccessible, chromiumMissing, launchBrowser, screenshot, signIn, startWebService, type WebService } from './browser.ts';

describe('the pages of a person\'s day', { skip: chromiumMissing }, () => {
  let service: WebService;
  let browser: Browser;
  let org: TestOrganization;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    service = await startWebService();
    browser = await launchBrowser();
    org = await signUpOrganization(service.app, { timezone: 'Europe/Berlin' });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  async function as_(person: Member, locale = 'en-US'): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ locale, timezoneId: 'Europe/Berlin' });
    page = await context.newPage();
    await signIn(page, service.url, person.email, person.password);
    return page;
  }

  test('tasks: create, confirm a pending draft, edit inline, filter by status, overdue, delete after confirming', async () => {
    const person = await org.addMember('employee', 'Tess Tasker');
    await org.task(person, { title: 'Renew the passport', dueDate: '2020-01-15', priority: 1 });
    await as(service.app, person)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Draft from a chat' } });
    await as_(person);
    await page.goto(`${service.url}/tasks`);

    const overdue = page.getByRole('listitem').filter({ hasText: 'Renew the passport' });
    await overdue.getByText('Overdue').waitFor();
    await page.getByRole('heading', { name: 'Waiting for your confirmation' }).waitFor();
    await assertAccessible(page, 'tasks with a pending draft and an overdue task');
    await page.getByRole('article').filter({ hasText: 'Draft from a chat' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Draft from a chat' }).waitFor();

    await page.getByRole('button', { name: 'New task' }).click();
    await page.getByLabel('Title').fill('Plan the offsite');
    await page.getByLabel('Due date').fill('2031-03-02');
    await assertAccessible(page, 'new task form');
    await page.getByRole('button', { name: 'Create task' }).click();
    const created = page.getByRole('listitem').filter({ hasText: 'Plan the offsite' });
    await created.waitFor();
    const stored = json(await as(service.app, person)({ method: 'GET', url: '/api/tasks?limit=100' })).data.find((x: { title: string }) => x.title === 'Plan the offsite');
    assert.ok(stored.dueDate.startsWith('2031-03-0'), 'the due date went to the service');

    await created.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('listitem').filter({ has: page.getByLabel('Title') });
    assert.equal(await editing.getByLabel('Title').inputValue(), 'Plan the offsite');
    await editing.getByLabel('Title').fill('Plan the team offsite');
    await assertAccessible(page, 'task edited inline');
    await editing.getByRole('button', { name: 'Save' }).click();
    const edited = page.getByRole('listitem').filter({ hasText: 'Plan the team offsite' });
    await edited.waitFor();
    await edited.getByRole('button', { name: 'Complete' }).click();
    await edited.getByRole('button', { name: 'Reopen' }).waitFor();

    await page.getByLabel('Status').selectOption('completed');
    await page.waitForURL('**/tasks?status=completed');
    await page.getByText('1–1 of 1 task').waitFor();
    assert.equal(await page.getByRole('listitem').filter({ hasText: 'Renew the passport' }).count(), 0);
    await page.getByLabel('Status').selectOption('');

    const doomed = page.getByRole('listitem').filter({ hasText: 'Renew the passport' });
    await doomed.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('“Renew the passport” will be deleted for good.').waitFor();
    await assertAccessible(page, 'delete confirmation');
    await screenshot(page, 'tasks-delete');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await doomed.count(), 1, 'Cancel keeps the task');
    await doomed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await doomed.waitFor({ state: 'detached' });
    const left = json(await as(service.app, person)({ method: 'GET', url: '/api/tasks?limit=100' })).data.map((x: { title: string }) => x.title);
    assert.deepEqual(left.sort(), ['Draft from a chat', 'Plan the team offsite']);
  });

  test('a manager picks a member and sees their tasks; an employee has no such choice', async () => {
    const worker = await org.addMember('employee', 'Wendy Worker');
    await org.task(worker, { title: 'Wendy\'s report' });
    const manager = await org.addMember('manager', 'Max Manager');
    await as_(manager);
    await page.goto(`${service.url}/tasks`);
    await page.getByLabel('Person').selectOption({ label: 'Wendy Worker' });
    await page.getByRole('listitem').filter({ hasText: 'Wendy\'s report' }).waitFor();
    assert.match(page.url(), new RegExp(`userId=${worker.id}`));
    await assertAccessible(page, 'a member\'s tasks');
    await as_(worker);
    await page.goto(`${service.url}/tasks`);
    await page.getByLabel('Status').waitFor();
    assert.equal(await page.getByLabel('Person').count(), 0);
  });

  test('chat: several drafts and Confirm all; the mood prompt; a crisis reply shown with care', async () => {
    const person = await org.addMember('employee', 'Chen Chatter');
    await as_(person);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('I need to call the bank, email the landlord and water the plants');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm all' }).waitFor();
    const cards = page.getByRole('article');
    assert.ok(await cards.count() >= 2, 'one card per draft');
    await assertAccessible(page, 'chat with several drafts');
    await screenshot(page, 'chat-drafts');
    await page.getByRole('button', { name: 'Confirm all' }).click();
    await page.getByRole('button', { name: 'Confirm all' }).waitFor({ state: 'detached' });
    const confirmed = json(await as(service.app, person)({ method: 'GET', url: '/api/tasks?limit=100' })).total;
    assert.equal(confirmed, await cards.count());

    await box.fill('I want to log my mood');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('radio', { name: '5', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Thanks for checking in.').waitFor();
    assert.equal(json(await as(service.app, person)({ method: 'GET', url: '/api/moods' })).data[0].value, 5);

    await box.fill('I want to end my life');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const care = page.locator('.care');
    await care.locator('.care-help').getByText('call your local emergency number').waitFor();
    assert.equal(await care.getByRole('button').count(), 0, 'no task UI beside a crisis reply');
    await assertAccessible(page, 'chat with a crisis reply');
    await screenshot(page, 'chat-care');
  });

  test('wellbeing: start a private conversation, write, read the manager\'s reply, close it', async () => {
    const person = await org.addMember('employee', 'Ines Inquirer');
    await as_(person);
    await page.goto(`${service.url}/wellbeing`);
    await page.getByLabel('Topic').fill('Workload this month');
    await page.getByRole('button', { name: 'Start conversation' }).click();
    await page.waitForURL('**/wellbeing/inquiries/*');
    await page.getByRole('heading', { name: 'Workload this month' }).waitFor();
    await page.getByLabel('Your message').fill('I have too many deadlines this week.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('I have too many deadlines this week.').waitFor();
    const threadId = page.url().split('/').pop()!;
    await as(service.app, org.admin)({ method: 'POST', url: `/api/flags/inquiries/${threadId}/messages`, payload: { content: 'Let us move two of them.' } });
    await page.reload();
    await page.getByText('Let us move two of them.').waitFor();
    await assertAccessible(page, 'a conversation');
    await screenshot(page, 'inquiry');
    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByText('This conversation is closed.').waitFor();
  });

  test('join an organization with its id; a page that does not exist says so', async () => {
    await context?.close();
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    await page.goto(`${service.url}/join?organization=${org.id}`);
    assert.equal(await page.getByLabel('Organization ID').inputValue(), org.id);
    await assertAccessible(page, 'join');
    await page.getByLabel('Your name').fill('Jo Joiner');
    await page.getByLabel('Email').fill(uniqueEmail('jo'));
    await page.getByLabel('Password').fill('joining password');
    await page.getByRole('button', { name: 'Join organization' }).click();
    await page.waitForURL('**/chat');
    await page.goto(`${service.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await assertAccessible(page, 'not found');
  });

  test('in Arabic every page is laid out right to left and stays accessible', async () => {
    const person = await org.addMember('employee', 'Amal Arabi');
    await org.task(person, { title: 'تسليم التقرير', dueDate: '2020-01-01' });
    await org.moods(person, [4]);
    await context?.close();
    context = await browser.newContext({ locale: 'ar-EG', timezoneId: 'Asia/Dubai' });
    page = await context.newPage();
    await page.goto(`${service.url}/signin`);
    // The Arabic messages load on demand; the page turns right to left once they are in.
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached', timeout: 5000 }).catch(() => {});
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl', 'the browser\'s language picks Arabic');
    await assertAccessible(page, 'sign-in in Arabic');
    await screenshot(page, 'arabic-signin');
    await page.getByLabel('البريد الإلكتروني').fill(person.email);
    await page.getByLabel('كلمة المرور').fill(person.password);
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.getByRole('navigation').waitFor();
    for (const path of ['/chat', '/tasks', '/mood', '/wellbeing', '/profile']) {
      await page.goto(`${service.url}${path}`);
      await page.locator('main h1').waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
      await assertAccessible(page, `${path} in Arabic`);
      await screenshot(page, `arabic${path.replace('/', '-')}`);
    }
  });
});
