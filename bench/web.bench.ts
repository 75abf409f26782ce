// The web app's weight and smoothness, measured in headless Chromium against the real service:
//  - the JavaScript (and CSS) a first screen downloads, compressed as served, signed out (/signin)
//    and signed in (/chat) — the target is under 100 kB of JavaScript — and what the Mood page's
//    chart adds when it is opened;
//  - a list of 500 tasks (/tasks?size=500): time until every row is on the page, then a scroll
//    from top to bottom, one step per animation frame, with the frame times it took — beside the
//    same scroll over 500 plain <li> rows in the same browser (the floor), as a ratio.
//
//   npx tsx bench/web.bench.ts
import { buildWebApp } from '../scripts/web-build.ts';
import { as, json, signUpOrganization } from '../test/helpers.ts';
import { launchBrowser, startWebService } from '../test/web/browser.ts';
import type { Page } from 'playwright-core';

const TASKS = 500;
const SCROLL_STEP = 120;

interface Transfer { js: number; css: number; files: string[] }

async function transferred(page: Page): Promise<Transfer> {
  // No named helpers inside: the callback runs in the page, without tsx's function-name helper.
  const entries = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })));
  const sum = (suffix: string) => entries.filter((e) => e.path.endsWith(suffix)).reduce((total, e) => total + e.bytes, 0);
  return { js: sum('.js'), css: sum('.css'), files: entries.map((e) => e.path).filter((path) => path.startsWith('/assets/')) };
}

/** Scrolls the page to the bottom one step per frame; the frame times in ms. */
async function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(async (step) => {
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const frames: number[] = [];
    let last = performance.now();
    while (window.scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, step);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    return frames;
  }, SCROLL_STEP);
}

function summary(frames: number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = frames.reduce((a, b) => a + b, 0) / frames.length;
  return { frames: frames.length, mean, p95: at(0.95), max: sorted.at(-1)!, long: frames.filter((f) => f > 50).length };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

await buildWebApp();
const service = await startWebService();
const browser = await launchBrowser();
try {
  const org = await signUpOrganization(service.app);
  const person = await org.addMember('employee', 'Bench Person');
  for (let index = 0; index < TASKS; index += 1) {
    const draft = json(await as(service.app, person)({
      method: 'POST', url: '/api/tasks/drafts',
      payload: { title: `Task number ${index + 1} with a realistic title`, priority: (index % 5) + 1, ...(index % 3 === 0 ? { dueDate: '2020-06-01' } : {}), description: index % 4 === 0 ? 'Some words about what is needed.' : null },
    }));
    await as(service.app, person)({ method: 'POST', url: `/api/tasks/drafts/${draft.id}/confirm` });
  }
  for (const value of [3, 4, 5]) await as(service.app, person)({ method: 'POST', url: '/api/moods', payload: { value } });
  const session = JSON.stringify({
    token: person.token, issuedAt: Date.now(), expiresAt: Date.now() + 604_800_000,
    user: json(await as(service.app, person)({ method: 'GET', url: '/api/auth/me' })),
  });

  const signedOut = await (await browser.newContext()).newPage();
  await signedOut.goto(`${service.url}/signin`, { waitUntil: 'networkidle' });
  const signinTransfer = await transferred(signedOut);

  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('teamwell.session', value), session);
  const page = await context.newPage();
  await page.goto(`${service.url}/chat`, { waitUntil: 'networkidle' });
  const chatTransfer = await transferred(page);
  await page.goto(`${service.url}/mood`, { waitUntil: 'networkidle' });
  await page.locator('.u-wrap').first().waitFor();
  const moodTransfer = await transferred(page);

  const listPage = await context.newPage();
  const started = Date.now();
  await listPage.goto(`${service.url}/tasks?size=${TASKS}`);
  await listPage.waitForFunction((count) => document.querySelectorAll('.task-row').length === count, TASKS, { timeout: 60_000 });
  const renderMs = Date.now() - started;
  await scrollFrames(listPage);
  const list = summary(await scrollFrames(listPage));

  const floorPage = await context.newPage();
  await floorPage.setContent(`<ul>${Array.from({ length: TASKS }, (_, i) => `<li style="height:88px;border:1px solid #ccc;margin:8px">Task number ${i + 1}</li>`).join('')}</ul>`);
  await scrollFrames(floorPage);
  const floor = summary(await scrollFrames(floorPage));

  console.log('First screen, compressed as served (brotli):');
  console.log(`  /signin (signed out): JavaScript ${kB(signinTransfer.js)}, CSS ${kB(signinTransfer.css)} in ${signinTransfer.files.length} files`);
  console.log(`  /chat (signed in):    JavaScript ${kB(chatTransfer.js)}, CSS ${kB(chatTransfer.css)} in ${chatTransfer.files.length} files   (target: JavaScript < 100 kB)`);
  console.log(`  /mood adds the chart: JavaScript +${kB(moodTransfer.js - chatTransfer.js)}, CSS +${kB(moodTransfer.css - chatTransfer.css)} (uPlot loads only there)`);
  console.log(`  uPlot on the first screen: ${chatTransfer.files.some((f) => f.includes('time-series')) ? 'yes (regression)' : 'no'}`);
  console.log(`List of ${TASKS} tasks (/tasks?size=${TASKS}):`);
  console.log(`  every row on the page ${renderMs} ms after navigation`);
  console.log(`  scroll top → bottom, ${SCROLL_STEP} px per frame: ${list.frames} frames, mean ${ms(list.mean)}, p95 ${ms(list.p95)}, max ${ms(list.max)}, frames over 50 ms: ${list.long}`);
  console.log(`  floor (500 plain <li>): ${floor.frames} frames, mean ${ms(floor.mean)}, p95 ${ms(floor.p95)}, max ${ms(floor.max)}`);
  console.log(`  ratio to the floor: mean ${(list.mean / floor.mean).toFixed(2)}×, p95 ${(list.p95 / floor.p95).toFixed(2)}×`);
} finally {
  await browser.close();
  await service.close();
}
