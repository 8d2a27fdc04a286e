import type { Metadata } from 'next';
import { ListingsSection } from '@/features/listings/ListingsSection';
import { RealtorPage } from '@/features/realtor-home/RealtorPage';
import { realtorMetadata, realtorJsonLd } from '@/features/realtor-home/seo';
import { requireRealtor } from '@/features/realtor-home/require-realtor';

// Rendered on first request, then served from the cache until the realtor changes (the data is
// tagged `realtor:{slug}`) or an hour passes; the listings section keeps its data 15 minutes, so
// the page is rendered anew in the background at most every 15 minutes. Nothing is prerendered: the build never reads the
// database.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[desiredUrl]'>): Promise<Metadata> {
  const { locale, realtor } = await requireRealtor(params);
  return realtorMetadata(realtor, locale);
}

export default async function RealtorHomePage({ params }: PageProps<'/[locale]/[desiredUrl]'>) {
  const { locale, realtor } = await requireRealtor(params);
  return (
    <>
      <script
        type="application/ld+json"
        // JSON-LD: serialised data, with '<' escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(realtorJsonLd(realtor, locale)).replace(/</g, '\\u003c') }}
      />
      <RealtorPage realtor={realtor} locale={locale} listings={<ListingsSection realtor={realtor} />} />
    </>
  );
}
