import type { APIRequestContext, Page } from '@playwright/test';
import { SAMPLE_REALTORS } from '../src/server/seed/sample-realtors';
import { englishOnlyPieces, findPiece } from './support/catalog';
import { expect, test } from './support/fixtures';
import { lineCount, selectShortfall } from './support/lines';

/**
 * Korean and Japanese realtor pages speak their language (issue: "three complete languages"):
 * no English interface text (the English catalog's text that the page's own catalog does not also
 * use, such as brand names), only proper names and the realtor's own text; lines break between
 * words and phrases; nothing overflows sideways on a 390 px phone.
 */
const LOCALES = [
  { locale: 'ko', prefix: '', lang: 'ko', wordBreak: 'keep-all' },
  { locale: 'ja-JP', prefix: '/ja-JP', lang: 'ja-JP', wordBreak: 'auto-phrase' },
] as const;

const SLUGS = SAMPLE_REALTORS.map((r) => r.desiredUrl);

/** Every string of the realtor's live record (name, about, sections, regions, brokerage…). */
async function realtorStrings(request: APIRequestContext, slug: string): Promise<string[]> {
  const response = await request.get(`/v1/realtor/${slug}`);
  expect(response.status(), `/v1/realtor/${slug}`).toBe(200);
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(await response.json());
  return strings;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The page's visible text without the realtor's own text (each paragraph of it, longest first):
 * what is left is interface text, proper names of the product and listing data.
 */
async function interfaceText(page: Page, own: string[]): Promise<string> {
  let text = collapse(await page.evaluate(() => document.body.innerText));
  const parts = own
    .flatMap((s) => s.split(/\n+/))
    .map(collapse)
    .filter((s) => s.length >= 2)
    .sort((a, b) => b.length - a.length);
  for (const part of parts) text = text.split(part).join(' ¶ ');
  return text;
}

async function open(page: Page, path: string, lang: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Widths are final once the web fonts are in.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe('Korean and Japanese realtor pages show no English interface text', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { locale, prefix, lang, wordBreak } of LOCALES) {
    const english = englishOnlyPieces(locale);

    for (const slug of SLUGS) {
      test(`${locale}: ${prefix}/${slug}`, async ({ page, request }) => {
        await open(page, `${prefix}/${slug}`, lang);
        const text = await interfaceText(page, await realtorStrings(request, slug));
        const found = [...english]
          .map(([piece, keys]) => ({ piece, keys, at: findPiece(text, piece) }))
          .filter(({ at }) => at >= 0)
          .map(({ piece, keys, at }) => `"${piece}" (${keys.join(', ')}) in “…${text.slice(Math.max(0, at - 30), at + piece.length + 30)}…”`);
        expect(found, 'English interface text on the page').toEqual([]);

        // Lines break between words (Korean) or phrases (Japanese): the headings, buttons and
        // body text carry the language's rule; nothing is wider than the window.
        for (const selector of ['h1', 'h2', 'button[type="submit"]', 'main p']) {
          await expect(page.locator(selector).first()).toHaveCSS('word-break', wordBreak);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  }

  test('English pages keep the browser’s line breaking', async ({ page }) => {
    await open(page, `/en/${SLUGS[0]}`, 'en');
    await expect(page.locator('h2').first()).toHaveCSS('word-break', 'normal');
  });
});

test.describe('realtor pages fit a 390 px phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // English too: its license lines are the longest ("GA Real Estate Commission License #…").
  for (const { locale, prefix, lang } of [...LOCALES, { locale: 'en', prefix: '/en', lang: 'en' }]) {
    for (const slug of SLUGS) {
      test(`${locale}: ${prefix}/${slug} has no horizontal overflow, and its figures and credentials read whole`, async ({ page }) => {
        await open(page, `${prefix}/${slug}`, lang);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
        // A phone browser may widen its layout to the content: the width must stay the screen's.
        expect(scrollWidth, 'page width').toBeLessThanOrEqual(390);
        // Each figure of the strip on one line ("3,185万ド / ル" broke inside its unit).
        for (const figure of await page.locator('section[aria-labelledby="stats-title"] dd').all()) {
          expect(await figure.evaluate(lineCount), (await figure.textContent()) ?? '').toBe(1);
        }
        // No list item's text starts left of a box that clips it (a wrapped license line was cut off).
        const clipped = await page.locator('li').evaluateAll((items) =>
          items.flatMap((li) => {
            let clip = li.parentElement;
            while (clip && getComputedStyle(clip).overflowX !== 'hidden') clip = clip.parentElement;
            if (!clip || !li.textContent?.trim()) return [];
            const range = document.createRange();
            range.selectNodeContents(li);
            const left = clip.getBoundingClientRect().left;
            return [...range.getClientRects()].some((rect) => rect.width > 0 && rect.left < left - 0.5) ? [li.textContent.trim()] : [];
          }),
        );
        expect(clipped).toEqual([]);
        // The contact form's country select shows its choice whole ("🇰🇷 KR +82" was cut to "KR +8").
        const country = page.locator('#contact select').first();
        expect(await country.evaluate(selectShortfall)).toBe(0);
      });
    }
  }
});
