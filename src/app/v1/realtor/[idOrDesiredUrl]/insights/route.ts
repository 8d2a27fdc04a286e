import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { idParam } from '@/server/http/request-body';
import { getInsights, insightsQuerySchema } from '@/server/visits/get-insights';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { idOrDesiredUrl: string };

/** GET /v1/realtor/{id}/insights?days=&by= — a realtor's visits and messages (admins or the owner). */
export const GET = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const id = idParam(idOrDesiredUrl);
  const query = await parseInput(ctx, insightsQuerySchema, Object.fromEntries(new URL(ctx.request.url).searchParams));
  return answer(endpoints.getRealtorInsights, 200, await getInsights(ctx.db, await ctx.principal(), id, query), { headers: { 'Cache-Control': 'no-store' } });
});
