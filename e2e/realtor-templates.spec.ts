/**
 * The realtor homepage's templates (issue #23): each template at 390 and 1440 px in the three
 * languages — no sideways overflow, the header's navigation reaches every section, the phone's
 * contact bar, the phone's menu without JavaScript — and a realtor with only the required fields.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { auth, E2E_ADMIN, login, uniqueSlug } from './support/api';
import { expect, test, testClientIp } from './support/fixtures';

const TEMPLATES = ['classic', 'modern', 'luxury'] as const;
const LOCALES = [
  { prefix: '', lang: 'ko', name: '김은혜', about: '어바인에서', menu: '메뉴', contact: '문의', contactBar: '빠른 연락', heroActions: '연락처', line: '라인 상담', quotes: { '이수진 님': null, 'Jason & Mia R.': 'en', '佐藤様ご夫妻': 'ja' } },
  { prefix: '/en', lang: 'en', name: 'Grace Kim', about: 'Irvine since', menu: 'Menu', contact: 'Contact', contactBar: 'Quick contact', heroActions: 'Contact', line: 'Chat on LINE', quotes: { 'Jason & Mia R.': null, '이수진 님': 'ko', '佐藤様ご夫妻': 'ja' } },
  { prefix: '/ja-JP', lang: 'ja-JP', name: 'グレース・キム', about: 'アーバインで', menu: 'メニュー', contact: 'お問合せ', contactBar: 'すぐに連絡', heroActions: '連絡先', line: 'LINEで相談', quotes: { '佐藤様ご夫妻': null, 'Jason & Mia R.': 'en', '이수진 님': 'ko' } },
] as const;

const demo = (file: string) => ['fullsize', 'thumbnail'].map((imageType) => ({ imageType, url: `/demo/grace-kim/${file}` }));

/** The admin's request headers (signing in is slow on a busy machine: once per test). */
async function asAdmin(request: APIRequestContext, ip: string): Promise<Record<string, string>> {
  return { ...auth(await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip)), 'x-forwarded-for': ip };
}

