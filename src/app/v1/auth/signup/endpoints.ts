import { signedInSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { signupSchema } from '@/server/auth/sessions';

export const signup = defineEndpoint({
  method: 'POST',
  path: '/v1/auth/signup',
  operationId: 'signup',
  tag: 'Auth',
  summary: "Create an account from an admin's invitation and sign in",
  description:
    "`inviteToken` (the `invite` of an admin's invitation link) is required: it proves the e-mail address, which must be the invited one, and the invitation must be open and unexpired (else 400, the same answer whether or not the address has an account, and no account is made). The new user owns the invitation's realtor (role realtor). A token works once.",
  auth: 'public',
  body: {
    schema: signupSchema,
    example: { name: 'Grace Kim', email: 'grace@example.com', password: 'correct horse battery', inviteToken: 'kq3V9mXcT0yB2nF8sLw4ZpR7uJd1HgAe5oYiNtCvQbM' },
  },
  answers: { 201: { description: 'Account created and signed in.', schema: signedInSchema } },
  errors: [400, [409, 'The invited address got an account in the meantime (shown only to the holder of its invitation).'], 413, 429],
});
