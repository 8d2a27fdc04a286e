import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizePath, type Locale } from '@/i18n/locales';

/**
 * A link to one of our pages in the page's language, as a plain anchor (a full page load, no
 * client code). For the frame of every page (header, footer, the 404 page): those are part of
 * every page's 404 boundary, and next-intl's `Link` there put a second copy of its navigation
 * code, about 5 KB gzipped, into the script of every page. Screens that navigate often (admin)
 * keep `Link` from '@/i18n/navigation'.
 */
export async function LocaleLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: `/${string}` }) {
  const locale = (await getLocale()) as Locale;
  return <a href={localizePath(href, locale)} {...props} />;
}