/** A new realtor with `fields`; answers its slug. */
async function createRealtor(request: APIRequestContext, headers: Record<string, string>, fields: Record<string, unknown>): Promise<string> {
  const desiredUrl = uniqueSlug('template');
  const response = await request.post('/v1/realtor', { headers, data: { desiredUrl, ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  return desiredUrl;
}

const complete = (template: string) => ({
  template,
  displayNameKo: '김은혜',
  displayNameEn: 'Grace Kim',
  displayNameJa: 'グレース・キム',
  aboutMeKr: '어바인에서 14년째 가족들의 집 찾기를 돕고 있습니다.',
  aboutMeEn: 'Helping families find homes in Irvine since 2012.',
  aboutMeJa: 'アーバインで2012年からご家族の住まい探しをお手伝いしています。',
  contactPhone: '949-555-0134',
  email: 'grace@e2e.example.com',
  kakaoLink: 'https://open.kakao.com/o/e2eTemplate',
  // Both messengers: the most buttons a hero and a contact bar can have. LINE's is saved without
  // its scheme, as the API's URL rule allows: the page links to it as an https address.
  lineLink: 'line.me/ti/p/~e2eTemplate',
  licenseNumber: '02145873',
  brokerage: 'Equity Realty',
  careerStart: '2012-03-15',
  salesCount: 120,
  activityRegion: [
    { state: 'CA', city: 'Irvine', neighborhood: 'Woodbridge', zipcode: '92604' },
    { state: 'CA', city: 'Tustin', neighborhood: '', zipcode: '92782' },
  ],
  additionalSections: [
    { title: '첫 집 구매 안내', body: '계약부터 입주까지 함께합니다.', titleEn: 'First-time buyers', bodyEn: 'From offer to move-in.', titleJa: '初めての購入', bodyJa: '契約から入居までご一緒します。' },
  ],
  testimonials: [
    { lang: 'en', quote: 'Grace found us a home before it hit the market.', author: 'Jason & Mia R.', detail: 'Bought in Northwood, 2024' },
    { lang: 'ko', quote: '학군부터 세금까지 한국어로 하나하나 설명해 주셨어요.', author: '이수진 님', detail: '어바인 매수 · 2025' },
    { lang: 'ja', quote: '日本にいる両親にも分かりやすい資料を作ってくださいました。', author: '佐藤様ご夫妻', detail: 'タートルロックで購入（2025年）' },
  ],
  photos: [
    ...demo('portrait.webp').map((p) => ({ path: 'id', ...p })),
    ...demo('top-1.webp').map((p) => ({ path: 'top', ...p })),
    ...demo('gallery-1.webp').map((p) => ({ path: 'gallery', ...p })),
  ],
});

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('realtor homepage templates', () => {
  const slugs = new Map<string, string>();
  test.beforeAll(async ({ request }, testInfo) => {
    const headers = await asAdmin(request, testClientIp(testInfo));
    for (const template of TEMPLATES) slugs.set(template, await createRealtor(request, headers, complete(template)));
  });

  for (const template of TEMPLATES) {
    test(`${template} at 1440 px: the realtor's texts in each language, navigation to every section, no contact bar`, async ({ page, visit }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const locale of LOCALES) {
        await visit(`${locale.prefix}/${slugs.get(template)}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(locale.name);
        await expect(page.locator('#about')).toContainText(locale.about);
        await expect(page.getByRole('list', { name: locale.heroActions, exact: true }).getByRole('link', { name: locale.line })).toHaveAttribute('href', 'https://line.me/ti/p/~e2eTemplate');
        expect(await overflow(page), `${template} ${locale.lang}`).toBeLessThanOrEqual(0);
        const nav = page.getByRole('navigation', { name: { ko: '사이트', en: 'Site', 'ja-JP': 'サイト' }[locale.lang] });
        const links = nav.getByRole('link');
        // About, areas, the additional section, listings (the license is a demo agent's, who has
        // listings in Irvine), testimonials and contact.
        await expect(links).toHaveCount(6);
        // Every testimonial, the page's language first; one in another language says which it is.
        const quotes = page.locator('#testimonials li');
        await expect(quotes.locator('figcaption strong')).toHaveText(Object.keys(locale.quotes));
        const langs = await quotes.evaluateAll((items) => items.map((item) => item.getAttribute('lang')));
        expect(langs, `${template} ${locale.lang}`).toEqual(Object.values(locale.quotes));
        for (const link of await links.all()) {
          const target = (await link.getAttribute('href'))!;
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${target}$`));
          await expect(page.locator(target)).toBeInViewport();
        }
        await expect(page.getByRole('navigation', { name: locale.contactBar })).toBeHidden();
      }
    });

    test(`${template} at 390 px: a menu that works without JavaScript, the contact bar, no overflow`, async ({ page, visit, noScript }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const locale of LOCALES) {
        await visit(`${locale.prefix}/${slugs.get(template)}`);
        expect(await overflow(page), `${template} ${locale.lang}`).toBeLessThanOrEqual(0);
        // The bar waits until the hero's own buttons have scrolled away, so it never covers them.
        const bar = page.getByRole('navigation', { name: locale.contactBar });
        const heroButtons = page.getByRole('list', { name: locale.heroActions, exact: true });
        await expect(heroButtons).toBeInViewport();
        await expect(bar).toBeHidden();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await expect(heroButtons).not.toBeInViewport();
        await expect(bar).toBeVisible();
        await expect(bar.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+19495550134');
        await expect(bar.locator('a[href^="sms:"]')).toHaveAttribute('href', 'sms:+19495550134');
        await expect(bar.locator('a[href^="mailto:"]')).toHaveCount(1);
        await expect(bar.locator('a[href^="https://open.kakao.com/"]')).toHaveCount(1);
        await expect(bar.locator('a[href^="https://line.me/"]')).toHaveCount(1);
        // Each label whole in its button, five of them in 390 px.
        for (const link of await bar.getByRole('link').all()) {
          expect(await link.evaluate((a) => a.scrollWidth - a.clientWidth), `${template} ${locale.lang}: ${await link.textContent()}`).toBeLessThanOrEqual(0);
        }
        // The bar never hides the end of the page: scrolled to the end, the footer's last line is above it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footerLink = await page.getByRole('contentinfo').getByRole('link').last().boundingBox();
        const barBox = await bar.boundingBox();
        expect(footerLink!.y + footerLink!.height).toBeLessThanOrEqual(barBox!.y);
      }

      const phone = await noScript.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`/ja-JP/${slugs.get(template)}`);
      await phone.getByText('メニュー', { exact: true }).click();
      await phone.getByRole('link', { name: 'お問合せ', exact: true }).click();
      await expect(phone).toHaveURL(/#contact$/);
      await expect(phone.locator('#contact')).toBeInViewport();
    });
  }

  test("at 1000 px the header's strip shows every entry it has whole; the sections' own titles join it from 1280 px", async ({ page, visit }) => {
    // Grace Kim's sample has two sections with long titles, listings and testimonials.
    for (const [width, entries] of [[1000, 5], [1280, 7]] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/en/grace-kim', '/ja-JP/grace-kim']) {
        await visit(path);
        const strip = page.getByRole('navigation', { name: path.startsWith('/en') ? 'Site' : 'サイト' }).getByRole('list');
        await expect(strip.getByRole('link')).toHaveCount(entries);
        expect(await strip.evaluate((ul) => ul.scrollWidth - ul.clientWidth), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("the luxury template sets the realtor's own sections side by side on a wide screen, one under the other on a phone", async ({ page, visit }) => {
    // Grace Kim (luxury) has two short sections: "Why work with me" and the school guide.
    const sections = page.locator('section[id^="section-"]');
    for (const [width, sideBySide] of [[1440, true], [390, false]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await visit('/en/grace-kim');
      await expect(sections).toHaveCount(2);
      const [first, second] = [(await sections.nth(0).boundingBox())!, (await sections.nth(1).boundingBox())!];
      expect(second.y === first.y, `${width} px`).toBe(sideBySide);
      expect(second.x > first.x + first.width - 1, `${width} px`).toBe(sideBySide);
    }
  });

  test('on a wide screen the about text and the areas share the width in halves, the areas two to a row; on a phone one under the other', async ({ page, visit }) => {
    // One realtor of each template: Grace Kim (luxury), Michael Yoon (modern), Kenji Tanaka (classic), three areas each.
    for (const slug of ['grace-kim', 'michael-yoon', 'kenji-tanaka']) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await visit(`/en/${slug}`);
        const [about, areas] = [(await page.locator('#about').boundingBox())!, (await page.locator('#areas').boundingBox())!];
        const cards = page.locator('#areas li');
        await expect(cards).toHaveCount(3);
        const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
        if (width === 1440) {
          expect(areas.y, slug).toBe(about.y);
          expect(Math.abs(about.width - areas.width), slug).toBeLessThanOrEqual(1);
          expect(second.y, slug).toBe(first.y);
        } else {
          expect(areas.y, slug).toBeGreaterThanOrEqual(about.y + about.height);
          expect(second.y, slug).toBeGreaterThan(first.y);
        }
      }
    }
  });

  test('a realtor with only the required fields gets a designed page: a coloured hero with a monogram, no empty sections', async ({ page, visit, request }, testInfo) => {
    const headers = await asAdmin(request, testClientIp(testInfo));
    const slug = await createRealtor(request, headers, { displayNameEn: 'Mina Lee', designMainColor: '#7a2e4d' });
    const nameless = await createRealtor(request, headers, {});
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(`/en/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina Lee');
    await expect(page).toHaveTitle('Mina Lee');
    const hero = page.locator('section[aria-labelledby="realtor-name"]');
    expect(await hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(122, 46, 77)');
    await expect(hero).toContainText('ML');
    // No empty boxes: every section and list that shows has content beyond its heading.
    const empty = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('section, ul, dl')]
        .filter((el) => (el as HTMLElement).innerText.trim() === (el.querySelector('h2') as HTMLElement | null)?.innerText.trim() || !(el as HTMLElement).innerText.trim())
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(empty).toEqual([]);
    // The slug is never shown as a name, also on a page without any name.
    await visit(`/ja-JP/${nameless}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('不動産エージェント');
    expect(await page.locator('body').innerText()).not.toContain(nameless);
  });
});
