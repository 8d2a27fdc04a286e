import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from './locales';

/** Korean has no prefix; English is /en, Japanese /ja-JP (docs/decisions/003-locale-routing.md). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
  // hreflang alternates are rendered in each page's <head> instead (a realtor's custom domain
  // has other alternates than the ones the proxy could compute).
  alternateLinks: false,
});
