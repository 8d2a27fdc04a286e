/**
 * `npm run sample-screenshots -- [base URL]`: the landing page carousel's pictures of the ten
 * sample homepages, taken from a running server (default http://localhost:3000, e.g. after
 * `npm start` on a fresh data folder) with the browser the tests use: the top of each homepage on
 * a 1440 px desktop and a 390 px phone, in each language, as WebP in public/samples/.
 *
 * public/samples/manifest.json records a hash of each sample's record; a unit test
 * (src/features/landing/sample-screenshots.test.ts) fails when a sample changes and its pictures
 * were not taken again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/browser';
import { LOCALES, localizePath } from '../src/i18n/locales';
import { sampleHash, SAMPLE_SHOT_SIZES, sampleShotPath } from '../src/features/landing/sample-shots';
import { SAMPLE_REALTORS } from '../src/server/seed/sample-realtors';

const base = process.argv[2] ?? 'http://localhost:3000';
const OUT = path.join(process.cwd(), 'public');

const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true },
} as const;

const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  fs.mkdirSync(path.join(OUT, 'samples'), { recursive: true });
  const manifest: Record<string, string> = {};
  for (const realtor of SAMPLE_REALTORS) {
    for (const locale of LOCALES) {
      for (const kind of ['desktop', 'phone'] as const) {
        const { viewport, isMobile } = VIEWPORTS[kind];
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile, hasTouch: isMobile, locale });
        // Visitors who declined analytics: no consent banner over the page.
        await context.addInitScript(() => localStorage.setItem('consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })));
        const tab = await context.newPage();
        const url = `${base}${localizePath(`/${realtor.desiredUrl}`, locale)}`;
        const response = await tab.goto(url, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
        const png = await tab.screenshot();
        const file = path.join(OUT, sampleShotPath(realtor.desiredUrl, locale, kind));
        await sharp(png).resize(SAMPLE_SHOT_SIZES[kind]).webp({ quality: 72 }).toFile(file);
        console.log(path.relative(process.cwd(), file));
        await context.close();
      }
    }
    manifest[realtor.desiredUrl] = sampleHash(realtor);
  }
  fs.writeFileSync(path.join(OUT, 'samples', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  await browser.close();
}
