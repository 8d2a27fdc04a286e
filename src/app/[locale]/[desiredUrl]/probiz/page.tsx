import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Frame } from '@/features/auth/AuthPages';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';
import { realtorName } from '@/features/realtor-home/shown-text';
import { requirePageUser } from '@/server/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Gate'))('probizTitle'), robots: { index: false } };
}

/**
 * /{desiredUrl}/probiz (requires auth, SPEC §2): only equityrealty has it — the proxy sends every
 * other realtor's probiz path to / before this page is reached.
 */
export default async function Probiz({ params }: PageProps<'/[locale]/[desiredUrl]/probiz'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  await requirePageUser({ locale, path: `/${realtor.desiredUrl}/probiz`, realtorSlug: realtor.desiredUrl });
  const [t, home] = await Promise.all([getTranslations('Gate'), getTranslations('RealtorHome')]);
  return (
    <Frame realtor={realtor} locale={locale}>
      <h1>{t('probizTitle')}</h1>
      <p>{t('probizIntro', { name: realtorName(realtor, locale) || home('unnamed') })}</p>
    </Frame>
  );
}
