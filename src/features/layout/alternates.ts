import type { Metadata } from 'next';
import { LOCALE_INFO, LOCALES, localizePath, type Locale } from '@/i18n/locales';

/** Canonical and hreflang links of a page that exists in the three languages. */
export function alternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  return {
    canonical: localizePath(path, locale),
    languages: {
      ...Object.fromEntries(LOCALES.map((l) => [LOCALE_INFO[l].hreflang, localizePath(path, l)])),
      'x-default': localizePath(path, 'ko'),
    },
  };
}
