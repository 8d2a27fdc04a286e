import { signedInResponse, withSignInLimits } from '@/server/auth/api';
import { getAuth } from '@/server/auth/auth';
import { signInWithPassword } from '@/server/auth/sessions';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';
import * as endpoints from './endpoints';

/** POST /v1/auth/login {email, password} → 200 {accessToken, user}; 401 for wrong credentials. */
export const POST = apiHandler(async (ctx) => {
  const input = await parseInput(ctx, endpoints.login.body.schema, await readJsonBody(ctx.request, 10_000));
  const auth = await getAuth();
  return signedInResponse(await withSignInLimits(ctx.request, input.email, () => signInWithPassword(ctx.db, auth, input, ctx.request.headers)));
});
