/**
 * The photo types that may be uploaded (with the extension each is stored with), the limits, how
 * long a signed upload URL lasts and the body of `POST /v1/realtor/presigned-multi-file-upload`:
 * shared by the upload policy (src/server/storage/upload-policy.ts), the endpoint table and the
 * browser client.
 */
import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 20;
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

/** The media type of a Content-Type header, without parameters, in lower case. */
export function mediaType(header: string | null | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
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
