import { auth, E2E_ADMIN, login, uniqueSlug } from './support/api';
import { expect, test, testClientIp } from './support/fixtures';
import { lineCount } from './support/lines';

/** The listings section of realtor homepages (SPEC §4, §7; IDX display rules). */
test.describe('listings on realtor homepages', () => {
  test('a California realtor shows four tabs of CRMLS listings with attribution and the disclaimer', async ({ page, visit }) => {
    await visit('/en/grace-kim');
    const section = page.locator('section[aria-labelledby="listings-title"]');
    await expect(section.getByRole('heading', { level: 2, name: 'My listings' })).toBeVisible();
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText([/^For sale \(\d+\)$/, /^For rent \(\d+\)$/, /^Sold \(\d+\)$/, /^Rented \(\d+\)$/]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    const panel = section.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    const card = panel.getByRole('listitem').first();
    await expect(card).toContainText('$');
    await expect(card.getByRole('listitem')).toHaveText([/^\d+ bd$/, /^\d+ ba$/, /^[\d,]+ sq ft$/]);
    // IDX: office and agent named beside the listing data, in type no smaller than that data.
    const courtesy = card.getByText(/^Listing courtesy of .+, .+$/);
    await expect(courtesy).toBeVisible();
    // The office and the agent each on one line ("Equity / Realty" was split): one line box for each one's text.
    const spans = await courtesy.locator('span').all();
    expect(await Promise.all(spans.map((span) => span.evaluate(lineCount)))).toEqual([1, 1]);
    const [courtesySize, dataSize] = await Promise.all([
      courtesy.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      card.getByText(/sq ft/).evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ]);
    expect(courtesySize).toBeGreaterThanOrEqual(dataSize);
    await expect(section).toContainText('California Regional Multiple Listing Service');

    // Keyboard: the arrow keys move between tabs and show their panel.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(2).click();
    const sold = section.getByRole('tabpanel');
    await expect(sold).toHaveAttribute('id', 'panel-sold');
    // Loaded from the listing API on first choice; sold listings show their primary photo only.
    await expect(sold.getByRole('listitem').first()).toBeVisible();
    // The cards: each links to its listing (its facts are a list of their own).
    const soldItems = await sold.getByRole('listitem').filter({ has: page.locator('a[href*="/homes/"]') }).all();
    expect(soldItems.length).toBeGreaterThan(0);
    expect(soldItems.length).toBeLessThanOrEqual(6);
    for (const item of soldItems) {
      await expect(item.locator('img')).toHaveCount(1);
      await expect(item).toContainText('Sold');
    }
  });

  test('a Georgia realtor shows FMLS listings; a realtor in both states has no listings section', async ({ page, request, visit }, testInfo) => {
    await visit('/en/david-jung');
    await expect(page.locator('section[aria-labelledby="listings-title"]')).toContainText('First Multiple Listing Service');

    const ip = testClientIp(testInfo);
    const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip);
    const slug = uniqueSlug('mixed');
    const created = await request.post('/v1/realtor', {
      headers: { ...auth(admin), 'x-forwarded-for': ip },
      data: { desiredUrl: slug, licenseNumber: '02145873', activityRegion: [{ state: 'CA', city: 'Irvine' }, { state: 'GA', city: 'Suwanee' }] },
    });
    expect(created.status()).toBe(201);
    await visit(`/en/${slug}`);
    await expect(page.locator('section[aria-labelledby="listings-title"]')).toHaveCount(0);
  });
});
