// The admin's and the manager's screens in headless Chromium against the real service: invite a
// person who accepts in a second browser and lands in the app with the invited role; invitation
// links that are forged, expired, revoked or used again (clear words, nothing created); clients
// with their writers and designers on the weekly schedule; the last admin who cannot be demoted or
// deactivated; API keys; the organization's settings; who may open which page — axe-core on each.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ManualClock } from '../../src/platform/clock.ts';
import { en, type Messages } from '../../web/src/i18n/messages/en.ts';
import { as, json, signUpOrganization, uniqueEmail, type Member, type TestOrganization } from '../helpers.ts';
import { assertAccessible, chromiumMissing, launchBrowser, screenshot, signIn, startWebService, type WebService } from './browser.ts';

const DAY = 86_400_000;

test('the English accessible names of these screens are the ones the issue names', () => {
  const contract: Partial<Record<keyof Messages, string>> = {
    'nav.clients': 'Clients', 'nav.people': 'People', 'nav.settings': 'Settings', 'people.invite': 'Invite',
    'field.yourName': 'Your name', 'field.email': 'Email', 'field.password': 'Password', 'invitation.join': 'Join',
    'clients.new': 'New client', 'clients.name': 'Name', 'clients.deployDay': 'Deploy day', 'clients.cadence': 'Content cadence', 'action.save': 'Save',
    'signup.timeZone': 'Time zone', 'settings.checkInTime': 'Check-in time', 'settings.submissionDeadline': 'Submission deadline',
    'settings.eodTime': 'EOD collection time', 'settings.workDays': 'Work days', 'settings.platform': 'Chat platform',
    'settings.defaultLanguage': 'Default language', 'settings.registrationOpen': 'Registration open',
    'settings.holidays': 'Holidays', 'settings.reminderMinutes': 'Reminder (minutes before the deadline)',
    'settings.blockerFollowUpDays': 'Blocker follow-up (work days)',
  };
  for (const [key, name] of Object.entries(contract)) assert.equal(en[key as keyof Messages], name, key);
});

