import type { Page } from '@playwright/test';
import { japanesePhrases, UNBROKEN_WORDS } from '../src/lib/japanese-phrases';
import { expect, test } from './support/fixtures';
import { drawnText, type DrawnText } from './support/lines';

/**
 * Japanese lines break between phrases, never inside a word ("お問い / 合わせ", "ホー / ムページ"):
 * every line break the browser draws in the Japanese text of a page falls on a phrase boundary as
 * the product finds it (japanesePhrases: Google's BudouX, keeping whole a few words it cuts;
 * Chromium's `word-break: auto-phrase` has a model of its own, which splits お問い合わせ), after a space or punctuation, after a word ending in kana
 * (a particle or an inflection: "確認して / おきたい", which BudouX keeps together), or inside a
 * phrase wider than its whole line.
 */
const words = new Intl.Segmenter('ja', { granularity: 'word' });

/** The Japanese text of the page as drawn, block by block. */
function drawnJapaneseText(page: Page): Promise<DrawnText[]> {
  return drawnText(page, 'ja', '[\\u3040-\\u30ff\\u4e00-\\u9fff]');
}

/** The breaks of `drawn` that fall inside a phrase narrower than its line (a <wbr> is between two). */
function breaksInsideWords({ text, breaks, widths, wbrs, lineWidth }: DrawnText): string[] {
  const phrases: [start: number, end: number][] = [];
  let start = 0;
  for (const phrase of japanesePhrases(text)) {
    phrases.push([start, start + phrase.length]);
    start += phrase.length;
  }
  const wordEnds = new Set([...words.segment(text)].map(({ index, segment }) => index + segment.length));
  return breaks
    .filter((at) => !wbrs.includes(at))
    .filter((at) => !/[\s、。・，．！？）」』】：:,.!?)/-]/.test(text.charAt(at - 1)) && !/\s/.test(text.charAt(at)))
    .filter((at) => !(wordEnds.has(at) && /[\u3040-\u309f]/.test(text.charAt(at - 1))))
    .filter((at) => {
      const [from, to] = phrases.find(([s, e]) => s < at && at < e) ?? [at, at];
      const width = widths.slice(from, to).reduce((sum, w) => sum + w, 0);
      return from < at && width <= lineWidth;
    })
    .map((at) => `${text.slice(Math.max(0, at - 8), at)} / ${text.slice(at, at + 8)}`);
}

test.describe('Japanese lines break between phrases', () => {
  for (const path of ['/ja-JP', '/ja-JP/kenji-tanaka', '/ja-JP/emily-nakamura', 'listing']) {
    test(`at 390 and 1440 px: ${path}`, async ({ page }) => {
      let url = path;
      if (path === 'listing') {
        await page.goto('/ja-JP/kenji-tanaka');
        url = (await page.locator('a[href*="/homes/"]').first().getAttribute('href'))!;
      }
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const drawn = await drawnJapaneseText(page);
        expect(drawn.length, 'Japanese text that wraps').toBeGreaterThan(0);
        const inside = drawn.flatMap((text) => breaksInsideWords(text).map((at) => `${text.where}: ${at}`));
        expect(inside, `lines broken inside a word at ${width} px`).toEqual([]);
      }
    });
  }

  test('in a browser without auto-phrase (Safari, Firefox), the pages still break between phrases', async ({ page }) => {
    // Such a browser takes globals.css's other rule, keep-all, under which a heading with no
    // punctuation broke anywhere ("お客様が最初に見つ / ける") and a squeezed menu button inside its
    // word ("メニュ / ー"); Chromium is made to take it here.
    await page.goto('/ja-JP/kenji-tanaka');
    const listing = (await page.locator('a[href*="/homes/"]').first().getAttribute('href'))!;
    for (const path of ['/ja-JP', '/ja-JP/kenji-tanaka', '/ja-JP/kenji-tanaka/homes', listing]) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.addStyleTag({ content: ':lang(ja):not(input, textarea) { word-break: keep-all !important; }' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const inside = (await drawnJapaneseText(page)).flatMap((text) => breaksInsideWords(text).map((at) => `${text.where}: ${at}`));
        expect(inside, `${path}: lines broken inside a word at ${width} px`).toEqual([]);
      }
    }
    await page.goto('/ja-JP');
    await expect(page.locator('h1 wbr')).not.toHaveCount(0);
  });

  test("a realtor's own Japanese breaks only between phrases: never inside a name at its ・ or inside どうぞ", async ({ page }) => {
    // Grace Kim's Japanese about text names her "グレース・キム", which Chromium's own phrase model
    // broke after the ・ at 1440 px.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ja-JP/grace-kim');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const about = page.locator('#about p').first();
      expect(await about.evaluate((p) => getComputedStyle(p).wordBreak)).toBe('keep-all');
      expect(await about.textContent()).toContain('グレース・\u2060キム');
      // The product's own sentences that name her keep the name whole too ("グレース・ / キムから" in the contact section's intro).
      expect(await page.locator('#contact > p').first().textContent()).toContain('グレース・\u2060キム');
      // A line breaks at a <wbr> between phrases, or inside a phrase only at a space
      // ("（Irvine / Unified）と") or where the phrase is wider than its whole line.
      expect(await about.locator('wbr').count()).toBeGreaterThan(10);
      // No <wbr> inside a word that BudouX's model cuts: "…物件でも、どうぞお気軽に…" (not "どう / ぞ").
      const aboutHtml = await page.locator('#about').innerHTML();
      expect(aboutHtml).toContain('どうぞお気軽に');
      for (const word of UNBROKEN_WORDS) {
        for (let at = 1; at < word.length; at++) expect(aboutHtml).not.toContain(`${word.slice(0, at)}<wbr>${word.slice(at)}`);
      }
      const drawn = (await drawnJapaneseText(page)).filter(({ where }) => where.includes('phrases'));
      expect(drawn.length).toBeGreaterThan(0);
      for (const { text, breaks, widths, wbrs, lineWidth } of drawn) {
        const inside = breaks.filter((at) => {
          if (wbrs.includes(at) || /\s/.test(text.charAt(at - 1))) return false;
          const from = Math.max(0, ...wbrs.filter((w) => w < at));
          const to = Math.min(text.length, ...wbrs.filter((w) => w > at));
          return widths.slice(from, to).reduce((sum, w) => sum + w, 0) <= lineWidth;
        });
        expect(inside.map((at) => `${text.slice(Math.max(0, at - 8), at)} / ${text.slice(at, at + 8)}`), `${width} px`).toEqual([]);
      }
    }
  });
});
