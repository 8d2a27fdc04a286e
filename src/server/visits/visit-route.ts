import 'server-only';
import { visitBeaconSchema } from '@/lib/schemas/visits';
import { getEnv } from '@/server/config/env';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { clientIp } from '@/server/http/client-ip';
import { AppError } from '@/server/errors/app-error';
import { readJsonBody } from '@/server/http/request-body';
import type { ProxyTrust } from '@/server/http/trust-proxy';
import { rateLimit } from '@/server/rate-limit';
import { recordVisit } from './record-visit';

/** A beacon's body is a few hundred bytes; anything near this is not one. */
export const VISIT_MAX_BYTES = 4_096;
/** Page views per minute and address: more than a person clicks, fewer than a flood. */
export const VISITS_PER_MINUTE = 120;


const trusted = (trust: ProxyTrust) => ('hops' in trust ? trust.hops > 0 : trust.addresses.length > 0);

/**
 * POST /v1/visits — a realtor page's beacon after it loaded (issue #28, decision 031). The API's
 * transport (apiHandler: same origin only, localised JSON errors), JSON only within 4 KB, a
 * per-address rate limit; then 204 whether or not the view was counted (a bot, a prefetch or a
 * page that is not counted learns nothing). Never sets a cookie.
 */
export const postVisit = apiHandler(async (ctx) => {
  const { request } = ctx;
  const address = clientIp(request.headers);
  const wait = await rateLimit('visit', VISITS_PER_MINUTE, 60).consume(address);
  if (wait) throw new AppError('rate_limited', 'Api.rateLimited', undefined, { 'Retry-After': String(wait) });
  const input = await parseInput(ctx, visitBeaconSchema, await readJsonBody(request, VISIT_MAX_BYTES));
  await recordVisit(ctx.db, input, { headers: request.headers, address, trustProxy: trusted(getEnv().TRUST_PROXY) });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
