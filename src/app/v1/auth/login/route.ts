import { limitSignIn, signedInResponse } from '@/server/auth/api';
import { getAuth } from '@/server/auth/auth';
import { loginSchema, signInWithPassword } from '@/server/auth/sessions';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';

/** POST /v1/auth/login {email, password} → 200 {accessToken, user}; 401 for wrong credentials. */
export const POST = apiHandler(async (ctx) => {
  const input = await parseInput(ctx, loginSchema, await readJsonBody(ctx.request, 10_000));
  await limitSignIn(ctx.request, input.email);
  return signedInResponse(await signInWithPassword(ctx.db, await getAuth(), input, ctx.request.headers));
});
