import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/features/layout/PageShell';

export default async function HomePage() {
  const t = await getTranslations('Metadata');
  return (
    <PageShell>
      <h1>{t('siteTitle')}</h1>
      <p>{t('siteDescription')}</p>
    </PageShell>
  );
}
