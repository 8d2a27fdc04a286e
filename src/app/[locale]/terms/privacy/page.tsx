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

/**
 * Every language's copy on one page (SPEC §2), the page's own first: its title is the page's
 * heading, and the other copies follow under theirs. Each copy is dated in its own language.
 */
export default async function PrivacyPage({ params }: PageProps<'/[locale]/terms/privacy'>) {
  const locale = await requireLocale(params);
  const t = await getTranslations('Legal');
  const ordered = [...SECTIONS].sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
  const copies = await Promise.all(
    ordered.map(async (s) => ({ ...s, privacy: (await loadLegalContent(s.locale)).privacy, t: await getTranslations({ locale: s.locale, namespace: 'Legal' }) })),
  );
  return (
    <PageShell>
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
      {copies.map((copy, i) => (
        <div key={copy.anchor} id={copy.anchor}>
          <LegalDocumentView
            document={copy.privacy}
            updatedLabel={copy.t('updated', { date: copy.privacy.updated })}
            contentsLabel={copy.t('contents')}
            idPrefix={copy.anchor}
            headingLevel={i === 0 ? 1 : 2}
            lang={LOCALE_INFO[copy.locale].hreflang}
          />
        </div>
      ))}
    </PageShell>
  );
}
