import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/params';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/features/layout/PageShell';
import { alternates } from '@/features/layout/alternates';
import { LegalDocumentView } from '@/features/legal/LegalDocumentView';
import { loadLegalContent } from '@/features/legal/content';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';

/** Each language's copy has its own anchor (SPEC §2: #ko and #en; #ja for Japanese). */
const SECTIONS: { locale: Locale; anchor: string }[] = [
  { locale: 'ko', anchor: 'ko' },
  { locale: 'en', anchor: 'en' },
  { locale: 'ja-JP', anchor: 'ja' },
];

export async function generateMetadata({ params }: PageProps<'/[locale]/terms/privacy'>): Promise<Metadata> {
  const locale = await requireLocale(params);
  const { privacy } = await loadLegalContent(locale);
  return { title: privacy.title, alternates: alternates('/terms/privacy', locale) };
}

export default async function PrivacyPage({ params }: PageProps<'/[locale]/terms/privacy'>) {
  const locale = await requireLocale(params);
  const t = await getTranslations('Legal');
  const contents = await Promise.all(SECTIONS.map((s) => loadLegalContent(s.locale)));
  const own = contents[SECTIONS.findIndex((s) => s.locale === locale)]!.privacy;
  return (
    <PageShell>
      <h1>{own.title}</h1>
      <nav aria-label={t('languageSections')}>
        <p>
          {t('languageSections')}:{' '}
          {SECTIONS.map((s, i) => (
            <span key={s.anchor}>
              {i > 0 ? ' · ' : ''}
              <a href={`#${s.anchor}`} lang={LOCALE_INFO[s.locale].hreflang}>
                {LOCALE_INFO[s.locale].name}
              </a>
            </span>
          ))}
        </p>
      </nav>
      {/* A plain anchor box: the document inside is the article with its own heading. */}
      {SECTIONS.map((s, i) => (
        <div key={s.anchor} id={s.anchor}>
          <LegalDocumentView
            document={contents[i]!.privacy}
            updatedLabel={t('updated', { date: contents[i]!.privacy.updated })}
            contentsLabel={t('contents')}
            idPrefix={s.anchor}
            headingLevel={2}
            lang={LOCALE_INFO[s.locale].hreflang}
          />
        </div>
      ))}
    </PageShell>
  );
}
