/**
 * Uploads cannot be executed or served as HTML (issue #8, hardening), through the route handlers
 * of PUT and GET /uploads/{key} on the local driver: HTML, SVG and script content types and bodies
 * are refused (also a page sent as image/png), nothing is stored for them, and a stored file comes
 * back with its image type, nosniff, a `default-src 'none'` policy and never as text/html — even
 * for a key with an .html-like name, or a file of that name put into the folder by other means.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDriver } from '@/server/storage/local-driver';
import type { UploadContentType } from '@/server/storage/upload-policy';

const env = vi.hoisted(() => {
  const secret = 'uploads-route-test-secret-that-is-long-enough-0123456789';
  process.env.STORAGE_DRIVER = 'local';
  process.env.AUTH_SECRET = secret;
  process.env.SITE_URL = 'http://app.test';
  return { secret, root: '' };
});
// The routes need no database; the API wrapper asks for one all the same.
vi.mock('@/server/db', () => ({ getDb: async () => ({}) }));
vi.mock('@/server/storage', () => ({
  getLocalUploads: async () => ({ root: env.root, secret: env.secret, baseUrl: 'http://app.test' }),
}));

const { PUT, GET } = await import('@/app/uploads/[...key]/route');

const IMAGES: Record<string, { type: UploadContentType; bytes: Buffer }> = {
  png: { type: 'image/png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]) },
  jpeg: { type: 'image/jpeg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]) },
  gif: { type: 'image/gif', bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 3)]) },
  webp: { type: 'image/webp', bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.from([100, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(100, 4)]) },
  ico: { type: 'image/x-icon', bytes: Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(100, 5)]) },
};

const HOSTILE_BODIES: Record<string, string> = {
  html: '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  js: 'fetch("/v1/me").then((r) => r.text()).then(alert);',
  // A polyglot: an HTML page whose first bytes are a GIF's (a GIF is accepted as a GIF only, and
  // served as image/gif with nosniff — never as a page).
  padded: `   <html><script>alert(1)</script></html>`,
};

async function presign(type: UploadContentType, size: number) {
  const key = `realtors/2026/11/${crypto.randomUUID()}${{ 'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif', 'image/webp': '.webp', 'image/x-icon': '.ico', 'image/vnd.microsoft.icon': '.ico' }[type]}`;
  const { uploadUrl } = await localDriver({ root: env.root, secret: env.secret, baseUrl: 'http://app.test' }).presignPut({ key, contentType: type, size }, new Date());
  return { key, uploadUrl: new URL(uploadUrl) };
}

function put(url: URL, key: string, body: Uint8Array | string, contentType: string) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const request = new Request(url, { method: 'PUT', headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) }, body: new Uint8Array(bytes) });
  return PUT(request, { params: Promise.resolve({ key: key.split('/') }) });
}

function get(key: string) {
  return GET(new Request(`http://app.test/uploads/${key}`), { params: Promise.resolve({ key: key.split('/') }) });
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(env.root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

describe('uploads are images only, never pages or scripts', () => {
  beforeAll(async () => {
    env.root = await mkdtemp(path.join(tmpdir(), 'uploads-route-'));
  });
  afterAll(() => rm(env.root, { recursive: true, force: true }));

  it.each(Object.entries(IMAGES))('accepts a %s and serves it with its image type, nosniff and a no-content policy', async (_name, { type, bytes }) => {
    const { key, uploadUrl } = await presign(type, bytes.length);
    expect((await put(uploadUrl, key, bytes, type)).status).toBe(200);
    const response = await get(key);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each(['text/html', 'image/svg+xml', 'application/javascript', 'text/javascript', 'application/xhtml+xml', 'text/plain', 'application/octet-stream', ''])(
    'refuses the content type %j with 415 and stores nothing',
    async (contentType) => {
      const before = await storedFiles();
      const { key, uploadUrl } = await presign('image/png', HOSTILE_BODIES.html!.length);
      const response = await put(uploadUrl, key, HOSTILE_BODIES.html!, contentType);
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
      expect(await storedFiles()).toEqual(before);
    },
  );

  it.each(Object.entries(HOSTILE_BODIES))('refuses a %s body sent as an image (signed for that type and size) with 415 and stores nothing', async (_name, body) => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon'] as const) {
      const before = await storedFiles();
      const { key, uploadUrl } = await presign(type, Buffer.byteLength(body));
      const response = await put(uploadUrl, key, body, type);
      expect(response.status, type).toBe(415);
      expect(await storedFiles()).toEqual(before);
      expect((await get(key)).status).toBe(404);
    }
  });

  it('never serves a key with a page-like name, even when such a file is in the folder', async () => {
    const uuid = crypto.randomUUID();
    const names = [`${uuid}.html`, `${uuid}.htm`, `${uuid}.svg`, `${uuid}.js`, `${uuid}.png.html`, `${uuid}.html.png`, `${uuid}.xhtml`, `${uuid}.PNG`];
    await mkdir(path.join(env.root, 'realtors/2026/11'), { recursive: true });
    for (const name of names) await writeFile(path.join(env.root, 'realtors/2026/11', name), HOSTILE_BODIES.html!);
    for (const key of [...names.map((n) => `realtors/2026/11/${n}`), 'index.html', '../../etc/passwd', 'realtors/2026/11/%2e%2e/x.html']) {
      const response = await get(key);
      expect(response.status, key).toBe(404);
      expect(response.headers.get('content-type'), key).toMatch(/^application\/json/);
      expect(await response.text()).not.toContain('<script>');
    }
  });

  it('refuses an HTML body under an image name through the signature too: a PUT to a .html key is a 404', async () => {
    const { uploadUrl } = await presign('image/png', 10);
    const key = `realtors/2026/11/${crypto.randomUUID()}.html`;
    const response = await put(new URL(`/uploads/${key}${uploadUrl.search}`, uploadUrl), key, HOSTILE_BODIES.html!, 'text/html');
    expect(response.status).toBe(404);
  });
});
