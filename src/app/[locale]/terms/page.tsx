import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/params';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/features/layout/PageShell';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';
import { loadLegalContent } from '@/features/legal/content';
import { alternates } from '@/features/layout/alternates';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const locale = await requireLocale(params);
  const { terms } = await loadLegalContent(locale);
  return { title: terms.title, alternates: alternates('/terms', locale) };
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await requireLocale(params);
  const [{ terms }, t] = await Promise.all([loadLegalContent(locale), getTranslations('Legal')]);
  return (
    <PageShell>
      <LegalDocumentView
        document={terms}
        updatedLabel={t('updated', { date: terms.updated })}
        contentsLabel={t('contents')}
      />
    </PageShell>
  );
}
