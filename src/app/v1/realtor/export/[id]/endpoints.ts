import { z } from 'zod';
import { realtorExportFileSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { numericIdParam } from '@/server/api/path-params';

export const exportRealtor = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor/export/{id}',
  operationId: 'exportRealtor',
  tag: 'Realtors',
  summary: 'Download a realtor as a JSON file (admins or the owner)',
  auth: 'signed-in',
  params: numericIdParam,
  answers: {
    200: {
      description: 'The export file, as an attachment.',
      headers: z.object({
        'Content-Disposition': z.string().meta({ description: 'attachment; filename="realtor-{id}-{desiredUrl}.json"' }),
      }),
      schema: realtorExportFileSchema,
    },
  },
  errors: [401, 403, 404],
});
