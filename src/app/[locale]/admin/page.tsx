import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Frame } from '@/features/auth/AuthPages';
import { requireLocale } from '@/i18n/params';
import { requirePageUser } from '@/server/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Gate'))('adminHome'), robots: { index: false } };
}

/** /admin: admins only (signed-out visitors go to sign-in; others are refused with 403). */
export default async function Admin({ params }: PageProps<'/[locale]/admin'>) {
  const locale = await requireLocale(params);
  const principal = await requirePageUser({ locale, path: '/admin' });
  if (principal.role !== 'admin') forbidden();
  const t = await getTranslations('Gate');
  return (
    <Frame locale={locale}>
      <h1>{t('adminHome')}</h1>
      <p>{t('adminHomeIntro', { email: principal.email, role: principal.role })}</p>
      <p>{t('adminPending', { docs: '/v1/docs' })}</p>
    </Frame>
  );
}
