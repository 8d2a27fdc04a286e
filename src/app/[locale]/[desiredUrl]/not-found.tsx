import { getLocale } from 'next-intl/server';
import { LandingPage } from '@/features/landing/LandingPage';
import { currentDesiredUrl } from '@/features/realtor-home/current-slug';
import { MissingRealtorNotice } from '@/features/realtor-home/MissingRealtorNotice';
import type { Locale } from '@/i18n/locales';
import { loadRealtorForPage } from '@/server/realtors/cached';

/**
 * A well-formed slug with no realtor: the landing page with an offer to request that homepage
 * (SPEC §2 "the root page shows instead"), answered 404 so that search engines skip it.
 * The proxy serves these addresses from the not-found route (src/app/[locale]/not-found), as
 * ordinary HTML; this boundary is what a page's own `notFound()` shows when the proxy could not
 * tell (no database open yet, a realtor deleted within the proxy's minute of caching), sent as
 * Next.js's error shell.
 *
 * Next renders this boundary into the payload of every page under it, shown or not: for a
 * realtor that exists it renders nothing, so their pages do not carry the whole landing page.
 */
export default async function MissingRealtor() {
  const desiredUrl = currentDesiredUrl();
  if (desiredUrl && (await loadRealtorForPage(desiredUrl))) return null;
  return <LandingPage locale={(await getLocale()) as Locale} notice={<MissingRealtorNotice />} />;
}
