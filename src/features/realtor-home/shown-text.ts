import type { Locale } from '@/i18n/locales';
import { CONTENT_FALLBACK, pickLanguage, type Shown } from '@/lib/content-language';
import type { CachedRealtor } from '@/server/realtors/cached';

type Section = CachedRealtor['additionalSections'][number];
type Testimonial = CachedRealtor['testimonials'][number];
type SeoEntry = NonNullable<CachedRealtor['seoMeta']['ko']>;

/**
 * The name visitors read: the display name in the page's language (or the fallback order's
 * first), else the owner account's name, else the Korean name of the etc-info; never the slug.
 * '' when the realtor has none of them: the page then names no one rather than its address.
 */
export function realtorName(
  realtor: Pick<CachedRealtor, 'displayNameKo' | 'displayNameEn' | 'displayNameJa' | 'ownerName' | 'etcInfo'>,
  locale: Locale,
): string {
  const shown = pickLanguage(locale, { ko: realtor.displayNameKo, en: realtor.displayNameEn, ja: realtor.displayNameJa });
  return shown?.value ?? (realtor.ownerName || realtor.etcInfo.find((e) => e.contentType === 'korea_name')?.content || '');
}

/**
 * A name as it is set in a line of text: a name in Hangul or Japanese stays on one line ("…を田中 /
 * 健二に…" broke at its space), its spaces made no-break; a Latin name may still wrap at its spaces.
 */
export function unbrokenName(name: string): string {
  return /\p{Script=Latin}/u.test(name) ? name : name.replace(/ /g, '\u00a0');
}

/** A monogram for a hero without a photo: the first letters of two words, or the first character of a CJK name. */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  if (/^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(words[0]!)) return Array.from(words[0]!)[0]!;
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}

/** The about text a page in `locale` shows, and its language. */
export function aboutText(realtor: Pick<CachedRealtor, 'aboutMeKr' | 'aboutMeEn' | 'aboutMeJa'>, locale: Locale): Shown<string> | undefined {
  return pickLanguage(locale, { ko: realtor.aboutMeKr, en: realtor.aboutMeEn, ja: realtor.aboutMeJa });
}

/** An additional section in one language: the title and body are never mixed from two. */
export function sectionText(section: Section, locale: Locale): Shown<{ title: string; body: string }> | undefined {
  return pickLanguage(
    locale,
    {
      ko: { title: section.title, body: section.body },
      en: { title: section.titleEn, body: section.bodyEn },
      ja: { title: section.titleJa, body: section.bodyJa },
    },
    (s) => s.title.trim() !== '',
  );
}

/**
 * The testimonials a page in `locale` shows: all of them, as clients are quoted in the language
 * they wrote in, those in the page's language first, then by the fallback order; the realtor's
 * order within each language.
 */
export function testimonialsFor(testimonials: readonly Testimonial[], locale: Locale): Testimonial[] {
  const rank = (t: Testimonial) => CONTENT_FALLBACK[locale].indexOf(t.lang);
  return testimonials.toSorted((a, b) => rank(a) - rank(b));
}

/** The SEO entry of the page's language, else of the fallback order's first language that has a title or description. */
export function seoEntry(realtor: Pick<CachedRealtor, 'seoMeta'>, locale: Locale): SeoEntry | undefined {
  return pickLanguage(locale, realtor.seoMeta, (e) => Boolean(e.title || e.description))?.value;
}

/**
 * The record's text that a page in `locale` can show, for the font cut of its characters: the
 * texts of the language the page shows and the other fields, and no SEO entries (they are not
 * painted with web fonts).
 */
export function shownText(realtor: CachedRealtor, locale: Locale): string {
  const {
    aboutMeKr: _kr,
    aboutMeEn: _en,
    aboutMeJa: _ja,
    displayNameKo: _nameKo,
    displayNameEn: _nameEn,
    displayNameJa: _nameJa,
    additionalSections,
    seoMeta: _seo,
    ...shown
  } = realtor;
  const sections = additionalSections.map((s) => sectionText(s, locale)?.value);
  return JSON.stringify({ shown, sections }) + realtorName(realtor, locale) + (aboutText(realtor, locale)?.value ?? '');
}
