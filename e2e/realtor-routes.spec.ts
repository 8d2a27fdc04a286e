import { auth, E2E_ADMIN, login, signUp, uniqueSlug } from './support/api';
import { expect, test, testClientIp } from './support/fixtures';

/** The nested routes under /{desiredUrl} (SPEC §2): sign-in, gates, the probiz rule and the demos. */
test.describe('nested realtor routes', () => {
  test('a signed-out visitor of /{desiredUrl}/admin signs in there and comes back; another realtor\'s admin is refused', async ({ page, request }, testInfo) => {
    const ip = testClientIp(testInfo);
    const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip);
    const owner = await signUp(request, ip, 'Gate Owner');
    const slug = uniqueSlug('gate');
    const created = await request.post('/v1/realtor', { headers: { ...auth(admin), 'x-forwarded-for': ip }, data: { desiredUrl: slug, userId: owner.id, designMainColor: '#0b6e4f' } });
    expect(created.status()).toBe(201);

    await page.goto(`/en/${slug}/admin`);
    await expect(page).toHaveURL(new RegExp(`/en/${slug}/login\\?next=${encodeURIComponent(`/en/${slug}/admin`)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#main').getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
    await page.getByLabel('Password').fill('e2e-user-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/${slug}/admin$`));
    await expect(page.getByRole('heading', { level: 1, name: `Edit /${slug}` })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('accessToken')?.includes('.'), JSON.parse(localStorage.getItem('userInfo') ?? '{}').email])).toEqual([true, owner.email]);

    const refused = await page.goto('/en/grace-kim/admin');
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');

    const process = await page.goto(`/en/${slug}/process`);
    expect(process?.status()).toBe(200);
    await expect(page.locator('[aria-current="step"]')).toContainText('Profile');
  });

  test('/process and /probiz need a signed-in user; probiz is equityrealty\'s only', async ({ page }) => {
    await page.goto('/grace-kim/process');
    await expect(page).toHaveURL(/\/grace-kim\/login\?next=%2Fgrace-kim%2Fprocess$/);
    await page.goto('/equityrealty/probiz');
    await expect(page).toHaveURL(/\/equityrealty\/login\?next=%2Fequityrealty%2Fprobiz$/);
    await page.goto('/en/grace-kim/probiz');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/ja-JP/admin');
    await expect(page).toHaveURL(/\/ja-JP\/login\?next=%2Fja-JP%2Fadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  });

  test('the GSAP demo animates and the store demo keeps favorites, in the realtor\'s frame', async ({ page, visit }) => {
    await visit('/en/grace-kim/gsap_sample');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Animation demo (GSAP)');
    await expect(page.locator('[data-box]').first()).toHaveAttribute('style', /transform|rotate/);
    await page.getByRole('button', { name: 'Play again' }).click();

    await visit('/en/grace-kim/pinia_sample');
    await expect(page.getByRole('status')).toHaveText('No favorites yet');
    await page.getByRole('button', { name: 'Add a favorite' }).click();
    await page.getByRole('button', { name: 'Add a favorite' }).click();
    await expect(page.getByRole('status')).toHaveText('2 favorites');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('status')).toHaveText('No favorites yet');
  });

  test('the demos\' buttons wait for the page to hydrate', async ({ noScript }) => {
    const page = await noScript.newPage();
    await page.goto('/en/grace-kim/gsap_sample');
    await expect(page.getByRole('button', { name: 'Play again' })).toBeDisabled();
    await page.goto('/en/grace-kim/pinia_sample');
    await expect(page.getByRole('button', { name: 'Add a favorite' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  test('/?desiredUrl={slug} shows that realtor\'s homepage at the address asked for (SPEC §2); an unknown one the landing page', async ({ page, request }) => {
    for (const [path, lang, name] of [
      ['/?desiredUrl=grace-kim', 'ko', '김은혜'],
      ['/en?desiredUrl=GRACE-KIM', 'en', 'Grace Kim'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).search).toBe(path.slice(path.indexOf('?')));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('#realtor-name')).toContainText(name);
    }
    for (const path of ['/?desiredUrl=nobody-at-all', '/?desiredUrl=12', '/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('id="realtor-name"');
    }
  });
});
