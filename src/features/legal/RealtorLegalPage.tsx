import { getTranslations } from 'next-intl/server';
import { RealtorShell } from '@/features/realtor-home/RealtorShell';
import type { Locale } from '@/i18n/locales';
import type { CachedRealtor } from '@/server/realtors/cached';
import { AGREEMENT_VERSION, loadLegalContent } from './content';
import { AgreementAcceptanceIsland } from './AgreementAcceptanceIsland';
import { LegalDocumentView } from './LegalDocumentView';

/** A legal document inside a realtor's frame and theme (SPEC §2: /{desiredUrl}/terms, /agreement). */
export async function RealtorLegalPage({ realtor, locale, document }: { realtor: CachedRealtor; locale: Locale; document: 'terms' | 'agreement' }) {
  const [content, t] = await Promise.all([loadLegalContent(locale), getTranslations('Legal')]);
  const doc = content[document];
  const updated = t('updated', { date: doc.updated });
  return (
    <RealtorShell realtor={realtor} locale={locale}>
      <div style={{ maxWidth: 860, margin: '0 auto', padding: '32px clamp(16px, 4vw, 40px)' }}>
        <LegalDocumentView
          document={doc}
          updatedLabel={document === 'agreement' ? `${updated} · ${t('version', { version: AGREEMENT_VERSION })}` : updated}
          contentsLabel={t('contents')}
        />
        {document === 'agreement' ? <AgreementAcceptanceIsland loginPath={`/${realtor.desiredUrl}/login`} /> : null}
      </div>
    </RealtorShell>
  );
}
