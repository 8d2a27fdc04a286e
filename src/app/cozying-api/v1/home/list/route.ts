import { HOME_LIST_PARAMETERS, homeListQuerySchema, withAllowedValues } from '@/lib/schemas/listings';
import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { searchHomes } from '@/server/listings/search-homes';
import * as endpoints from './endpoints';
import { LISTINGS_CACHE_CONTROL } from '../../cache-control';

export const dynamic = 'force-dynamic';

/**
 * GET /cozying-api/v1/home/list — public: one page of a city's listings of one search type, newest
 * first (SPEC §4, §7, §9). Every parameter has a default (sale, single_family, active, page 0, 15
 * per page, CA, Irvine, county from the city, only homes with photos). Unknown parameters (a
 * cache-buster) are ignored, an empty county is none; a parameter that does not fit is a 400
 * naming what is accepted.
 */
export const GET = apiHandler(async (ctx) => {
  const input = Object.fromEntries(new URL(ctx.request.url).searchParams);
  const query = await parseInput(ctx, homeListQuerySchema, input).catch(async (error: unknown) => {
    if (!(error instanceof AppError) || !error.fields) throw error;
    throw new AppError(error.code, error.message, withAllowedValues(error.fields, input, HOME_LIST_PARAMETERS, await ctx.translator()), error.headers);
  });
  return answer(endpoints.listHomes, 200, await searchHomes(ctx.db, query), { headers: { 'Cache-Control': LISTINGS_CACHE_CONTROL } });
});
