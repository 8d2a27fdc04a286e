/**
 * A listing's page over real HTTP (issue #24), on a production server of the current build and
 * this driver's database: the HOA dues per month and the public remarks (marked English) from the
 * stored listing in three languages; a listing an import removed answers 410 with the "no longer
 * available" page and the realtor's other homes, and 404 once the sweep purged its old tombstone.
 *
 * PostgreSQL: the import runs beside the server, as it does in production, and the server shows
 * its changes at the next request (the import's notification expires the cached page, the
 * realtor's page and listings index, and the proxy's status). PGlite serves one process: the
 * import runs while the server is stopped, and the restarted server shows its result.
 *
 * It needs the production build, which `npm run test:integration` makes first when it is missing
 * or stale; run alone without one, it is skipped, saying why (in CI it fails).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { listings } from '@/server/db/schema';
import { importListings } from '@/server/listings/import/import-listings';
import { sweepListings } from '@/server/listings/sweep-listings';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { hasBuild, startAppProcess, type AppProcess } from '../support/app-process';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { listingFactory } from '../support/listings';

function reasonToSkip(): string | undefined {
  const missing = hasBuild() ? undefined : 'no build in .next: run `npm run build` first';
  if (missing && process.env.CI) throw new Error(`listing page updates: ${missing}`);
  return missing;
}
const skipReason = reasonToSkip() ?? (TEST_DB_DRIVER === 'pglite' || (await postgresAvailable()) ? undefined : 'PostgreSQL unreachable');
if (skipReason) console.warn(`listing page updates skipped: ${skipReason}`);

const LICENSE = 'T-UPDATES-01';
const SLUG = 'updates-agent';
const REMARKS = 'Sunny corner lot with a remodeled kitchen.\nWalk to Woodbridge Lake.';

const listing = listingFactory((key) => ({
  propertySubType: 'Condominium',
  listPrice: 900_000,
  bedroomsTotal: 3,
  bathroomsTotalInteger: 2,
  livingArea: 1600,
  unparsedAddress: `${key.slice(-1)} Update Court`,
  latitude: 33.68,
  longitude: -117.8,
  listAgentStateLicense: LICENSE,
  listAgentFullName: 'Update Agent',
  listOfficeName: 'Update Office',
  associationFee: 1_200,
  associationFeeFrequency: 'Quarterly',
  publicRemarks: REMARKS,
}));

async function seed(db: Db): Promise<void> {
  await db.transaction((tx) =>
    insertRealtorGraph(tx, { desiredUrl: SLUG, email: 'updates@realty.example.com', licenseNumber: LICENSE }, {
      photos: [],
      etcInfo: [],
      activityRegion: [{ state: 'CA', city: 'Irvine', neighborhood: '', zipcode: '92620' }],
      additionalSections: [],
      seoMeta: {},
    }),
  );
  await db.insert(listings).values([
    listing('CRMLS-UPD-A'),
    listing('CRMLS-UPD-B', { listPrice: 950_000 }),
    listing('CRMLS-UPD-C', { listPrice: 990_000 }),
    // A tombstone past the retention period, which the test's sweep purges.
    listing('CRMLS-UPD-D', { standardStatus: 'Withdrawn', removedAt: new Date(Date.now() - 200 * 86_400_000) }),
  ]);
}

const removal = (key: string) => ({ ListingKey: key, StandardStatus: 'Withdrawn', ModificationTimestamp: '2026-11-25T00:00:00Z' });
const priceChange = (key: string, price: number) => ({
  ListingKey: key,
  ListingId: `OC-${key}`,
  StandardStatus: 'Active',
  ModificationTimestamp: '2026-11-25T00:00:00Z',
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  ListPrice: price,
  UnparsedAddress: `${key.slice(-1)} Update Court`,
  City: 'Irvine',
  StateOrProvince: 'CA',
  PostalCode: '92620',
  ListAgentStateLicense: LICENSE,
  ListAgentFullName: 'Update Agent',
  ListOfficeName: 'Update Office',
  PublicRemarks: 'Price improved.',
});

/** Asks until `check` holds or `ms` pass (the notification reaches the server asynchronously). */
async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const page = async (app: AppProcess, pathname: string) => {
  const response = await fetch(`${app.url}${pathname}`);
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-nextjs-cache') };
};

