import { meSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/v1/me',
  operationId: 'getMe',
  tag: 'Auth',
  summary: 'The signed-in user',
  auth: 'signed-in',
  answers: { 200: { description: 'The user, their role and whether they accepted the current agreement.', schema: meSchema } },
  errors: [401],
});
