import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
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
        <Link href="/">{t('home')}</Link>
      </p>
    </PageShell>
  );
}
