/**
 * The lender's co-brand on the landing page (issue #23): the hero names the lender, the footer
 * gives the license and NMLS numbers beside the lender's name (not under the product company's
 * line), and a production server with the shipped placeholder numbers says so in /readyz.
 */
import { expect, test } from './support/fixtures';

for (const { path, partner, license } of [
  { path: '/', partner: '공동 제공', license: /^Pacific Crest Home Loans — 라이선스 번호: CA DFPI 60DBO-000000 · NMLS 번호: 0000000$/ },
  { path: '/en', partner: 'In partnership with', license: /^Pacific Crest Home Loans — License No\. CA DFPI 60DBO-000000 · NMLS No\. 0000000$/ },
  { path: '/ja-JP', partner: '共同提供', license: /^Pacific Crest Home Loans — ライセンス番号: CA DFPI 60DBO-000000 · NMLS番号: 0000000$/ },
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
