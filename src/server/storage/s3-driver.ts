import 'server-only';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageDriver } from './driver';
import { UPLOAD_URL_TTL_SECONDS } from './upload-policy';

export interface S3StorageOptions {
  /** Any S3-compatible server; unset for AWS. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where stored objects are read from (a CDN); unset: the bucket's own URL. */
  publicUrl?: string;
  forcePathStyle: boolean;
}

/**
 * S3-compatible storage: a presigned PUT whose signature covers the content type and the
 * content length, so S3 itself refuses another type or size; it expires after 15 minutes.
 */
export function s3Driver(options: S3StorageOptions): StorageDriver {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Otherwise the SDK adds the CRC32 of an empty body to the presigned URL, and S3 refuses
    // every real upload with a checksum mismatch.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    async presignPut(target, now) {
      const command = new PutObjectCommand({
        Bucket: options.bucket,
        Key: target.key,
        ContentType: target.contentType,
        ContentLength: target.size,
      });
      const uploadUrl = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        signingDate: now,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      const url = options.publicUrl ? `${options.publicUrl.replace(/\/$/, '')}/${target.key}` : uploadUrl.split('?')[0]!;
      return { uploadUrl, url };
    },
  };
}
