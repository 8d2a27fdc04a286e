import { signedInSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { loginSchema } from '@/server/auth/sessions';

export const login = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/login',
  operationId: 'login',
  tag: 'Auth',
  summary: 'Sign in with e-mail and password',
  description:
    'At most 20 attempts per 5 minutes per client address, and 10 wrong passwords per 15 minutes per account and client address; past 100 wrong passwords per hour for an account, addresses that have failed for it wait too.',
  auth: 'public',
  body: { schema: loginSchema, example: { email: 'grace@example.com', password: 'correct horse battery' } },
  answers: { 200: { description: 'Signed in.', schema: signedInSchema } },
  errors: [400, [401, 'Wrong e-mail address or password (the same answer for both).'], 413, 429],
});
