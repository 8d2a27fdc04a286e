import { answer } from '@/server/api/endpoint';
import { acceptAgreement } from '@/server/auth/agreement';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** POST /v1/me/agreement {version} — the signed-in user accepts the current agreement. */
export const POST = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const input = await parseInput(ctx, endpoints.acceptAgreement.body.schema, await readJsonBody(ctx.request, 10_000));
  return answer(endpoints.acceptAgreement, 200, await acceptAgreement(ctx.db, principal, input), { headers: { 'Cache-Control': 'no-store' } });
});
