import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/locales';
import { requireLocale } from '@/i18n/params';
import NotFound from '../not-found';

// Rendered for each request and never cached: every unknown path a crawler tries is a new one.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const locale = await requireLocale(params);
  const { rest } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const path = localizePath(`/${rest.map(safeDecode).join('/')}`, locale);
  return { title: t('title', { path }), robots: { index: false } };
}

/**
 * Any path that no page matches, at any depth, in every language: the localised not-found page.
 * The proxy gives it its 404 status (src/lib/page-routes.ts); it renders as an ordinary page, so
 * the HTML carries its `lang` and its text, where a `notFound()` thrown here would send Next.js's
 * error shell.
 */
export default NotFound;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
