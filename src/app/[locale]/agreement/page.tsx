import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/params';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/features/layout/PageShell';
import { alternates } from '@/features/layout/alternates';
import { AgreementAcceptanceIsland } from '@/features/legal/AgreementAcceptanceIsland';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';
import { AGREEMENT_VERSION, loadLegalContent } from '@/features/legal/content';

export async function generateMetadata({ params }: PageProps<'/[locale]/agreement'>): Promise<Metadata> {
  const locale = await requireLocale(params);
  const { agreement } = await loadLegalContent(locale);
  return { title: agreement.title, alternates: alternates('/agreement', locale) };
}

/** The agreement a new user accepts; a signed-in user records acceptance of this version below it. */
export default async function AgreementPage({ params }: PageProps<'/[locale]/agreement'>) {
  const locale = await requireLocale(params);
  const [{ agreement }, t] = await Promise.all([loadLegalContent(locale), getTranslations('Legal')]);
  return (
    <PageShell>
      <LegalDocumentView
        document={agreement}
        updatedLabel={`${t('updated', { date: agreement.updated })} · ${t('version', { version: AGREEMENT_VERSION })}`}
        contentsLabel={t('contents')}
      />
      <AgreementAcceptanceIsland loginPath="/login" />
    </PageShell>
  );
}
