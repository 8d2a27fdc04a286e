import { expect, recordScripts, test } from './support/fixtures';

const NOT_FOUND = [
  { path: '/no/such/page', text: '페이지를 찾을 수 없습니다: /no/such/page' },
  { path: '/en/no/such/page/at/depth', text: 'Page Not Found: /en/no/such/page/at/depth' },
  { path: '/ja-JP/nothing-here/x', text: 'ページが見つかりません: /ja-JP/nothing-here/x' },
  { path: '/fr/x', text: '/fr/x' },
  { path: '/terms/unknown', text: '/terms/unknown' },
  { path: '/%E2%9C%93/%3Cscript%3Ealert(1)%3C%2Fscript%3E', text: '<script>alert(1)</script>' },
  // A path with a dot is a page path too. A path that is not valid percent-encoding, or holds an
  // encoded %, is sent to its text with U+FFFD for what cannot be read (server.mjs).
  { path: '/wp-login.php', text: '페이지를 찾을 수 없습니다: /wp-login.php' },
  { path: '/en/grace.kim', text: 'Page Not Found: /en/grace.kim' },
  { path: '/%E0%A4%A', text: '페이지를 찾을 수 없습니다: /\uFFFD\uFFFDA' },
  { path: '/en/100%25', text: 'Page Not Found: /en/100\uFFFD' },
];

test.describe('404', () => {
  for (const { path, text } of NOT_FOUND) {
    test(`${path} answers 404 with a localised page`, async ({ page, visit }) => {
      const response = await visit(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
      await expect(page.getByRole('banner').locator('summary')).toBeVisible();
    });
  }

  test('is server-rendered HTML in the visitor\'s language, with its text, for a client without script', async ({ request }) => {
    for (const [path, lang, text] of [
      ['/no/such/page', 'ko', '페이지를 찾을 수 없습니다: /no/such/page'],
      ['/en/grace-kim/no/such/page', 'en', 'Page Not Found: /en/grace-kim/no/such/page'],
      ['/ja-JP/terms/unknown', 'ja-JP', 'ページが見つかりません: /ja-JP/terms/unknown'],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${text}</h1>`));
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  test("a missing realtor's pages are the landing page with an offer, server-rendered with lang and text, and 404", async ({ request }) => {
    for (const [path, lang, text] of [
      ['/nobody-here', 'ko', '‘nobody-here’ 주소의 홈페이지는 아직 없습니다'],
      ['/en/nobody-here/homes/CRMLS-1', 'en', 'There is no homepage at “nobody-here” yet'],
      ['/ja-JP/nobody-here/login', 'ja-JP', '「nobody-here」'],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toMatch(new RegExp(`<p[^>]*role="note"[^>]*>[^<]*${text}`));
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
    // The route that serves them is no address of its own.
    const direct = await request.get('/en/not-found/grace-kim');
    expect(direct.status()).toBe(404);
    expect(await direct.text()).toMatch(/<h1[^>]*>Page Not Found: \/en\/not-found\/grace-kim<\/h1>/);
  });

  test('an overlong path answers 404, not an error', async ({ request }) => {
    const response = await request.get(`/${'a'.repeat(3000)}/b`);
    expect(response.status()).toBe(404);
  });

  test('the 404 page keeps the language switcher working', async ({ page, visit }) => {
    await visit('/en/missing/page');
    await page.getByLabel(/Choose language/).click();
    await expect(page.getByRole('link', { name: '한국어' })).toBeVisible();
  });
});

test.describe('500', () => {
  test('a server error answers 500 with the Internal Server Error page and the header', async ({ page }) => {
    // Next.js sends a 500 as its error shell and the browser draws the page from the payload,
    // after the error view's code arrives: axe checks the page once it is drawn (after the test).
    const response = await page.goto('/en/error-probe');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByLabel(/Choose language/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("the error page's code is fetched when an error shows, not with every page", async ({ page }) => {
    // The error view's code is the script that names its messages ('ErrorPage').
    const scripts = recordScripts(page);
    const errorViewScripts = async () => (await scripts()).filter(({ body }) => body.includes('"ErrorPage"')).map(({ url }) => url);
    await page.goto('/en/grace-kim');
    await page.waitForLoadState('networkidle');
    expect(await errorViewScripts()).toEqual([]);
    await page.goto('/en/error-probe');
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    expect((await errorViewScripts()).length).toBeGreaterThan(0);
  });
});

test.describe('security headers', () => {
  for (const path of ['/', '/en/terms', '/v1/realtor/grace-kim', '/healthz', '/no/such/page', '/fonts/en.css', '/font-cuts/grace-kim/ko/kr-400.woff2']) {
    test(`are sent on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('are the build\'s on the public form POSTs, which go through Next.js\'s router like every other route', async ({ request }) => {
    const names = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'document-policy', 'strict-transport-security'];
    const pick = (headers: Record<string, string>) => Object.fromEntries(names.map((name) => [name, headers[name]]));
    const fromNext = pick((await request.get('/v1/realtor/grace-kim')).headers());
    // This server names every optional integration in its policy (playwright.config.ts).
    expect(fromNext['content-security-policy']).toContain('googletagmanager.com');
    expect(fromNext['document-policy']).toBe('js-profiling');
    // The second server runs the same build with none configured: it still sends the build's headers.
    const plain = `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}`;
    for (const [i, url] of ['/v1/realtor-contacts', '/api/send-to-slack', `${plain}/v1/realtor-contacts`].entries()) {
      const response = await request.post(url, { data: '{', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.19.9.${i}` } });
      expect(response.status()).toBe(400);
      expect(pick(response.headers())).toEqual(fromNext);
    }
  });

  test('the self-hosted fonts are cached for a month', async ({ request }) => {
    const response = await request.get('/fonts/en.css');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
  });
});

test.describe('robots and sitemap', () => {
  test('/robots.txt points to the sitemap, which lists the pages in three languages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ['/terms', '/en/terms', '/ja-JP/terms/privacy', '/grace-kim', '/en/daniel-park', '/ja-JP/equityrealty']) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });

  test('a file-like path that does not exist is a 404, not an error', async ({ request }) => {
    expect((await request.get('/wp-login.php')).status()).toBe(404);
    expect((await request.get('/foo.txt/terms')).status()).toBe(404);
  });

  test('the product icons and web manifest are files, not pages (scripts/generate-icons.mjs, src/app/manifest.ts)', async ({ request }) => {
    const types: Record<string, RegExp> = {
      // public/favicon.ico: the type depends on the mime table of the server's version.
      '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)\b/,
      '/icon.svg': /^image\/svg\+xml\b/,
      '/apple-icon.png': /^image\/png\b/,
      '/manifest.webmanifest': /^application\/manifest\+json\b/,
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; theme_color: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: 'Built for Realtors', theme_color: '#0b5cad' });
    for (const { src } of manifest.icons) expect((await request.get(src)).status(), src).toBe(200);
  });

  test('the landing page links the product icon and manifest; a realtor page keeps its own favicon and links no manifest', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', /^\/icon\.svg(\?|$)/);
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', /^\/apple-icon\.png(\?|$)/);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    // The demo realtor's favicon photo (src/server/seed/sample-realtors.ts).
    await page.goto('/grace-kim');
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/demo/grace-kim/favicon.png');
    await expect(page.locator('head link[href^="/icon.svg"], head link[href^="/apple-icon.png"], head link[rel="manifest"]')).toHaveCount(0);
  });
});
