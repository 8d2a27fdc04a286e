import { getAgreementState } from '@/server/auth/agreement';
import { apiUser } from '@/server/auth/api';
import { apiHandler } from '@/server/http/api-handler';

export const dynamic = 'force-dynamic';

/** GET /v1/me — the signed-in user, their role and their agreement state (401 without a valid token). */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  return Response.json(
    { user: apiUser(principal), agreement: await getAgreementState(ctx.db, principal.userId) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
