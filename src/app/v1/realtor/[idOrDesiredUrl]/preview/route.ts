import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { idParam, readJsonBody } from '@/server/http/request-body';
import { createPreview } from '@/server/realtors/preview-realtor';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { idOrDesiredUrl: string };

/** POST /v1/realtor/{id}/preview — admins or the owner: unsaved changes kept an hour for the preview page. 201. */
export const POST = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const id = idParam(idOrDesiredUrl);
  const principal = await ctx.principal();
  const patch = await parseInput(ctx, endpoints.createRealtorPreview.body.schema, await readJsonBody(ctx.request));
  return answer(endpoints.createRealtorPreview, 201, await createPreview({ db: ctx.db, principal }, id, patch), { headers: { 'Cache-Control': 'no-store' } });
});
