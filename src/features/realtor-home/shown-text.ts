import type { Locale } from '@/i18n/locales';
import type { CachedRealtor } from '@/server/realtors/cached';

/** About text: Korean for ko, English for en and ja-JP, each falling back to the other. */
export function aboutText(realtor: Pick<CachedRealtor, 'aboutMeKr' | 'aboutMeEn'>, locale: Locale): string {
  return locale === 'ko' ? realtor.aboutMeKr || realtor.aboutMeEn : realtor.aboutMeEn || realtor.aboutMeKr;
}

/**
 * The record's text that a page in `locale` can show, for the font cut of its characters: the
 * about text of that language only, and no SEO entries (they are not painted with web fonts).
 */
export function shownText(realtor: CachedRealtor, locale: Locale): string {
  const { aboutMeKr: _kr, aboutMeEn: _en, seoMeta: _seo, ...shown } = realtor;
  return JSON.stringify(shown) + aboutText(realtor, locale);
}
