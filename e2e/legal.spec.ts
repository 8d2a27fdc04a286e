import { expect, test } from './support/fixtures';

test.describe('legal pages', () => {
  for (const [path, heading] of [
    ['/terms', /이용약관/],
    ['/en/terms', /Terms of Use/],
    ['/ja-JP/terms', /利用規約/],
    ['/agreement', /동의/],
    ['/en/agreement', /Agreement/i],
    ['/ja-JP/agreement', /同意/],
  ] as const) {
    test(`${path} shows its document`, async ({ page, visit }) => {
      const response = await visit(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.locator('main section').count()).toBeGreaterThan(5);
    });
  }

  test('the privacy policy has #ko and #en sections and scrolls to the anchor', async ({ page, visit }) => {
    await visit('/terms/privacy#en');
    await expect(page.locator('#ko')).toHaveCount(1);
    const english = page.locator('#en');
    await expect(english).toContainText('CCPA');
    // The English copy starts at the top of the window, below the sticky header.
    await expect.poll(async () => (await english.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await english.boundingBox())?.y).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('a page change scrolls to the top', async ({ page, visit }) => {
    await visit('/en/terms');
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/en\/terms\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
