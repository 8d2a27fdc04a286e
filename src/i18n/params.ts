import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/**
 * The locale of a `[locale]` route. Paths the proxy skips (names with a dot, e.g. /robots.txt
 * before it existed, /foo.php) reach `[locale]` with a value that is no locale: those are 404s.
 */
export async function requireLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
