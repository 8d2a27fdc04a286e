import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { firstParam, requireAdminPage } from '@/features/admin/gate';
import { AllInsightsPage, insightsQuery } from '@/features/insights/InsightsPage';
import { requireLocale } from '@/i18n/params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Insights'))('allTitle'), robots: { index: false } };
}

/** /admin/insights: visits and messages of all realtors, or of one with `?realtor={id}` (admins). */
export default async function AdminInsights({ params, searchParams }: PageProps<'/[locale]/admin/insights'>) {
  const locale = await requireLocale(params);
  const principal = await requireAdminPage(locale, '/admin/insights');
  const search = await searchParams;
  const realtor = firstParam(search.realtor);
  const realtorId = realtor && /^\d{1,9}$/.test(realtor) ? Number(realtor) : null;
  return <AllInsightsPage principal={principal} locale={locale} realtorId={realtorId} query={insightsQuery(search)} />;
}
