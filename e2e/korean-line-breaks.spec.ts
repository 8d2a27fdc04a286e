import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { drawnText } from './support/lines';

/**
 * Korean lines break between words, at spaces (word-break: keep-all), never inside a word at its
 * brackets or quotes: no "조(조한나) / 입니다", "하이픈 / (-)만" or "‘있는 그대로 / (as is)’". Every
 * line break the browser draws in the Korean text of a page (the landing page, every template, the
 * listings, a listing and the legal pages) falls at a space, after a dash, slash, middle dot or
 * comma, or inside a word wider than its whole line.
 */
async function breaksInsideKoreanWords(page: Page): Promise<string[]> {
  return (await drawnText(page, 'ko', '[\\uac00-\\ud7a3]')).flatMap(({ text, breaks, widths, lineWidth, where }) =>
    breaks
      .filter((at) => !/[ \t\n\-–—/·,]/.test(text.charAt(at - 1)) && !/[ \t\n]/.test(text.charAt(at)))
      .filter((at) => {
        // The word around the break, from the space before it to the space after it (a no-break
        // space is inside a word: "2,380평방피트(약 67평)" is one).
        const from = text.slice(0, at).search(/[^ \t\n]*$/);
        const to = at + text.slice(at).search(/[ \t\n]|$/);
        return widths.slice(from, to).reduce((sum, w) => sum + w, 0) <= lineWidth;
      })
      .map((at) => `${where}: ${text.slice(Math.max(0, at - 10), at)} / ${text.slice(at, at + 10)}`),
  );
}

test.describe('Korean lines break between words', () => {
  for (const path of ['/', '/hannah-cho', '/grace-kim', '/michael-yoon', '/kenji-tanaka', '/grace-kim/homes', '/terms', '/terms/privacy', '/agreement', 'listing']) {
    test(`at 390 and 1440 px: ${path}`, async ({ page }) => {
      let url = path;
      if (path === 'listing') {
        await page.goto('/grace-kim');
        url = (await page.locator('a[href*="/homes/"]').first().getAttribute('href'))!;
      }
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await breaksInsideKoreanWords(page), `lines broken inside a word at ${width} px`).toEqual([]);
      }
    });
  }

  test("a realtor's Korean keeps a word whole across its brackets: 한나 조(조한나)입니다", async ({ page }) => {
    await page.goto('/hannah-cho');
    expect(await page.locator('#about p').first().textContent()).toContain('조\u2060(조한나)\u2060입니다');
  });
});
