import 'server-only';
import type { Principal } from '@/server/auth/guard';
import { AppError } from '@/server/http/errors';
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

/** One signed, expiring upload URL per file, under a fresh key (SPEC §7). */
export async function presignUploads(
  storage: StorageDriver,
  files: readonly PresignFile[],
  t: Translate,
  now = new Date(),
): Promise<UploadItem[]> {
  checkUploadLimits(files, t);
  return Promise.all(
    files.map(async ({ fileName, contentType, size }) => {
      const key = makeUploadKey(contentType, now);
      const { uploadUrl, url } = await storage.presignPut({ key, contentType, size }, now);
      return { fileName, contentType, size, key, uploadUrl, url };
    }),
  );
}
