import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/features/layout/LocaleLink';
import { RequestedPath } from '@/features/errors/RequestedPath';
import { PageShell } from '@/features/layout/PageShell';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <PageShell>
      <h1>
        <RequestedPath />
      </h1>
      <p>{t('description')}</p>
      <p>
        <LocaleLink href="/">{t('home')}</LocaleLink>
      </p>
    </PageShell>
  );
}
