import { z } from 'zod';
import { listingForPage } from '@/features/listings/listing-for-page';
import { listingUrl } from '@/features/listings/listing-seo';
import { realtorName } from '@/features/realtor-home/shown-text';
import { LOCALES } from '@/i18n/locales';
import { listingAddress } from '@/lib/listing-display';
import { upcomingOpenHouses } from '@/lib/open-houses';
import { decodePathSegment, isValidSlug } from '@/lib/validators';
import { AppError } from '@/server/errors/app-error';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { openHouseCalendar } from '@/server/listings/open-house-calendar';
import { listingKeySchema } from '@/server/listings/get-listing';
import { loadRealtorForPage } from '@/server/realtors/cached';

type Params = { idOrDesiredUrl: string };

const querySchema = z.strictObject({
  listing: listingKeySchema,
  locale: z.enum(LOCALES, { error: 'invalid_value' }).optional(),
});

/**
 * GET /v1/realtor/{desiredUrl}/open-houses?listing=&locale= — public: the open houses of a listing
 * the realtor's pages show, as an iCalendar download ("add to my calendar" on its page), in the
 * visitor's language, with the realtor's name and phone.
 */
export const GET = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  const params = new URL(ctx.request.url).searchParams;
  // Its errors too in the language asked for (an unknown one is a 400 in the request's).
  ctx.useLocale(params.get('locale'));
  const query = await parseInput(ctx, querySchema, Object.fromEntries(params));
  const slug = decodePathSegment(idOrDesiredUrl) ?? '';
  const realtor = isValidSlug(slug) ? await loadRealtorForPage(slug) : null;
  if (!realtor) throw new AppError('not_found', 'Api.realtorNotFound');
  const found = await listingForPage(realtor, query.listing);
  if (found.availability !== 'shown') throw new AppError('not_found', 'Api.listingNotFound');
  const { listing } = found;
  const t = await ctx.translator();
  const address = listingAddress(listing);
  const name = realtorName(realtor, ctx.locale) || t('RealtorHome.unnamed');
  const calendar = openHouseCalendar({
    uidPrefix: `${listing.listingKey}-${realtor.desiredUrl}`,
    summary: t('ListingPage.openHouseEvent', { address }),
    location: address,
    url: listingUrl(realtor, listing.listingKey, ctx.locale),
    host: t('ListingPage.openHouseHost', { name, phone: realtor.contactPhone || realtor.email }),
    openHouses: upcomingOpenHouses(listing.openHouses),
  });
  return new Response(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${listing.listingKey}-open-houses.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
});
