import { signedInSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';

export const getSessionToken = defineEndpoint({
  method: 'GET',
  path: '/v1/auth/session',
  operationId: 'getSessionToken',
  tag: 'Auth',
  summary: "The bearer token of the browser's session cookie",
  description: 'For the browser client after a social sign-in: it keeps the token for its API calls. 401 without a session cookie.',
  auth: 'session-cookie',
  answers: { 200: { description: 'The token and the user.', schema: signedInSchema } },
  errors: [[401, 'No session cookie.']],
});
