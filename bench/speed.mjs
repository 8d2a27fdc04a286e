// The speed figures of issue #26, each against an empty Next.js page served in the same run
// (bench/baseline-next: the same Next.js version, one prerendered page of text, `next start`),
// because this shared 2-core machine's speed differs by 2× between hours: only a ratio in one run
// proves anything.
//
// For each page: Lighthouse mobile (all four categories), the baseline and the page taking turns,
// one warm-up each, then the median of five (by performance score) of each side; printed with both
// sides and the goal: performance at most 3 points below the baseline's, total blocking time at
// most 1.5× and bytes at most 1.5× the baseline's, CLS 0, accessibility, best practices and SEO 100.
// Then one process's throughput (autocannon, 10 connections, interleaved rounds) of the landing
// page and a cached realtor page against the baseline's: at least 0.4×.
//
// Usage: node bench/speed.mjs                       (every page: landing, a realtor page per language and template, a listing page)
//        node bench/speed.mjs /grace-kim /en …      (Lighthouse for those pages only, then throughput)
// It builds the product when needed (npm start) and the baseline when it has no build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageRounds } from './lib/rounds.mjs';
import { chromiumPath, freePort, startApp } from './lib/server.mjs';

const BASELINE_DIR = path.join(import.meta.dirname, 'baseline-next');
const RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Builds the baseline once (its .next is kept), and serves it with `next start`. */
async function startBaseline() {
  if (!fs.existsSync(path.join(BASELINE_DIR, '.next', 'BUILD_ID'))) {
    // With webpack: Turbopack's build of this folder (inside the product's tree) took the product's
    // src/instrumentation.ts and src/proxy.ts into the baseline, from its own folder too.
    const build = spawnSync('npx', ['next', 'build', '--webpack'], { cwd: BASELINE_DIR, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the baseline did not build');
  }
  const port = await freePort();
  const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: BASELINE_DIR, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 200))) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    tbt: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint') / 1000,
    fcp: audit('first-contentful-paint') / 1000,
    kb: audit('total-byte-weight') / 1024,
  };
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[(runs.length - 1) / 2];

/** The goals of issue #26 for one page against the baseline of the same turns; each [name, met, text]. */
function goals(page, base) {
  return [
    ['performance', page.performance >= base.performance - 3, `${page.performance} vs ${base.performance} (at most 3 below)`],
    ['TBT', page.tbt <= 1.5 * Math.max(base.tbt, 1), `${page.tbt} vs ${base.tbt} ms = ${(page.tbt / Math.max(base.tbt, 1)).toFixed(2)}× (at most 1.5×)`],
    ['bytes', page.kb <= 1.5 * base.kb, `${page.kb.toFixed(0)} vs ${base.kb.toFixed(0)} KB = ${(page.kb / base.kb).toFixed(2)}× (at most 1.5×)`],
    ['CLS', page.cls === 0, page.cls.toFixed(3)],
    ['a11y/BP/SEO', page.accessibility === 100 && page['best-practices'] === 100 && page.seo === 100, `${page.accessibility}/${page['best-practices']}/${page.seo}`],
  ];
}

const app = await startApp();
let baseline;
try {
  baseline = await startBaseline();
  const index = await (await fetch(`${app.url}/grace-kim/homes?type=sale`)).text();
  const listing = /href="(\/grace-kim\/homes\/[A-Za-z0-9_-]+)"/.exec(index)?.[1];
  const given = process.argv.slice(2);
  // The landing page; the demo realtors in each language and template (grace-kim luxury, daniel-park
  // modern, kenji-tanaka classic); a listing page.
  const pages = given.length ? given : ['/', '/grace-kim', '/en/daniel-park', '/ja-JP/kenji-tanaka', ...(listing ? [listing] : [])];

  const executablePath = await chromiumPath();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const audit = async (url) =>
    figures((await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders: { 'Accept-Language': 'ko' } })).lhr);
  let unmet = 0;
  try {
    for (const page of pages) {
      await audit(baseline.url);
      await audit(`${app.url}${page}`);
      const runs = { base: [], page: [] };
      for (let i = 0; i < RUNS; i++) {
        runs.base.push(await audit(baseline.url));
        runs.page.push(await audit(`${app.url}${page}`));
      }
      const [b, p] = [median(runs.base), median(runs.page)];
      console.log(`Lighthouse mobile ${page}: LCP ${p.lcp.toFixed(2)} s (baseline ${b.lcp.toFixed(2)}), FCP ${p.fcp.toFixed(2)} s (baseline ${b.fcp.toFixed(2)})`);
      for (const [name, met, text] of goals(p, b)) {
        if (!met) unmet++;
        console.log(`  ${met ? 'met  ' : 'UNMET'} ${name.padEnd(12)} ${text}`);
      }
    }
  } finally {
    await chrome.kill();
  }

  const urls = [baseline.url, `${app.url}/`, `${app.url}/grace-kim`];
  const [base, landing, realtor] = (await pageRounds('', urls)).map((r) => r.rps);
  for (const [name, rps] of [['landing page', landing], ['cached realtor page', realtor]]) {
    const met = rps >= 0.4 * base;
    if (!met) unmet++;
    console.log(`throughput ${name}: ${rps} vs ${base} req/s = ${(rps / base).toFixed(2)}× (at least 0.4×) ${met ? 'met' : 'UNMET'}`);
  }
  console.log(unmet ? `${unmet} goal(s) unmet` : 'every goal met');
} finally {
  baseline?.stop();
  await app.stop();
}
