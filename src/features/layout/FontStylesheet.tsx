import type { Locale } from '@/i18n/locales';

const SHEETS: Record<Locale, string> = { ko: '/fonts/ko.css', en: '/fonts/en.css', 'ja-JP': '/fonts/ja.css' };

/**
 * The self-hosted font stylesheet of one language (scripts/build-fonts.mjs): a page blocks only
 * on its own language's @font-face rules, and fetches only the font subsets it renders.
 */
export function FontStylesheet({ locale }: { locale: Locale }) {
  return <link rel="stylesheet" href={SHEETS[locale]} precedence="fonts" />;
}