describe.skipIf(Boolean(skipReason))(`a listing's page over HTTP, updated by imports, on ${TEST_DB_DRIVER}`, () => {
  let app: AppProcess;
  let database: TestDatabase | undefined;
  let folder = '';
  // The server's own daily purge keeps tombstones ten years: only the test's sweep purges one.
  const env = (): Record<string, string> =>
    TEST_DB_DRIVER === 'postgres'
      ? { DATABASE_URL: database!.url!, SEED_DEMO_DATA: '0', LOG_LEVEL: 'warn', LISTING_TOMBSTONE_DAYS: '3650' }
      : { DATA_DIR: folder, SEED_DEMO_DATA: '0', LOG_LEVEL: 'warn', LISTING_TOMBSTONE_DAYS: '3650' };

  /**
   * Runs a command-line job (an import, `ops sweep-listings`) as it runs in production: beside the
   * server (PostgreSQL), or while it is stopped (PGlite).
   */
  async function runBeside(work: (db: Db) => Promise<unknown>): Promise<void> {
    if (database) {
      await work(database.db);
      return;
    }
    await app.stop();
    const own: Database = openDatabase({ dataDir: folder });
    try {
      await work(own.db);
    } finally {
      await own.close();
    }
    app = await startAppProcess(env(), 60_000);
  }
  const runImport = (records: unknown[]) => runBeside((db) => importListings(db, records));

  beforeAll(async () => {
    if (TEST_DB_DRIVER === 'postgres') {
      database = await createTestDatabase('postgres');
      await seed(database.db);
    } else {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-listing-updates-'));
      const own = openDatabase({ dataDir: folder });
      await runMigrations(own);
      await seed(own.db);
      await own.close();
    }
    app = await startAppProcess(env(), 60_000);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  }, 30_000);

  it('shows the HOA dues per month and the MLS remarks, marked English, in every language', async () => {
    const en = await page(app, `/en/${SLUG}/homes/CRMLS-UPD-A`);
    expect(en.status).toBe(200);
    expect(en.html).toMatch(/<dt>HOA dues<\/dt><dd>\$400 per month<\/dd>/);
    // The estimate starts from the same dues.
    expect(en.html).toMatch(/value="400"/);
    expect(en.html).toMatch(/<p[^>]*lang="en"[^>]*>Sunny corner lot with a remodeled kitchen\./);
    const ko = await page(app, `/${SLUG}/homes/CRMLS-UPD-A`);
    expect(ko.status).toBe(200);
    expect(ko.html).toMatch(/<dd>월 \$400<\/dd>/);
    // The remarks are said to be the MLS's English, not presented as translated.
    expect(ko.html).toContain('MLS에 등록된 영문 설명입니다.');
    expect(ko.html).toMatch(/<p[^>]*lang="en"[^>]*>Sunny corner lot/);
    const ja = await page(app, `/ja-JP/${SLUG}/homes/CRMLS-UPD-A`);
    expect(ja.html).toMatch(/<dd>月額 \$400<\/dd>/);
    expect(ja.html).toMatch(/<p[^>]*lang="en"[^>]*>Sunny corner lot/);
    expect(ja.html).toContain('MLSに掲載された英語の説明文です。');
    // No tile server configured: no map, the link to the visitor's own map app.
    expect(en.html).not.toContain('Show the map');
    expect(en.html).toContain('maps.apple.com');
  }, 60_000);

  it('answers 410 with the "no longer available" page and other homes once an import removed the listing', async () => {
    // Cached first (twice: the second answer comes from the cache), with the realtor's pages.
    for (let i = 0; i < 2; i++) {
      expect((await page(app, `/en/${SLUG}/homes/CRMLS-UPD-B`)).status).toBe(200);
      expect((await page(app, `/en/${SLUG}`)).html).toContain('B Update Court');
    }
    await runImport([removal('CRMLS-UPD-B')]);
    expect(await eventually(async () => (await page(app, `/en/${SLUG}/homes/CRMLS-UPD-B`)).status === 410)).toBe(true);
    const gone = await page(app, `/en/${SLUG}/homes/CRMLS-UPD-B`);
    expect(gone.html).toContain('This home is no longer available');
    expect(gone.html).toContain('C Update Court');
    expect(gone.html).not.toContain('B Update Court');
    expect((await page(app, `/ja-JP/${SLUG}/homes/CRMLS-UPD-B`)).status).toBe(410);
    // The realtor's page and listings index no longer offer it.
    expect(await eventually(async () => !(await page(app, `/en/${SLUG}`)).html.includes('B Update Court'))).toBe(true);
    expect((await page(app, `/en/${SLUG}/homes?type=sale`)).html).not.toContain('B Update Court');
    // The API has nothing of it either; an unknown key stays a 404.
    expect((await fetch(`${app.url}/cozying-api/v1/home/CRMLS-UPD-B`)).status).toBe(404);
    expect((await page(app, `/en/${SLUG}/homes/CRMLS-UPD-NEVER`)).status).toBe(404);
  }, 120_000);

  it('shows a changed listing at the next request after the import, not after the cache expires', async () => {
    for (let i = 0; i < 2; i++) expect((await page(app, `/en/${SLUG}/homes/CRMLS-UPD-C`)).html).toContain('$990,000');
    // Served from the page cache: what follows proves that the import expired it.
    expect((await page(app, `/en/${SLUG}/homes/CRMLS-UPD-C`)).cache).toBe('HIT');
    await runImport([priceChange('CRMLS-UPD-C', 975_000)]);
    expect(await eventually(async () => (await page(app, `/en/${SLUG}/homes/CRMLS-UPD-C`)).html.includes('$975,000'))).toBe(true);
    const changed = await page(app, `/en/${SLUG}/homes/CRMLS-UPD-C`);
    expect(changed.html).toContain('Price improved.');
    expect(changed.html).not.toContain('$400 per month');
    expect(await eventually(async () => (await page(app, `/en/${SLUG}`)).html.includes('$975,000'))).toBe(true);
  }, 120_000);

  it('answers 404 once the sweep purged a tombstone older than the retention period', async () => {
    for (let i = 0; i < 2; i++) expect((await page(app, `/en/${SLUG}/homes/CRMLS-UPD-D`)).status).toBe(410);
    await runBeside((db) => sweepListings(db, { retentionDays: 180 }));
    expect(await eventually(async () => (await page(app, `/en/${SLUG}/homes/CRMLS-UPD-D`)).status === 404)).toBe(true);
  }, 120_000);
});
