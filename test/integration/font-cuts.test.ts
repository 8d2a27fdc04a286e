import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shownText } from '@/features/realtor-home/shown-text';
import { cutVersion, uncoveredChars } from '@/server/fonts/realtor-font-cut';
import { loadRealtorForPage } from '@/server/realtors/cached';
import { seedDemoData } from '@/server/seed';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { services } from '../support/app-services';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('next/cache', (importOriginal) => import('../support/app-services').then((m) => m.nextCacheModule(importOriginal)));

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const { GET } = await import('@/app/font-cuts/[desiredUrl]/[locale]/[file]/route');

const get = (desiredUrl: string, locale: string, file: string, v = '') =>
  GET(new Request(`http://localhost/font-cuts/${desiredUrl}/${locale}/${file}${v ? `?v=${v}` : ''}`), {
    params: Promise.resolve({ desiredUrl, locale, file }),
  });

describe.skipIf(!available)(`GET /font-cuts/{desiredUrl}/{locale}/{script}-{weight}.woff2 on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let version: string;
  let japaneseVersion: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    services.db = database.db;
    await seedDemoData(database.db, 0);
    const realtor = (await loadRealtorForPage('grace-kim'))!;
    version = cutVersion(uncoveredChars(shownText(realtor, 'en'), 'en', 'kr'));
    const kenji = (await loadRealtorForPage('kenji-tanaka'))!;
    japaneseVersion = cutVersion(uncoveredChars(shownText(kenji, 'ja-JP'), 'ja-JP', 'jp'));
  });
  afterAll(async () => {
    services.db = undefined;
    await database?.drop();
  });

  it("answers a WOFF2 cut of the record's Hangul, kept for a year when the version is current", async () => {
    for (const weight of ['400', '700']) {
      const response = await get('grace-kim', 'en', `kr-${weight}.woff2`, version);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it("answers a cut of a Japanese page's Japanese from the Japanese font", async () => {
    const response = await get('kenji-tanaka', 'ja-JP', 'jp-400.woff2', japaneseVersion);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers the current cut, briefly cached, to a page rendered before an edit', async () => {
    const response = await get('grace-kim', 'en', 'kr-400.woff2', 'stale-v');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 JSON for an unknown realtor, locale, script, weight or file name, or a script the page has no cut of; never 500', async () => {
    for (const [slug, locale, file] of [
      ['nobody-here', 'en', 'kr-400.woff2'],
      ['grace-kim', 'fr', 'kr-400.woff2'],
      ['grace-kim', 'en', 'kr-500.woff2'],
      ['grace-kim', 'en', 'xx-400.woff2'],
      ['grace-kim', 'en', 'toString-400.woff2'],
      ['grace-kim', 'en', '400.woff2'],
      ['grace-kim', 'en', 'kr-400.ttf'],
      ['grace-kim', 'en', 'jp-400.woff2'],
      ['../etc', 'en', 'kr-400.woff2'],
    ] as const) {
      const response = await get(slug, locale, file);
      expect(response.status, `${slug}/${locale}/${file}`).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });
});
