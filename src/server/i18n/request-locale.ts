import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales';

/** The language of an API request: an explicit value, else the language cookie, else Korean. */
export function apiLocale(request: Request, explicit?: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
