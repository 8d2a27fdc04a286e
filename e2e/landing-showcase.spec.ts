/**
 * What the landing page shows a realtor (issue #23): the sample homepages as they are, and the
 * lender's co-brand — the hero names the lender, the footer gives the license and NMLS numbers
 * beside the lender's name (not under the product company's line), and a production server with
 * the shipped placeholder numbers says so in /readyz.
 */
import { expect, test } from './support/fixtures';

for (const { path, partner, license } of [
  { path: '/', partner: '공동 제공', license: /^Pacific Crest Home Loans — 라이선스 번호: CA DFPI 60DBO-000000 · NMLS 번호: 0000000$/ },
  { path: '/en', partner: 'In partnership with', license: /^Pacific Crest Home Loans — License No\. CA DFPI 60DBO-000000 · NMLS No\. 0000000$/ },
  { path: '/ja-JP', partner: '共同提供', license: /^Pacific Crest Home Loans — ライセンス番号：CA DFPI 60DBO-000000 · NMLS番号：0000000$/ },
]) {
  test(`${path}: the hero names the lender, and the footer attributes the license and NMLS numbers to it`, async ({ page, visit }) => {
    await visit(path);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByText(partner)).toBeVisible();
    await expect(hero.getByText('Pacific Crest Home Loans')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(license)).toBeVisible();
    // The product company's line holds no license number of the lender's.
    await expect(footer.getByText(/^Realtor Homepages, Inc\./)).not.toContainText('NMLS');
  });
}

test('/readyz names the licensing values that are still placeholders (the test server runs in production mode)', async ({ request }) => {
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', licensing: 'placeholder values: LICENSE_NUMBER, NMLS_NUMBER' });
});

test('the carousel shows each sample homepage on a desktop and a phone, in the page language, and opens it', async ({ page, visit }) => {
  await visit('/ja-JP');
  const slide = page.locator('[aria-roledescription="carousel"]').getByRole('group').first();
  const link = slide.getByRole('link');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/ja-JP\/[a-z-]+$/);
  const slug = href.split('/').pop()!;
  const sources = await slide.locator('img').evaluateAll((imgs) => imgs.map((img) => decodeURIComponent((img as HTMLImageElement).src)));
  expect(sources).toEqual([expect.stringContaining(`/samples/${slug}-ja-JP-desktop.webp`), expect.stringContaining(`/samples/${slug}-ja-JP-phone.webp`)]);
  // The realtor's name as a Japanese visitor reads it.
  await expect(link).toContainText(/[\u30a0-\u30ff\u4e00-\u9fff]/);
});

test('@mobile the hero shows a sample homepage at once on a wide screen, and a phone fetches none of it', async ({ page, visit, isMobile }) => {
  const samples: string[] = [];
  page.on('request', (request) => {
    if (decodeURIComponent(request.url()).includes('/samples/')) samples.push(request.url());
  });
  await visit('/en');
  const showcase = page.locator('section[aria-labelledby="hero-title"] picture img');
  await expect(showcase).toHaveCount(2);
  if (isMobile) {
    await expect(showcase.first()).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(samples).toEqual([]);
    return;
  }
  // Loaded without a scroll or a wait for lazy loading: each picture draws its sample at full size.
  await expect
    .poll(() => showcase.evaluateAll((imgs) => imgs.map((img) => [decodeURIComponent((img as HTMLImageElement).currentSrc).includes('/samples/jenny-choi-en-'), (img as HTMLImageElement).naturalWidth > 100])))
    .toEqual([
      [true, true],
      [true, true],
    ]);
});
