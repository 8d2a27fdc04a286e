import 'server-only';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageDriver, StoredFiles } from './driver';
import { UPLOAD_KEY_PATTERN, UPLOAD_URL_TTL_SECONDS } from './upload-policy';

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

function s3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Otherwise the SDK adds the CRC32 of an empty body to the presigned URL, and S3 refuses
    // every real upload with a checksum mismatch.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/**
 * S3-compatible storage: a presigned PUT whose signature covers the content type and the
 * content length, so S3 itself refuses another type or size; it expires after 15 minutes.
 */
export function s3Driver(options: S3StorageOptions): StorageDriver {
  const client = s3Client(options);
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

/** The bucket's files with keys this app makes (under realtors/), for the sweep. */
export function s3Files(options: S3StorageOptions): StoredFiles {
  const client = s3Client(options);
  return {
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: 'realtors/', ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && UPLOAD_KEY_PATTERN.test(object.Key)) {
            yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async remove(key) {
      if (UPLOAD_KEY_PATTERN.test(key)) await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
