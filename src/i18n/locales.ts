/**
 * The three locales (SPEC §3 "Locale"). Isomorphic and dependency-free, so the proxy, server
 * code and client islands can all import it cheaply.
 */
export const LOCALES = ['ko', 'en', 'ja-JP'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

export const LOCALE_COOKIE = 'i18n_redirected';
/** The header the browser's API client sends with the page's language; the API answers in it. */
export const LOCALE_HEADER = 'x-locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface LocaleInfo {
  code: Locale;
  /** The label in its own language, as the language switcher shows it. */
  name: string;
  /** The language tag used for og:locale. */
  languageTag: string;
  /** The BCP 47 tag used for hreflang and <html lang>. */
  hreflang: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  ko: { code: 'ko', name: '한국어', languageTag: 'ko_KR', hreflang: 'ko' },
  en: { code: 'en', name: 'English', languageTag: 'en-US', hreflang: 'en' },
  'ja-JP': { code: 'ja-JP', name: '日本語', languageTag: 'ja-JP', hreflang: 'ja-JP' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * `pathname` without the prefix of `locale`: '/en/terms' → '/terms'. Korean URLs have none, but a
 * page that Next.js renders at build time sees its internal path ('/ko/terms'), so the prefix is
 * taken off for every locale, as next-intl's `usePathname` does ('ko' is a reserved slug).
 */
export function unprefixedPath(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** The path of `pathname` (without a locale prefix) in `locale`: '/terms' → '/en/terms'. */
export function localizePath(pathname: string, locale: Locale): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** hreflang → URL of `pathname` in each language (`base` makes them absolute, e.g. for sitemaps). */
export function hreflangLinks(pathname: string, base = ''): Record<string, string> {
  return Object.fromEntries(LOCALES.map((l) => [LOCALE_INFO[l].hreflang, `${base}${localizePath(pathname, l)}`]));
}

/** The Set-Cookie / document.cookie value that stores a language choice. */
export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Stores a language choice in the browser (the cookie the proxy reads). */
export function storeLocaleChoice(locale: Locale): void {
  document.cookie = localeCookieString(locale);
}
