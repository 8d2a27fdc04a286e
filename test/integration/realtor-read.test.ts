import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_PATHS } from '@/server/db/schema';
import { getRealtor, toApiRealtor } from '@/server/realtors/get-realtor';
import { seedDemoData } from '@/server/seed';
import { SAMPLE_REALTORS } from '@/server/seed/sample-realtors';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

describe.skipIf(!available)(`reading realtors on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, 50);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('finds a realtor by desired URL (any case) and by id, with every photo group present', async () => {
    const sample = SAMPLE_REALTORS[2]!;
    const bySlug = await getRealtor(database.db, sample.desiredUrl.toUpperCase());
    expect(bySlug).toMatchObject({ desiredUrl: sample.desiredUrl, ownerName: sample.userName, displayNameEn: sample.displayName.en, email: sample.email });
    expect(Object.keys(bySlug!.photos).sort()).toEqual([...PHOTO_PATHS].sort());
    expect(bySlug!.photos.top.length).toBeGreaterThan(0);
    expect(bySlug!.seoMeta.ko?.title).toBe(sample.seoMeta.ko.title);
    const byId = await getRealtor(database.db, String(bySlug!.id));
    expect(byId?.desiredUrl).toBe(sample.desiredUrl);
    expect(await getRealtor(database.db, 'nobody')).toBeNull();
    expect(await getRealtor(database.db, '999999')).toBeNull();
  });

  it('answers the API shape: photos as {path, imageType, url}, the SPEC fields, nothing internal', async () => {
    const sample = SAMPLE_REALTORS[0]!;
    const api = toApiRealtor((await getRealtor(database.db, sample.desiredUrl))!);
    expect(api.photos).toHaveLength(sample.photos.length);
    expect(api.photos[0]).toEqual({ path: expect.any(String), imageType: expect.any(String), url: expect.stringMatching(/^\/demo\//) });
    for (const key of ['userId', 'contactPhone', 'kakaoLink', 'etcInfo', 'activityRegion', 'aboutMeKr', 'aboutMeEn', 'hompageUrl', 'seoMeta', 'additionalSections', 'madeForRealtor', 'ppProfileId']) {
      expect(api).toHaveProperty(key);
    }
    expect(api).not.toHaveProperty('homepageHost');
    expect(api.activityRegion).toEqual(sample.activityRegion);
  });
});
