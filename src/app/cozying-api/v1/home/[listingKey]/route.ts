import { decodePathSegment } from '@/lib/validators';
import { answer } from '@/server/api/endpoint';
import { apiHandler } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { getListing, listingKeySchema } from '@/server/listings/get-listing';
import * as endpoints from './endpoints';
import { LISTINGS_CACHE_CONTROL } from '../../cache-control';

export const dynamic = 'force-dynamic';

/**
 * GET /cozying-api/v1/home/{listingKey} — public: one stored listing by its RESO ListingKey, with
 * the facts its page shows (issue #24). A malformed or unknown key is the localised 404 of an
 * unknown listing. (`/cozying-api/v1/home/list` is the home list: no ListingKey is `list`.)
 */
export const GET = apiHandler<{ listingKey: string }>(async (ctx, { listingKey }) => {
  const key = listingKeySchema.safeParse(decodePathSegment(listingKey) ?? '');
  const listing = key.success ? await getListing(ctx.db, key.data) : null;
  if (!listing) throw new AppError('not_found', 'Api.listingNotFound');
  return answer(endpoints.getHome, 200, listing, { headers: { 'Cache-Control': LISTINGS_CACHE_CONTROL } });
});
