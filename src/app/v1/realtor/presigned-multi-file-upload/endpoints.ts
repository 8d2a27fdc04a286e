import { uploadItemsSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES, presignRequestSchema, UPLOAD_CONTENT_TYPES } from '@/server/storage/upload-policy';

export const presignUploads = defineEndpoint({
  method: 'POST',
  path: '/v1/realtor/presigned-multi-file-upload',
  operationId: 'presignUploads',
  tag: 'Uploads',
  summary: 'Signed upload URLs for photos (admins and realtors)',
  description: `At most ${MAX_FILES_PER_REQUEST} files of ${MAX_UPLOAD_BYTES} bytes each, of the types ${Object.keys(UPLOAD_CONTENT_TYPES).join(', ')}. Then PUT each file to its \`uploadUrl\` with its Content-Type, and store its \`url\`.`,
  auth: 'signed-in',
  body: { schema: presignRequestSchema, example: { files: [{ fileName: 'portrait.jpg', contentType: 'image/jpeg', size: 245_000 }] } },
  answers: { 200: { description: 'One item per file, in order.', schema: uploadItemsSchema } },
  errors: [
    [400, `Malformed JSON, a field that does not fit, or more than ${MAX_FILES_PER_REQUEST} files.`],
    401,
    [403, 'Neither an admin nor a realtor.'],
    [413, `A file is larger than ${MAX_UPLOAD_BYTES} bytes, or the body is too large.`],
    415,
    429,
  ],
});
