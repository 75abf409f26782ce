// Browser tests: the real service on a real database, listening on a free port, and Debian's
// Chromium driven by playwright-core (no browser download). Without Chromium the tests are
// skipped with a message that says how to install it.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestAppOptions } from '../helpers.ts';
import { freePort } from '../ports.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumMissing = existsSync(CHROMIUM)
  ? false
  : `Chromium not found at ${CHROMIUM}: browser tests skipped (install it with apt-get install -y chromium)`;

if (chromiumMissing) console.log(`# ${chromiumMissing}`);

const WEB_DIST = new URL('../../web/dist/index.html', import.meta.url);

export interface WebService extends TestApp {
  url: string;
}

export async function startWebService(options: TestAppOptions = {}): Promise<WebService> {
  assert.ok(existsSync(WEB_DIST), 'web/dist is missing: run npm run web:build (npm test builds it first)');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ ...options, env: { PUBLIC_URL: url, ...options.env } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, url };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** axe-core on the page as it is now: no serious or critical violations. */
export async function assertAccessible(page: Page, where: string): Promise<void> {
  // Evaluated through the debugging protocol, so the page's Content-Security-Policy does not block it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } })
      .axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `axe on ${where}`);
}

/** With WEB_SCREENSHOTS=<dir>, full-page screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.WEB_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation').waitFor();
}

/**
 * Signs `person` in, in a page of any language: in English by the fields' accessible names (as
 * above), otherwise by the sign-in form's fields, whose names are then that language's.
 */
export async function signInAs(page: Page, base: string, person: { email: string; password: string }, locale = 'en-US'): Promise<void> {
  if (locale === 'en-US') return signIn(page, base, person.email, person.password);
  await page.goto(`${base}/signin`);
  await page.locator('#main input[type=email]').fill(person.email);
  await page.locator('#main input[type=password]').fill(person.password);
  await page.locator('#main button[type=submit]').click();
  await page.getByRole('navigation').waitFor();
}
