import { answer } from '@/server/api/endpoint';
import { getAgreementState } from '@/server/auth/agreement';
import { apiUser } from '@/server/auth/api';
import { apiHandler } from '@/server/http/api-handler';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** GET /v1/me — the signed-in user, their role and their agreement state (401 without a valid token). */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  return answer(
    endpoints.getMe,
    200,
    { user: apiUser(principal), agreement: await getAgreementState(ctx.db, principal.userId) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
