import { localizePath, type Locale } from '@/i18n/locales';
import { safeNextPath } from '@/lib/safe-next';

/** The `next` of a sign-in page's query, kept on this site; `fallback` (localised) otherwise. */
export async function nextParam(searchParams: Promise<Record<string, string | string[] | undefined>>, locale: Locale, fallback: string): Promise<string> {
  const { next } = await searchParams;
  return safeNextPath(typeof next === 'string' ? next : undefined, localizePath(fallback, locale));
}
