import { realtorPreviewSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorIdPathParam } from '@/server/api/path-params';
import { updateRealtor } from '../endpoints';

export const createRealtorPreview = defineEndpoint({
  method: 'POST',
  path: '/v1/realtor/{idOrDesiredUrl}/preview',
  operationId: 'createRealtorPreview',
  tag: 'Realtors',
  summary: 'Preview unsaved changes (admins or the owner)',
  description:
    'The body is a PATCH of the realtor, checked as a PATCH is (the same 400, 403 and 409) and never applied: it is kept for an hour, and the page at `path` (owner and admins) shows the realtor as saving it would make them.',
  auth: 'signed-in',
  params: realtorIdPathParam,
  body: { schema: updateRealtor.body.schema, example: { aboutMeEn: 'A story not saved yet.', template: 'luxury' } },
  answers: { 201: { description: 'The preview and its page.', schema: realtorPreviewSchema } },
  errors: [400, 401, 403, 404, 409, 413],
});
