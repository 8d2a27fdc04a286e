import type { Metadata } from 'next';
import { ListingDetailPage } from '@/features/listings/ListingDetailPage';
import { ListingUnavailable } from '@/features/listings/ListingUnavailable';
import { listingForPage } from '@/features/listings/listing-for-page';
import { listingPageMetadata } from '@/features/listings/listing-seo';
import { requireRealtor } from '@/features/realtor-home/require-realtor';

// Rendered on first request, then kept per listing and language for 15 minutes like the
// listings (the data is tagged `listing:{key}`). A listing no longer shown is answered 410 and
// an unknown one 404 by the proxy (src/proxy.ts), with the page below.
export const revalidate = 900;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[desiredUrl]/homes/[listingKey]'>): Promise<Metadata> {
  const { locale, realtor } = await requireRealtor(params);
  return listingPageMetadata(realtor, await listingForPage(realtor, (await params).listingKey), locale);
}

/** /{desiredUrl}/homes/{listingKey}: one of the realtor's listings, in their frame. */
export default async function ListingRoute({ params }: PageProps<'/[locale]/[desiredUrl]/homes/[listingKey]'>) {
  const { locale, realtor } = await requireRealtor(params);
  const found = await listingForPage(realtor, (await params).listingKey);
  if (found.availability !== 'shown') return <ListingUnavailable realtor={realtor} locale={locale} />;
  return <ListingDetailPage realtor={realtor} locale={locale} listing={found.listing} />;
}
