import { signedInResponse, withSignInLimits } from '@/server/auth/api';
import { getAuth } from '@/server/auth/auth';
import { signUpWithPassword } from '@/server/auth/sessions';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';
import { revalidateRealtor } from '@/server/realtors/cached';
import * as endpoints from './endpoints';

/**
 * POST /v1/auth/signup {name, email, password, inviteToken?} → 201 {accessToken, user} with the
 * role user; with an admin's invitation, role realtor and the invitation's realtor as their own.
 */
export const POST = apiHandler(async (ctx) => {
  const input = await parseInput(ctx, endpoints.signup.body.schema, await readJsonBody(ctx.request, 10_000));
  const auth = await getAuth();
  return signedInResponse(
    await withSignInLimits(ctx.request, input.email, () => signUpWithPassword(ctx.db, auth, input, ctx.request.headers, { revalidate: revalidateRealtor })),
    201,
  );
});
