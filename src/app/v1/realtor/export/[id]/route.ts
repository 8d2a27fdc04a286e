import { checkedBody } from '@/server/api/endpoint';
import { apiHandler } from '@/server/http/api-handler';
import { idParam } from '@/server/http/request-body';
import { exportRealtor } from '@/server/realtors/write-realtor';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** GET /v1/realtor/export/{id} — admins or the owner: the realtor as a JSON file download. */
export const GET = apiHandler<{ id: string }>(async (ctx, params) => {
  const id = idParam(params.id);
  const file = await exportRealtor({ db: ctx.db, principal: await ctx.principal() }, id);
  return new Response(JSON.stringify(checkedBody(endpoints.exportRealtor, 200, file), null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="realtor-${id}-${file.realtor.desiredUrl}.json"`,
      'Cache-Control': 'no-store',
    },
  });
});
