import type { Metadata } from 'next';
import { RealtorLegalPage } from '@/features/legal/RealtorLegalPage';
import { loadLegalContent } from '@/features/legal/content';
import { requireRealtor } from '@/features/realtor-home/require-realtor';
import { realtorName } from '@/features/realtor-home/shown-text';

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[desiredUrl]/terms'>): Promise<Metadata> {
  const { locale, realtor } = await requireRealtor(params);
  const { terms } = await loadLegalContent(locale);
  return { title: { absolute: [terms.title, realtorName(realtor, locale)].filter(Boolean).join(' | ') }, robots: { index: false } };
}

/** /{desiredUrl}/terms: the product's document in the realtor's frame. */
export default async function RealtorDocumentPage({ params }: PageProps<'/[locale]/[desiredUrl]/terms'>) {
  const { locale, realtor } = await requireRealtor(params);
  return <RealtorLegalPage realtor={realtor} locale={locale} document="terms" />;
}
