import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/features/layout/PageShell';
import type { Locale } from '@/i18n/locales';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations('Metadata');
  return (
    <PageShell>
      <h1>{t('siteTitle')}</h1>
      <p>{t('siteDescription')}</p>
    </PageShell>
  );
}
