/**
 * Upload limits (security issue item 7), on the real database and real storage: the local driver
 * in a temporary folder and S3 (s3rver). A realtor's signed uploads count against a quota (a
 * localised 413 at presign time past it); the sweep removes files no realtor field refers to once
 * they are older than the grace period, and every file of a deleted realtor at once.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import ko from '@/i18n/messages/ko.json';
import { realtors, uploads } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { insertRealtorGraph, type RealtorChildren } from '@/server/realtors/write-graph';
import type { StorageDriver, StoredFiles } from '@/server/storage/driver';
import { localDriver, localFiles, receiveLocalUpload } from '@/server/storage/local-driver';
import { presignUploads } from '@/server/storage/presign-uploads';
import { s3Driver, s3Files } from '@/server/storage/s3-driver';
import { sweepUploads } from '@/server/storage/sweep-uploads';
import type { UploadItem } from '@/server/storage/upload-policy';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { startS3, type TestS3 } from '../support/s3';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 3)]);
const none: RealtorChildren = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], testimonials: [], seoMeta: {} };

function translator(messages: Record<string, unknown>, locale: 'ko' | 'en' | 'ja-JP') {
  const translate = createTranslator({ locale, messages });
  return (key: string, values?: Record<string, string | number>) => translate(key as never, values as never);
}

describe.skipIf(!available)(`upload quota and sweep on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let root: string;
  let s3: TestS3;
  const secret = 'uploads-sweep-secret-that-is-long-enough-0123';
  let slug = 0;

  const newRealtor = (children: Partial<RealtorChildren> = {}) =>
    database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: `sweep-${Date.now()}-${slug++}`, email: 'sweep@example.com' }, { ...none, ...children }));

  beforeAll(async () => {
    database = await createTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'uploads-sweep-'));
    s3 = await startS3();
    const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    await client.send(new CreateBucketCommand({ Bucket: 'sweep-photos' }));
    client.destroy();
  });
  afterAll(async () => {
    await s3?.close();
    await rm(root, { recursive: true, force: true });
    await database?.drop();
  });

  describe('the quota', () => {
    const storage = () => localDriver({ root, secret, baseUrl: 'http://app.test' });
    const file = (size: number) => ({ fileName: 'a.png', contentType: 'image/png', size });

    it("refuses a presign past the realtor's quota with a localised 413; other realtors and a sweep of abandoned uploads are not affected", async () => {
      const realtorId = await newRealtor();
      const owner = { db: database.db, realtorId, userId: 'owner-1', quotaBytes: 2 * MB };
      await presignUploads(storage(), [file(1.5 * MB)], translator(en, 'en'), new Date(), owner);

      const error = await presignUploads(storage(), [file(0.25 * MB), file(0.5 * MB)], translator(en, 'en'), new Date(), owner).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(413);
      expect((error as AppError).message).toBe(translator(en, 'en')('Uploads.quotaExceeded', { usedMb: '1.5', quotaMb: '2' }));
      expect((error as AppError).message).toContain('2 MB');
      const korean = (await presignUploads(storage(), [file(MB)], translator(ko, 'ko'), new Date(), owner).catch((e: unknown) => e)) as AppError;
      expect(korean.message).toBe(translator(ko, 'ko')('Uploads.quotaExceeded', { usedMb: '1.5', quotaMb: '2' }));
      expect(korean.message).not.toBe(translator(en, 'en')('Uploads.quotaExceeded', { usedMb: '1.5', quotaMb: '2' }));
      // Nothing was reserved by the refused requests.
      expect(await database.db.select().from(uploads).where(eq(uploads.realtorId, realtorId))).toHaveLength(1);

      // Up to the quota exactly is fine; another realtor has a quota of their own.
      await presignUploads(storage(), [file(0.5 * MB)], translator(en, 'en'), new Date(), owner);
      const other = await newRealtor();
      await presignUploads(storage(), [file(2 * MB)], translator(en, 'en'), new Date(), { ...owner, realtorId: other });

      // Signed but never uploaded (abandoned): the sweep forgets them after the grace period.
      await sweepUploads(database.db, localFiles(root), { now: new Date(Date.now() + 25 * HOUR), graceMs: 24 * HOUR });
      await presignUploads(storage(), [file(2 * MB)], translator(en, 'en'), new Date(), owner);
    });
  });

  const drivers: [string, () => { storage: StorageDriver; files: StoredFiles; put: (item: UploadItem) => Promise<void> }][] = [
    [
      'local disk',
      () => ({
        storage: localDriver({ root, secret, baseUrl: 'http://app.test' }),
        files: localFiles(root),
        put: async (item) => {
          const url = new URL(item.uploadUrl);
          await receiveLocalUpload(
            { root, secret },
            { key: item.key, search: url.searchParams, contentType: item.contentType, contentLength: String(png.length), body: new Blob([png]).stream(), now: new Date() },
          );
        },
      }),
    ],
    [
      'S3 (s3rver)',
      () => {
        const options = { endpoint: s3.endpoint, region: s3.region, bucket: 'sweep-photos', accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true };
        return {
          storage: s3Driver(options),
          files: s3Files(options),
          put: async (item) => {
            const response = await fetch(item.uploadUrl, { method: 'PUT', headers: { 'content-type': item.contentType }, body: new Uint8Array(png) });
            expect(response.status).toBe(200);
          },
        };
      },
    ],
  ];

  describe.each(drivers)('the sweep on %s', (_name, make) => {
    async function listed(files: StoredFiles): Promise<string[]> {
      const keys: string[] = [];
      for await (const file of files.list()) keys.push(file.key);
      return keys.sort();
    }

    it('removes unreferenced files after the grace period, and the files of a deleted realtor at once; referenced files stay', async () => {
      const { storage, files, put } = make();
      const t = translator(en, 'en');
      const before = await listed(files);
      const keeper = await newRealtor();
      const owner = { db: database.db, realtorId: keeper, userId: 'owner-2', quotaBytes: 50 * MB };
      const [kept, orphan, inSection] = await presignUploads(storage, [1, 2, 3].map(() => ({ fileName: 'a.png', contentType: 'image/png', size: png.length })), t, new Date(), owner);
      for (const item of [kept!, orphan!, inSection!]) await put(item);
      // The realtor refers to one as a photo and one inside a section's text.
      await database.db.transaction(async (tx) => {
        const { replaceRealtorChildren } = await import('@/server/realtors/write-graph');
        await replaceRealtorChildren(tx, keeper, {
          photos: [{ path: 'top', imageType: 'fullsize', url: kept!.url }],
          additionalSections: [{ title: 'Gallery', body: `![house](${inSection!.url})` }],
        });
      });

      const gone = await newRealtor();
      const [ofDeleted] = await presignUploads(storage, [{ fileName: 'b.png', contentType: 'image/png', size: png.length }], t, new Date(), { ...owner, realtorId: gone });
      await put(ofDeleted!);
      await database.db.transaction((tx) => import('@/server/realtors/write-graph').then((m) => m.replaceRealtorChildren(tx, gone, { photos: [{ path: 'logo', imageType: 'fullsize', url: ofDeleted!.url }] })));
      expect(await listed(files)).toEqual([...before, kept!.key, orphan!.key, inSection!.key, ofDeleted!.key].sort());
      await database.db.delete(realtors).where(eq(realtors.id, gone));

      // Now: the deleted realtor's file goes; the young orphan stays (it may be saved any moment).
      const first = await sweepUploads(database.db, files, { now: new Date(), graceMs: 24 * HOUR });
      expect(first.removed).toEqual([ofDeleted!.key]);
      expect(await listed(files)).toEqual([...before, kept!.key, orphan!.key, inSection!.key].sort());

      // A dry run names what would go and removes nothing.
      const later = new Date(Date.now() + 25 * HOUR);
      const dry = await sweepUploads(database.db, files, { now: later, graceMs: 24 * HOUR, dryRun: true });
      expect(dry.removed).toContain(orphan!.key);
      expect(await listed(files)).toContain(orphan!.key);

      // After the grace period the orphan (and any older leftover) goes; referenced files stay.
      const second = await sweepUploads(database.db, files, { now: later, graceMs: 24 * HOUR });
      expect(second.removed).toContain(orphan!.key);
      expect(second.removed).not.toContain(kept!.key);
      expect(second.removed).not.toContain(inSection!.key);
      expect(await listed(files)).toEqual([kept!.key, inSection!.key].sort());
      const rows = await database.db.select({ key: uploads.key }).from(uploads);
      expect(rows.map((r) => r.key)).not.toContain(orphan!.key);
      expect(rows.map((r) => r.key)).not.toContain(ofDeleted!.key);
      if (_name === 'local disk') expect((await readdir(root, { recursive: true })).some((name) => String(name).endsWith('.part'))).toBe(false);
    });
  });
});
