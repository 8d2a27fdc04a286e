/**
 * Which language of a realtor's own text a visitor reads (issue #23): a realtor may write their
 * name, about text, additional sections and SEO entries in Korean, English and Japanese; a page
 * shows its own language's text, else the first one written in the fallback order below. The
 * editor shows the same order, so a realtor sees which text each visitor gets.
 */
import type { Locale } from '@/i18n/locales';

/** The languages a realtor writes their text in (the SEO entries' keys). */
export const CONTENT_LANGS = ['ko', 'en', 'ja'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** Korean pages fall back to English; English pages to Korean; Japanese pages to English, then Korean. */
export const CONTENT_FALLBACK: Record<Locale, readonly ContentLang[]> = {
  ko: ['ko', 'en', 'ja'],
  en: ['en', 'ko', 'ja'],
  'ja-JP': ['ja', 'en', 'ko'],
};

/** The BCP 47 tag of a content language, for the `lang` attribute of text shown in another language. */
export const CONTENT_LANG_TAG: Record<ContentLang, string> = { ko: 'ko', en: 'en', ja: 'ja' };

/** The content language of a page's own locale. */
export function contentLangOf(locale: Locale): ContentLang {
  return CONTENT_FALLBACK[locale][0]!;
}

export interface Shown<T> {
  value: T;
  /** The language the value is written in: differs from the page's when it fell back. */
  lang: ContentLang;
}

/**
 * The value a page in `locale` shows: the first language in the fallback order whose value is
 * present (`isPresent`, by default a non-empty string), or undefined when none is.
 */
export function pickLanguage<T>(
  locale: Locale,
  values: Partial<Record<ContentLang, T>>,
  isPresent: (value: T) => boolean = (value) => typeof value === 'string' ? value.trim() !== '' : value != null,
): Shown<T> | undefined {
  for (const lang of CONTENT_FALLBACK[locale]) {
    const value = values[lang];
    if (value !== undefined && isPresent(value)) return { value, lang };
  }
  return undefined;
}
