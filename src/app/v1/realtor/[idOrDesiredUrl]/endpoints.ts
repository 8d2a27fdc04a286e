import { deletedSchema, realtorSchema } from '@/lib/schemas/answers';
import { realtorPatchSchema } from '@/lib/schemas/realtor';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorIdPathParam, realtorPathParam } from '@/server/api/path-params';

export const getRealtor = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor/{idOrDesiredUrl}',
  operationId: 'getRealtor',
  tag: 'Realtors',
  summary: 'A realtor by id or desired URL (public)',
  description: 'An unpublished realtor is visible to admins and its owner only; to anyone else, signed in or not, it is the 404 of an unknown id.',
  auth: 'optional',
  params: realtorPathParam,
  answers: { 200: { description: 'The realtor.', schema: realtorSchema } },
  errors: [[404, 'No such realtor, or an unpublished one and the token is neither an admin nor its owner.']],
});

export const updateRealtor = defineEndpoint({
  method: 'PATCH',
  path: '/v1/realtor/{idOrDesiredUrl}',
  operationId: 'updateRealtor',
  tag: 'Realtors',
  summary: 'Update a realtor (admins or the owner)',
  description:
    'Any subset of the fields. `photos` merge by path group: the groups present in the request replace those groups, the others stay; `clearPhotoPaths` empties whole groups. Only admins may change `userId`, `published`, `desiredUrl` and `hompageUrl` (sending their current values is allowed). The record as GET answers it may be sent back whole: its read-only `id`, `createdAt` and `updatedAt` are accepted and ignored.',
  auth: 'signed-in',
  params: realtorIdPathParam,
  body: { schema: realtorPatchSchema.meta({ id: 'RealtorPatch' }), example: { aboutMeEn: 'Updated story.', clearPhotoPaths: ['gallery'] } },
  answers: { 200: { description: 'The updated realtor.', schema: realtorSchema } },
  errors: [400, 401, 403, 404, 409, 413],
});

export const deleteRealtor = defineEndpoint({
  method: 'DELETE',
  path: '/v1/realtor/{idOrDesiredUrl}',
  operationId: 'deleteRealtor',
  tag: 'Realtors',
  summary: 'Delete a realtor (admins)',
  description: 'The homepage goes; its contact messages and leads stay.',
  auth: 'signed-in',
  params: realtorIdPathParam,
  answers: { 200: { description: 'Deleted.', schema: deletedSchema } },
  errors: [401, 403, 404],
});