describe('managers and admins run the team', { skip: chromiumMissing }, () => {
  let service: WebService;
  let browser: Browser;
  let org: TestOrganization;
  const contexts: BrowserContext[] = [];

  before(async () => {
    service = await startWebService();
    browser = await launchBrowser();
    org = await signUpOrganization(service.app, { name: 'Harbour Studio', timezone: 'Europe/Berlin' });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin' });
    contexts.push(context);
    return context.newPage();
  }

  async function signedIn(person: Member): Promise<Page> {
    const page = await newPage();
    await signIn(page, service.url, person.email, person.password);
    return page;
  }

  const users = async (admin: Member) => json<'/api/users'>(await as(service.app, admin)({ method: 'GET', url: '/api/users?limit=100' })).data;
  const invite = async (payload: object) => json<'/api/invitations', 'post'>(await as(service.app, org.admin)({ method: 'POST', url: '/api/invitations', payload }));

  test('an admin invites a person, who accepts in a second browser and lands in the app with the invited role; the link works once', async () => {
    const admin = await signedIn(org.admin);
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
    const nav = admin.getByRole('navigation');
    for (const name of ['Clients', 'People', 'Settings']) assert.equal(await nav.getByRole('link', { name, exact: true }).count(), 1, `navigation link ${name}`);
    await nav.getByRole('link', { name: 'People', exact: true }).click();
    await admin.waitForURL('**/people');
    await admin.getByRole('heading', { name: 'Members' }).waitFor();
    await admin.getByRole('heading', { name: 'Ada Admin' }).waitFor();
    await assertAccessible(admin, 'people');

    const inviting = admin.getByRole('region', { name: 'Invite someone' });
    await inviting.getByLabel('Role', { exact: true }).selectOption('manager');
    await inviting.getByRole('button', { name: 'Invite', exact: true }).click();
    const linkField = inviting.getByLabel('Invitation link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    assert.match(link, new RegExp(`^${service.url}/invitation#token=.+`));
    await inviting.getByRole('button', { name: 'Copy link' }).click();
    await inviting.getByText('Copied.').waitFor();
    assert.equal(await admin.evaluate(() => navigator.clipboard.readText()), link);
    await inviting.getByRole('listitem').filter({ hasText: 'Anyone with the link' }).waitFor();
    await assertAccessible(admin, 'people with a new invitation link');
    await screenshot(admin, 'admin-people-invited');

    const before = (await users(org.admin)).length;
    const guest = await newPage();
    await guest.goto(link);
    await guest.getByRole('heading', { name: 'Join Harbour Studio' }).waitFor();
    await guest.getByText('You are invited to join as Manager.').waitFor();
    assert.equal(new URL(guest.url()).hash, '', 'the token leaves the address bar');
    await assertAccessible(guest, 'invitation');
    await screenshot(guest, 'invitation');
    await guest.getByLabel('Your name').fill('Mina Manager');
    const email = uniqueEmail('mina');
    await guest.getByLabel('Email').fill(email);
    await guest.getByLabel('Password').fill('mina password 1');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.waitForURL('**/chat');
    const guestNav = guest.getByRole('navigation');
    await guestNav.getByRole('link', { name: 'Clients', exact: true }).waitFor();
    assert.equal(await guestNav.getByRole('link', { name: 'People', exact: true }).count(), 0, 'a manager has no People page');
    const mina = (await users(org.admin)).find((user) => user.email === email);
    assert.equal(mina?.role, 'manager');
    assert.equal(mina?.name, 'Mina Manager');

    const again = await newPage();
    await again.goto(link);
    await again.getByText('This invitation has expired, was revoked or was already used.').waitFor();
    assert.equal(await again.getByRole('button', { name: 'Join' }).count(), 0);
    assert.equal((await users(org.admin)).length, before + 1, 'one person joined, once');
    await admin.reload();
    await admin.getByText('No invitations are waiting.').waitFor();
  });

  test('forged, expired and revoked invitation links say so clearly and create nobody', async () => {
    const before = (await users(org.admin)).length;
    const page = await newPage();
    await page.goto(`${service.url}/invitation#token=forged-${'x'.repeat(30)}`);
    await page.getByText('This invitation link is not valid.').waitFor();
    await assertAccessible(page, 'invitation not found');
    await page.goto(`${service.url}/invitation`);
    await page.getByText('There is no invitation in this link.').waitFor();

    const expiring = await invite({ role: 'employee' });
    const clock = service.clock as ManualClock;
    clock.advance(8 * DAY);
    try {
      await page.goto(expiring.url);
      await page.getByText('This invitation has expired, was revoked or was already used.').waitFor();
    } finally {
      clock.advance(-8 * DAY);
    }

    // An invitation for one address: the page asks no e-mail; revoked while the person is on the page.
    const named = await invite({ role: 'employee', email: uniqueEmail('named') });
    await page.goto(named.url);
    await page.getByText(`with the e-mail address ${named.email}`).waitFor();
    assert.equal(await page.getByLabel('Email').count(), 0, 'no e-mail field when the invitation names one');
    const admin = await signedIn(org.admin);
    await admin.goto(`${service.url}/people`);
    await admin.getByRole('button', { name: `Revoke the invitation for ${named.email}` }).click();
    await admin.getByRole('button', { name: `Revoke the invitation for ${named.email}` }).waitFor({ state: 'detached' });
    await page.getByLabel('Your name').fill('Too Late');
    await page.getByLabel('Password').fill('too late password');
    await page.getByRole('button', { name: 'Join' }).click();
    await page.getByText('This invitation has expired, was revoked or was already used.').waitFor();
    assert.equal((await users(org.admin)).length, before, 'nobody was created');
  });

  test('clients: create one, assign writers and designers, see it on the schedule; offboarding asks first and is final', async () => {
    const manager = await org.addMember('manager', 'Mo Manager');
    const writer = await org.addMember('employee', 'Wren Writer');
    const designer = await org.addMember('employee', 'Dee Designer');
    const page = await signedIn(manager);
    await page.getByRole('navigation').getByRole('link', { name: 'Clients', exact: true }).click();
    await page.waitForURL('**/clients');
    await page.getByText('No clients yet.').waitFor();
    await assertAccessible(page, 'clients, empty');

    await page.getByRole('button', { name: 'New client' }).click();
    await page.getByLabel('Name').fill('Blue Lagoon Spa');
    await page.getByLabel('Deploy day').selectOption('Wednesday');
    await page.getByLabel('Content cadence').fill('4');
    await assertAccessible(page, 'new client form');
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Blue Lagoon Spa' }) });
    await row.getByText('Deploys on Wednesday').waitFor();
    const stored = json<'/api/clients'>(await as(service.app, manager)({ method: 'GET', url: '/api/clients' }))[0]!;
    assert.deepEqual([stored.name, stored.deployDay, stored.contentCadence, stored.status], ['Blue Lagoon Spa', 'Wednesday', 4, 'active']);

    await row.getByRole('button', { name: 'Assign people' }).click();
    await row.getByRole('group', { name: 'Writers' }).getByLabel('Wren Writer').check();
    await row.getByRole('group', { name: 'Designers' }).getByLabel('Dee Designer').check();
    await assertAccessible(page, 'assigning people');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('group', { name: 'Writers' }).waitFor({ state: 'detached' });
    assert.deepEqual(await row.getByRole('definition').allInnerTexts(), ['Wren Writer', 'Dee Designer']);
    const assigned = json<'/api/clients/{id}'>(await as(service.app, manager)({ method: 'GET', url: `/api/clients/${stored.id}` }));
    assert.deepEqual([assigned.assignedWriters, assigned.assignedDesigners], [[writer.id], [designer.id]]);

    const schedule = page.getByRole('region', { name: 'Weekly deploy schedule' });
    const wednesday = schedule.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Wednesday' }) });
    await wednesday.getByText('Blue Lagoon Spa').waitFor();
    const load = schedule.getByRole('table', { name: /Load per person/ });
    assert.deepEqual(await load.getByRole('row', { name: /Wren Writer/ }).getByRole('cell').allInnerTexts(), ['–', '–', '1', '–', '–', '–', '–', '4']);
    await load.getByRole('row', { name: /Dee Designer \(designer\)/ }).waitFor();
    await assertAccessible(page, 'clients with the schedule');
    await screenshot(page, 'admin-clients');

    await row.getByRole('button', { name: 'Pause' }).click();
    await row.getByText('Paused', { exact: true }).waitFor();
    await schedule.getByText('No active clients, so nothing deploys this week.').waitFor();
    await row.getByRole('button', { name: 'Resume' }).click();
    await wednesday.getByText('Blue Lagoon Spa').waitFor();

    await row.getByRole('button', { name: 'Offboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offboard Blue Lagoon Spa?' });
    await dialog.getByText(/Offboarding is final/).waitFor();
    await assertAccessible(page, 'offboarding confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(json<'/api/clients/{id}'>(await as(service.app, manager)({ method: 'GET', url: `/api/clients/${stored.id}` })).status, 'active', 'Cancel changes nothing');
    await row.getByRole('button', { name: 'Offboard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Offboard' }).click();
    await row.getByText('Offboarded', { exact: true }).waitFor();
    assert.equal(await row.getByRole('button', { name: /Pause|Resume|Offboard/ }).count(), 0, 'offboarded is final');
    assert.equal(json<'/api/clients/{id}'>(await as(service.app, manager)({ method: 'GET', url: `/api/clients/${stored.id}` })).status, 'offboarded');

    await page.getByLabel('Status').selectOption('paused');
    await page.waitForURL('**/clients?status=paused');
    await page.getByText('No clients have this status.').waitFor();

    const employee = await signedIn(writer);
    await employee.goto(`${service.url}/clients`);
    await employee.getByRole('heading', { name: 'Not allowed' }).waitFor();
    assert.equal(await employee.getByRole('navigation').getByRole('link', { name: 'Clients' }).count(), 0);
    const refused = await as(service.app, writer)({ method: 'POST', url: '/api/clients', payload: { name: 'Sneaky', deployDay: 'Monday', contentCadence: 1 } });
    assert.equal(refused.statusCode, 403);
  });

  test('people: add a person, change a role, link a chat account; the last admin cannot be demoted or deactivated', async () => {
    const solo = await signUpOrganization(service.app, { name: 'Solo Works' });
    const page = await signedIn(solo.admin);
    await page.goto(`${service.url}/people`);
    const me = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Ada Admin/ }) });
    await me.getByLabel('Role of Ada Admin').selectOption('employee');
    await me.getByText('This is the organization’s last admin, so the role stays as it is. Make someone else an admin first.').waitFor();
    assert.equal(await me.getByLabel('Role of Ada Admin').inputValue(), 'admin', 'the select shows the role that stayed');
    await assertAccessible(page, 'people, last admin refused');
    await me.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await me.getByText(/last admin/).waitFor();
    const [stillAdmin] = await users(solo.admin);
    assert.deepEqual([stillAdmin!.role, stillAdmin!.active], ['admin', true], 'nothing changed');

    await page.getByRole('button', { name: 'Add a person' }).click();
    const adding = page.getByRole('region', { name: 'Add a person' });
    await adding.getByLabel('Name').fill('Pat Person');
    const email = uniqueEmail('pat');
    await adding.getByLabel('Email').fill(email);
    await adding.getByLabel('Password').fill('pat password 1');
    await adding.getByRole('button', { name: 'Add person' }).click();
    const pat = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pat Person' }) });
    await pat.getByLabel('Role of Pat Person').waitFor();
    // The list is read again after a role change; its answer is held until the chat accounts are
    // open, which must stay open when it comes (the row stays the same row).
    const peopleList = (url: URL) => url.pathname === '/api/users';
    let releaseList!: () => void;
    const listHeld = new Promise<void>((resolve) => { releaseList = resolve; });
    await page.route(peopleList, async (route) => {
      if (route.request().method() === 'GET') await listHeld;
      await route.continue();
    });
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/users/')),
      pat.getByLabel('Role of Pat Person').selectOption('manager'),
    ]);
    await pat.getByRole('button', { name: 'Chat accounts' }).click();
    await pat.getByLabel('Platform user ID').waitFor();
    const listRead = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/users');
    releaseList();
    await listRead;
    await page.locator('ul[aria-busy]').waitFor({ state: 'detached' });
    await page.unroute(peopleList);
    assert.equal(await pat.getByLabel('Role of Pat Person').inputValue(), 'manager', 'the select shows the stored role');
    await pat.getByLabel('Platform', { exact: true }).selectOption('chat_b');
    await pat.getByLabel('Platform user ID').fill('U-PAT-1');
    await pat.getByRole('button', { name: 'Link', exact: true }).click();
    await pat.getByText('U-PAT-1').waitFor();
    await assertAccessible(page, 'a person\'s chat accounts');
    const patUser = (await users(solo.admin)).find((user) => user.email === email)!;
    assert.equal(patUser.role, 'manager');
    const identities = json<'/api/users/{id}/identities'>(await as(service.app, solo.admin)({ method: 'GET', url: `/api/users/${patUser.id}/identities` }));
    assert.deepEqual(identities.map((i: { platform: string; platformUserId: string }) => [i.platform, i.platformUserId]), [['chat_b', 'U-PAT-1']]);
    await pat.getByRole('button', { name: 'Unlink' }).click();
    await pat.getByText('No chat accounts linked.').waitFor();

    await page.getByLabel('Filter by role').selectOption('manager');
    await page.waitForURL('**/people?role=manager');
    await page.getByText('1 person').waitFor();
    await page.getByLabel('Search by name or e-mail').fill('nobody-like-this');
    await page.getByText('Nobody matches.').waitFor();
    await page.getByLabel('Search by name or e-mail').fill('pat');
    await pat.waitFor();
    await pat.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await pat.getByText('Deactivated').waitFor();
    assert.equal((await users(solo.admin)).find((user) => user.email === email)!.active, false);
  });

  test('settings: every preference saved, the getting-started checklist; API keys created once, listed with their last use, revoked', async () => {
    const fresh = await signUpOrganization(service.app, { name: 'Fresh Fields' });
    const page = await signedIn(fresh.admin);
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings');
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await checklist.getByRole('listitem').filter({ hasText: 'Connect your chat platform' }).getByText('(to do)').waitFor();
    await assertAccessible(page, 'settings');
    await screenshot(page, 'admin-settings');

    await page.getByLabel('Organization name').fill('Fresh Fields Ltd');
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await page.getByLabel('Check-in time').fill('08:30');
    await page.getByLabel('Submission deadline').fill('10:15');
    await page.getByLabel('EOD collection time').fill('18:00');
    await page.getByRole('group', { name: 'Work days' }).getByLabel('Friday').uncheck();
    await page.getByRole('group', { name: 'Work days' }).getByLabel('Saturday').check();
    await page.getByLabel('Chat platform', { exact: true }).selectOption('chat_b');
    await page.getByLabel('Team channel').fill('C-TEAM');
    await page.getByLabel('Progress channel').fill('C-PROGRESS');
    await page.getByLabel('Default language').selectOption('spanish');
    await page.getByLabel('Registration open').uncheck();

    // The daily-rhythm preferences: values the service refuses are said at their field, by code, and nothing is saved.
    const holidays = page.getByLabel('Holidays');
    const reminder = page.getByLabel('Reminder (minutes before the deadline)');
    const followUp = page.getByLabel('Blocker follow-up (work days)');
    assert.equal(await reminder.inputValue(), '60', 'the default is shown');
    assert.match((await holidays.getAttribute('aria-describedby'))!, /hint/, 'the holidays field has its hint');
    await holidays.fill('2026-12-25\nChristmas');
    await reminder.fill('601');
    await followUp.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    /** The text of the field's error, found through the field's aria-describedby. */
    const errorOf = async (field: typeof reminder) => {
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      const id = (await field.getAttribute('aria-describedby'))!.split(' ').find((part) => part.endsWith('-error'))!;
      return page.locator(`[id="${id}"]`).textContent();
    };
    assert.equal(await errorOf(holidays), 'Enter dates as YYYY-MM-DD, such as 2026-12-25.');
    assert.equal(await errorOf(reminder), 'Enter 600 or less.');
    assert.equal(await errorOf(followUp), 'Enter 1 or more.');
    await assertAccessible(page, 'settings with refused values');
    await screenshot(page, 'admin-settings-refused');
    assert.equal(json<'/api/organizations/current'>(await as(service.app, fresh.admin)({ method: 'GET', url: '/api/organizations/current' })).name, 'Fresh Fields', 'nothing was saved');

    await holidays.fill('2026-12-25\n2026-01-01, 2026-12-25');
    await reminder.fill('45');
    await followUp.fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const saved = json<'/api/organizations/current'>(await as(service.app, fresh.admin)({ method: 'GET', url: '/api/organizations/current' }));
    assert.equal(saved.name, 'Fresh Fields Ltd');
    assert.deepEqual(saved.preferences, {
      timezone: 'Asia/Tokyo', checkInTime: '08:30', submissionDeadline: '10:15', eodCollectionTime: '18:00', workDays: [1, 2, 3, 4, 6],
      platform: 'chat_b', teamChannelId: 'C-TEAM', progressChannelId: 'C-PROGRESS', defaultLanguage: 'spanish', registrationOpen: false,
      holidays: ['2026-01-01', '2026-12-25'], reminderMinutesBeforeDeadline: 45, blockerFollowUpDays: 3,
    });
    assert.equal(await holidays.inputValue(), '2026-01-01\n2026-12-25', 'sorted, the repeat dropped, as saved');
    await page.getByText('Fresh Fields Ltd').first().waitFor();
    await page.getByText('Setup complete').waitFor(); // platform and both channels set complete the onboarding
    await page.reload();
    assert.deepEqual([await holidays.inputValue(), await reminder.inputValue(), await followUp.inputValue()], ['2026-01-01\n2026-12-25', '45', '3'], 'kept after a reload');

    const keys = page.getByRole('region', { name: 'API keys' });
    await keys.getByLabel('Key name').fill('Deploy bot');
    await keys.getByRole('button', { name: 'Create key' }).click();
    const key = await keys.getByLabel('New API key').inputValue();
    assert.match(key, /^tpw_/);
    await keys.getByText('Never used').waitFor();
    await assertAccessible(page, 'a new API key');
    const resolve = () => service.app.inject({ method: 'POST', url: '/api/users/resolve-platform', headers: { 'x-api-key': key }, payload: { platform: 'chat_a', platformUserId: 'nobody' } });
    assert.equal((await resolve()).statusCode, 200, 'the key works');
    await page.reload();
    await keys.getByText('Last used').waitFor();
    assert.equal(await keys.getByLabel('New API key').count(), 0, 'the key is shown once');
    await keys.getByRole('button', { name: 'Revoke Deploy bot' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await keys.getByText('No API keys yet.').waitFor();
    assert.equal((await resolve()).statusCode, 401, 'a revoked key is refused');
  });

  test('a new organization\'s checklist leads through the steps; setup can be marked complete', async () => {
    const fresh = await signUpOrganization(service.app, { name: 'Newcomers' });
    await as(service.app, fresh.admin)({ method: 'POST', url: '/api/invitations', payload: { role: 'employee' } });
    const page = await signedIn(fresh.admin);
    await page.goto(`${service.url}/settings`);
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await checklist.getByRole('listitem').filter({ hasText: 'Invite your people' }).getByText('(done)').waitFor();
    await checklist.getByRole('listitem').filter({ hasText: 'Choose the daily times' }).getByText('(to do)').waitFor();
    await checklist.getByRole('button', { name: 'Mark setup as complete' }).click();
    await page.getByText('Setup complete').waitFor();
    assert.equal(json<'/api/organizations/current'>(await as(service.app, fresh.admin)({ method: 'GET', url: '/api/organizations/current' })).onboardingState, 'completed');
  });

  test('a manager opening /people or /settings, and an employee opening /clients, get "not allowed"; the API answers 403', async () => {
    const manager = await org.addMember('manager', 'Nia Nosy');
    const page = await signedIn(manager);
    for (const path of ['/people', '/settings']) {
      await page.goto(`${service.url}${path}`);
      await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
      await assertAccessible(page, `${path} not allowed`);
    }
    for (const [method, url, payload] of [
      ['GET', '/api/invitations', undefined], ['POST', '/api/invitations', { role: 'admin' }], ['GET', '/api/api-keys', undefined],
      ['POST', '/api/api-keys', { name: 'mine' }], ['POST', '/api/users', { email: uniqueEmail('x'), name: 'X', password: 'password 123', role: 'admin' }],
      ['PATCH', `/api/organizations/${org.id}`, { name: 'Taken over' }],
    ] as const) {
      assert.equal((await as(service.app, manager)({ method, url, payload })).statusCode, 403, `${method} ${url}`);
    }
  });

  test('in Arabic the admin pages are right to left and stay accessible', async () => {
    await as(service.app, org.admin)({ method: 'POST', url: '/api/clients', payload: { name: 'Nile Bakery', deployDay: 'Sunday', contentCadence: 2 } });
    await as(service.app, org.admin)({ method: 'POST', url: '/api/api-keys', payload: { name: 'بوت' } });
    // The interface follows the person's chat language once signed in.
    await as(service.app, org.admin)({ method: 'PATCH', url: '/api/chat/language', payload: { language: 'arabic' } });
    const page = await signedIn(org.admin);
    await page.locator('html[dir="rtl"]').waitFor();
    for (const path of ['/clients', '/people', '/settings']) {
      await page.goto(`${service.url}${path}`);
      await page.locator('main h1').waitFor();
      await page.waitForFunction(() => !document.querySelector('main .loading'));
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      await assertAccessible(page, `${path} in Arabic`);
      await screenshot(page, `admin-arabic${path.replace('/', '-')}`);
    }
    // The daily-rhythm preferences by their Arabic names; a refused value is said in Arabic at its field.
    await page.getByLabel('العطلات').fill('2026-12-25');
    const reminder = page.getByLabel('التذكير (دقائق قبل الموعد النهائي)');
    await reminder.fill('601');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const errorId = (await reminder.getAttribute('aria-describedby'))!.split(' ').find((part) => part.endsWith('-error'))!;
    assert.equal(await page.locator(`[id="${errorId}"]`).textContent(), 'أدخل 600 أو أقل.');
    await assertAccessible(page, 'settings in Arabic with a refused value');
    await screenshot(page, 'admin-arabic-settings-refused');
    assert.deepEqual(json<'/api/organizations/current'>(await as(service.app, org.admin)({ method: 'GET', url: '/api/organizations/current' })).preferences.holidays, [], 'nothing saved');
  });
});
