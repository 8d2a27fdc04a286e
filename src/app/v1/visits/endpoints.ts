import { defineEndpoint } from '@/server/api/endpoint';
import { visitBeaconSchema } from '@/lib/schemas/visits';

export const recordVisit = defineEndpoint({
  method: 'POST',
  path: '/v1/visits',
  operationId: 'recordVisit',
  tag: 'Visits',
  summary: "A realtor page's visit beacon (public)",
  description:
    'Sent once by the page after it loaded (navigator.sendBeacon). Same origin only, JSON within 4 KB, 120 a minute per address. Always 204 when well-formed: bots, prefetches and pages that are not counted are dropped silently. No cookie is set; the address and user agent are only hashed with a salt of the day.',
  auth: 'public',
  body: { schema: visitBeaconSchema, example: { realtor: 'grace-kim', path: '/grace-kim/homes/CRMLS-00000008', referrer: 'https://www.google.com/' } },
  answers: { 204: { description: 'Received (counted or not).' } },
  errors: [400, 403, 413, 415, 429],
});
