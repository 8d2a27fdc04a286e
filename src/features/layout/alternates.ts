import type { Metadata } from 'next';
import { hreflangLinks, localizePath, type Locale } from '@/i18n/locales';

/** Canonical and hreflang links of a page that exists in the three languages. */
export function alternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  return {
    canonical: localizePath(path, locale),
    languages: {
      ...hreflangLinks(path),
      'x-default': localizePath(path, 'ko'),
    },
  };
}
