/**
 * What may be uploaded, and where it goes (SPEC §7 photos; docs/decisions/008-photo-uploads.md):
 * the limits, the allowed image types (with the presign request's schema, from
 * src/lib/schemas/uploads.ts) and the object keys.
 * Pure: no secrets, no file system, so the OpenAPI document and the tests use it as it is.
 */
import 'server-only';
import type { UploadItem } from '@/lib/schemas/answers';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, type PresignRequest, type UploadContentType } from '@/lib/schemas/uploads';
import { AppError } from '@/server/errors/app-error';

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
export const PRESIGN_REQUESTS_PER_MINUTE = 60;

export * from '@/lib/schemas/uploads';

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

/** A new key for a file of `contentType`, never derived from the user's file name. */
export function makeUploadKey(contentType: UploadContentType, now: Date): string {
  const yyyy = String(now.getUTCFullYear()).padStart(4, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `realtors/${yyyy}/${mm}/${crypto.randomUUID()}${UPLOAD_CONTENT_TYPES[contentType]}`;
}

export type PresignFile = PresignRequest['files'][number];

/** One answer item (its schema: src/lib/schemas/answers.ts): the browser PUTs the file to `uploadUrl`; `url` is where it is served. */
export type { UploadItem };

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
