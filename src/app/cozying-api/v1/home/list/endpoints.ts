import { homeListPageSchema } from '@/lib/schemas/answers';
import { homeListParametersSchema } from '@/lib/schemas/listings';
import { cacheControlHeaders, defineEndpoint } from '@/server/api/endpoint';
import { LISTINGS_CACHE_CONTROL } from '../../cache-control';

export const listHomes = defineEndpoint({
  method: 'GET',
  path: '/cozying-api/v1/home/list',
  operationId: 'listHomes',
  tag: 'Listings',
  summary: "A page of a city's MLS listings (public)",
  description: [
    'SPEC §7. The search types are RESO values: sale = Residential, Active / ActiveUnderContract / Pending; rent = ResidentialLease, Active; sold = Residential, Closed; rented = ResidentialLease, Closed. The market follows the state (CA: crmls, GA: fmls).',
    'Every parameter has a default, so `GET /cozying-api/v1/home/list` alone is Irvine, CA (Orange county), single-family homes for sale, active, with photos, page 0, 15 per page.',
    "Unknown parameters (such as a cache-buster `_=…`) are ignored, and an empty `county` is none given. `propertyStatus=active`, the SPEC default, with `type=sold` or `rented` means that type's default (`sold`).",
    'A parameter that does not fit is a 400 whose `fields` message names what is accepted. Answers may be cached for a minute.',
  ].join('\n\n'),
  auth: 'public',
  query: homeListParametersSchema,
  answers: { 200: { description: 'One page, newest first.', headers: cacheControlHeaders(LISTINGS_CACHE_CONTROL), schema: homeListPageSchema } },
  errors: [[400, 'A parameter does not fit; `fields` names the accepted values.']],
});
