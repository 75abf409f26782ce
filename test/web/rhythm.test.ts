// The daily-rhythm pages in headless Chromium against the real service, with axe-core on each
// (decisions §10): a person's History (what they planned, what got done, blockers, absences) and
// its CSV export, the absence form on Profile, and on Daily rhythm the CSV of a range's summaries
// and the team's upcoming absences. Then History and the absence form in Arabic.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { assertAccessible, chromiumMissing, launchBrowser, screenshot, signInAs, startWebService, type WebService } from './browser.ts';

describe('the daily-rhythm pages', { skip: chromiumMissing }, () => {
  let service: WebService;
  let browser: Browser;
  let org: TestOrganization;
  let employee: Member;
  let context: BrowserContext | undefined;
  const clock = new ManualClock(new Date());
  const today = () => clock.now().toISOString().slice(0, 10);

  before(async () => {
    service = await startWebService({ clock });
    browser = await launchBrowser();
    org = await signUpOrganization(service.app, { timezone: 'UTC' });
    employee = await org.addMember('employee', 'Eli Employee');
    const platformUserId = `U-${randomUUID().slice(0, 8)}`;
    const linked = await service.app.inject({ method: 'POST', url: `/api/users/${employee.id}/identities`, headers: apiKeyHeader(), payload: { platform: 'chat_a', platformUserId } });
    assert.equal(linked.statusCode, 201, linked.body);
    const thread = json<'/api/morning-threads', 'post'>(await service.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C', threadTs: '1', date: today() } }));
    const reply = await service.app.inject({
      method: 'POST', url: `/api/morning-threads/${thread.id}/submissions`, headers: apiKeyHeader(),
      payload: { platform: 'chat_a', platformUserId, messageTs: 'm1', rawText: '- =cmd| write the quarterly report\n- blocked by the API review' },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const collected = await as(service.app, org.admin)({ method: 'POST', url: '/api/eod/collect', payload: { orgId: org.id } });
    assert.equal(collected.statusCode, 200, collected.body);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await service?.close();
  });

  async function signedIn(person: Member, locale = 'en-US'): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ locale, timezoneId: 'UTC', acceptDownloads: true });
    const page = await context.newPage();
    await signInAs(page, service.url, person, locale);
    return page;
  }

  test('History: the reply, its tasks with the day\'s outcome, the blocker; the CSV keeps formula-like text as text', async () => {
    const page = await signedIn(employee);
    await page.getByRole('navigation').getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    const planned = page.getByRole('rowheader', { name: /write the quarterly report/ });
    await planned.waitFor();
    assert.equal(await page.getByText('Carried forward', { exact: true }).count(), 1, 'the outcome of the day\'s collection');
    await page.getByText('blocked by the API review', { exact: true }).waitFor();
    await assertAccessible(page, 'History');
    await screenshot(page, 'history');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    assert.match(csv, /Eli Employee,/);
    assert.match(csv, /write the quarterly report,Carried forward,blocked by the API review,"'- =cmd\| write the quarterly report\n- blocked by the API review"\r\n/);
    assert.doesNotMatch(csv, /(?:^|,|")[=+@]/m, 'no cell starts like a formula');
  });

  test('Profile: a person adds and deletes their own absence; bad dates are said at the field', async () => {
    const page = await signedIn(employee);
    await page.goto(`${service.url}/profile`);
    const form = page.getByRole('form', { name: 'Absences' });
    await form.getByLabel('First day').fill('2030-07-01');
    await form.getByLabel('Last day').fill('2030-06-01');
    await form.getByRole('button', { name: 'Add absence' }).click();
    await page.getByRole('alert').first().waitFor();
    assert.equal(json<'/api/absences'>(await as(service.app, employee)({ method: 'GET', url: '/api/absences' })).total, 0, 'a reversed range is refused');
    await form.getByLabel('Last day').fill('2030-07-05');
    await form.getByLabel('Reason').selectOption('sick');
    await form.getByRole('button', { name: 'Add absence' }).click();
    const remove = page.getByRole('button', { name: /^Delete absence / });
    await remove.waitFor();
    const stored = json<'/api/absences'>(await as(service.app, employee)({ method: 'GET', url: '/api/absences' })).data;
    assert.deepEqual(stored.map((a: { startDate: string; endDate: string; reason: string }) => [a.startDate, a.endDate, a.reason]), [['2030-07-01', '2030-07-05', 'sick']]);
    await assertAccessible(page, 'Profile with an absence');
    await screenshot(page, 'profile-absences');
    await remove.click();
    await page.getByText('No absences recorded.').waitFor();
    assert.equal(json<'/api/absences'>(await as(service.app, employee)({ method: 'GET', url: '/api/absences' })).total, 0);
  });

  test('Daily rhythm: the team\'s upcoming absences and the CSV of the range\'s summaries', async () => {
    assert.equal((await as(service.app, employee)({ method: 'POST', url: '/api/absences', payload: { startDate: '2030-08-03', endDate: '2030-08-04' } })).statusCode, 201);
    const page = await signedIn(org.admin);
    await page.goto(`${service.url}/team/rhythm`);
    const upcoming = page.getByRole('table', { name: 'Team absences from today' });
    await upcoming.getByRole('rowheader', { name: 'Eli Employee' }).waitFor();
    await assertAccessible(page, 'Daily rhythm');
    await screenshot(page, 'rhythm-absences');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const summary = json<'/api/eod/summary/{date}'>(await as(service.app, org.admin)({ method: 'GET', url: `/api/eod/summary/${today()}?orgId=${org.id}` }));
    assert.ok(csv.includes(`${today()},${summary.totalTasks},${summary.done},${summary.carryForward},${summary.dropped},${summary.noUpdate},${summary.absent},`), csv);

    // A manager reads each person's history.
    await page.goto(`${service.url}/history`);
    await page.getByLabel('Person').selectOption({ label: 'Eli Employee' });
    await page.getByRole('rowheader', { name: /write the quarterly report/ }).waitFor();
    await assertAccessible(page, 'History of another person');
  });

  test('in Arabic, History and the absence form are right to left and accessible', async () => {
    const page = await signedIn(employee, 'ar-EG');
    await page.goto(`${service.url}/history`);
    await page.getByRole('heading', { level: 1, name: 'السجل' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByRole('rowheader', { name: /write the quarterly report/ }).waitFor();
    await assertAccessible(page, 'History in Arabic');
    await screenshot(page, 'arabic-history');
    await page.goto(`${service.url}/profile`);
    const form = page.getByRole('form', { name: 'الغيابات' });
    await form.getByLabel('اليوم الأول').waitFor();
    await assertAccessible(page, 'Profile in Arabic');
    await screenshot(page, 'arabic-profile');
  });
});
