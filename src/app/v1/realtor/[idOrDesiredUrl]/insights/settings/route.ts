import { apiHandler, parseInput } from '@/server/http/api-handler';
import { idParam, readJsonBody } from '@/server/http/request-body';
import { insightSettingsSchema, updateInsightSettings } from '@/server/visits/insight-settings';

export const dynamic = 'force-dynamic';

type Params = { idOrDesiredUrl: string };

/** PUT /v1/realtor/{id}/insights/settings — the monthly summary e-mail and its language (admins or the owner). */
export const PUT = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const id = idParam(idOrDesiredUrl);
  const principal = await ctx.principal();
  const input = await parseInput(ctx, insightSettingsSchema, await readJsonBody(ctx.request, 4_096));
  return Response.json(await updateInsightSettings(ctx.db, principal, id, input), { headers: { 'Cache-Control': 'no-store' } });
});
