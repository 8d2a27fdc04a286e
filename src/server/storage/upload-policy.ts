/**
 * What may be uploaded, and where it goes (SPEC §7 photos; docs/decisions/008-photo-uploads.md):
 * the presign request's schema, the limits, the allowed image types and the object keys.
 * Pure: no secrets, no file system, so the OpenAPI document and the tests use it as it is.
 */
import { z } from 'zod';
import { UPLOAD_CONTENT_TYPES, UPLOAD_URL_TTL_SECONDS, type UploadContentType } from '@/lib/schemas/uploads';
import { AppError } from '@/server/http/errors';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
export const MAX_FILES_PER_REQUEST = 20;
export const PRESIGN_REQUESTS_PER_MINUTE = 60;

export { UPLOAD_CONTENT_TYPES, UPLOAD_URL_TTL_SECONDS, type UploadContentType };

/** The type a stored file is served with, from its extension (which came from the signed type). */
export const SERVED_CONTENT_TYPES: Record<string, UploadContentType> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** `realtors/{yyyy}/{mm}/{uuid}{ext}`: the only keys ever signed, written or served. */
export const UPLOAD_KEY_PATTERN =
  /^realtors\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|ico)$/;

/** How many leading bytes `looksLike` needs. */
export const SIGNATURE_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Whether a file's first bytes are those of its (signed) image type: an HTML page, an SVG, a
 * script or anything else sent as image/png is refused, not stored under an image's name.
 */
export function looksLike(head: Uint8Array, contentType: UploadContentType): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
    case 'image/webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
    case 'image/x-icon':
    case 'image/vnd.microsoft.icon':
      return startsWith(head, [0x00, 0x00, 0x01, 0x00]);
  }
}

export function isUploadContentType(value: string): value is UploadContentType {
  return Object.hasOwn(UPLOAD_CONTENT_TYPES, value);
}

/** The media type of a Content-Type header, without parameters, in lower case. */
export function mediaType(header: string | null | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A new key for a file of `contentType`, never derived from the user's file name. */
export function makeUploadKey(contentType: UploadContentType, now: Date): string {
  const yyyy = String(now.getUTCFullYear()).padStart(4, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `realtors/${yyyy}/${mm}/${crypto.randomUUID()}${UPLOAD_CONTENT_TYPES[contentType]}`;
}

/**
 * `POST /v1/realtor/presigned-multi-file-upload`. The schema checks the shape only; the limits
 * (count, type, size) are checked by `checkUploadLimits`, which answers 400, 415 and 413 with
 * messages that name the limit.
 */
export const presignRequestSchema = z
  .strictObject({
    files: z
      .array(
        z.strictObject({
          fileName: z.string().trim().min(1).max(255).meta({ description: 'Echoed back only; never used for the key.' }),
          contentType: z
            .string()
            .max(100)
            .transform((v) => mediaType(v))
            .meta({ description: `One of ${Object.keys(UPLOAD_CONTENT_TYPES).join(', ')}.` }),
          size: z.number().int().positive({ error: 'invalid_value' }).meta({ description: `Bytes; at most ${MAX_UPLOAD_BYTES}.` }),
        }),
      )
      .min(1, { error: 'required' })
      .meta({ description: `1 to ${MAX_FILES_PER_REQUEST} files.` }),
  })
  .meta({ id: 'PresignRequest' });

export type PresignRequest = z.output<typeof presignRequestSchema>;
export type PresignFile = PresignRequest['files'][number];

/** One answer item: the browser PUTs the file to `uploadUrl`; `url` is where it is served. */
export interface UploadItem {
  fileName: string;
  contentType: UploadContentType;
  size: number;
  key: string;
  uploadUrl: string;
  url: string;
}

/** A message of the request's language (ApiContext['t']). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Throws the AppError of the first limit the request breaks: too many files, a type, a size. */
export function checkUploadLimits(files: readonly PresignFile[], t: Translate): asserts files is (PresignFile & { contentType: UploadContentType })[] {
  if (files.length > MAX_FILES_PER_REQUEST) {
    const message = t('Uploads.tooManyFiles', { max: MAX_FILES_PER_REQUEST });
    throw new AppError('validation_failed', message, { files: message });
  }
  const badTypes = fieldsWhere(files, 'contentType', (f) => !isUploadContentType(f.contentType));
  if (badTypes) throw new AppError('unsupported_media_type', 'Uploads.unsupportedType', fieldMessages(badTypes, 'Uploads.unsupportedType'));
  const tooLarge = fieldsWhere(files, 'size', (f) => f.size > MAX_UPLOAD_BYTES);
  if (tooLarge) {
    const message = t('Uploads.tooLarge', { maxMb: MAX_UPLOAD_MB });
    throw new AppError('payload_too_large', message, fieldMessages(tooLarge, message));
  }
}

function fieldsWhere(files: readonly PresignFile[], field: keyof PresignFile, bad: (file: PresignFile) => boolean): string[] | null {
  const paths = files.flatMap((file, i) => (bad(file) ? [`files.${i}.${field}`] : []));
  return paths.length ? paths : null;
}

function fieldMessages(paths: string[], message: string): Record<string, string> {
  return Object.fromEntries(paths.map((path) => [path, message]));
}
