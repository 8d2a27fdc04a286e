import { getLocale } from 'next-intl/server';
import { LandingPage } from '@/features/landing/LandingPage';
import { MissingRealtorNotice } from '@/features/realtor-home/MissingRealtorNotice';
import type { Locale } from '@/i18n/locales';

/**
 * A well-formed slug with no realtor: the landing page with an offer to request that homepage
 * (SPEC §2 "the root page shows instead"), answered 404 so that search engines skip it.
 */
export default async function MissingRealtor() {
  return <LandingPage locale={(await getLocale()) as Locale} notice={<MissingRealtorNotice />} />;
}
