import { z } from 'zod';
import { listingDetailSchema } from '@/lib/schemas/answers';
import { cacheControlHeaders, defineEndpoint } from '@/server/api/endpoint';
import { LISTINGS_CACHE_CONTROL } from '../../cache-control';

export const getHome = defineEndpoint({
  method: 'GET',
  path: '/cozying-api/v1/home/{listingKey}',
  operationId: 'getHome',
  tag: 'Listings',
  summary: 'One MLS listing (public)',
  description:
    "One stored listing by its RESO ListingKey, with the facts a listing's page shows (`/{desiredUrl}/homes/{listingKey}`), whatever its status. A malformed or unknown key is a 404. Answers may be cached for a minute.",
  auth: 'public',
  params: z.object({
    listingKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .meta({ description: 'RESO ListingKey: letters, digits, - and _.', example: 'CRMLS-00000042' }),
  }),
  answers: { 200: { description: 'The listing.', headers: cacheControlHeaders(LISTINGS_CACHE_CONTROL), schema: listingDetailSchema } },
  errors: [[404, 'No listing has this key.']],
});
