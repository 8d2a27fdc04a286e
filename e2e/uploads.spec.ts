import { expect, test } from '@playwright/test';
import { auth, E2E_ADMIN, login, uniqueSlug } from './support/api';
import { testClientIp } from './support/fixtures';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('photo uploads (local driver)', () => {
  test('an admin presigns, PUTs a photo, stores its URL on a realtor, and the page shows it', async ({ request }, testInfo) => {
    const ip = testClientIp(testInfo);
    const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip);
    const presigned = await request.post('/v1/realtor/presigned-multi-file-upload', {
      headers: { ...auth(admin), 'x-forwarded-for': ip },
      data: { files: [{ fileName: '../../etc/passwd.png', contentType: 'image/png', size: PNG.length }] },
    });
    expect(presigned.status()).toBe(200);
    const [item] = await presigned.json();
    expect(item.key).toMatch(/^realtors\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(item.url).toBe(item.uploadUrl.split('?')[0]);
    // Site-relative: the upload works on whatever address the site is reached by (SITE_URL aside).
    expect(item.url).toMatch(/^\/uploads\/realtors\//);

    const forged = item.uploadUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await request.put(forged, { data: PNG, headers: { 'content-type': 'image/png' } })).status()).toBe(403);
    expect((await request.put(item.uploadUrl, { data: PNG, headers: { 'content-type': 'text/html' } })).status()).toBe(415);
    expect((await request.put(item.uploadUrl, { data: PNG, headers: { 'content-type': 'image/png' } })).status()).toBe(200);

    const served = await request.get(item.url);
    expect(served.status()).toBe(200);
    expect(served.headers()).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

    const slug = uniqueSlug('photo');
    const realtor = await request.post('/v1/realtor', {
      headers: { ...auth(admin), 'x-forwarded-for': ip },
      data: { desiredUrl: slug, photos: [{ path: 'id', imageType: 'fullsize', url: item.url }] },
    });
    expect(realtor.status()).toBe(201);
    const page = await (await request.get(`/en/${slug}`)).text();
    expect(page).toContain(encodeURIComponent(item.url));
  });

  test('refuses SVG, oversize files and too many files, before anything is signed', async ({ request }, testInfo) => {
    const ip = testClientIp(testInfo);
    const admin = await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip);
    const presign = (files: unknown[]) =>
      request.post('/v1/realtor/presigned-multi-file-upload', { headers: { ...auth(admin), 'x-forwarded-for': ip, cookie: 'i18n_redirected=en' }, data: { files } });
    const svg = await presign([{ fileName: 'logo.svg', contentType: 'image/svg+xml', size: 100 }]);
    expect(svg.status()).toBe(415);
    expect((await svg.json()).error.message).toMatch(/JPEG, PNG, WebP and GIF/);
    expect((await presign([{ fileName: 'big.jpg', contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }])).status()).toBe(413);
    expect((await presign(Array.from({ length: 21 }, (_, i) => ({ fileName: `${i}.png`, contentType: 'image/png', size: 10 })))).status()).toBe(400);
    expect((await request.get('/uploads/realtors/2026/11/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404);
  });
});
