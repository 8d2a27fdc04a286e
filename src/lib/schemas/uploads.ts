/**
 * The photo types that may be uploaded (with the extension each is stored with) and how long a
 * signed upload URL lasts: shared by the upload policy (src/server/storage/upload-policy.ts) and
 * the answer of `POST /v1/realtor/presigned-multi-file-upload`.
 */

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** The allowed types and the extension each is stored with. No SVG: it can carry scripts. */
export const UPLOAD_CONTENT_TYPES = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/x-icon': '.ico',
  'image/vnd.microsoft.icon': '.ico',
} as const;

export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;
