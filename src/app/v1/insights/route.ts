import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { getInsights, insightsQuerySchema } from '@/server/visits/get-insights';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** GET /v1/insights?days=&by= — visits and messages of every realtor, in total and per realtor (admins). */
export const GET = apiHandler(async (ctx) => {
  const query = await parseInput(ctx, insightsQuerySchema, Object.fromEntries(new URL(ctx.request.url).searchParams));
  return answer(endpoints.getAllInsights, 200, await getInsights(ctx.db, await ctx.principal(), null, query), { headers: { 'Cache-Control': 'no-store' } });
});
