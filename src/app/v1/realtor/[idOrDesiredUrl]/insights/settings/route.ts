import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { idParam, readJsonBody } from '@/server/http/request-body';
import { insightSettingsSchema, updateInsightSettings } from '@/server/visits/insight-settings';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { idOrDesiredUrl: string };

/** PUT /v1/realtor/{id}/insights/settings — the monthly summary e-mail and its language (admins or the owner). */
export const PUT = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const id = idParam(idOrDesiredUrl);
  const principal = await ctx.principal();
  const input = await parseInput(ctx, insightSettingsSchema, await readJsonBody(ctx.request, 4_096));
  return answer(endpoints.updateRealtorInsightSettings, 200, await updateInsightSettings(ctx.db, principal, id, input), { headers: { 'Cache-Control': 'no-store' } });
});
