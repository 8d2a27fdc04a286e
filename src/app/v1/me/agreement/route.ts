import { acceptAgreement, agreementSchema } from '@/server/auth/agreement';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';

export const dynamic = 'force-dynamic';

/** POST /v1/me/agreement {version} — the signed-in user accepts the current agreement. */
export const POST = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const input = await parseInput(ctx, agreementSchema, await readJsonBody(ctx.request, 10_000));
  return Response.json(await acceptAgreement(ctx.db, principal, input), { headers: { 'Cache-Control': 'no-store' } });
});
