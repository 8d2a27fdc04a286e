import { realtorListPageSchema, realtorSchema } from '@/lib/schemas/answers';
import { realtorInputSchema } from '@/lib/schemas/realtor';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorListQuerySchema } from '@/server/realtors/list-realtors';

export const listRealtors = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor',
  operationId: 'listRealtors',
  tag: 'Realtors',
  summary: 'List and search realtors (admins)',
  description:
    "`q` matches (any case, anywhere) the desired URL, the e-mail, the owner's name and e-mail and the Korean name; `state` keeps realtors with a region in that state. Newest change first.",
  auth: 'signed-in',
  query: realtorListQuerySchema,
  answers: { 200: { description: 'One page of realtors.', schema: realtorListPageSchema } },
  errors: [[400, 'A query parameter does not fit, or is unknown.'], 401, 403],
});

const realtorInputExample = {
  desiredUrl: 'grace-kim',
  contactPhone: '949-555-0134',
  email: 'grace@example.com',
  aboutMeEn: 'Helping families find homes in Irvine since 2012.',
  licenseNumber: '01234567',
  careerStart: '2012-03-01',
  designMainColor: '#1f4e79',
  photos: [{ path: 'top', imageType: 'fullsize', url: '/uploads/realtors/2025/01/0f8fad5b-d9cb-469f-a165-70867728950e.jpg' }],
  activityRegion: [{ state: 'CA', city: 'Irvine', neighborhood: 'Woodbridge', zipcode: '92604' }],
};

export const createRealtor = defineEndpoint({
  method: 'POST',
  path: '/v1/realtor',
  operationId: 'createRealtor',
  tag: 'Realtors',
  summary: 'Create a realtor (admins)',
  description: 'Every field but `desiredUrl` has a default. Unknown fields are rejected.',
  auth: 'signed-in',
  body: { schema: realtorInputSchema.meta({ id: 'RealtorInput' }), example: realtorInputExample },
  answers: { 201: { description: 'Created.', schema: realtorSchema } },
  errors: [400, 401, 403, 409, 413],
});
