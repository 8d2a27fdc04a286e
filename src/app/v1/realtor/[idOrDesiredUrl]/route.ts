import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { idParam, readJsonBody } from '@/server/http/request-body';
import { writeContext } from '@/server/realtors/api';
import { decodePathSegment, isValidSlug } from '@/lib/validators';
import { loadRealtorForApi } from '@/server/realtors/cached';
import { canSeeRealtor } from '@/server/realtors/visibility';
import { deleteRealtor, updateRealtor } from '@/server/realtors/write-realtor';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { idOrDesiredUrl: string };
const noStore = { 'Cache-Control': 'no-store' };

/**
 * GET /v1/realtor/{idOrDesiredUrl} — public: the realtor's fields (SPEC §3, §7). An unpublished
 * realtor is visible to admins and its owner only: to anyone else, signed in or not, it is the
 * 404 of an unknown id.
 */
export const GET = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const key = decodePathSegment(idOrDesiredUrl) ?? '';
  // Neither an id nor a slug: no lookup (and no cache entry) for arbitrary strings.
  const realtor = /^\d{1,10}$/.test(key) || isValidSlug(key) ? await loadRealtorForApi(key) : null;
  if (!realtor) throw new AppError('not_found', 'Api.realtorNotFound');
  if (!realtor.published && !canSeeRealtor(realtor, await ctx.principal().catch(() => null))) {
    throw new AppError('not_found', 'Api.realtorNotFound');
  }
  return answer(endpoints.getRealtor, 200, realtor, { headers: noStore });
});

/** PATCH /v1/realtor/{id} — admins or the owner; photos merge by path group. 200 with the realtor. */
export const PATCH = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const id = idParam(idOrDesiredUrl);
  const write = await writeContext(ctx);
  const patch = await parseInput(ctx, endpoints.updateRealtor.body.schema, await readJsonBody(ctx.request));
  return answer(endpoints.updateRealtor, 200, await updateRealtor(write, id, patch), { headers: noStore });
});

/** DELETE /v1/realtor/{id} — admins. The homepage goes; contact messages and leads stay. */
export const DELETE = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const id = idParam(idOrDesiredUrl);
  return answer(endpoints.deleteRealtor, 200, await deleteRealtor(await writeContext(ctx), id), { headers: noStore });
});
