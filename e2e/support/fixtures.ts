/**
 * The test fixture every browser test uses: after each test, axe-core checks the page that the
 * test left open (WCAG 2.1 AA), and `visit()` checks each page it opens on the way. Each page
 * state is scanned once per worker: many tests open the same pages, and a scan takes seconds.
 */
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The page states this worker has scanned (see `pageState`). */
const scanned = new Set<string>();

/**
 * What axe-core judges of a page: its URL, viewport and DOM, without what changes on every load
 * and cannot change the verdict (script bodies, CSP nonces).
 */
async function pageState(page: Page): Promise<string> {
  const html = await page.evaluate(() => {
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const script of root.querySelectorAll('script')) script.textContent = '';
    for (const element of root.querySelectorAll('[nonce]')) element.removeAttribute('nonce');
    return root.outerHTML;
  });
  return createHash('sha256').update(`${page.url()}\n${JSON.stringify(page.viewportSize())}\n${html}`).digest('hex');
}

export async function expectNoAxeViolations(page: Page) {
  // The page as a visitor sees it: an answer that Next.js sends as its error shell (a 500;
  // docs/operating.md, known issues) has no `lang` until the browser has drawn it. Every other
  // page has it in its HTML.
  await page.waitForFunction(() => document.documentElement.lang !== '', undefined, { timeout: 10_000 });
  const state = await pageState(page);
  if (scanned.has(state)) return;
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is an experimental rule of axe-core, off unless asked for.
    // (options() replaces the options: before withTags.)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  scanned.add(state);
}

/**
 * Records the scripts that `page` fetches from now on; the answer resolves to their URLs and
 * bodies so far. The bodies are fetched again when asked for: the browser may drop a response's
 * body once the page that loaded it has moved on, and the scripts are content-hashed files that
 * answer the same every time.
 */
export function recordScripts(page: Page): () => Promise<{ url: string; body: string }[]> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  });
  return () =>
    Promise.all(
      [...urls].map(async (url) => {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        return { url, body: await response.text() };
      }),
    );
}

/** A documentation-range address unique to a test. */
export function testClientIp(testInfo: { testId: string; repeatEachIndex: number }): string {
  let hash = 0;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) & 255}.${hash & 255}`;
}

export const test = base.extend<{
  visit: (url: string) => Promise<import('@playwright/test').Response | null>;
  /** The visitor's stored consent choice before the page opens; null: not chosen (the banner shows). */
  consent: 'granted' | 'denied' | null;
  /**
   * A browser context with JavaScript off, what a visitor sees before the page hydrates (and
   * without JavaScript), with the test's own client address; closed after the test.
   */
  noScript: BrowserContext;
}>({
  // The e2e server has every optional integration configured (playwright.config.ts): visitors
  // decline by default, so no banner covers the page and nothing third-party loads.
  consent: ['denied', { option: true }],
  page: async ({ page, consent }, provide, testInfo) => {
    // A client address of its own per test (the server trusts X-Forwarded-For in the tests).
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testClientIp(testInfo) });
    if (consent) {
      await page.addInitScript((choice) => {
        if (!localStorage.getItem('consent')) localStorage.setItem('consent', JSON.stringify({ choice, at: new Date().toISOString() }));
      }, consent);
    }
    await provide(page);
    if (page.url().startsWith('http')) await expectNoAxeViolations(page);
  },
  noScript: async ({ browser, baseURL }, provide, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp(testInfo) } });
    await provide(context);
    await context.close();
  },
  visit: async ({ page }, provide) => {
    await provide(async (url: string) => {
      const response = await page.goto(url);
      await expectNoAxeViolations(page);
      return response;
    });
  },
});

export { expect };
