/**
 * Optional integrations, consent, error reporting, metrics and route rules against the
 * production build. The e2e server has the tag manager, error reporting and monitoring configured,
 * pointed at a local stand-in intake (playwright.config.ts); the tag manager's script is answered
 * by the test itself.
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const INTAKE = process.env.E2E_INTAKE_URL!;
const TAG_MANAGER = 'https://www.googletagmanager.com/';

/** Every request the page makes to another origin than the site's. */
function thirdPartyRequests(page: Page, siteOrigin: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('http') && new URL(url).origin !== siteOrigin) seen.push(request);
  });
  return seen;
}

async function answerTagManager(page: Page) {
  await page.route(`${TAG_MANAGER}**`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerLoaded = true;' }));
}

async function intakeReceived(request: import('@playwright/test').APIRequestContext) {
  return (await (await request.get(`${INTAKE}/received-with-paths`)).json()) as { path: string; body: string }[];
}

test.describe('consent', () => {
  test.use({ consent: null });

  test('no third-party request before consent, none after declining, and the choice is kept', async ({ page, baseURL }) => {
    await answerTagManager(page);
    const outside = thirdPartyRequests(page, new URL(baseURL!).origin);
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'Analytics and monitoring' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await page.waitForLoadState('networkidle');
    expect(outside.map((r) => r.url())).toEqual([]);

    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    expect(outside.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? '{}').choice)).toBe('denied');
  });

  test('the banner speaks the page language', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '분석 및 모니터링 동의' })).toBeVisible();
    await page.goto('/ja-JP');
    await expect(page.getByRole('region', { name: '分析とモニタリングへの同意' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('after consent the integrations load, send only to their configured addresses, with the request id', async ({ page, baseURL }) => {
    await answerTagManager(page);
    const outside = thirdPartyRequests(page, new URL(baseURL!).origin);
    const response = await page.goto('/en/terms');
    const requestId = response?.headers()['x-request-id'];
    expect(requestId).toBeTruthy();
    await page.getByRole('button', { name: 'Accept' }).click();

    // The tag manager, then monitoring: its profiler state is shown for debugging (SPEC §4).
    await expect.poll(() => page.evaluate(() => (window as { __tagManagerLoaded?: boolean }).__tagManagerLoaded === true)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-profiling-state', /^(starting|running|error:(not-supported-by-browser|failed-to-lazy-load))$/);
    expect(await page.evaluate(() => (window as { __profilingState?: { status: string } }).__profilingState?.status)).toMatch(/starting|running|error/);

    // A browser error reaches the error-reporting intake with the page's request id; a
    // 'profile is not defined' error does not (SPEC §8).
    const envelope = page.waitForRequest((r) => r.url().startsWith(`${INTAKE}/api/1/envelope/`) && (r.postData() ?? '').includes('e2e browser error'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new ReferenceError('profile is not defined');
      });
      setTimeout(() => {
        throw new Error('e2e browser error');
      }, 50);
    });
    const sent = await envelope;
    expect(sent.postData()).toContain(requestId!);
    const sentryBodies = outside.filter((r) => r.url().includes('/api/1/envelope/')).map((r) => r.postData() ?? '');
    expect(sentryBodies.join('\n')).not.toContain('profile is not defined');

    // Nothing went anywhere but the configured intake and the tag manager.
    for (const request of outside) expect(request.url().startsWith(INTAKE) || request.url().startsWith(TAG_MANAGER), request.url()).toBe(true);
  });

  test('a monitoring SDK that fails to lazy-load is reported as an error and shown in the profiling state', async ({ page }) => {
    await answerTagManager(page);
    // The monitoring SDK's chunk (the only one that names the vendor's intake) fails to load.
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('browser-intake')) await route.abort();
      else await route.fulfill({ response, body });
    });
    await page.goto('/en/terms');
    const report = page.waitForRequest((r) => r.url().startsWith(`${INTAKE}/api/1/envelope/`) && (r.postData() ?? '').includes('failed to lazy load'));
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-profiling-state', 'error:failed-to-lazy-load');
    await report;
  });
});

test('a server error reaches the error-reporting intake with the request id of its log lines', async ({ request }) => {
  const response = await request.get('/en/error-probe');
  expect(response.status()).toBe(500);
  const requestId = response.headers()['x-request-id'];
  expect(requestId).toMatch(/^[\w.:-]+$/);
  await expect
    .poll(async () => (await intakeReceived(request)).some((r) => r.path.startsWith('/api/1/envelope/') && r.body.includes(requestId!) && r.body.includes('Error probe')))
    .toBe(true);
});

test('GET /metrics needs the token and counts requests by route', async ({ request }) => {
  expect((await request.get('/metrics')).status()).toBe(401);
  await request.get('/en/terms');
  const response = await request.get('/metrics', { headers: { authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` } });
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/http_requests_total\{method="GET",route="\/\[locale\]\/terms",status="200"\} \d+/);
  expect(text).toContain('http_request_duration_seconds_bucket');
  expect(text).toMatch(/outbox_rows\{status="pending"\} \d+/);
});

test.describe('route rules from the build manifest', () => {
  test('an internal redirect stays client-side', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await page.goto('/e2e-old-terms');
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual(['/e2e-old-terms']);
  });

  test('an external redirect is a full page load', async ({ page }) => {
    await page.goto('/e2e-external/somewhere');
    await expect(page).toHaveURL(`${INTAKE}/landing`);
    await page.goto('/en');
  });

  test('the manifest is not prefetched on slow-2g', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' } }));
    const manifests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/builds/meta/')) manifests.push(r.url());
    });
    await page.clock.install();
    await page.goto('/e2e-old-terms');
    await page.waitForLoadState('load');
    // Well past the prefetch delay (about 1 s after load).
    await page.clock.runFor(5_000);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/e2e-old-terms$/);
    expect(manifests).toEqual([]);
  });
});

test.describe('with nothing configured', () => {
  test.use({ consent: null });

  test('GET /metrics without METRICS_TOKEN answers a client on this machine, as the server saw the socket', async ({ request }) => {
    const origin = `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}`;
    // server.mjs sets the header from the socket on every request, over what the client sent.
    const response = await request.get(`${origin}/metrics`, { headers: { 'x-realtor-loopback': '0' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('http_requests_total');
  });

  test('pages make no third-party request at all and carry no consent banner', async ({ page }) => {
    // The second test server: the same build, started with no optional integration (playwright.config.ts).
    // Its pages rendered per request are checked; prerendered ones carry the build's configuration.
    const origin = `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}`;
    const outside = thirdPartyRequests(page, origin);
    for (const path of ['/en/login', '/en/grace-kim/login', '/ja-JP/kenji-tanaka/login']) {
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // past the idle-time loading of monitoring and the manifest prefetch
      await expect(page.locator('#consent-title')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    expect(outside.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('consent'))).toBeNull();
  });
});
