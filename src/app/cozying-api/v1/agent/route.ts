import { AGENT_LISTINGS_PARAMETERS, withAllowedValues } from '@/lib/schemas/listings';
import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { listAgentListings } from '@/server/listings/list-agent-listings';
import * as endpoints from './endpoints';
import { LISTINGS_CACHE_CONTROL } from '../cache-control';

export const dynamic = 'force-dynamic';

/**
 * GET /cozying-api/v1/agent?licenseNumber=&market=&searchType= — public: an agent's listings of one
 * search type in one market (by RESO ListAgentStateLicense), on the market first and each newest
 * first, at most 50 (SPEC §4, §7). The answer is a list, as SPEC §7 shows; the number of all is the X-Total-Count header.
 * Unknown parameters are ignored; a parameter that does not fit is a 400 naming what is accepted.
 */
export const GET = apiHandler(async (ctx) => {
  const input = Object.fromEntries(new URL(ctx.request.url).searchParams);
  const query = await parseInput(ctx, endpoints.listAgentListings.query, input).catch(async (error: unknown) => {
    if (!(error instanceof AppError) || !error.fields) throw error;
    throw new AppError(error.code, error.message, withAllowedValues(error.fields, input, AGENT_LISTINGS_PARAMETERS, await ctx.translator()), error.headers);
  });
  const { homes, total } = await listAgentListings(ctx.db, query);
  return answer(endpoints.listAgentListings, 200, homes, { headers: { 'Cache-Control': LISTINGS_CACHE_CONTROL, 'X-Total-Count': String(total) } });
});
