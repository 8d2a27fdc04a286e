import fs from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { auth, E2E_ADMIN, login, uniqueSlug } from './support/api';
import { expect, expectNoAxeViolations, recordScripts, test, testClientIp } from './support/fixtures';
import { readableBrandOnLight } from '../src/lib/color';

test.describe('realtor homepages', () => {
  for (const [path, lang, heading, about] of [
    ['/grace-kim', 'ko', '김은혜', '어바인'],
    ['/en/grace-kim', 'en', 'Grace Kim', 'Irvine'],
    ['/ja-JP/grace-kim', 'ja-JP', 'グレース・キム', 'アーバイン'],
  ] as const) {
    test(`${path} renders the realtor's sections in ${lang}`, async ({ page, visit }) => {
      const response = await visit(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('김');
      await expect(page.locator('main')).toContainText(about);
      // The city her areas name, in the page's language in the hero's line and in the areas.
      for (const place of [page.locator('section[aria-labelledby="realtor-name"]'), page.locator('#areas')]) await expect(place).toContainText(about);
      // In the hero's buttons, and beside the contact form with the realtor's name.
      for (const place of [page.locator('#realtor-name ~ ul'), page.locator('#contact')]) {
        await expect(place.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+19495550134');
        await expect(place.locator('a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:grace.kim@example.com');
      }
      await expect(page.locator('#contact h3')).toContainText(heading);
      // Her social profiles, in the same card.
      for (const host of ['www.youtube.com', 'www.instagram.com', 'www.zillow.com']) {
        await expect(page.locator(`#contact a[href^="https://${host}/"]`)).toHaveCount(1);
      }
      await expect(page.getByRole('contentinfo')).toContainText('Equal Housing Opportunity');
      await expect(page.getByRole('contentinfo')).toContainText('Equity Realty');
    });
  }

  test("the header's Listings entry is there when the page lists homes, and leads to them", async ({ page, visit }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit('/en/grace-kim');
    const listings = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Listings' });
    await listings.click();
    await expect(page).toHaveURL(/#listings$/);
    await expect(page.locator('#listings')).toBeInViewport();
  });

  test('SEO: title, description, canonical, hreflang, og and a JSON-LD RealEstateAgent', async ({ page, visit }) => {
    await visit('/en/grace-kim');
    await expect(page).toHaveTitle(/Grace Kim/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en-US');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/demo\/grace-kim\//);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/gracekim\.example\.com\/en$/);
    for (const hreflang of ['ko', 'en', 'ja-JP']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'RealEstateAgent', name: 'Grace Kim' });
    expect(ld.areaServed.length).toBeGreaterThan(0);
  });

  for (const { path, slug, locale, script, family } of [
    { path: '/grace-kim', slug: 'grace-kim', locale: 'ko', script: 'kr', family: 'Noto Sans KR Variable' },
    { path: '/ja-JP/kenji-tanaka', slug: 'kenji-tanaka', locale: 'ja-JP', script: 'jp', family: 'Noto Sans JP Variable' },
  ] as const) {
    test(`${path}: its text comes from a few small cuts of the font, the product's visitors' text and the realtor's own`, async ({ page, visit, request }) => {
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
      });
      await visit(path);
      // The realtor's own characters that the language's sheet does not cover have rules of their own.
      const styles = await page.locator('style').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      const cut = `/font-cuts/${slug}/${locale}/${script}-700.woff2`;
      const rule = styles.join('').split('@font-face').find((face) => face.includes(`url(${cut}?v=`));
      const first = /unicode-range:U\+([0-9a-f]+)/.exec(rule ?? '')?.[1];
      expect(first, `a rule for ${cut}`).toBeDefined();
      const char = String.fromCodePoint(parseInt(first!, 16));
      // The browser loads and accepts that cut for the character (a bad file would reject).
      const loaded = await page.evaluate(([text, name]) => document.fonts.load(`700 16px "${name}"`, text).then((faces) => faces.length), [char, family]);
      expect(loaded).toBeGreaterThan(0);
      expect(fonts).toContain(cut);
      // Only the visitors' sheet: the cuts of the text only the signed-in screens and the legal
      // documents add are in a sheet of their own, which a visitor's page does not link.
      await expect(page.locator('link[rel="stylesheet"][href*="-more.css"]')).toHaveCount(0);
      expect(fonts.filter((p) => p.includes('-more-'))).toEqual([]);
      // A cut of a realtor that does not exist, or of a weight there is no cut for: 404.
      expect((await request.get(`/font-cuts/nobody-here/${locale}/${script}-400.woff2`)).status()).toBe(404);
      expect((await request.get(`/font-cuts/${slug}/${locale}/${script}-500.woff2`)).status()).toBe(404);
    });
  }

  test('the signed-in screens and the legal documents link the sheet of their own text', async ({ page }) => {
    for (const [path, sheet] of [
      ['/login', '/fonts/ko-more.css'],
      ['/ja-JP/terms', '/fonts/ja-more.css'],
      ['/ja-JP/grace-kim/login', '/fonts/ja-more.css'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`link[rel="stylesheet"][href="${sheet}"]`), path).toHaveCount(1);
    }
    // What the Korean sheet covers for a realtor's cut is the visitors' text only: Hangul that only
    // the signed-in screens use goes in the realtor's cut.
    const covered = new Set((JSON.parse(await fs.readFile('public/fonts/covered.json', 'utf8')) as { ko: string }).ko);
    const messages = JSON.parse(await fs.readFile('src/i18n/messages/ko.json', 'utf8')) as Record<string, unknown>;
    expect([...JSON.stringify(messages.Admin)].filter((c) => /[가-힣]/.test(c) && !covered.has(c)).length).toBeGreaterThan(0);
  });

  test("the frame's links are plain anchors in the page language; the page's script has no navigation code and no message parser", async ({ page }) => {
    // next-intl's navigation code names its 'localeCookie'; the ICU message parser (messages are
    // precompiled when the app is built) names its errors.
    const scripts = recordScripts(page);
    for (const path of ['/en/grace-kim', '/ja-JP', '/en/no-such-realtor-page/x']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const bodies = (await scripts()).map(({ body }) => body);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => !body)).toEqual([]);
    for (const marker of ['localeCookie', 'EXPECT_ARGUMENT_CLOSING_BRACE', 'MISSING_INTL_API']) {
      expect(bodies.filter((body) => body.includes(marker)), marker).toEqual([]);
    }

    await page.goto('/en/grace-kim');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en/grace-kim/terms');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/terms/privacy');
    await page.getByLabel(/Choose language/).click();
    await expect(page.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja-JP/grace-kim');
    await expect(page.getByRole('link', { name: '한국어' })).toHaveAttribute('href', '/grace-kim');
    await footer.getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/en\/grace-kim\/terms$/);
  });

  test('the theme colour comes with readable text on it', async ({ page, visit }) => {
    // A classic template: its call button is in the theme colour.
    await visit('/en/jenny-choi');
    const call = page.locator('#realtor-name ~ ul a[href^="tel:"]');
    const [bg, fg] = await call.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']).toContain(fg);
  });

  test("in light content the links and the ticked consent are the brand colour, darkened to read; the social profiles carry their logos", async ({ page, visit }) => {
    // Emily Nakamura's orange (#c2703d) is under 4.5:1 on the light cards: darkened just enough.
    await visit('/en/emily-nakamura');
    const link = readableBrandOnLight('#c2703d', '#f5f6f8');
    expect(link).not.toBe('#c2703d');
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(link.slice(i, i + 2), 16)).join(', ')})`;
    const form = page.locator('#contact form');
    expect(await form.locator('a[href$="/terms"]').evaluate((el) => getComputedStyle(el).color)).toBe(rgb);
    expect(await form.getByRole('checkbox').evaluate((el) => getComputedStyle(el).accentColor)).toBe(rgb);
    const social = page.getByRole('list', { name: 'Social' });
    await expect(social.getByRole('link')).not.toHaveCount(0);
    for (const profile of await social.getByRole('link').all()) {
      await expect(profile.locator('svg[aria-hidden="true"] path')).toHaveCount(1);
    }
  });

  test("in dark content the header's section links are the header's text, the content's links the brand colour, lightened to read", async ({ page, visit }) => {
    // Olivia Bennett's sample has dark content and a dark header.
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit('/en/olivia-bennett');
    const colour = (locator: import('@playwright/test').Locator) => locator.evaluate((el) => getComputedStyle(el).color);
    const header = page.getByRole('banner');
    expect(await colour(header.getByRole('navigation').getByRole('link', { name: 'About' }))).toBe(await colour(header));
    // Her gold (#a67c2e) is 4.27:1 on the dark cards, under AA; with 5 % of white (#aa8338) it is 4.63:1.
    expect(await colour(page.locator('#contact form a[href$="/terms"]'))).toBe('rgb(170, 131, 56)');
    // A listing card's address is its title: the content's text colour, not link-blue.
    expect(await colour(page.locator('#listings li a[href*="/homes/"]').first())).toBe(await colour(page.locator('main')));
    // The listings page's tabs are links too, drawn as the page's controls: its text colour.
    await visit('/en/olivia-bennett/homes');
    expect(await colour(page.getByRole('link', { name: /^For rent \(\d+\)$/ }))).toBe(await colour(page.locator('main')));
  });

  test('images are responsive AVIF or WebP; the top photo comes first, the gallery fits a phone', async ({ browser, baseURL }) => {
    // A phone as Lighthouse's mobile run sees it: 412 px wide at 1.75 device pixels per CSS pixel.
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const types: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_next/image')) types.push(response.headers()['content-type'] ?? '');
    });
    await page.goto('/grace-kim');
    await expect(page.locator(`link[rel="preload"][as="image"][fetchpriority="high"]`)).toHaveCount(1);
    const hero = page.locator('section[aria-labelledby="realtor-name"] > img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    const thumbnail = page.locator('section[aria-labelledby="gallery-title"] img').first();
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Two cells a row: each about 186 CSS px wide (326 device px), so the 384 px candidate, not 640 or more.
    const width = Number(/[?&]w=(\d+)/.exec(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc))?.[1]);
    expect(width).toBe(384);
    expect(types.length).toBeGreaterThan(1);
    for (const type of types) expect(type).toMatch(/^image\/(avif|webp)$/);
    await context.close();
  });

  test('the gallery opens an accessible lightbox, navigable by keyboard and closed with Escape', async ({ page, visit }) => {
    await visit('/en/olivia-bennett');
    // Before the page hydrates a photo's link opens the image in a new tab (no JavaScript needed);
    // the contact form's Send button is enabled once it has.
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    const gallery = page.getByRole('region', { name: 'Gallery' }).or(page.locator('section[aria-labelledby="gallery-title"]'));
    await gallery.getByRole('link').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the video loads only when clicked, from the privacy-enhanced host', async ({ page, visit }) => {
    await visit('/grace-kim');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: /영상 재생/ }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('a well-formed slug with no realtor shows the landing page with a notice and answers 404', async ({ page, visit }) => {
    const response = await visit('/nobody-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('note')).toContainText('nobody-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('고객이 먼저 찾아오는 리얼터 홈페이지');
  });

  test('a malformed slug is the 404 page', async ({ page, visit }) => {
    const response = await visit('/bad_slug1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('페이지를 찾을 수 없습니다');
  });

  test('realtor pages are served from the cache after the first request', async ({ request }) => {
    await request.get('/ja-JP/hannah-cho');
    const second = await request.get('/ja-JP/hannah-cho');
    expect(second.status()).toBe(200);
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  });
});

test.describe('contact form', () => {
  test('sends a message: stored and acknowledged, the form cleared', async ({ page, visit }) => {
    await visit('/en/grace-kim');
    const form = page.locator('form').filter({ has: page.getByLabel('Message') });
    await expect(form.getByLabel('Country code')).toHaveValue('US');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('First name').fill('Jiwoo');
    await form.getByLabel('E-mail').fill('jiwoo@example.com');
    await form.getByLabel('Phone number').fill('714-555-0123');
    await form.getByLabel('Message').fill('I would like to see townhomes in Woodbridge.');
    // What they want help with: optional, one tap, by keyboard too.
    const interest = form.getByRole('group', { name: 'How can I help?' });
    await expect(interest.getByRole('radio', { checked: true })).toHaveCount(0);
    await interest.getByRole('radio', { name: 'Selling' }).click();
    await interest.getByRole('radio', { name: 'Selling' }).press('ArrowRight');
    await expect(interest.getByRole('radio', { name: 'Renting' })).toBeChecked();
    await interest.getByRole('radio', { name: 'Buying' }).click();
    await expect(interest.getByRole('radio', { name: 'Buying' })).toBeChecked();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
    await expect(form.getByLabel('Last name')).toHaveValue('');
    await expect(interest.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test("a seller's way in: 'Ask what my home is worth' leads to the form with Selling chosen, which asks for the home's address", async ({ page, visit }) => {
    await visit('/en/grace-kim');
    const form = page.locator('form').filter({ has: page.getByLabel('Message') });
    // Hydrated: the link's choice is made by the form's script.
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    const message = form.getByLabel('Message');
    await expect(message).not.toHaveAccessibleDescription(/address/);

    const band = page.getByRole('region', { name: 'Thinking of selling?' });
    await expect(band).toContainText('Grace Kim will prepare a free price analysis');
    await band.getByRole('link', { name: 'Ask what my home is worth' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(form.getByRole('radio', { name: 'Selling' })).toBeChecked();
    await expect(message).toHaveAccessibleDescription('For your free price analysis, include the home’s address and when you would like to sell.');

    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('First name').fill('Jiwoo');
    await form.getByLabel('E-mail').fill('jiwoo@example.com');
    await form.getByLabel('Phone number').fill('714-555-0123');
    await message.fill('14 Elm Street, Irvine. We would like to sell this spring.');
    const sent = page.waitForRequest((request) => request.url().endsWith('/v1/realtor-contacts') && request.method() === 'POST');
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ interest: 'sell', message: '14 Elm Street, Irvine. We would like to sell this spring.' });
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
    // The form starts again with nothing chosen, and without the seller's hint.
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(message).not.toHaveAccessibleDescription(/address/);
  });

  test('a realtor who does not want the sellers\' band turns it off; an old client\'s PATCH keeps it off', async ({ page, request, visit }, testInfo) => {
    const ip = testClientIp(testInfo);
    const headers = { ...auth(await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip)), 'x-forwarded-for': ip };
    const slug = uniqueSlug('no-sellers');
    const created = await request.post('/v1/realtor', { headers, data: { desiredUrl: slug, aboutMeEn: 'Leasing only.', sellerBand: 'N' } });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect((await request.patch(`/v1/realtor/${id}`, { headers, data: { aboutMeEn: 'Leasing in Irvine.' } })).status()).toBe(200);
    expect((await (await request.get(`/v1/realtor/${id}`, { headers })).json()).sellerBand).toBe('N');

    await visit(`/en/${slug}`);
    await expect(page.getByText('Leasing in Irvine.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Thinking of selling?' })).toHaveCount(0);
    await expect(page.locator('[data-contact-interest]')).toHaveCount(0);
  });

  test("the country select shows each country's flag in colour, even where the system has no flag glyphs", async ({ page, visit }) => {
    // This machine's Chromium has no emoji font, as on Windows and Linux: without the product's
    // flag font the select drew two boxes before each code.
    await visit('/ja-JP/kenji-tanaka');
    const select = page.locator('form').filter({ has: page.getByLabel('メッセージ') }).getByLabel('国番号');
    await expect(select).toHaveValue('JP');
    await select.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((font) => font.family.includes('Country Flags') && font.status === 'loaded'))).toBe(true);
    const png = PNG.sync.read(await select.screenshot());
    // Japan's flag is a red disc on white: count the strongly red pixels; a box or a letter is grey.
    let red = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
      if (r > 160 && g < 90 && b < 90) red++;
    }
    expect(red, 'red pixels of the flag').toBeGreaterThan(20);
  });

  test('cannot be sent before the page hydrates, so no native GET puts the message in the address', async ({ noScript }) => {
    const page = await noScript.newPage();
    await page.goto('/en/grace-kim');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    // The video's poster, too, waits for the script that plays it.
    await expect(page.getByRole('button', { name: /^Play/ })).toBeDisabled();
    // The phone's country is the page language's from the first paint (SPEC §9), not the list's first.
    await page.goto('/ja-JP/kenji-tanaka');
    await expect(page.getByLabel('国番号')).toHaveValue('JP');
  });

  test('loads its validation code (zod) when first focused, not with the page', async ({ page, visit }) => {
    await visit('/en/grace-kim');
    await page.waitForLoadState('networkidle');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').length);
    const atLoad = await scripts();
    await page.locator('form').filter({ has: page.getByLabel('Message') }).getByLabel('Last name').focus();
    await expect.poll(scripts).toBeGreaterThan(atLoad);
  });

  test('shows the rules beside the fields, in the page language', async ({ page, visit }) => {
    await visit('/ja-JP/grace-kim');
    const form = page.locator('form').filter({ has: page.getByLabel('メッセージ') });
    await form.getByLabel('メールアドレス').fill('not-an-address');
    await form.getByRole('button', { name: '送信' }).click();
    await expect(form.getByText('正しいメールアドレスを入力してください。')).toBeVisible();
    await expect(form.getByText('必須項目です。').first()).toBeVisible();
    await expect(form.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  });

  test('checks the phone against its country when the visitor leaves it; offers the US for a US number on the Korean page; nothing below moves', async ({ page, visit }) => {
    await visit('/grace-kim');
    const form = page.locator('form').filter({ has: page.getByLabel('메시지') });
    const country = form.getByLabel('국가 번호');
    await expect(country).toHaveValue('KR');
    const phone = form.getByLabel('전화번호');
    const message = form.getByLabel('메시지');
    // Where the message field is within the form (the page may scroll as fields are filled).
    const messageTop = () => message.evaluate((element: HTMLTextAreaElement) => element.getBoundingClientRect().top - element.form!.getBoundingClientRect().top);
    const messageAt = await messageTop();

    await phone.fill('949-555-0134');
    await expect(form.getByText('미국 전화번호 같습니다.')).toBeHidden();
    await phone.blur();
    await expect(form.getByText('미국 전화번호 같습니다.')).toBeVisible();
    expect(await messageTop()).toBe(messageAt);
    await form.getByRole('button', { name: '미국(+1) 번호로 바꾸기' }).click();
    await expect(country).toHaveValue('US');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(phone).toBeFocused();

    // "949-555-77" (issue #29): not a number in the US either.
    await phone.fill('949-555-77');
    await phone.blur();
    await expect(form.getByText('선택한 국가의 올바른 전화번호가 아닙니다.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await messageTop()).toBe(messageAt);
  });

  test('a failed submit focuses the first invalid field', async ({ page, visit }) => {
    await visit('/en/grace-kim');
    const form = page.locator('form').filter({ has: page.getByLabel('Message') });
    await form.getByLabel('Phone number').fill('949-555-77');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send' }).click();
    // In English the given name comes first.
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('This is not a valid phone number for the selected country.')).toBeVisible();
  });

  test("asks for the names in the page language's order: family name first in Korean and Japanese, given name first in English", async ({ page, visit }) => {
    for (const [path, first, second] of [
      ['/grace-kim', '성', '이름'],
      ['/en/grace-kim', 'First name', 'Last name'],
      ['/ja-JP/grace-kim', '姓', '名'],
    ] as const) {
      await visit(path);
      const labels = await page.locator('#contact form label').allTextContents();
      expect(labels.slice(0, 2), path).toEqual([first, second]);
    }
  });

  test('the API answers 201, 400 with field messages, 404 for an unknown realtor, never 500', async ({ request }) => {
    // Listing messages needs a token (admin or the owner).
    const page = await request.get('/v1/realtor-contacts');
    expect(page.status()).toBe(401);
    const base = {
      lastName: 'Kim',
      firstName: 'Ara',
      email: 'ara@example.com',
      phone: '404-555-0101',
      phoneCountryCode: 'US',
      message: 'Hello',
      isTerm: 'Y',
    };
    const headers = (n: number) => ({ 'x-forwarded-for': `198.19.2.${n}`, cookie: 'i18n_redirected=en' });
    const ok = await request.post('/v1/realtor-contacts', { data: { ...base, realtorId: 1 }, headers: headers(1) });
    expect(ok.status()).toBe(201);
    const missing = await request.post('/v1/realtor-contacts', { data: { ...base, realtorId: 987654 }, headers: headers(2) });
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    const bad = await request.post('/v1/realtor-contacts', { data: { ...base, realtorId: 1, email: 'x', extra: true }, headers: headers(3) });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.fields.email).toBe('Please enter a valid e-mail address.');
    // The phone must be a number of its country (issue #29).
    const short = await request.post('/v1/realtor-contacts', { data: { ...base, realtorId: 1, phone: '949-555-77' }, headers: headers(4) });
    expect(short.status()).toBe(400);
    expect((await short.json()).error.fields.phone).toBe('This is not a valid phone number for the selected country.');
    for (const [i, raw] of ['{', '', '[]', 'null'].entries()) {
      expect((await request.post('/v1/realtor-contacts', { data: raw, headers: { ...headers(10 + i), 'content-type': 'application/json' } })).status()).toBe(400);
    }
  });
});

test.describe('custom domains', () => {
  test("a realtor's own domain serves their homepage at / in every language", async ({ request }) => {
    const home = await request.get('/', { headers: { host: 'gracekim.example.com' } });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('<title>김은혜(그레이스 김) |');
    const english = await request.get('/en', { headers: { host: 'www.gracekim.example.com' } });
    expect(english.status()).toBe(200);
    expect(await english.text()).toMatch(/<html lang="en"[\s\S]*Grace Kim/);
  });

  test("the links of a realtor's page lead to their pages on their own domain too", async ({ request }) => {
    const host = 'gracekim.example.com';
    const html = await (await request.get('/en', { headers: { host } })).text();
    // The page is the one cached for /en/grace-kim: its links carry the realtor's desiredUrl.
    for (const href of ['/en/grace-kim', '/en/grace-kim/terms', '/en/terms/privacy']) {
      expect(html).toContain(`href="${href}"`);
      const page = await request.get(href, { headers: { host } });
      expect(page.status(), href).toBe(200);
      expect(await page.text(), href).toMatch(/<html lang="en"/);
    }
    // The realtor's own nested pages sit at the root of the domain too.
    const terms = await request.get('/en/terms', { headers: { host } });
    expect(terms.status()).toBe(200);
    expect(await terms.text()).toContain('Grace Kim');
  });

  test('unknown hosts and the root hosts serve the landing page', async ({ request }) => {
    for (const host of ['unknown-realtor.example.org', 'realtors.example.com']) {
      const response = await request.get('/', { headers: { host } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('Built for Realtors');
    }
  });
});

test('GET /v1/realtor/{idOrDesiredUrl} answers the realtor, and 404 JSON when missing', async ({ request }) => {
  const bySlug = await request.get('/v1/realtor/daniel-park');
  expect(bySlug.status()).toBe(200);
  const realtor = await bySlug.json();
  expect(realtor).toMatchObject({ desiredUrl: 'daniel-park', designMainDarkMode: 'Y' });
  expect(realtor.photos[0]).toEqual({ path: expect.any(String), imageType: expect.any(String), url: expect.any(String) });
  const byId = await request.get(`/v1/realtor/${realtor.id}`);
  expect((await byId.json()).desiredUrl).toBe('daniel-park');
  const missing = await request.get('/v1/realtor/nobody');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('not_found');
});

test.describe('pages under a realtor', () => {
  test('/{desiredUrl}/terms and /agreement render inside the realtor frame and theme', async ({ page, visit }) => {
    for (const [path, heading] of [
      ['/hannah-cho/agreement', /동의/],
      ['/en/hannah-cho/terms', /Terms of Use/],
    ] as const) {
      const response = await visit(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('link').nth(1)).toHaveAttribute('href', /\/hannah-cho$/);
      await expect(page.getByRole('contentinfo')).toContainText('Equal Housing Opportunity');
    }
    // Their header links to the homepage's sections and to the listings.
    const site = page.getByRole('navigation', { name: 'Site' });
    await expect(site.getByRole('link', { name: 'Listings' })).toHaveAttribute('href', '/en/hannah-cho/homes');
    await site.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/en\/hannah-cho#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    expect((await page.request.get('/nobody-here/terms')).status()).toBe(404);

    // In dark content these pages are dark too, with readable text (visit() checks the contrast).
    await visit('/en/olivia-bennett/login');
    await visit('/en/olivia-bennett/agreement');
    // The table of contents is numbered once: the sections' titles carry the numbers.
    await visit('/en/olivia-bennett/terms');
    const contents = page.getByRole('navigation', { name: /Terms of Use$/ });
    await expect(contents.getByRole('link', { name: '1. The Service' })).toBeVisible();
    expect(await contents.locator('ol').evaluate((list) => getComputedStyle(list).listStyleType)).toBe('none');
  });

  test('a path containing probiz goes to / unless the realtor is equityrealty', async ({ request }) => {
    for (const path of ['/grace-kim/probiz', '/en/grace-kim/probiz/x', '/probiz']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/');
    }
    // equityrealty's probiz exists; it needs a signed-in user, so a visitor is sent to sign-in.
    const allowed = await request.get('/equityrealty/probiz', { maxRedirects: 0 });
    expect(new URL(allowed.headers()['location']!, 'http://x').pathname).toBe('/equityrealty/login');
  });
});

test('a realtor page makes no third-party request until the visitor plays the video', async ({ page, visit }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) outside.push(request.url());
  });
  await visit('/grace-kim');
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
});

test.describe('print and share', () => {
  test("'save my contact' downloads the realtor's card; the QR code opens their homepage or a listing's page", async ({ page, visit, request }) => {
    await visit('/ja-JP/grace-kim');
    const save = page.locator('main').getByRole('link', { name: '連絡先を保存' });
    const download = await Promise.all([page.waitForEvent('download'), save.click()]).then(([d]) => d);
    expect(download.suggestedFilename()).toBe('grace-kim.vcf');
    const card = await fs.readFile((await download.path())!, 'utf8');
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    // The page's language first: an address book shows the first name, by its N.
    expect(card).toMatch(/\r\nFN;ALTID=1;LANGUAGE=ja:グレース・キム\r\nN;ALTID=1;LANGUAGE=ja:キム;グレース;;;\r\nFN;ALTID=1;LANGUAGE=en:/);
    expect(card).toContain('N;ALTID=1;LANGUAGE=ko:김;은혜;;;\r\n');
    expect(card).toMatch(/\r\nPHOTO:http:\/\/127\.0\.0\.1:\d+\/demo\/grace-kim\/portrait\.webp\r\n/);
    expect(card).toContain('NOTE:カリフォルニア州');
    expect(card).toContain('TEL;VALUE=uri;TYPE="work,voice":tel:+19495550134\r\n');
    expect(card).toContain('URL;TYPE=x-kakaotalk:https://open.kakao.com/o/gK7mR2vQ\r\n');

    const decode = async (url: string) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = PNG.sync.read(await response.body());
      return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    };
    // Grace's homepage is on her own domain.
    expect(await decode('/v1/realtor/grace-kim/qr?format=png&size=400')).toBe('https://gracekim.example.com/');
    expect(await decode('/v1/realtor/grace-kim/qr?format=png&size=400&listing=CRMLS-00000008')).toBe('https://gracekim.example.com/homes/CRMLS-00000008');
    const svg = await request.get('/v1/realtor/grace-kim/qr');
    expect(svg.headers()['content-type']).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
    expect((await request.get('/v1/realtor/grace-kim/qr?format=gif')).status()).toBe(400);
    expect((await request.get('/v1/realtor/nobody-here/qr')).status()).toBe(404);
    expect((await request.get('/v1/realtor/nobody-here/vcard')).status()).toBe(404);
  });
});
