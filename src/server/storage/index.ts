import 'server-only';
import path from 'node:path';
import { getAppSecret } from '@/server/auth/secret';
import { getEnv, type Env } from '@/server/config/env';
import type { StorageDriver, StoredFiles } from './driver';
import { localDriver, localFiles, type LocalStorageOptions } from './local-driver';
import { s3Driver, s3Files, type S3StorageOptions } from './s3-driver';

export type { StorageDriver, StoredFiles, UploadTarget } from './driver';

let s3: StorageDriver | undefined;

/** The storage STORAGE_DRIVER names: local disk (default) or S3-compatible storage. */
export async function getStorage(): Promise<StorageDriver> {
  const local = await getLocalUploads();
  if (local) return localDriver(local);
  const env = getEnv();
  s3 ??= s3Driver(s3Options(env));
  return s3;
}

function s3Options(env: Env): S3StorageOptions {
  // parseEnv requires the bucket and both keys when STORAGE_DRIVER=s3.
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The local upload folder: UPLOAD_DIR, or (unset) DATA_DIR/uploads. A folder of the run's
 * settings, not of the build: the bundler must not trace it (it traced the whole project into the
 * standalone output, decision 032).
 */
export function localUploadRoot(env: Env = getEnv()): string {
  return path.resolve(/*turbopackIgnore: true*/ env.UPLOAD_DIR || path.join(env.DATA_DIR, 'uploads'));
}

/**
 * The stored files of the configured storage, for the sweep of orphans (needs no secret, so the
 * ops command uses it beside its own database).
 */
export function getStoredFiles(env: Env = getEnv()): StoredFiles {
  return env.STORAGE_DRIVER === 'local' ? localFiles(localUploadRoot(env)) : s3Files(s3Options(env));
}

/**
 * The local upload folder and secret; null when files live in S3 (no /uploads then). Upload URLs
 * are site-relative (`/uploads/…`): they work on whatever address the site is reached by (another
 * PORT, a realtor's own domain), whatever SITE_URL says.
 */
export async function getLocalUploads(): Promise<LocalStorageOptions | null> {
  const env = getEnv();
  if (env.STORAGE_DRIVER !== 'local') return null;
  return { root: localUploadRoot(env), secret: await getAppSecret(), baseUrl: '' };
}
