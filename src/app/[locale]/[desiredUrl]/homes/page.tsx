import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { alternates } from '@/features/layout/alternates';
import { ListingsIndexPage } from '@/features/listings/ListingsIndexPage';
import { requireRealtor } from '@/features/realtor-home/require-realtor';
import { parseListingsIndexQuery } from '@/lib/schemas/listing-pages';
import { realtorDisplayName } from '@/features/realtor-home/RealtorShell';

// Rendered per request (the kind and page are in the query); the listings come from the
// listings cache (15 minutes) and the realtor from the realtor's cache.

export async function generateMetadata({ params }: PageProps<'/[locale]/[desiredUrl]/homes'>): Promise<Metadata> {
  const { locale, realtor } = await requireRealtor(params);
  const [t, name] = await Promise.all([getTranslations({ locale, namespace: 'Listings' }), realtorDisplayName(realtor, locale)]);
  return { title: { absolute: t('allTitle', { name }) }, alternates: alternates(`/${realtor.desiredUrl}/homes`, locale), manifest: null };
}

/** /{desiredUrl}/homes?type=sale&page=2: all of a realtor's listings of one kind, page by page. */
export default async function ListingsIndexRoute({ params, searchParams }: PageProps<'/[locale]/[desiredUrl]/homes'>) {
  const { locale, realtor } = await requireRealtor(params);
  return <ListingsIndexPage realtor={realtor} locale={locale} query={parseListingsIndexQuery(await searchParams)} />;
}
