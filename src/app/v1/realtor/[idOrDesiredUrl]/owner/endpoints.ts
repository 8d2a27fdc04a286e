import { unlinkedSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorIdPathParam } from '@/server/api/path-params';

export const unlinkRealtorOwner = defineEndpoint({
  method: 'DELETE',
  path: '/v1/realtor/{idOrDesiredUrl}/owner',
  operationId: 'unlinkRealtorOwner',
  tag: 'Realtors',
  summary: "Remove the realtor's owner (admins)",
  description: "The realtor keeps its data; the former owner's role goes back to user.",
  auth: 'signed-in',
  params: realtorIdPathParam,
  answers: { 200: { description: 'The realtor has no owner.', schema: unlinkedSchema } },
  errors: [401, 403, 404],
});
