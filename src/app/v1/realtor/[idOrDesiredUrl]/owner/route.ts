import { answer } from '@/server/api/endpoint';
import { apiHandler } from '@/server/http/api-handler';
import { idParam } from '@/server/http/request-body';
import { revalidateRealtor } from '@/server/realtors/cached';
import { unlinkRealtorUser } from '@/server/realtors/invite';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { idOrDesiredUrl: string };

/** DELETE /v1/realtor/{id}/owner — admins: the realtor has no owner any more. 200 {id, desiredUrl, userId: null}. */
export const DELETE = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const id = idParam(idOrDesiredUrl);
  const principal = await ctx.principal();
  return answer(endpoints.unlinkRealtorOwner, 200, await unlinkRealtorUser(ctx.db, principal, id, { revalidate: revalidateRealtor }), { headers: { 'Cache-Control': 'no-store' } });
});
