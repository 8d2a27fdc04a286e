import { signedOutSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';

export const logout = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/logout',
  operationId: 'logout',
  tag: 'Auth',
  summary: 'End the session',
  description: 'Ends the session of the bearer token or cookie and clears the cookie. Answers 200 even without a session.',
  auth: 'optional',
  answers: { 200: { description: 'Signed out.', schema: signedOutSchema } },
  errors: [],
});
