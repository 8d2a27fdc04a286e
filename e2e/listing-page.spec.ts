import ICAL from 'ical.js';
import { readMail } from '../test/support/smtp';
import { E2E_ADMIN } from './support/api';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { lineCount, lineStarts } from './support/lines';

/**
 * Listings a visitor can act on (issue #24): every listing a tab counts is reachable page by page
 * (plain links, also without JavaScript), each card leads to the listing's page in the realtor's
 * frame (gallery by keyboard, JSON-LD, the three languages), and a listing the realtor no longer
 * shows is a localised 410. A visitor asks about a home or requests a tour from its page: the
 * message reaches the inbox and the realtor's mailbox with the listing named. From a home for
 * sale's estimate a visitor asks the lender's loan officer: the estimate reaches Slack and the inbox.
 */

const LISTING_PATH = /\/grace-kim\/homes\/(CRMLS-\d+)$/;

test.describe('listing pages', () => {
  test('realtor page → listing page → back; the card shows its address once and the badge on one line', async ({ page, visit }) => {
    await visit('/en/grace-kim');
    const section = page.locator('section[aria-labelledby="listings-title"]');
    const card = section.getByRole('tabpanel').getByRole('listitem').first();
    const link = card.getByRole('link');
    const address = (await link.textContent())!;
    // "8161 Sycamore Way, Irvine, CA 92604": the city, state and ZIP once.
    expect(address).toMatch(/^\d+ .+, [A-Za-z ]+, CA \d{5}$/);
    expect(address.match(/, CA \d{5}/g)).toHaveLength(1);
    const badge = card.locator('span').filter({ hasText: /^(Active|Under contract|Pending)$/ }).first();
    await expect(badge).toHaveCSS('white-space', 'nowrap');

    await link.click();
    await expect(page).toHaveURL(LISTING_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(address);
    await expect(page.getByRole('heading', { level: 2, name: 'Home facts' })).toBeVisible();
    // IDX: office and agent beside the data; the MLS disclaimer and the last update.
    await expect(page.getByText(/^Listing courtesy of .+, .+$/).first()).toBeVisible();
    await expect(page.getByText(/California Regional Multiple Listing Service/)).toBeVisible();
    await expect(page.getByText(/^Listing information last updated .+\d{4}.+\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open this address in your map app' })).toHaveAttribute('href', `https://maps.apple.com/?q=${encodeURIComponent(address)}`);
    // The realtor's frame: their footer.
    await expect(page.locator('footer')).toContainText('Equal Housing Opportunity');
    // Where a visitor goes on from here: three more of her homes for sale (not this one), and the way to every one.
    const more = page.getByRole('region', { name: 'More homes from Grace Kim' });
    const moreHomes = await more.locator('li a[href*="/homes/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(moreHomes).toHaveLength(3);
    for (const href of moreHomes) {
      expect(href).toMatch(LISTING_PATH);
      expect(href).not.toBe(new URL(page.url()).pathname);
    }
    await expect(more.getByRole('link', { name: /^See all \d+ homes for sale$/ })).toHaveAttribute('href', '/en/grace-kim/homes?type=sale');

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/grace-kim$/);
    await expect(section.getByRole('tab').first()).toBeVisible();
  });

  test('every listing a tab counts is reachable through the pages, without JavaScript', async ({ noScript }) => {
    const page = await noScript.newPage();
    await page.goto('/en/grace-kim');
    const tab = page.getByRole('tab', { name: /^For sale \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await tab.textContent())!)![1]);
    expect(total).toBeGreaterThan(12);
    await page.getByRole('link', { name: `See all ${total} homes for sale` }).click();
    await expect(page).toHaveURL(/\/en\/grace-kim\/homes\?type=sale$/);
    await expect(page.getByRole('link', { name: `For sale (${total})` })).toHaveAttribute('aria-current', 'page');

    const keys = new Set<string>();
    for (let n = 1; ; n++) {
      await expect(page.getByText(new RegExp(`^Page ${n} of \\d+$`))).toBeVisible();
      for (const href of await page.locator('main ul li a[href*="/homes/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        keys.add(LISTING_PATH.exec(href)![1]!);
      }
      const next = page.getByRole('link', { name: 'Next page' });
      if (!(await next.count())) break;
      await next.click();
      // The page number is in the URL, to be shared.
      await expect(page).toHaveURL(new RegExp(`[?&]page=${n + 1}$`));
    }
    expect(keys.size).toBe(total);

    // A shared link to another kind and page opens the same list.
    await page.goto('/en/grace-kim/homes?type=sold&page=1');
    await expect(page.getByRole('link', { name: /^Sold \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  });

  test('the gallery opens by keyboard; JSON-LD RealEstateListing parses; metadata', async ({ page, visit }) => {
    await visit('/en/grace-kim/homes?type=sale');
    const href = (await page.locator('main ul li a[href*="/homes/"]').first().getAttribute('href'))!;
    await visit(href);

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
    expect(ld.offers.price).toBeGreaterThan(0);
    expect(ld.about.address).toMatchObject({ '@type': 'PostalAddress', addressRegion: 'CA', addressCountry: 'US' });
    expect(ld.about.floorSize).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'FTK' });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/gracekim\.example\.com\/en\/homes\/CRMLS-\d+$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.+\.webp/);
    for (const hreflang of ['ko', 'en', 'ja-JP']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }

    // The photos come first, before the address; the primary is fetched first.
    const gallery = page.getByRole('region', { name: 'Photos' });
    expect(await gallery.evaluate((photos) => Boolean(photos.compareDocumentPosition(document.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    const photos = gallery.getByRole('listitem').getByRole('link');
    await expect(photos.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await photos.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // For sale: the monthly estimate, with the price prefilled, the lender and the note.
    const estimate = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Estimated monthly payment' }) });
    await expect(estimate.getByLabel('Home price')).toHaveValue(Number(ld.offers.price).toLocaleString('en-US'));
    const total = estimate.locator('dt', { hasText: 'Total' }).locator('+ dd');
    const before = await total.textContent();
    expect(before).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    await estimate.getByLabel('Home price').fill('500000');
    await estimate.getByLabel('Down payment', { exact: true }).fill('20');
    await estimate.getByLabel('Interest rate (per year)').fill('6.5');
    await estimate.getByLabel('Loan term').selectOption('30');
    // Dollars get their separators once the visitor leaves the field.
    await expect(estimate.getByLabel('Home price')).toHaveValue('500,000');
    // $400,000 at 6.5% for 30 years: $2,528.27 a month (the published value), in whole dollars.
    await expect(estimate.locator('dt', { hasText: 'Principal and interest' }).locator('+ dd')).toHaveText('$2,528');
    // A no-break space: "NMLS" never ends a line without its number.
    await expect(estimate).toContainText(/NMLS\u00a0#\d+/);
    await expect(estimate).toContainText('not a loan offer');
  });

  test('the photos come first: the primary and three under it on a phone, up to five in a mosaic on a wide screen; "See all" opens every one', async ({ page, request, visit }) => {
    const homes = (await (await request.get('/cozying-api/v1/agent?licenseNumber=02145873&market=crmls&searchType=sale')).json()) as { listingKey: string; media: string[] }[];
    const five = homes.find((home) => home.media.length === 5)!;
    await visit(`/en/grace-kim/homes/${five.listingKey}`);
    const gallery = page.getByRole('region', { name: 'Photos' });
    const tiles = gallery.getByRole('listitem');
    await expect(tiles).toHaveCount(5);
    const shown = () => tiles.evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().height > 0).length);
    // 1440 px: the primary in the left half, four beside it, two rows of equal height.
    expect(await shown()).toBe(5);
    const [primary, second, fifth] = await Promise.all([0, 1, 4].map((i) => tiles.nth(i).boundingBox()));
    expect(Math.abs(primary!.height - (fifth!.y + fifth!.height - second!.y))).toBeLessThan(1);
    expect(primary!.width / (await gallery.boundingBox())!.width).toBeCloseTo(0.5, 1);
    // The address is on the first screen under them, the tour request at its right, level with the facts.
    const address = page.getByRole('heading', { level: 1 });
    const tour = page.getByRole('link', { name: 'Request a tour' }).first();
    await expect(address).toBeInViewport();
    await expect(tour).toBeInViewport();
    const [wideAddress, wideTour, wideGallery] = [await address.boundingBox(), await tour.boundingBox(), await gallery.boundingBox()];
    expect(wideTour!.x).toBeGreaterThan(wideAddress!.x + wideAddress!.width);
    expect(wideTour!.x + wideTour!.width).toBeLessThanOrEqual(wideGallery!.x + wideGallery!.width + 1);
    // On a phone: the primary and three, the address on the first screen, the tour request under it.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await shown()).toBe(4);
    await expect(address).toBeInViewport();
    expect((await tour.boundingBox())!.y).toBeGreaterThan((await address.boundingBox())!.y);
    // The address breaks after its comma, never before it: no line of it starts with ", ".
    const lines = await address.evaluate(lineStarts);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines).not.toContain(',');
    // "See all" sits on the primary photo's corner, not across the gap between two thumbnails.
    const seeAll = (await gallery.getByRole('link', { name: 'See all 5 photos' }).boundingBox())!;
    const first = (await tiles.first().boundingBox())!;
    expect(seeAll.y).toBeGreaterThanOrEqual(first.y);
    expect(seeAll.y + seeAll.height).toBeLessThanOrEqual(first.y + first.height);
    // The fifth is in the lightbox, which "See all" opens at the first.
    await gallery.getByRole('link', { name: 'See all 5 photos' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /^Photo 1 of / })).toBeVisible();
    // Its corner says where the visitor is, as listing sites' galleries do.
    await expect(page.getByText(/^1 \/ 5$/)).toBeVisible();
    for (let i = 2; i <= 5; i++) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(new RegExp(`^${i} / 5$`))).toBeVisible();
    }
    await expect(dialog.getByRole('img', { name: /^Photo 5 of / })).toBeInViewport();
  });

  test('the listing page in Korean and Japanese', async ({ page, visit }) => {
    await visit('/en/grace-kim/homes?type=sold');
    const path = (await page.locator('main ul li a[href*="/homes/"]').first().getAttribute('href'))!.replace(/^\/en/, '');

    // The /en visit stored English as the visitor's choice: a Korean visitor has none.
    await page.context().clearCookies();
    await visit(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 2, name: '주택 정보' })).toBeVisible();
    await expect(page.getByText('매매 완료일')).toBeVisible();
    // Areas in square feet and in 평 (2,490 sq ft is about 70 평).
    await expect(page.locator('dd').filter({ hasText: /^[\d,]+평방피트\(약\s[\d,]+평\)$/ }).first()).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^\d{4}년 \d{1,2}월 \d{1,2}일$/ })).toHaveCount(1);
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!).offers.availability).toBe('https://schema.org/SoldOut');
    // More of her sold homes, in the page's language.
    await expect(page.getByRole('region', { name: '김은혜의 다른 매물' }).getByRole('link', { name: /^매매 완료 매물 \d+건 모두 보기$/ })).toHaveAttribute('href', '/grace-kim/homes?type=sold');
    // A sold home is not toured: it asks about the home (or homes like it), without dates for a tour.
    await expect(page.getByText('매매 완료', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '이 집 문의' })).toBeVisible();
    await expect(page.getByRole('link', { name: '이 집 문의하기' }).first()).toHaveAttribute('href', '#contact');
    await expect(page.getByRole('link', { name: '투어 요청하기' })).toHaveCount(0);
    await expect(page.locator('#contact').getByLabel(/희망 투어 일정/)).toHaveCount(0);
    await expect(page.locator('#contact').getByRole('button', { name: '보내기' })).toBeVisible();

    await visit(`/ja-JP${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByRole('heading', { level: 2, name: '物件概要' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'グレース・キムのほかの物件' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'この物件へのお問合せ' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^[\d,]+平方フィート（約[\d,]+㎡）$/ }).first()).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^\d{4}年\d{1,2}月\d{1,2}日$/ })).toHaveCount(1);
  });

  test('open houses: on the card and the listing page in three languages, and a calendar file of them', async ({ page, request, visit }) => {
    // The demo opens every other home for sale of a sample realtor this weekend, 1 to 4 PM in California.
    await visit('/en/grace-kim/homes?type=sale');
    const card = page.locator('main ul li').filter({ hasText: /^Open house / }).first();
    await expect(card.locator('time')).toHaveText(/^Open house (Sat|Sun), [A-Z][a-z]{2} \d{1,2}, 1:00 – 4:00\sPM$/);
    const href = (await card.getByRole('link').getAttribute('href'))!;
    const key = LISTING_PATH.exec(href)![1]!;
    const listing = (await (await request.get(`/cozying-api/v1/home/${key}`)).json()) as { unparsedAddress: string; openHouses: { start: string; end: string }[] };
    expect(listing.openHouses.length).toBeGreaterThan(0);
    expect(await card.locator('time').getAttribute('datetime')).toBe(listing.openHouses[0]!.start);

    await card.getByRole('link').click();
    await expect(page).toHaveURL(LISTING_PATH);
    const block = page.getByRole('region', { name: 'Open house' });
    await expect(block.getByRole('listitem')).toHaveCount(listing.openHouses.length);
    await expect(block.getByRole('listitem').first()).toHaveText(/^(Sat|Sun), [A-Z][a-z]+ \d{1,2}, 1:00 – 4:00\sPM$/);
    await expect(block).toContainText('No appointment needed');

    // The calendar file: one event an open house, at the listing, with the realtor to call.
    const calendarLink = block.getByRole('link', { name: 'Add to my calendar' });
    const answer = await request.get((await calendarLink.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${key}-open-houses.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()])).toEqual(listing.openHouses.map((o) => [o.start, o.end]));
    expect(events[0]!.summary).toBe(`Open house: ${listing.unparsedAddress}`);
    expect(events[0]!.location).toBe(listing.unparsedAddress);
    // The page's canonical address (her own domain's).
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(events[0]!.description).toBe(`Grace Kim · 949-555-0134\n${canonical}`);

    await page.context().clearCookies();
    await visit(`/grace-kim/homes/${key}`);
    const korean = page.getByRole('region', { name: '오픈 하우스' });
    await expect(korean.getByRole('listitem').first()).toHaveText(/^\d{1,2}월 \d{1,2}일 \([토일]\) 오후\s1:00~4:00$/);
    await visit(`/ja-JP/grace-kim/homes/${key}`);
    const japanese = page.getByRole('region', { name: 'オープンハウス' });
    await expect(japanese.getByRole('listitem').first()).toHaveText(/^\d{1,2}月\d{1,2}日\([土日]\) 13:00～16:00$/);
    const ja = await request.get((await japanese.getByRole('link', { name: 'カレンダーに追加' }).getAttribute('href'))!);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(await ja.text())).getFirstSubcomponent('vevent')!).summary).toBe(`オープンハウス: ${listing.unparsedAddress}`);

    // A listing the realtor does not show, and a language the site does not have: localised 4xx.
    const unknown = await request.get('/v1/realtor/grace-kim/open-houses?listing=CRMLS-99999999&locale=ja-JP');
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/[ぁ-んァ-ン]/);
    expect((await request.get(`/v1/realtor/grace-kim/open-houses?listing=${key}&locale=fr`)).status()).toBe(400);
  });

  test("'Share' gives the phone's share sheet the home's address and link, or copies the link where there is no sheet", async ({ page, visit }) => {
    type Shared = Window & { shared?: ShareData };
    await visit('/en/grace-kim/homes?type=sale');
    const href = (await page.locator('main ul li a[href*="/homes/"]').first().getAttribute('href'))!;
    // A browser without a share sheet (a desktop's): the link is copied.
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(href);
    // The link shared is the page's canonical one (Grace Kim's own domain, in the page's language).
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const address = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    // A phone's browser: its share sheet gets the address as the title, and the link.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as Shared).shared = data;
        },
      });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as Shared).shared)).toEqual({ title: address, url: canonical });
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toHaveCount(0);
  });

  test('a listing no longer listed is 410, an unknown one 404, a bad listings query 400 — each localised', async ({ page, request, visit }) => {
    // A listing of another realtor (daniel-park, CRMLS): not grace-kim's to show.
    const other = await request.get('/cozying-api/v1/agent?licenseNumber=02031456&market=crmls&searchType=sale');
    const [home] = (await other.json()) as { listingKey: string }[];

    const gone = await visit(`/en/grace-kim/homes/${home!.listingKey}`);
    expect(gone!.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This home is no longer available');
    await expect(page.locator('section[aria-labelledby="other-homes"] li').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);

    await page.context().clearCookies();
    const goneKo = await visit(`/grace-kim/homes/${home!.listingKey}`);
    expect(goneKo!.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('더 이상 볼 수 없는 매물입니다');

    const unknown = await visit('/ja-JP/grace-kim/homes/CRMLS-99999999');
    expect(unknown!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('この物件は現在ご覧いただけません');

    expect((await request.get('/en/grace-kim/homes/not%20a%20key')).status()).toBe(404);
    for (const query of ['page=0', 'type=villa', 'page=abc']) {
      expect((await request.get(`/en/grace-kim/homes?${query}`)).status(), query).toBe(400);
    }
    await visit('/en/grace-kim/homes?page=0');
    await expect(page.locator('main').getByRole('alert')).toHaveText(/does not name a page of listings/);
  });

  test('the filters are a GET form: price range, bedrooms and city in the URL; the counts follow them', async ({ page, visit }) => {
    await visit('/en/grace-kim/homes?type=sale');
    // A wide screen shows the filters as they are, with no toggle to open them.
    await expect(page.locator('main summary', { hasText: /^Filters/ })).toBeHidden();
    // Prices are choices, as listing sites offer them ("2,000,000" or "$2M" typed in a box was no number).
    await expect(page.getByLabel('Max price').locator('option', { hasText: '$2,500,000' })).toHaveAttribute('value', '2500000');
    await page.getByLabel('Min price').selectOption({ label: '$1,000,000' });
    await page.getByLabel('Bedrooms').selectOption('3');
    await page.getByLabel('City').selectOption('Irvine');
    await page.getByRole('button', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(/\/en\/grace-kim\/homes\?type=sale&minPrice=1000000&maxPrice=&beds=3&city=Irvine&zip=&sort=newest$/);
    await expect(page.getByLabel('Min price')).toHaveValue('1000000');
    const tab = page.getByRole('link', { name: /^For sale \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await tab.textContent())!)![1]);
    const cards = page.locator('main ul li').filter({ has: page.locator('a[href*="/homes/"]') });
    await expect(cards).toHaveCount(Math.min(total, 12));
    for (const card of await cards.all()) {
      const text = (await card.textContent())!;
      expect(Number(/\$([\d,]+)/.exec(text)![1]!.replaceAll(',', ''))).toBeGreaterThanOrEqual(1_000_000);
      expect(Number(/(\d+) bd/.exec(text)![1])).toBeGreaterThanOrEqual(3);
      expect(text).toContain('Irvine');
    }
    // Another kind keeps the filters.
    await expect(page.getByRole('link', { name: /^Sold \(\d+\)$/ })).toHaveAttribute('href', /type=sold&minPrice=1000000&beds=3&city=Irvine$/);

    // Filters that no home meets: the sentence says so and offers every home of the kind again.
    await visit('/en/grace-kim/homes?type=sale&minPrice=9000000000');
    await expect(cards).toHaveCount(0);
    const clear = page.getByRole('link', { name: 'Clear the filters and see every home' });
    await expect(clear).toHaveAttribute('href', '/en/grace-kim/homes?type=sale');
    await clear.click();
    await expect(cards).not.toHaveCount(0);
  });

  test('the order is a menu of links beside the count, kept by the pages, the kinds and the filters; the count of shown homes reads in three languages', async ({ page, visit }) => {
    const cards = page.locator('main ul li').filter({ has: page.locator('a[href*="/homes/"]') });
    const prices = async () => (await cards.allTextContents()).map((text) => Number(/\$([\d,]+)/.exec(text)![1]!.replaceAll(',', '')));
    const sortMenu = page.locator('main details').filter({ has: page.locator('summary', { hasText: /^Sort: / }) });
    await visit('/en/grace-kim/homes?type=sale');
    await expect(sortMenu.locator('summary')).toHaveText('Sort: Newest');
    await expect(sortMenu.getByRole('link', { name: 'Newest' })).toBeHidden();
    await sortMenu.locator('summary').click();
    await expect(sortMenu.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');
    await sortMenu.getByRole('link', { name: 'Price, high to low' }).click();
    await expect(page).toHaveURL(/\?type=sale&sort=price-desc$/);
    await expect(sortMenu.locator('summary')).toHaveText('Sort: Price, high to low');
    await expect(cards).toHaveCount(12);
    const first = await prices();
    expect(first).toEqual([...first].sort((a, b) => b - a));
    const total = Number(/\((\d+)\)/.exec((await page.getByRole('link', { name: /^For sale \(\d+\)$/ }).textContent())!)![1]);
    await expect(page.getByText(`1–12 of ${total} homes`)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Sold \(\d+\)$/ })).toHaveAttribute('href', /type=sold&sort=price-desc$/);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?type=sale&page=2&sort=price-desc$/);
    await expect(sortMenu.locator('summary')).toHaveText('Sort: Price, high to low');
    await expect(page.getByText(`13–${Math.min(24, total)} of ${total} homes`)).toBeVisible();
    const second = await prices();
    expect(second).toEqual([...second].sort((a, b) => b - a));
    expect(second[0]).toBeLessThanOrEqual(first.at(-1)!);

    // The English pages stored their language; an unprefixed path would follow it to /en.
    await page.context().clearCookies();
    await visit('/grace-kim/homes?type=sale&sort=price-asc');
    await expect(page.locator('main summary', { hasText: /^정렬/ })).toHaveText('정렬: 낮은 가격순');
    await expect(page.getByText(`총 ${total}건 중 1–12`)).toBeVisible();
    const cheapest = await prices();
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    await visit('/ja-JP/grace-kim/homes?type=sale&sort=price-asc');
    await expect(page.locator('main summary', { hasText: /^並び替え/ })).toHaveText('並び替え：価格の安い順');
    await expect(page.getByText(`${total}件中 1〜12件を表示`)).toBeVisible();
    // Filters applied keep the order.
    await page.getByLabel('寝室').selectOption('2');
    await page.getByRole('button', { name: '物件を表示' }).click();
    await expect(page).toHaveURL(/&beds=2&city=&zip=&sort=price-asc$/);
    const filtered = await prices();
    expect(filtered).toEqual([...filtered].sort((a, b) => a - b));
  });

  test('on a phone the filters fold under a toggle, so the homes start on the first screen; chosen filters come open, counted @phone', async ({ page, visit }) => {
    await visit('/en/grace-kim/homes?type=sale');
    const toggle = page.locator('main summary', { hasText: /^Filters/ });
    await expect(toggle).toHaveText('Filters');
    await expect(page.getByLabel('Bedrooms')).toBeHidden();
    await expect(page.locator('main ul li a[href*="/homes/"]').first()).toBeInViewport();
    // The order is outside the fold, on the first screen.
    await expect(page.locator('main summary', { hasText: /^Sort: / })).toBeInViewport();
    await toggle.click();
    await page.getByLabel('Bedrooms').selectOption('3');
    await page.getByRole('button', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(/&beds=3&/);
    await expect(toggle).toHaveText('Filters (1)');
    await expect(page.getByLabel('Bedrooms')).toHaveValue('3');
  });

  test('on a phone the pages are one row: the previous and next pages are arrows that still read as words @phone', async ({ page, visit }) => {
    await visit('/grace-kim/homes?type=sale&page=2');
    const pages = page.getByRole('navigation', { name: '페이지' }).getByRole('listitem');
    expect(await pages.count()).toBeGreaterThanOrEqual(4);
    const tops = await pages.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `rows of ${tops.join(', ')}`).toBe(1);
    await expect(page.getByRole('link', { name: '이전 페이지' })).toHaveText('‹이전 페이지');
    await expect(page.getByRole('link', { name: '다음 페이지' })).toBeVisible();
    await expect(page.getByRole('link', { name: '다음 페이지' })).toHaveAttribute('href', '/grace-kim/homes?type=sale&page=3');
  });

  test("on a phone a listing's 'more homes' are a row that scrolls, not three screens of cards @phone", async ({ page, visit }) => {
    await visit('/en/grace-kim/homes?type=sale');
    await visit((await page.locator('main ul li a[href*="/homes/"]').first().getAttribute('href'))!);
    const cards = page.getByRole('region', { name: 'More homes from Grace Kim' }).getByRole('list').first().locator('> li');
    await expect(cards).toHaveCount(3);
    await cards.first().scrollIntoViewIfNeeded();
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    // The next card shows at the edge; the page itself does not scroll sideways.
    const width = page.viewportSize()!.width;
    expect(second.x).toBeLessThan(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test("a neighbourhood on the homepage leads to the homes for sale in its ZIP code; the filters name places in the page's language", async ({ page, visit }) => {
    await visit('/ja-JP/grace-kim');
    // The link is named by its own words, not by the card's figures, and covers the card: a click on the place's name follows it.
    const area = page.locator('#areas').getByRole('link', { name: 'Woodbridgeの物件を見る', exact: true });
    await expect(area).toHaveAttribute('href', '/ja-JP/grace-kim/homes?type=sale&zip=92604');
    const name = page.locator('#areas li strong', { hasText: 'Woodbridge' });
    await name.scrollIntoViewIfNeeded();
    const place = await name.boundingBox();
    await page.mouse.click(place!.x + place!.width / 2, place!.y + place!.height / 2);
    await expect(page).toHaveURL(/\/ja-JP\/grace-kim\/homes\?type=sale&zip=92604$/);
    const zip = page.getByLabel('エリア');
    await expect(zip).toHaveValue('92604');
    await expect(zip.locator('option:checked')).toHaveText('Woodbridge');
    // The city filter names the city as the page's reader writes it; its value stays the MLS's.
    await expect(page.getByLabel('都市').locator('option[value="Irvine"]')).toHaveText('アーバイン');
    // Prices as Japanese counts them.
    await expect(page.getByLabel('最低価格').locator('option[value="1000000"]')).toHaveText('100万ドル');
    const cards = page.locator('main ul li').filter({ has: page.locator('a[href*="/homes/"]') });
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) expect(await card.textContent()).toContain('Irvine, CA 92604');
  });

  test('homes for rent: rents to choose from in dollars a month, labelled as rents, and cards that say "for rent", not "for sale"', async ({ page, visit }) => {
    await visit('/grace-kim/homes?type=rent');
    const min = page.getByLabel('최저 임대료');
    // In 만 "$15,000" would have read "2만", the same as $20,000.
    await expect(min.locator('option[value="15000"]')).toHaveText('$15,000/월');
    await expect(min.locator('option[value="20000"]')).toHaveText('$20,000/월');
    const cards = page.locator('main ul li').filter({ has: page.locator('a[href*="/homes/"]') });
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card).toContainText('임대 가능');
      await expect(card).not.toContainText('판매 중');
    }
  });

  test("after the homes, the realtor's card: how to reach them now, and a message from the homepage's form, in three languages @mobile", async ({ page, visit }) => {
    for (const { path, intro, action, home } of [
      { path: '/grace-kim/homes', intro: /여기 없는 집을 찾고 계신가요\? 김은혜 리얼터가 도와드립니다\.$/, action: '메시지 보내기', home: '/grace-kim' },
      { path: '/en/grace-kim/homes?type=sold', intro: /not here\? Grace Kim can help\.$/, action: 'Send a message', home: '/en/grace-kim' },
      { path: '/ja-JP/grace-kim/homes', intro: /ここにない物件をお探しですか？.+がお手伝いします。$/, action: 'メッセージを送る', home: '/ja-JP/grace-kim' },
    ]) {
      await visit(path);
      const card = page.locator('section[aria-labelledby="listings-agent"]');
      await expect(card.locator('#listings-agent')).toBeVisible();
      await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+19495550134');
      await expect(card.getByText(intro)).toBeVisible();
      // The card lines up with the homes and the MLS notice above it, inside the page's margins.
      const notice = (await page.locator('p[class*="disclaimer"]').boundingBox())!;
      const box = (await card.locator(':scope > *').first().boundingBox())!;
      expect(Math.abs(box.x - notice.x), 'left edge of the card and of the MLS notice').toBeLessThanOrEqual(1);
      expect(box.x + box.width).toBeLessThanOrEqual(notice.x + notice.width + 1);
      await card.getByRole('link', { name: action }).click();
      await expect(page).toHaveURL(new RegExp(`${home}#contact$`));
      await expect(page.locator('#contact')).toBeInViewport();
    }
  });

  test('an area without homes for sale leads to the contact form, not to an empty page; every area link shows homes', async ({ page, visit }) => {
    // Daniel Park has no home for sale in Newport Coast or on Balboa Island.
    await visit('/en/daniel-park');
    const areas = page.locator('#areas li');
    const links = await page.locator('#areas li a[href*="/homes"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    expect(await areas.count()).toBeGreaterThan(links.length);
    await expect(page.getByRole('link', { name: 'Homes for sale in Newport Coast' })).toHaveCount(0);
    const ask = page.getByRole('link', { name: 'Ask about homes in Newport Coast' });
    await expect(ask).toHaveAttribute('href', '#contact');
    await ask.click();
    await expect(page.locator('#contact')).toBeInViewport();
    for (const href of links) {
      await visit(href);
      expect(await page.locator('main ul li a[href*="/homes/"]').count(), href).toBeGreaterThan(0);
    }
  });

  test("an area's card shows its market on the MLS, the median asking price, in each language's way of writing an amount", async ({ page, visit }) => {
    const languages: [string, RegExp, string][] = [
      ['/en', /Median asking price \$\d+(\.\d+)?[KM]/, 'every home for sale in the area on CRMLS today'],
      ['/ja-JP', /売出価格の中央値 (\d+億)?[\d,]+万ドル/, '本日CRMLSに掲載中'],
      ['', /중간 호가 (\d+억 )?[\d,]+만 달러/, '오늘 CRMLS에 올라 있는'],
    ];
    for (const [prefix, figures, note] of languages) {
      // An unprefixed path follows the language a visit before stored.
      await page.context().clearCookies();
      await visit(`${prefix}/grace-kim`);
      await expect(page.locator('#areas li').filter({ hasText: 'Woodbridge' })).toContainText(figures);
      await expect(page.locator('#areas')).toContainText(note);
    }
    // Sendero, Esencia and Rienda all lie in ZIP 92694, whose figure and homes they share: one card for the three.
    for (const [prefix, names, figure, link] of [
      ['/en', 'Sendero, Esencia, and Rienda', /^Median asking price \$\d+(\.\d+)?[KM]$/, 'Homes for sale in Sendero, Esencia, and Rienda'],
      ['/ja-JP', 'Sendero、Esencia、Rienda', /^売出価格の中央値 (\d+億)?[\d,]+万ドル$/, 'Sendero、Esencia、Riendaの物件を見る'],
    ] as const) {
      await visit(`${prefix}/emily-nakamura`);
      const card = page.locator('#areas li');
      await expect(card).toHaveCount(1);
      await expect(card.locator('strong')).toHaveText(names);
      await expect(card.getByText(figure)).toHaveCount(1);
      await expect(card.getByRole('link')).toHaveText(link);
      await expect(card.getByRole('link')).toHaveAttribute('href', `${prefix}/emily-nakamura/homes?type=sale&zip=92694`);
    }
  });

  test('the days to pick for a tour read on one line each, in three languages @mobile', async ({ page, request, visit }) => {
    const [home] = (await (await request.get('/cozying-api/v1/agent?licenseNumber=02145873&market=crmls&searchType=sale')).json()) as { listingKey: string }[];
    for (const [prefix, pickDays] of [['', '또는 날짜를 고르세요:'], ['/en', 'Or pick days:'], ['/ja-JP', 'または日付を選ぶ：']] as const) {
      await visit(`${prefix}/grace-kim/homes/${home!.listingKey}`);
      const days = page.getByRole('group', { name: pickDays }).getByRole('button');
      await expect(days).toHaveCount(7);
      // "11월 30일 (월)", not "11월 30일 / (월)" in a column too narrow for it.
      for (const day of await days.all()) expect(await day.evaluate(lineCount), `${await day.textContent()} on one line`).toBe(1);
    }
  });

  test('a tour request from the listing page reaches the inbox and the mailbox with the listing named, in English and Japanese', async ({ page, request, visit }) => {
    const [home] = (await (await request.get('/cozying-api/v1/agent?licenseNumber=02145873&market=crmls&searchType=sale')).json()) as { listingKey: string }[];
    const key = home!.listingKey;
    // The API's one listing is the one the page shows.
    const one = await request.get(`/cozying-api/v1/home/${key}`);
    expect(one.status()).toBe(200);
    expect(await one.json()).toMatchObject({ listingKey: key, listAgentStateLicense: '02145873', searchType: 'sale' });
    const stamp = Date.now();
    const visitors = [
      {
        path: `/en/grace-kim/homes/${key}`,
        email: `tour-en-${stamp}@e2e.example.com`,
        heading: 'Ask about this home or request a tour',
        labels: { last: 'Last name', first: 'First name', email: 'E-mail', country: 'Country code', phone: 'Phone number', dates: 'Preferred dates for a tour (optional)', message: 'Message' },
        prefill: (address: string) => `I would like to know more about ${address}.`,
        message: `Can we see it on Saturday? ${stamp}`,
        dates: 'Saturday afternoon',
        pickDays: 'Or pick days:',
        separator: ', ',
        submit: 'Send request',
        sent: 'Your request has been sent. You will hear back soon!',
        action: 'Request a tour',
        realtor: 'Grace Kim',
      },
      {
        path: `/ja-JP/grace-kim/homes/${key}`,
        email: `tour-ja-${stamp}@e2e.example.com`,
        heading: 'この物件へのお問合せ・内覧のご依頼',
        labels: { last: '姓', first: '名', email: 'メールアドレス', country: '国番号', phone: '電話番号', dates: '内覧のご希望日時（任意）', message: 'メッセージ' },
        prefill: (address: string) => `${address}について詳しく知りたいです。`,
        message: `日曜日に内覧できますか？ ${stamp}`,
        dates: '日曜日の午前',
        pickDays: 'または日付を選ぶ：',
        separator: '、',
        submit: '依頼を送信',
        sent: 'ご依頼を送信しました。まもなくご連絡します！',
        action: '内覧を依頼する',
        realtor: 'グレース・キム',
      },
    ];
    let address = '';
    const sentDates = new Map<string, string>();
    for (const visitor of visitors) {
      await visit(visitor.path);
      address = (await page.getByRole('heading', { level: 1 }).textContent())!;
      const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: visitor.heading }) });
      const form = section.locator('form');
      // The button under the price leads to the form, however far down the page it is.
      await page.getByRole('link', { name: visitor.action, exact: true }).first().click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(section).toBeInViewport();
      // Beside the details, the realtor's card has stayed in view all the way down, below the
      // header, with their phone and the same way to the form.
      const card = page.getByRole('region', { name: visitor.realtor, exact: true });
      await expect(card).toBeInViewport();
      expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual((await page.getByRole('banner').boundingBox())!.height);
      await expect(card.getByRole('link', { name: '949-555-0134' })).toHaveAttribute('href', 'tel:+19495550134');
      await page.evaluate(() => window.scrollTo(0, 0));
      await card.getByRole('link', { name: visitor.action }).click();
      await expect(section).toBeInViewport();
      await expect(form.getByLabel(visitor.labels.message)).toHaveValue(visitor.prefill(address));
      await expect(form.getByRole('checkbox')).toBeChecked();
      await form.getByLabel(visitor.labels.last).fill('Kim');
      await form.getByLabel(visitor.labels.first).fill('Haneul');
      await form.getByLabel(visitor.labels.email).fill(visitor.email);
      // A Los Angeles number: the Japanese page starts at Japan's country code.
      await form.getByLabel(visitor.labels.country).selectOption('US');
      await form.getByLabel(visitor.labels.phone).fill('213-555-0111');
      await form.getByLabel(visitor.labels.dates).fill(visitor.dates);
      // A day of the coming week in one tap: written beside the visitor's own words, taken out by a second tap.
      const days = form.getByRole('group', { name: visitor.pickDays }).getByRole('button');
      await expect(days).toHaveCount(7);
      const [monday, tuesday] = [days.nth(0), days.nth(1)];
      for (const day of [monday, tuesday]) await day.click();
      await monday.click();
      await expect(monday).toHaveAttribute('aria-pressed', 'false');
      await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
      const picked = (await tuesday.textContent())!;
      sentDates.set(visitor.email, `${visitor.dates}${visitor.separator}${picked}`);
      await expect(form.getByLabel(visitor.labels.dates)).toHaveValue(sentDates.get(visitor.email)!);
      await form.getByLabel(visitor.labels.message).fill(visitor.message);
      await form.getByRole('button', { name: visitor.submit }).click();
      await expect(section.getByRole('status')).toHaveText(visitor.sent);
      await expect(form.getByLabel(visitor.labels.dates)).toHaveValue('');
      await expectNoAxeViolations(page);
    }

    // The admin's inbox names the listing, links to its page and shows the preferred dates.
    await page.request.post('/v1/auth/login', { data: E2E_ADMIN });
    await page.goto('/en/admin/inbox?kind=contact');
    for (const visitor of visitors) {
      const item = page.locator('[data-inbox-item^="contact-"]').filter({ hasText: visitor.message });
      await expect(item).toContainText('Listing inquiry');
      await expect(item).toContainText(`key ${key}`);
      await expect(item).toContainText(`Preferred dates: ${sentDates.get(visitor.email)}`);
      await expect(item.getByRole('link', { name: address })).toHaveAttribute('href', `/en/grace-kim/homes/${key}`);
      // The visitor's number as read across borders, a link that calls it.
      await expect(item.getByRole('link', { name: '+1 213 555 0111' })).toHaveAttribute('href', 'tel:+12135550111');
    }
    await expectNoAxeViolations(page);
    // The realtor's own inbox (below their editor) shows it the same way.
    await page.goto('/en/grace-kim/admin');
    await expect(page.locator('[data-inbox-item^="contact-"]').filter({ hasText: visitors[0]!.message }).locator(`[data-inbox-listing="${key}"]`)).toBeVisible();

    // The realtor's e-mail (the SMTP stand-in) names the listing and links to its page.
    await expect(async () => {
      const mails = ((await (await request.get(`${process.env.E2E_MAILBOX_URL}/mails`)).json()) as string[]).map(readMail);
      for (const visitor of visitors) {
        const mail = mails.find((m) => m.headers['reply-to'] === visitor.email);
        expect(mail, visitor.email).toBeDefined();
        expect(mail!.headers.to).toBe('grace.kim@example.com');
        // In Korean, the language the product serves realtors in; the listing named by address, key and link.
        expect(mail!.subject).toBe(`매물 문의·투어 요청: ${address} (Haneul Kim 님)`);
        expect(mail!.text).toContain(`매물: ${address} (매물 키 ${key})`);
        expect(mail!.text).toMatch(new RegExp(`매물 페이지: https?://\\S+/grace-kim/homes/${key}\n`));
        expect(mail!.text).toContain(`희망 일정: ${visitor.dates}`);
        expect(mail!.text).toContain(visitor.message);
      }
    }).toPass({ timeout: 15_000 });
  });

  test('"talk to a loan officer" from the estimate, in Japanese: the estimate on the screen reaches the lender\'s Slack and the admin inbox', async ({ page, request, visit }) => {
    const [home] = (await (await request.get('/cozying-api/v1/agent?licenseNumber=02145873&market=crmls&searchType=sale')).json()) as { listingKey: string }[];
    const key = home!.listingKey;
    await visit(`/ja-JP/grace-kim/homes/${key}`);
    const address = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const estimate = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: '毎月の返済額の目安' }) });
    await estimate.getByLabel('物件価格').fill('800000');
    await estimate.getByLabel('金利（年率）').fill('7');
    await estimate.getByLabel('返済期間').selectOption('15');
    const monthly = (await estimate.locator('dt', { hasText: '合計' }).locator('+ dd').textContent())!;

    // A disclosure: closed until asked for, then the form with the estimate as it is on the screen.
    const details = estimate.locator('details');
    const form = details.locator('form');
    await expect(form).toBeHidden();
    await details.getByText('ローン担当者に相談する').click();
    await expect(form).toBeVisible();
    await expect(details).toContainText(`物件価格$800,000、頭金$160,000、年利7%、15年で月々${monthly}`);
    await expect(details).toContainText('Pacific Crest Home Loans');

    // Sent empty: the first field's message, and the focus on it.
    await form.getByRole('button', { name: 'ローン担当者に送信' }).click();
    await expect(form.getByLabel('お名前')).toBeFocused();
    await expect(form.locator('#loan-name-error')).toHaveText('必須項目です。');
    await expect(form.locator('#loan-consentContact-error')).toHaveText('同意が必要です。');

    const name = `Loan Visitor ${Date.now()}`;
    await form.getByLabel('お名前').fill(name);
    await form.getByLabel('メールアドレス').fill('loan-visitor@e2e.example.com');
    // A Los Angeles number: the Japanese page starts at Japan's country code.
    await form.getByLabel('国番号').selectOption('US');
    await form.getByLabel('電話番号').fill('213-555-0111');
    await form.getByLabel('メッセージ（任意）').fill('事前審査について相談したいです。');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'ローン担当者に送信' }).click();
    const card = details.getByRole('status');
    await expect(card).toContainText('ご相談を送信しました');
    await expect(card).toContainText('まもなくPacific Crest Home Loansのローン担当者からご連絡します。');
    await expect(form).toBeHidden();
    // The card has the focus in the form's place, and keeps none from the estimate above.
    await expect(card.locator('[tabindex="-1"]')).toBeFocused();
    await estimate.getByLabel('金利（年率）').fill('6.5');
    await expect(estimate.getByLabel('金利（年率）')).toBeFocused();
    await expectNoAxeViolations(page);

    // The lender's Slack (the stand-in; with no LENDER_SLACK_WEBHOOK_URL, the homepage requests' channel)
    // names the listing with its link, the realtor and the estimate.
    let slack = '';
    await expect
      .poll(async () => {
        const received = (await (await request.get(`${process.env.E2E_SLACK_URL}/received`)).json()) as { text: string; blocks?: { text: { text: string } }[] }[];
        slack = received.find((m) => m.text.includes(name))?.blocks?.[0]?.text.text ?? '';
        return slack;
      })
      .toContain('New loan inquiry');
    expect(slack).toContain(`/grace-kim/homes/${key}|${address}> (key ${key})`);
    expect(slack).toContain('• Realtor: ');
    expect(slack).toContain('(/grace-kim)');
    expect(slack).toContain(`• Estimate: ${monthly} a month: price $800,000, down payment $160,000 (20%), rate 7%, 15 years`);
    expect(slack).toContain('• Phone: +1 213-555-0111 (US)');
    expect(slack).toContain('• Language: ja-JP');

    // The admin inbox lists it as a loan inquiry with the listing and the estimate.
    await page.request.post('/v1/auth/login', { data: E2E_ADMIN });
    await page.goto('/en/admin/inbox?kind=loan');
    const item = page.locator('[data-inbox-item^="loan-"]').filter({ hasText: name });
    await expect(item).toContainText('Loan inquiry for Pacific Crest Home Loans');
    await expect(item.getByRole('link', { name: address })).toHaveAttribute('href', `/en/grace-kim/homes/${key}`);
    await expect(item).toContainText(`Estimate: ${monthly} a month · price $800,000 · down payment $160,000 · 7% · 15 years`);
    await expectNoAxeViolations(page);
  });

  test("on the realtor's own domain the listing pages work at /homes/… and at the paths the pages link to", async ({ request }) => {
    const host = 'gracekim.example.com';
    const [own] = (await (await request.get('/cozying-api/v1/agent?licenseNumber=02145873&market=crmls&searchType=sale')).json()) as { listingKey: string; unparsedAddress: string }[];
    const [other] = (await (await request.get('/cozying-api/v1/agent?licenseNumber=02031456&market=crmls&searchType=sale')).json()) as { listingKey: string }[];
    for (const path of [`/en/homes/${own!.listingKey}`, `/en/grace-kim/homes/${own!.listingKey}`]) {
      const response = await request.get(path, { headers: { host } });
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(own!.unparsedAddress);
    }
    expect((await request.get(`/en/homes/${other!.listingKey}`, { headers: { host } })).status()).toBe(410);
    expect((await request.get('/en/homes?type=sold&page=1', { headers: { host } })).status()).toBe(200);
  });

  test('the sitemap offers the active listings’ pages, in three languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const [own] = (await (await request.get('/cozying-api/v1/agent?licenseNumber=02145873&market=crmls&searchType=sale')).json()) as { listingKey: string }[];
    expect(sitemap).toContain(`/grace-kim/homes/${own!.listingKey}</loc>`);
    expect(sitemap).toContain(`/en/grace-kim/homes/${own!.listingKey}</loc>`);
    expect(sitemap).toContain(`/ja-JP/grace-kim/homes/${own!.listingKey}</loc>`);
  });
});
