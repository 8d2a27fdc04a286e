import { useLocale } from 'next-intl';
import { FontStylesheet } from '@/features/layout/FontStylesheet';
import type { Locale } from '@/i18n/locales';
import { keepKoreanWordsWhole } from '@/lib/korean-text';
import type { LegalDocument } from './content';
import styles from './LegalDocumentView.module.css';

/**
 * One legal document: title, date, table of contents and sections. `headingLevel` lets the
 * privacy page nest each language's copy under its own heading. Legal text has characters of its
 * own: the page links its language's sheet of them. Korean text keeps each word whole across its
 * brackets and quotes ("약관(이하 ‘약관’)은").
 */
export function LegalDocumentView({
  document,
  updatedLabel,
  contentsLabel,
  idPrefix = '',
  headingLevel = 1,
  lang,
}: {
  document: LegalDocument;
  updatedLabel: string;
  contentsLabel: string;
  idPrefix?: string;
  headingLevel?: 1 | 2;
  lang?: string;
}) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const sectionId = (id: string) => (idPrefix ? `${idPrefix}-${id}` : id);
  const locale = useLocale() as Locale;
  const shown = (lang ?? locale).startsWith('ko') ? keepKoreanWordsWhole : (text: string) => text;
  return (
    <article className={styles.doc} lang={lang}>
      <FontStylesheet locale={locale} part="more" />
      <Title>{document.title}</Title>
      <p className={styles.updated}>{updatedLabel}</p>
      <p>{shown(document.intro)}</p>
      <nav aria-label={`${contentsLabel}: ${document.title}`} className={styles.toc}>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${sectionId(section.id)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={sectionId(section.id)} aria-labelledby={`${sectionId(section.id)}-h`}>
          <Section id={`${sectionId(section.id)}-h`}>{section.heading}</Section>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i}>{shown(paragraph)}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item, i) => (
                <li key={i}>{shown(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
