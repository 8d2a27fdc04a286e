import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.describe('locale routing', () => {
  for (const [path, lang, ogLocale] of [
    ['/', 'ko', 'ko_KR'],
    ['/en', 'en', 'en-US'],
    ['/ja-JP', 'ja-JP', 'ja-JP'],
  ] as const) {
    test(`${path} renders in ${lang}`, async ({ page, visit }) => {
      const response = await visit(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', ogLocale);
    });
  }

  test('/ko/... redirects to the path without the prefix', async ({ request }) => {
    const response = await request.get('/ko/terms', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/terms');
  });

  for (const [cookie, target] of [
    ['en', '/en/terms'],
    ['ja-JP', '/ja-JP/terms'],
  ] as const) {
    test(`an unprefixed path with the cookie ${cookie} redirects to ${target}`, async ({ request }) => {
      const response = await request.get('/terms', {
        maxRedirects: 0,
        headers: { cookie: `i18n_redirected=${cookie}`, 'accept-language': 'ko' },
      });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(target);
    });
  }

  for (const [acceptLanguage, expected] of [
    ['ja', '/ja-JP'],
    ['ja-JP,ja;q=0.9', '/ja-JP'],
    ['en-US,en;q=0.9', '/en'],
    ['fr-FR,fr;q=0.9', null],
    ['ko-KR,ko;q=0.9,en;q=0.8', null],
  ] as const) {
    test(`a first visit with Accept-Language ${acceptLanguage} goes to ${expected ?? 'Korean'}`, async ({ request }) => {
      const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': acceptLanguage } });
      if (expected) {
        expect(response.status()).toBe(307);
        expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(expected);
      } else {
        expect(response.status()).toBe(200);
      }
    });
  }
});

/** The language menu: a disclosure, whose summary (the label) is named by its aria-label. */
function languageMenu(page: Page, label: RegExp) {
  const summary = page.getByLabel(label);
  return { summary, details: page.locator('details').filter({ has: summary }) };
}

test.describe('language switcher', () => {
  test('opens on a click, closes on a click outside, and switches language with the cookie', async ({ page, context, visit }) => {
    await visit('/terms');
    const { summary: label, details } = languageMenu(page, /언어 선택/);
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toBeHidden();
    await label.click();
    await expect(details).toHaveAttribute('open');
    await expect(page.getByRole('link', { name: '日本語' })).toBeVisible();
    await expect(page.getByRole('link', { name: '한국어' })).toBeVisible();
    await page.locator('main h1').click();
    await expect(english).toBeHidden();

    await label.click();
    await english.click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test("the menu's links in the served HTML name the same page in each language, cached pages too", async ({ request }) => {
    // Checked in the HTML, before any script runs (the second '/grace-kim' comes from the cache).
    for (const [path, locale, page] of [
      ['/terms', 'ko', '/terms'],
      ['/grace-kim', 'ko', '/grace-kim'],
      ['/grace-kim', 'ko', '/grace-kim'],
      ['/en/grace-kim', 'en', '/grace-kim'],
      ['/ja-JP', 'ja-JP', '/'],
    ] as const) {
      const html = await (await request.get(path, { headers: { cookie: `i18n_redirected=${locale}` } })).text();
      for (const [lang, prefix] of [['ko', ''], ['en', '/en'], ['ja-JP', '/ja-JP']]) {
        const href = page === '/' ? prefix || '/' : `${prefix}${page}`;
        expect(html, `${path}: ${lang}`).toMatch(new RegExp(`<a href="${href}" hrefLang="${lang}"`, 'i'));
      }
    }
  });

  test('works from the keyboard', async ({ page, visit }) => {
    await visit('/en/terms');
    const { summary: label, details } = languageMenu(page, /Choose language/);
    await label.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    // Escape from inside the menu closes it and returns focus to the label.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '한국어' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(label).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '한국어' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '日本語' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ja-JP\/terms$/);
  });

  test('keeps the anchor when switching', async ({ page, visit }) => {
    await visit('/terms/privacy#en');
    await page.getByLabel(/언어 선택/).click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/terms\/privacy#en$/);
  });

  test('opens and switches without JavaScript', async ({ noScript }) => {
    const page = await noScript.newPage();
    await page.goto('/en/terms');
    const { summary, details } = languageMenu(page, /Choose language/);
    await expect(page.getByRole('link', { name: '日本語' })).toBeHidden();
    await summary.click();
    await expect(details).toHaveAttribute('open');
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja-JP\/terms$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  });
});
