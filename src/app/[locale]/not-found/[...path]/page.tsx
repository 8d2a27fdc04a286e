import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LandingPage } from '@/features/landing/LandingPage';
import { localizePath } from '@/i18n/locales';
import { requireLocale } from '@/i18n/params';
import { decodePathSegment, isValidDesiredUrl } from '@/lib/validators';
import { loadRealtorForPage } from '@/server/realtors/cached';
import NotFound from '../../not-found';

// Rendered for each request and never cached: every address a crawler tries is a new one.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/not-found/[...path]'>;

/** The slug of a realtor who does not exist (or is not published), from the path the visitor asked for; null otherwise. */
async function missingRealtor(path: string[]): Promise<string | null> {
  const slug = decodePathSegment(path[0] ?? '');
  return slug && isValidDesiredUrl(slug) && !(await loadRealtorForPage(slug)) ? slug : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await requireLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const path = localizePath(`/${(await params).path.map((s) => decodePathSegment(s) ?? s).join('/')}`, locale);
  return { title: t('title', { path }), robots: { index: false } };
}

/**
 * What the proxy serves, with status 404, at the address of a realtor's page when there is no such
 * published realtor (src/proxy.ts): the landing page with an offer to request that homepage (SPEC
 * §2, "the root page shows instead"), server-rendered with its `lang` like any page. A
 * `notFound()` thrown by the realtor's page at request time would reach the browser as Next.js's
 * error shell instead, its text drawn by script (vercel/next.js#62228). Anything else that lands
 * here (a malformed address, a visit to this route itself) is the ordinary not-found page.
 */
export default async function MissingRealtorPage({ params }: Props) {
  const locale = await requireLocale(params);
  const slug = await missingRealtor((await params).path);
  if (!slug) return <NotFound />;
  const t = await getTranslations({ locale, namespace: 'RealtorNotFound' });
  return <LandingPage locale={locale} notice={t('notice', { slug })} />;
}
