import 'server-only';
import path from 'node:path';
import { getAppSecret } from '@/server/auth/secret';
import { getEnv } from '@/server/config/env';
import { siteUrl } from '@/server/config/public';
import type { StorageDriver } from './driver';
import { localDriver, type LocalStorageOptions } from './local-driver';
import { s3Driver } from './s3-driver';

export type { StorageDriver, UploadTarget } from './driver';

let s3: StorageDriver | undefined;

/** The storage STORAGE_DRIVER names: local disk (default) or S3-compatible storage. */
export async function getStorage(): Promise<StorageDriver> {
  const local = await getLocalUploads();
  if (local) return localDriver(local);
  const env = getEnv();
  // parseEnv requires the bucket and both keys when STORAGE_DRIVER=s3.
  s3 ??= s3Driver({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  return s3;
}

/** The local upload folder, secret and origin; null when files live in S3 (no /uploads then). */
export async function getLocalUploads(): Promise<LocalStorageOptions | null> {
  const env = getEnv();
  if (env.STORAGE_DRIVER !== 'local') return null;
  return { root: path.resolve(env.UPLOAD_DIR), secret: await getAppSecret(), baseUrl: siteUrl() };
}
