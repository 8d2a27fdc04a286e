import { z } from 'zod';
import type { oas31 } from 'zod-openapi';
import { UPLOAD_CONTENT_TYPES } from '@/lib/schemas/uploads';
import { defineEndpoint } from '@/server/api/endpoint';

/** The one kind of key the local driver takes: `realtors/{year}/{month}/{uuid}.{ext}`. */
const uploadPathParams = z.object({
  year: z.string().regex(/^\d{4}$/).meta({ example: '2025' }),
  month: z.string().regex(/^(0[1-9]|1[0-2])$/).meta({ example: '01' }),
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|ico)$/)
    .meta({ description: 'A random UUID and the extension of the signed type.', example: '0f8fad5b-d9cb-469f-a165-70867728950e.jpg' }),
});

const binary: oas31.SchemaObject = { type: 'string', contentMediaType: 'application/octet-stream' };
const imageTypes = () => Object.fromEntries(Object.keys(UPLOAD_CONTENT_TYPES).map((type) => [type, { schema: binary }]));

export const putUpload = defineEndpoint({
  method: 'PUT',
  path: '/uploads/realtors/{year}/{month}/{file}',
  operationId: 'putUpload',
  tag: 'Uploads',
  summary: 'Upload a file to a signed URL (local storage)',
  description:
    'Only with the local storage driver (with S3 the `uploadUrl` points at the bucket). The query string is the permission: it must be the one from `uploadUrl`, unchanged and unexpired. The body must have the signed Content-Type and exactly the signed size.',
  auth: 'public',
  params: uploadPathParams,
  query: z.object({
    size: z.string().meta({ description: 'Signed size in bytes.' }),
    expires: z.string().meta({ description: 'Signed expiry (Unix seconds).' }),
    signature: z.string().meta({ description: 'HMAC-SHA256 signature (base64url).' }),
  }),
  body: { required: true, content: imageTypes() },
  answers: { 200: { description: 'Stored.' } },
  errors: [
    [400, 'The body is smaller than the signed size.'],
    [403, 'The signature is forged or has expired.'],
    [404, 'Not a key this site makes, or local storage is not in use.'],
    [413, 'The body is larger than the signed size.'],
    [415, 'The Content-Type is not the signed one.'],
  ],
});

export const getUpload = defineEndpoint({
  method: 'GET',
  path: '/uploads/realtors/{year}/{month}/{file}',
  operationId: 'getUpload',
  tag: 'Uploads',
  summary: 'A stored photo (local storage)',
  description: 'Served with its type and cached for a year.',
  auth: 'public',
  params: uploadPathParams,
  answers: { 200: { description: 'The file.', content: imageTypes() } },
  errors: [[404, 'No such file, or local storage is not in use.']],
});
