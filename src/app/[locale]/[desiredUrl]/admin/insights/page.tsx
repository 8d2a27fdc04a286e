import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { insightsQuery, RealtorInsightsPage } from '@/features/insights/InsightsPage';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';
import { isAdmin } from '@/server/auth/guard';
import { requirePageUser } from '@/server/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Insights'))('title'), robots: { index: false } };
}

/** /{desiredUrl}/admin/insights: the realtor's visits and messages (the owner and admins; anyone else 403). */
export default async function RealtorInsights({ params, searchParams }: PageProps<'/[locale]/[desiredUrl]/admin/insights'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  const principal = await requirePageUser({ locale, path: `/${realtor.desiredUrl}/admin/insights`, realtorSlug: realtor.desiredUrl });
  if (!isAdmin(principal) && principal.realtorId !== realtor.id) forbidden();
  return <RealtorInsightsPage principal={principal} locale={locale} realtor={realtor} query={insightsQuery(await searchParams)} />;
}
