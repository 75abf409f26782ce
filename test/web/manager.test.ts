// A manager's and an admin's pages in headless Chromium against the real service, with axe-core on
// each: the flags inbox (raise, acknowledge, resolve with a note) and a flag's own page, a reply to
// a private conversation, analytics whose figures and CSV equal the API's, the daily rhythm (EOD
// summaries, the morning thread, "Run EOD collection now", deliveries) — and an employee who types
// these addresses gets the "not allowed" page while the API answers 403. Then the same in Arabic.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ManualClock } from '../../src/platform/clock.ts';
import { apiKeyHeader, as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { assertAccessible, chromiumMissing, launchBrowser, screenshot, signInAs, startWebService, type WebService } from './browser.ts';

/** Parses the page's CSV export: tables separated by a blank line, RFC 4180 quoting. */
function parseCsv(text: string): string[][][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (char === '"') quoted = false; else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') { row.push(cell); cell = ''; } else if (char === '\r') continue;
    else if (char === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; } else cell += char;
  }
  const tables: string[][][] = [[]];
  for (const line of rows) {
    if (line.length === 1 && line[0] === '') tables.push([]);
    else tables.at(-1)!.push(line);
  }
  return tables;
}

describe('the manager and admin pages', { skip: chromiumMissing }, () => {
  let service: WebService;
  let browser: Browser;
  let org: TestOrganization;
  let manager: Member;
  let employee: Member;
  let context: BrowserContext;
  let page: Page;
  // The service's time stands still; a test moves it on after writing what a period should count.
  const clock = new ManualClock(new Date());

  before(async () => {
    service = await startWebService({ clock });
    browser = await launchBrowser();
    org = await signUpOrganization(service.app, { timezone: 'UTC' });
    manager = await org.addMember('manager', 'Mia Manager');
    employee = await org.addMember('employee', 'Eli Employee');
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  async function signedIn(person: Member, locale = 'en-US'): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ locale, timezoneId: 'Europe/Berlin', acceptDownloads: true });
    page = await context.newPage();
    await signInAs(page, service.url, person, locale);
    return page;
  }
  const api = (person: Member) => as(service.app, person);

  test('an employee who types a manager address gets "not allowed", and the API answers 403', async () => {
    await signedIn(employee);
    const nav = page.getByRole('navigation');
    assert.equal(await nav.getByRole('link', { name: 'Analytics' }).count(), 0);
    assert.equal(await nav.getByRole('link', { name: 'Team' }).count(), 0);
    for (const path of ['/analytics', '/team', '/team/rhythm', `/team/flags/${employee.id}`, `/team/inquiries/${employee.id}`]) {
      await page.goto(`${service.url}${path}`);
      await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    }
    await assertAccessible(page, 'not allowed');
    for (const url of ['/analytics', '/analytics/comparison', '/analytics/series', '/api/moods/stats?scope=team', '/api/eod/summaries', '/api/outbox']) {
      assert.equal((await api(employee)({ method: 'GET', url })).statusCode, 403, url);
    }
    const raised = await api(employee)({ method: 'POST', url: '/api/flags', payload: { userId: manager.id, severity: 'low', description: 'x' } });
    assert.equal(raised.statusCode, 403);
    assert.equal((await api(manager)({ method: 'GET', url: '/api/outbox' })).statusCode, 403, 'deliveries are for admins');

    await signedIn(manager);
    for (const name of ['Chat', 'Tasks', 'Mood', 'Analytics', 'Team', 'Wellbeing', 'Profile']) {
      assert.equal(await page.getByRole('navigation').getByRole('link', { name, exact: true }).count(), 1, `navigation link ${name}`);
    }
  });

  test('flags: raise one by hand, acknowledge it, resolve it with a note; its own page', async () => {
    await signedIn(manager);
    await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
    await page.waitForURL('**/team');
    await page.getByText('you never see one person’s mood entries').waitFor();
    const raise = page.locator('form').filter({ has: page.getByRole('button', { name: 'Raise flag' }) });
    await raise.getByLabel('Person').selectOption({ label: 'Eli Employee' });
    await raise.getByLabel('Severity').selectOption('high');
    await raise.getByLabel('Description').fill('Seemed exhausted in the weekly meeting.');
    await raise.getByRole('button', { name: 'Raise flag' }).click();
    await page.getByText('Flag raised.').waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Seemed exhausted in the weekly meeting.' });
    await item.getByText('Open', { exact: true }).waitFor();
    const stored = json<'/api/flags'>(await api(manager)({ method: 'GET', url: `/api/flags?userId=${employee.id}` })).data[0]!;
    assert.deepEqual([stored.reason, stored.severity, stored.status, stored.raisedBy], ['manual', 'high', 'active', manager.id]);
    await assertAccessible(page, 'team with a flag');
    await screenshot(page, 'team');

    await item.getByRole('button', { name: 'Acknowledge' }).click();
    await item.getByText('Seen by a manager').waitFor();
    assert.equal(json<'/api/flags/{id}'>(await api(manager)({ method: 'GET', url: `/api/flags/${stored.id}` })).status, 'acknowledged');

    await page.getByLabel('Status').selectOption('acknowledged');
    await item.waitFor();
    await page.getByLabel('Status').selectOption('resolved');
    await page.getByText('No flags match.').waitFor();
    await page.getByLabel('Status').selectOption('');

    await item.getByRole('button', { name: 'Resolve', exact: true }).click();
    await item.getByLabel('Resolution note').fill('Talked it through; lighter sprint planned.');
    await assertAccessible(page, 'resolving a flag');
    await item.getByRole('button', { name: 'Resolve flag' }).click();
    await item.getByText('Resolved', { exact: true }).waitFor();
    const resolved = json<'/api/flags/{id}'>(await api(manager)({ method: 'GET', url: `/api/flags/${stored.id}` }));
    assert.deepEqual([resolved.status, resolved.resolutionNote, resolved.resolvedBy], ['resolved', 'Talked it through; lighter sprint planned.', manager.id]);

    // The address chat alerts link to.
    await page.goto(`${service.url}/team/flags/${stored.id}`);
    await page.getByRole('heading', { name: 'Flag about Eli Employee' }).waitFor();
    await page.getByText('Talked it through; lighter sprint planned.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Acknowledge' }).count(), 0, 'nothing left to do on a resolved flag');
    await assertAccessible(page, 'a flag\'s page');
    await screenshot(page, 'team-flag');
  });

  test('a private conversation: the manager reads it, replies and closes it', async () => {
    const thread = json<'/api/flags/inquiries', 'post'>(await api(employee)({ method: 'POST', url: '/api/flags/inquiries', payload: { topic: 'Too many meetings' } }));
    await api(employee)({ method: 'POST', url: `/api/flags/inquiries/${thread.id}/messages`, payload: { content: 'Could we drop the Friday sync?' } });
    await signedIn(manager);
    await page.goto(`${service.url}/team`);
    await page.getByRole('link', { name: 'Too many meetings' }).click();
    await page.waitForURL(`**/team/inquiries/${thread.id}`);
    await page.getByText('Could we drop the Friday sync?').waitFor();
    await page.getByText('Eli Employee', { exact: true }).waitFor();
    await page.getByLabel('Your message').fill('Yes, from next week.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Yes, from next week.').waitFor();
    const messages = json<'/api/flags/inquiries/{id}'>(await api(employee)({ method: 'GET', url: `/api/flags/inquiries/${thread.id}` })).messages;
    assert.deepEqual(messages.map((m: { senderType: string; content: string }) => [m.senderType, m.content]),
      [['user', 'Could we drop the Friday sync?'], ['responder', 'Yes, from next week.']]);
    await assertAccessible(page, 'a conversation, for a manager');
    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByText('This conversation is closed.').waitFor();
    await page.getByRole('link', { name: 'Back to Team' }).click();
    await page.waitForURL('**/team');
  });

  test('analytics: the figures on screen are the API\'s, the charts have tables, and the CSV export equals the API', async () => {
    const tricky = await org.addMember('employee', '=HYPERLINK("http://evil.example","x")');
    const done = async (person: Member, title: string) => {
      const task = await org.task(person, { title });
      return api(person)({ method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { status: 'completed' } });
    };
    for (const title of ['Ship the release', 'Write the notes']) assert.equal((await done(tricky, title)).statusCode, 200);
    assert.equal((await done(employee, 'Book the room')).statusCode, 200);
    await org.task(employee, { title: 'Still open' });
    // Two people checked in today: the team's mood of the day is withheld.
    await org.moods(employee, [4]);
    await org.moods(tricky, [2]);
    clock.advance(60_000);

    await signedIn(manager);
    await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL('**/analytics');
    await page.getByLabel('Time range').selectOption('7d');
    const expected = json<'/analytics'>(await api(manager)({ method: 'GET', url: '/analytics?timeRange=7d' }));
    const comparison = json<'/analytics/comparison'>(await api(manager)({ method: 'GET', url: '/analytics/comparison?timeRange=7d' }));
    assert.equal(expected.taskMetrics.totalCreated, 4);
    const number = (value: number, digits = 0) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
    const shown: [string, string][] = [
      ['Tasks created', number(expected.taskMetrics.totalCreated)],
      ['Tasks completed', number(expected.taskMetrics.totalCompleted)],
      ['Completion rate', new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(expected.taskMetrics.completionRate / 100)],
      ['Average mood', number(expected.moodMetrics.averageScore, 2)],
    ];
    for (const [label, value] of shown) {
      const group = page.getByRole('group', { name: label, exact: true });
      await group.locator('.figure-value').filter({ hasText: value }).waitFor();
      assert.equal(await page.getByLabel(label, { exact: true }).locator('.figure-value').textContent(), value, label);
    }
    await page.getByRole('group', { name: 'Tasks created' }).getByText(`Period before: ${number(comparison.comparisons.tasksCreated.previous)}`).waitFor();
    await page.getByRole('group', { name: 'Tasks created' }).getByText(/(Up|Down|Stable) · Change [+−-]?\d/).waitFor();
    // The daily rhythm's figures, compared too (people away are left out of both: analytics-rhythm.test.ts).
    await page.getByRole('group', { name: 'Check-in rate', exact: true }).getByText(/^Period before: /).waitFor();
    await page.getByRole('group', { name: 'No update', exact: true }).waitFor();

    const completedChart = page.getByRole('img', { name: /^Completed tasks per day\. 3 completed/ });
    await completedChart.waitFor();
    await page.getByRole('img', { name: /^Team mood per day\./ }).waitFor();
    await page.getByText('The team mood of 1 day is withheld').waitFor();
    const moodFigure = page.locator('figure').filter({ has: page.getByRole('img', { name: /^Team mood per day/ }) });
    await moodFigure.getByText('Show data table').click();
    await moodFigure.getByRole('cell', { name: 'Withheld' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'HYPERLINK' }).getByText('2 done').waitFor();
    await assertAccessible(page, 'analytics');
    await screenshot(page, 'analytics');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    assert.ok(text.startsWith('\uFEFF'), 'a byte order mark for spreadsheets');
    const [compared, other, top, severities, moods, days] = parseCsv(text.slice(1));
    const api7 = json<'/analytics/comparison'>(await api(manager)({ method: 'GET', url: '/analytics/comparison?timeRange=7d' }));
    assert.deepEqual(compared![1], ['Figure', 'This period', 'Period before', 'Change', 'Change (%)', 'Trend']);
    const rows = new Map(compared!.slice(2).map((row) => [row[0], row.slice(1)]));
    for (const [label, name] of [['Tasks created', 'tasksCreated'], ['Tasks completed', 'tasksCompleted'], ['Completion rate', 'completionRate'], ['Average mood', 'moodAverage'], ['Active people', 'activeUsers'], ['Flags raised', 'flagsCreated'],
      ['Check-in rate', 'checkInRate'], ['No update', 'noUpdate']] as const) {
      const c = api7.comparisons[name];
      assert.deepEqual(rows.get(label)!.slice(0, 4).map(Number), [c.current, c.previous, c.change, c.changePercent], label);
    }
    assert.equal(Number(other!.find((row) => row[0] === 'Overdue')![1]), api7.taskMetrics.overdueCount);
    assert.equal(Number(other!.find((row) => row[0] === 'Members')![1]), api7.teamMetrics.totalUsers);
    assert.deepEqual(top!.slice(2), api7.teamMetrics.topPerformers.map((p: { name: string; completedTasks: number }) =>
      [p.name.startsWith('=') ? `'${p.name}` : p.name, String(p.completedTasks)]), 'a name that looks like a formula stays text');
    assert.ok(text.includes('"\'=HYPERLINK(""http://evil.example"",""x"")"'), 'the formula is escaped and quoted');
    assert.deepEqual(severities!.slice(2).map((row) => Number(row[1])), api7.flagMetrics.bySeverity.map((s: { count: number }) => s.count));
    assert.deepEqual(moods!.slice(2).map((row) => row.map(Number)), api7.moodMetrics.distribution.map((d: { score: number; count: number }) => [d.score, d.count]));
    const series = json<'/analytics/series'>(await api(manager)({ method: 'GET', url: '/analytics/series?timeRange=7d' }));
    assert.deepEqual(days!.slice(2).map((row) => [row[0], Number(row[1]), Number(row[2])]),
      series.days.map((d: { date: string; tasksCreated: number; tasksCompleted: number }) => [d.date, d.tasksCreated, d.tasksCompleted]));
    assert.equal(days!.slice(2).at(-1)![4], 'Withheld');
  });

  test('daily rhythm: the morning thread, "Run EOD collection now" (admin), EOD summaries per day and per person, deliveries', async () => {
    const today = clock.now().toISOString().slice(0, 10);
    const thread = json<'/api/morning-threads', 'post'>(await service.app.inject({ method: 'POST', url: '/api/morning-threads', headers: apiKeyHeader(), payload: { orgId: org.id, channelId: 'C-team', threadTs: '1.0' } }));
    const identity = { platform: 'chat_a', platformUserId: `U-${employee.id.slice(0, 8)}` } as const;
    await org.linkIdentity(employee, identity);
    const submitted = await service.app.inject({
      method: 'POST', url: `/api/morning-threads/${thread.id}/submissions`, headers: apiKeyHeader(),
      payload: { ...identity, messageTs: '1.1', rawText: '- write the report\n- call the printer' },
    });
    assert.equal(submitted.statusCode, 201, submitted.body);

    await signedIn(manager);
    await page.goto(`${service.url}/team`);
    await page.getByRole('link', { name: 'Daily rhythm' }).click();
    await page.waitForURL('**/team/rhythm');
    await page.getByText('No end-of-day collection in these dates.').waitFor();
    await page.getByText('- write the report').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Run EOD collection now' }).count(), 0, 'managers do not run the collection');
    assert.equal(await page.getByRole('heading', { name: 'Deliveries to chat' }).count(), 0, 'nor see deliveries');
    await assertAccessible(page, 'daily rhythm, nothing collected');

    await signedIn(org.admin);
    await page.goto(`${service.url}/team/rhythm`);
    await page.getByRole('button', { name: 'Run EOD collection now' }).click();
    await page.getByText(/^Collected .*: \d+ done, \d+ carried forward/).waitFor();
    const summary = json<'/api/eod/summaries'>(await api(org.admin)({ method: 'GET', url: `/api/eod/summaries?from=${today}&to=${today}` }));
    assert.equal(summary.days.length, 1);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { pressed: true }) });
    await row.getByRole('cell').first().waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    const day = summary.days[0]!;
    assert.deepEqual(cells.slice(0, 4).map(Number), [day.done, day.carryForward, day.dropped, day.noUpdate]);
    const person = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Eli Employee' }) });
    await person.waitFor();
    const perPerson = json<'/api/eod/summary/{date}'>(await api(org.admin)({ method: 'GET', url: `/api/eod/summary/${today}?orgId=${org.id}` })).users.find((u: { userId: string }) => u.userId === employee.id)!;
    assert.deepEqual((await person.getByRole('cell').allTextContents()).slice(0, 4).map(Number), [perPerson.done, perPerson.carryForward, perPerson.dropped, perPerson.noUpdate]);
    await page.getByRole('heading', { name: 'Deliveries to chat' }).waitFor();
    await assertAccessible(page, 'daily rhythm, collected, admin');
    await screenshot(page, 'rhythm');
  });

  test('in Arabic the manager pages are right to left and stay accessible', async () => {
    await signedIn(org.admin, 'ar-EG');
    for (const path of ['/analytics', '/team', '/team/rhythm']) {
      await page.goto(`${service.url}${path}`);
      await page.locator('main h1').waitFor();
      await page.waitForFunction(() => !document.querySelector('.loading'));
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      await assertAccessible(page, `${path} in Arabic`);
      await screenshot(page, `arabic${path.replaceAll('/', '-')}`);
    }
  });
});
