import { z } from 'zod';
import { importedSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { numericIdParam } from '@/server/api/path-params';

/** The most an export file may weigh. */
export const MAX_IMPORT_FILE_BYTES = 2_000_000;

export const importRealtor = defineEndpoint({
  method: 'POST',
  path: '/v1/realtor/import/{id}',
  operationId: 'importRealtor',
  tag: 'Realtors',
  summary: 'Replace a realtor with an export file (admins)',
  description:
    'The whole file is validated before anything is written, then written in one transaction. The owner link is kept. The file is at most 2 MB and must be an export file (see RealtorExport).',
  auth: 'signed-in',
  params: numericIdParam,
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: z
          .object({
            file: z.string().meta({ format: 'binary', contentMediaType: 'application/json', description: 'A file from GET /v1/realtor/export/{id}; at most 2,000,000 bytes.' }),
            realtorId: z.string().optional().meta({ description: 'When sent, must equal the path id.', example: '1' }),
          })
          .meta({ id: 'ImportForm' }),
      },
    },
  },
  answers: { 201: { description: 'Imported.', schema: importedSchema } },
  errors: [
    [400, 'No file, not a valid export file, or a `realtorId` that differs from the path.'],
    401,
    403,
    404,
    409,
    [413, 'The file is larger than 2,000,000 bytes.'],
  ],
});
