import type { MetadataRoute } from 'next';
import { LOCALE_INFO, LOCALES, localizePath } from '@/i18n/locales';
import { siteUrl } from '@/server/config/public';

const PAGES = ['/', '/terms', '/terms/privacy'];

/** The product's own pages in the three languages, with hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return PAGES.flatMap((path) =>
    LOCALES.map((locale) => ({
      url: `${base}${localizePath(path, locale)}`,
      alternates: {
        languages: Object.fromEntries(LOCALES.map((l) => [LOCALE_INFO[l].hreflang, `${base}${localizePath(path, l)}`])),
      },
    })),
  );
}
