import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RealtorPage } from '@/features/realtor-home/RealtorPage';
import { realtorMetadata, realtorJsonLd } from '@/features/realtor-home/seo';
import { requireLocale } from '@/i18n/params';
import { loadRealtorForPage } from '@/server/realtors/cached';

// Rendered on first request, then served from the cache until the realtor changes (the data is
// tagged `realtor:{slug}`) or an hour passes. Nothing is prerendered: the build never reads the
// database.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[desiredUrl]'>): Promise<Metadata> {
  const locale = await requireLocale(params);
  const realtor = await loadRealtorForPage(decodeURIComponent((await params).desiredUrl));
  return realtor ? realtorMetadata(realtor, locale) : { robots: { index: false } };
}

export default async function RealtorHomePage({ params }: PageProps<'/[locale]/[desiredUrl]'>) {
  const locale = await requireLocale(params);
  const realtor = await loadRealtorForPage(decodeURIComponent((await params).desiredUrl));
  if (!realtor) notFound();
  return (
    <>
      <script
        type="application/ld+json"
        // JSON-LD: serialised data, with '<' escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(realtorJsonLd(realtor)).replace(/</g, '\\u003c') }}
      />
      <RealtorPage realtor={realtor} locale={locale} />
    </>
  );
}
