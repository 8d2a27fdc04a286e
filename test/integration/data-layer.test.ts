import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsApplied, runMigrations } from '@/server/db/migrate';
import { contactMessages, listings, realtorPhotos, realtors, realtorSeoMeta } from '@/server/db/schema';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { seedDemoData } from '@/server/seed';
import { SAMPLE_REALTORS } from '@/server/seed/sample-realtors';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

describe.skipIf(!available)(`data layer on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('applies every committed migration, and a second run changes nothing', async () => {
    expect(await migrationsApplied(database)).toBe(true);
    await runMigrations(database);
    expect(await migrationsApplied(database)).toBe(true);
  });

  it('seeds the demo data idempotently', async () => {
    const first = await seedDemoData(database.db, 300);
    expect(first).toEqual({ realtorsCreated: SAMPLE_REALTORS.length + 1, listingsCreated: 300 });
    const second = await seedDemoData(database.db, 300);
    expect(second).toEqual({ realtorsCreated: 0, listingsCreated: 0 });
    // Listings deleted since are put back, and only those.
    const gone = await database.db.select({ key: listings.listingKey }).from(listings).orderBy(listings.listingKey).limit(3);
    await database.db.delete(listings).where(inArray(listings.listingKey, gone.map((row) => row.key)));
    expect(await seedDemoData(database.db, 300)).toEqual({ realtorsCreated: 0, listingsCreated: 3 });
    const [realtorCount] = await database.db.select({ n: count() }).from(realtors);
    expect(realtorCount!.n).toBe(11);
    const [listingCount] = await database.db.select({ n: count() }).from(listings);
    expect(listingCount!.n).toBe(300);

    // Demo listings have remarks, and HOA dues where they apply; listings seeded before they had
    // them get them at the next start, unless an import has changed them since.
    const withRemarks = await database.db.select({ key: listings.listingKey, remarks: listings.publicRemarks, fee: listings.associationFee }).from(listings).orderBy(listings.listingKey).limit(20);
    expect(withRemarks.every((row) => /^[A-Z].{80,}\.$/.test(row.remarks ?? ''))).toBe(true);
    expect(withRemarks.some((row) => row.fee !== null)).toBe(true);
    const [older, imported] = withRemarks as [(typeof withRemarks)[number], (typeof withRemarks)[number]];
    await database.db.update(listings).set({ publicRemarks: null, associationFee: null, associationFeeFrequency: null }).where(inArray(listings.listingKey, [older.key, imported.key]));
    await database.db.update(listings).set({ modificationTimestamp: new Date('2027-01-01T00:00:00Z') }).where(eq(listings.listingKey, imported.key));
    await seedDemoData(database.db, 300);
    const after = await database.db.select({ key: listings.listingKey, remarks: listings.publicRemarks, fee: listings.associationFee }).from(listings).where(inArray(listings.listingKey, [older.key, imported.key])).orderBy(listings.listingKey);
    expect(after).toEqual([{ key: older.key, remarks: older.remarks, fee: older.fee }, { key: imported.key, remarks: null, fee: null }]);
  });

  it('stores a sample realtor with photos, SEO meta in three languages and listings of their own', async () => {
    const sample = SAMPLE_REALTORS[0]!;
    const [row] = await database.db.select().from(realtors).where(eq(realtors.desiredUrl, sample.desiredUrl));
    expect(row).toMatchObject({ email: sample.email, licenseNumber: sample.licenseNumber });
    const photos = await database.db.select().from(realtorPhotos).where(eq(realtorPhotos.realtorId, row!.id));
    expect(photos.length).toBe(sample.photos.length);
    const seo = await database.db.select().from(realtorSeoMeta).where(eq(realtorSeoMeta.realtorId, row!.id));
    expect(seo.map((s) => s.lang).sort()).toEqual(['en', 'ja', 'ko']);
    const own = await database.db
      .select({ n: count() })
      .from(listings)
      .where(eq(listings.listAgentStateLicense, sample.licenseNumber));
    expect(own[0]!.n).toBeGreaterThan(0);
  });

  it('keeps desired URLs unique regardless of case', async () => {
    const sample = SAMPLE_REALTORS[1]!;
    await expect(
      database.db.transaction((tx) =>
        insertRealtorGraph(tx, { desiredUrl: sample.desiredUrl.toUpperCase() }, {
          photos: [],
          etcInfo: [],
          activityRegion: [],
          additionalSections: [],
          seoMeta: {},
        }),
      ),
    ).rejects.toThrow();
  });

  it('keeps contact messages when their realtor is deleted, and removes the realtor rows', async () => {
    const id = await database.db.transaction((tx) =>
      insertRealtorGraph(tx, { desiredUrl: 'temporary-realtor', email: 'temp@example.com' }, {
        photos: [{ path: 'top', imageType: 'fullsize', url: '/demo/x.webp' }],
        etcInfo: [],
        activityRegion: [{ state: 'CA', city: 'Irvine', neighborhood: 'Woodbridge', zipcode: '92604' }],
        additionalSections: [],
        seoMeta: {},
      }),
    );
    const [message] = await database.db
      .insert(contactMessages)
      .values({
        realtorId: id,
        realtorDesiredUrl: 'temporary-realtor',
        name: 'Kim Minji',
        lastName: 'Kim',
        firstName: 'Minji',
        email: 'minji@example.com',
        phone: '9495550100',
        phoneCountryCode: 'US',
        message: 'Hello',
        isTerm: true,
      })
      .returning();
    await database.db.delete(realtors).where(eq(realtors.id, id));
    const [kept] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(kept).toMatchObject({ realtorId: null, realtorDesiredUrl: 'temporary-realtor', message: 'Hello' });
    const photos = await database.db.select().from(realtorPhotos).where(eq(realtorPhotos.realtorId, id));
    expect(photos).toEqual([]);
  });

  it('rolls back a failed transaction completely', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertRealtorGraph(tx, { desiredUrl: 'rolled-back' }, {
          photos: [],
          etcInfo: [],
          activityRegion: [],
          additionalSections: [],
          seoMeta: {},
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await database.db.select().from(realtors).where(eq(realtors.desiredUrl, 'rolled-back'));
    expect(rows).toEqual([]);
  });
});
