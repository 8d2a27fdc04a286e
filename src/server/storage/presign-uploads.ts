import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { realtors, uploads } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { rateLimit } from '@/server/rate-limit';
import type { StorageDriver } from './driver';
import {
  checkUploadLimits,
  makeUploadKey,
  PRESIGN_REQUESTS_PER_MINUTE,
  type PresignFile,
  type Translate,
  type UploadItem,
} from './upload-policy';

/** Who may upload photos: an admin or a realtor; each at most 60 presign requests a minute. */
export async function authorizeUploads(principal: Principal): Promise<void> {
  if (principal.role !== 'admin' && principal.realtorId === null) throw new AppError('forbidden', 'Api.forbidden');
  const wait = await rateLimit('uploads-presign', PRESIGN_REQUESTS_PER_MINUTE, 60).consume(principal.userId);
  if (wait) throw new AppError('rate_limited', 'Api.rateLimited', undefined, { 'Retry-After': String(wait) });
}

/** Whose uploads these are: recorded per file, and counted against the realtor's quota. */
export interface UploadOwner {
  db: Db;
  /** The realtor the files are for; null (an admin's upload for no realtor yet): no quota. */
  realtorId: number | null;
  userId: string;
  /** UPLOAD_QUOTA_MB in bytes. */
  quotaBytes: number;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => String(Math.round((bytes / MB) * 10) / 10);

/**
 * Records the files of a presign (key, realtor, signed size) once the realtor's quota has room
 * for them: signed sizes count from the moment they are signed (uploaded or not, until the sweep
 * forgets an abandoned one), so a burst of presigns cannot outrun the quota. One transaction that
 * holds the realtor's row, so two presigns of one realtor are counted one after the other.
 */
async function reserveUploads(owner: UploadOwner, files: { key: string; size: number }[], t: Translate): Promise<void> {
  await owner.db.transaction(async (tx) => {
    if (owner.realtorId !== null) {
      await tx.select({ id: realtors.id }).from(realtors).where(eq(realtors.id, owner.realtorId)).for('update');
      const [usage] = await tx
        .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
        .from(uploads)
        .where(eq(uploads.realtorId, owner.realtorId));
      const used = Number(usage?.used ?? 0);
      const requested = files.reduce((sum, file) => sum + file.size, 0);
      if (used + requested > owner.quotaBytes) {
        const message = t('Uploads.quotaExceeded', { usedMb: megabytes(used), quotaMb: megabytes(owner.quotaBytes) });
        throw new AppError('payload_too_large', message, { files: message });
      }
    }
    await tx.insert(uploads).values(files.map((file) => ({ key: file.key, size: file.size, realtorId: owner.realtorId, uploadedBy: owner.userId })));
  });
}

/**
 * One signed, expiring upload URL per file, under a fresh key (SPEC §7). With an owner, the files
 * are recorded and counted against the realtor's quota first (413 past it, nothing signed).
 */
export async function presignUploads(
  storage: StorageDriver,
  files: readonly PresignFile[],
  t: Translate,
  now = new Date(),
  owner?: UploadOwner,
): Promise<UploadItem[]> {
  checkUploadLimits(files, t);
  const keyed = files.map((file) => ({ ...file, key: makeUploadKey(file.contentType, now) }));
  if (owner) await reserveUploads(owner, keyed, t);
  return Promise.all(
    keyed.map(async ({ fileName, contentType, size, key }) => {
      const { uploadUrl, url } = await storage.presignPut({ key, contentType, size }, now);
      return { fileName, contentType, size, key, uploadUrl, url };
    }),
  );
}
