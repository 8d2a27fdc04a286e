import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/params';
import { getTranslations } from 'next-intl/server';
import { LandingPage } from '@/features/landing/LandingPage';
import { alternates } from '@/features/layout/alternates';
import { LOCALE_INFO } from '@/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await requireLocale(params);
  const t = await getTranslations({ locale, namespace: 'Landing' });
  return {
    title: { absolute: t('metaTitle') },
    alternates: alternates('/', locale),
    openGraph: {
      // A page's openGraph replaces the layout's, so the locale is repeated here.
      locale: LOCALE_INFO[locale].languageTag,
      type: 'website',
      title: t('metaTitle'),
      images: ['/landing/hero.webp'],
    },
  };
}

/** The marketing landing page, prerendered in each language. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  return <LandingPage locale={await requireLocale(params)} />;
}
