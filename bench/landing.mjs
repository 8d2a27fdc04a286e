// The landing page's figures (issue: Lighthouse ≥ 95 ×4 on mobile, CLS 0, first-load JS ≤ 200 KB
// gzipped, the form's code loaded only when the panel opens), against the production build.
// Usage: node bench/landing.mjs                 (builds first if needed; takes a few minutes)
//        node bench/landing.mjs /grace-kim …    (Lighthouse only, for the pages given)
//        LIGHTHOUSE_REPORTS=dir node bench/…     (also writes each page's median report there)
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath, startApp } from './lib/server.mjs';

const GIVEN = process.argv.slice(2);
const PAGES = GIVEN.length ? GIVEN : ['/', '/en', '/ja-JP'];
const RUNS = 5;
const app = await startApp();
const executablePath = await chromiumPath();
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

try {
  // 1. First-load JS (gzipped) and the lazy form chunk (the landing page only).
  if (!GIVEN.length) {
  const browser = await chromium.launch({ executablePath, args: flags.filter((f) => f !== '--headless=new') });
  const page = await browser.newPage({ locale: 'ko-KR', viewport: { width: 412, height: 915 } });
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // redirected or aborted
    }
  });
  await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
  const firstLoad = [...scripts.values()].reduce((a, b) => a + b, 0);
  const before = new Set(scripts.keys());
  await page.locator('dialog[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: '무료로 홈페이지 신청하기' }).first().click();
  await page.getByLabel('이름').waitFor();
  await page.waitForLoadState('networkidle');
  const lazy = [...scripts.entries()].filter(([url]) => !before.has(url));
  const lazyBytes = lazy.reduce((a, [, size]) => a + size, 0);
  await browser.close();
  console.log(`first-load JS of / (gzipped): ${(firstLoad / 1024).toFixed(1)} KB in ${before.size} files`);
  console.log(`loaded when the panel first opens: ${lazy.length} files, ${(lazyBytes / 1024).toFixed(1)} KB gzipped`);
  }

  // 2. Lighthouse, mobile (the default form factor), all four categories: the median of five
  // runs per page, as Lighthouse's own guidance on variability advises (on this 2-core machine
  // one page's TBT ranged from 78 to 345 ms between runs of unchanged code), after one warm-up
  // run (the image optimizer encodes each size once, and that first encoding competes with
  // Lighthouse for the two cores).
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: flags });
  const audit = (path) =>
    lighthouse(`${app.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: { 'Accept-Language': 'ko' },
    });
  try {
    for (const path of PAGES) {
      await audit(path);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push((await audit(path)).lhr);
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const median = runs[(RUNS - 1) / 2];
      const { categories, audits } = median;
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        fs.writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${path.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}.json`, JSON.stringify(median));
      }
      const score = (id) => Math.round(categories[id].score * 100);
      console.log(
        `Lighthouse mobile ${path.padEnd(6)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}, SEO ${score('seo')}; CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, ` +
          `LCP ${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`,
      );
      for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
        if (score(id) < 100) {
          const failing = categories[id].auditRefs
            .map((ref) => audits[ref.id])
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
            .map((a) => a.id);
          if (failing.length) console.log(`  ${id} below 90: ${failing.join(', ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await app.stop();
}
