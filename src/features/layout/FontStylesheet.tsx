import type { Locale } from '@/i18n/locales';

/** The visitors' sheets, and the sheets of the text only signed-in screens and legal documents add. */
const SHEETS: Record<'visitor' | 'more', Record<Locale, string | undefined>> = {
  visitor: { ko: '/fonts/ko.css', en: '/fonts/en.css', 'ja-JP': '/fonts/ja.css' },
  more: { ko: '/fonts/ko-more.css', en: undefined, 'ja-JP': '/fonts/ja-more.css' },
};

/**
 * A self-hosted font stylesheet of one language (scripts/build-fonts.mjs): a page blocks only on
 * its own language's @font-face rules, and fetches only the font cuts it renders. Every page has
 * the visitor sheet (the root layout); the signed-in screens and the legal documents add `more`,
 * the cuts of their own text, which a visitor's page then never loads. English has no such cut.
 */
export function FontStylesheet({ locale, part = 'visitor' }: { locale: Locale; part?: 'visitor' | 'more' }) {
  const href = SHEETS[part][locale];
  return href ? <link rel="stylesheet" href={href} precedence="fonts" /> : null;
}
