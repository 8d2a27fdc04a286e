import { auth, E2E_ADMIN, login, sendContactMessage, uniqueSlug } from './support/api';
import { expect, expectNoAxeViolations, recordScripts, test, testClientIp } from './support/fixtures';
import { lineStarts } from './support/lines';

/** A person's browser: the headless browser's own user agent ('HeadlessChrome') is dropped as a bot. */
const PERSON_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Visit counting without cookies and the realtor's insights page (issue #28). */
test.describe('visits and insights', () => {
  test.use({ userAgent: PERSON_UA });

  test('a realtor page sends one beacon after it loads, sets no cookie and loads no chart code; the insights page shows the visit with a table for each chart', async ({ page, request, context }, testInfo) => {
    test.setTimeout(90_000);
    const ip = testClientIp(testInfo);
    const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip);
    const slug = uniqueSlug('insights');
    const created = await request.post('/v1/realtor', { headers: { ...auth(admin), 'x-forwarded-for': ip }, data: { desiredUrl: slug, email: `${slug}@e2e.example.com`, aboutMeEn: 'Counting visits.' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await sendContactMessage(request, ip, id, 'Is the house on Elm still for sale?', { interest: 'buy' });

    // The public page: one beacon, 204, no cookie, none of the charting library.
    const beacons: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/v1/visits') beacons.push(r.method());
    });
    const scripts = recordScripts(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/visits');
    await page.goto(`/en/${slug}`);
    const beacon = await answered;
    expect(beacon.status()).toBe(204);
    expect(await beacon.headerValue('set-cookie')).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(beacons).toEqual(['POST']);
    // No cookie but the language the visitor is reading in (i18n_redirected, SPEC §3), none for counting.
    expect((await context.cookies()).map((c) => c.name).filter((name) => name !== 'i18n_redirected')).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'consent'))).toEqual([]);
    expect((await scripts()).filter((s) => s.body.includes('recharts-surface')).map((s) => s.url)).toEqual([]);

    const counted = await request.get(`/v1/realtor/${id}/insights?days=7`, { headers: auth(admin) });
    expect(counted.status()).toBe(200);
    const figures = (await counted.json()) as { totals: object; byLocale: object[]; topPages: object[]; byDevice: object[] };
    expect(figures.totals).toMatchObject({ views: 1, visitors: 1, messages: 1 });
    expect(figures.byLocale).toEqual([{ value: 'en', views: 1, visitors: 1 }]);
    expect(figures.topPages).toEqual([{ value: '/', views: 1, visitors: 1 }]);
    expect(figures.byDevice).toEqual([{ value: 'desktop', views: 1, visitors: 1 }]);

    // The insights page, as an admin (the owner's view is the same page).
    await page.goto(`/en/${slug}/admin/insights`);
    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Visits and messages: /${slug}` })).toBeVisible();
    await expect(page.getByTestId('total-views')).toHaveText('1');
    await expect(page.getByTestId('total-visitors')).toHaveText('1');
    await expect(page.getByTestId('total-conversion')).toHaveText('100%');
    const visits = page.getByRole('region', { name: 'Page views and visitors', exact: true });
    await expect(visits.getByRole('img', { name: /Page views and visitors: chart/ })).toBeVisible();
    await expect(visits.locator('.recharts-line-curve')).toHaveCount(2);
    await visits.getByText('Show as table').click();
    await expect(visits.getByRole('table', { name: 'Page views and visitors' })).toBeVisible();
    const sources = page.getByRole('region', { name: 'Messages by source' });
    await sources.getByText('Show as table').click();
    await expect(sources.getByRole('row', { name: /Homepage contact form 1/ })).toBeVisible();
    const interests = page.getByRole('region', { name: 'Homepage messages by what the visitor wants' });
    await interests.getByText('Show as table').click();
    await expect(interests.getByRole('row', { name: /Buying 1/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The period form is a plain GET form.
    await page.getByLabel('Group by').selectOption('week');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/days=30&by=week/);
    await expect(page.getByTestId('total-views')).toHaveText('1');

    // The monthly e-mail, opted in; never saved, it starts in the dashboard's language.
    await expect(page.getByLabel('Language of the e-mail')).toHaveValue('en');
    await page.getByLabel(/E-mail me a summary/).check();
    await page.getByLabel('Language of the e-mail').selectOption('ja-JP');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    // On a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('total-views')).toHaveText('1');
    await expect(page.getByLabel(/E-mail me a summary/)).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('a realtor without a visit or a message yet reads how the charts fill, with their address to share, in Japanese on a phone', async ({ page, request, context }, testInfo) => {
    const ip = testClientIp(testInfo);
    const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip);
    const slug = uniqueSlug('quiet');
    const created = await request.post('/v1/realtor', { headers: { ...auth(admin), 'x-forwarded-for': ip }, data: { desiredUrl: slug, displayNameJa: 'サトウ・ユウコ' } });
    expect(created.status()).toBe(201);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en/${slug}/admin/insights`);
    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'No visits in this period yet' })).toBeVisible();

    await page.goto(`/ja-JP/${slug}/admin/insights`);
    // Named by the realtor's name, not the address; on two lines, broken between phrases only ("問い / 合わせ" before).
    const heading = page.getByRole('heading', { level: 1, name: /^アクセスとお問合せ：サトウ・\u2060?ユウコ$/ });
    await expect(heading).toBeVisible();
    const starts = await heading.evaluate(lineStarts);
    expect(starts.slice(1).every((start) => ['お', 'サ'].includes(start)), starts.join(' / ')).toBe(true);
    // Instead of ten empty charts: what fills them, the homepage's address, and a way to share it.
    const nothing = page.getByRole('region', { name: 'この期間のアクセスはまだありません' });
    await expect(nothing).toContainText('ホームページが開かれるたびに');
    const address = nothing.getByRole('link', { name: new RegExp(`/${slug}$`) });
    await expect(address).toHaveAttribute('href', new RegExp(`^https?://[^/]+/${slug}$`));
    await expect(page.getByRole('region', { name: 'ページビューと訪問者' })).toHaveCount(0);
    await nothing.getByRole('button', { name: 'ホームページを共有' }).click();
    await expect(nothing.getByRole('status')).toHaveText('アドレスをコピーしました。');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.getAttribute('href'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('the admins see every realtor in total and per realtor', async ({ page }) => {
    await page.goto('/en/admin/insights');
    await page.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visits and messages: all realtors' })).toBeVisible();
    // By the chart's name: once drawn, Recharts' legend icons are images too.
    const messages = page.getByRole('region', { name: 'Messages', exact: true });
    await expect(messages.getByRole('img', { name: /Messages: chart/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Per realtor' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
