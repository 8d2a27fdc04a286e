/**
 * `npm run screenshots -- [base URL]`: the README's screenshots, taken from a running server
 * (default http://localhost:3000, e.g. after `npm start`) with the browser the tests use, into
 * docs/screenshots/. Each shot is the top of the page as a visitor first sees it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/browser';

const base = process.argv[2] ?? 'http://localhost:3000';
const OUT = path.join(process.cwd(), 'docs', 'screenshots');

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** File name, page, viewport, and the Accept-Language of a first visit. */
const SHOTS = [
  ['landing-1440-ko', '/', DESKTOP, 'ko-KR'],
  ['landing-390-en', '/en', PHONE, 'en-US'],
  ['landing-1440-ja', '/ja-JP', DESKTOP, 'ja-JP'],
  // The three templates (decision 025): luxury, modern and classic.
  ['realtor-1440-ko', '/grace-kim', DESKTOP, 'ko-KR'],
  ['realtor-1440-en', '/en/michael-yoon', DESKTOP, 'en-US'],
  ['realtor-390-ja', '/ja-JP/kenji-tanaka', PHONE, 'ja-JP'],
  ['realtor-390-ko', '/hannah-cho', PHONE, 'ko-KR'],
] as const;

const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, page, viewport, locale] of SHOTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
    // Visitors who declined analytics: no consent banner over the page.
    await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })));
    const tab = await context.newPage();
    const response = await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${page}: ${response?.status()}`);
    await tab.screenshot({ path: path.join(OUT, `${name}.png`) });
    console.log(`docs/screenshots/${name}.png  ${page} at ${viewport.width} px`);
    await context.close();
  }
} finally {
  await browser.close();
}
