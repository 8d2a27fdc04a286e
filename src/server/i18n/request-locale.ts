import 'server-only';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_HEADER, type Locale } from '@/i18n/locales';
import { decodePathSegment } from '@/lib/validators';

/**
 * The language of an API request: an explicit value, else the page's language that the browser's
 * client sends, else the language cookie, else Korean.
 */
export function apiLocale(request: Request, explicit?: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  const header = request.headers.get(LOCALE_HEADER);
  if (isLocale(header)) return header;
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  // A malformed escape in the cookie ('%E0') is no language, not an error.
  const value = match?.[1] ? decodePathSegment(match[1]) : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
