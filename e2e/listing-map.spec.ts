import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The map of a listing's page (issue #24): the e2e server has a tile server (MAP_TILE_URL, a local
 * stand-in that records every request, playwright.config.ts). Nothing is asked of it when the page
 * opens, nor after it has hydrated: the map, Leaflet and the tiles load when the visitor asks for
 * them, or at once for a visitor who has consented. A server without MAP_TILE_URL keeps only the
 * link to the visitor's own map app.
 */

const tiles = process.env.E2E_TILES_URL!;
const LISTING_LINK = 'main a[href*="/homes/CRMLS-"]';

async function firstListingPath(page: import('@playwright/test').Page, locale: string): Promise<string> {
  await page.goto(`${locale}/grace-kim/homes?type=sale`);
  const href = await page.locator(LISTING_LINK).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test.describe('listing map', () => {
  test('asks nothing of the tile server before the visitor clicks, then draws the map from it', async ({ page }) => {
    const path = await firstListingPath(page, '/en');
    const tileRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(tiles)) tileRequests.push(request);
    });
    await page.goto(path, { waitUntil: 'load' });
    const show = page.getByRole('button', { name: 'Show the map' });
    await expect(show).toBeVisible();
    await expect(page.getByText(`The map is loaded from ${new URL(tiles).host} only when you ask for it`)).toBeVisible();
    // Hydrated (the form's submit waits for the script) and idle: still no tile asked for.
    await page.waitForLoadState('networkidle');
    expect(tileRequests).toEqual([]);
    await expect(page.getByRole('link', { name: 'Open this address in your map app' })).toBeVisible();

    await show.click();
    const map = page.getByRole('region', { name: /^Map of / });
    await expect(map).toBeVisible();
    await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
    // The stand-in got them: /{z}/{x}/{y}.png at zoom 15 around the home. Polled: the browser's
    // request starts before the stand-in has recorded it (a busy machine failed a single read).
    const atZoom15 = async () => ((await (await fetch(`${tiles}/received-with-paths`)).json()) as { path: string }[]).some((r) => /^\/15\/\d+\/\d+\.png$/.test(r.path));
    await expect.poll(atZoom15).toBe(true);
  });

  test.describe('a visitor who has consented', () => {
    test.use({ consent: 'granted' });
    test('sees the map without asking (Korean page)', async ({ page }) => {
      const path = await firstListingPath(page, '');
      await page.goto(path);
      await expect(page.getByRole('region', { name: / 지도$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: '지도 보기' })).toHaveCount(0);
    });
  });

  test('without a tile server there is no map, only the link to the visitor’s map app (Japanese page)', async ({ browser }) => {
    const plain = `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}`;
    const context = await browser.newContext({ baseURL: plain, locale: 'ja-JP' });
    const page = await context.newPage();
    try {
      const path = await firstListingPath(page, '/ja-JP');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: '所在地' })).toBeVisible();
      await expect(page.getByRole('button', { name: '地図を表示' })).toHaveCount(0);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
