import { z } from 'zod';
import { defineEndpoint } from '@/server/api/endpoint';
import { realtorPathParam } from '@/server/api/path-params';

export const getListingOpenHouses = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor/{idOrDesiredUrl}/open-houses',
  operationId: 'getListingOpenHouses',
  tag: 'Listings',
  summary: "The open houses of one of a realtor's listings, for a calendar (public)",
  description:
    "iCalendar (RFC 5545), as the download `{listing}-open-houses.ics`: one event for each open house that has not ended, at the listing's address, with the listing page's address and the realtor's name and phone, in the language of `locale` (else the request's). The listing must be one the realtor's pages show. By desired URL; an unpublished realtor or a listing they do not show is a 404.",
  auth: 'public',
  params: realtorPathParam,
  // As the document shows it; the handler parses with its own schema.
  query: z.object({
    listing: z.string().max(64).meta({ description: "The listing's key.", example: 'CRMLS-00000008' }),
    locale: z.enum(['ko', 'en', 'ja-JP']).optional().meta({ description: "The events' language." }),
  }),
  answers: { 200: { description: 'The calendar.', content: { 'text/calendar': { schema: { type: 'string' } } } } },
  errors: [400, [404, 'No published realtor has this desired URL, or they do not show this listing.']],
});
