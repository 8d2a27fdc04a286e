import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Frame } from '@/features/auth/AuthPages';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';
import { isAdmin } from '@/server/auth/guard';
import { requirePageUser } from '@/server/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Gate'))('adminTitle'), robots: { index: false } };
}

/** /{desiredUrl}/admin: the realtor who owns the page, or an admin; anyone else gets 403. */
export default async function RealtorAdmin({ params }: PageProps<'/[locale]/[desiredUrl]/admin'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  const principal = await requirePageUser({ locale, path: `/${realtor.desiredUrl}/admin`, realtorSlug: realtor.desiredUrl });
  if (!isAdmin(principal) && principal.realtorId !== realtor.id) forbidden();
  const t = await getTranslations('Gate');
  return (
    <Frame realtor={realtor} locale={locale}>
      <h1>{t('adminTitle')}</h1>
      <p>{t('adminIntro', { email: principal.email, name: realtor.name })}</p>
      <p>{t('adminPending', { docs: '/v1/docs' })}</p>
    </Frame>
  );
}
