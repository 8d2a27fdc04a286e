import type { Metadata } from 'next';
import { alternates } from '@/features/layout/alternates';
import { LOCALE_INFO, localizePath, type Locale } from '@/i18n/locales';
import { parseHttpUrl, webLink } from '@/lib/validators';
import { siteUrl } from '@/server/config/public';
import type { CachedRealtor } from '@/server/realtors/cached';
import { realtorDisplayName } from './RealtorShell';
import { realtorName, seoEntry } from './shown-text';

/**
 * SEO of a realtor's homepage (SPEC §3 "Page SEO data"): title, description, keywords and author
 * from seoMeta in the page's language (or the fallback order's first, see content-language.ts),
 * the display name as the title without one; og:image from the ogImage photo, the
 * favicon from the favicon photo, canonical from hompageUrl, hreflang for the three languages.
 */
export async function realtorMetadata(realtor: CachedRealtor, locale: Locale): Promise<Metadata> {
  const seo = seoEntry(realtor, locale);
  const name = await realtorDisplayName(realtor, locale);
  const path = `/${realtor.desiredUrl}`;
  // A stored address that is not an absolute URL (saved before the scheme was required) is
  // skipped: the page keeps its own canonical rather than failing.
  const homepage = parseHttpUrl(realtor.hompageUrl);
  const canonical = homepage ? new URL(localizePath('/', locale), homepage).toString() : localizePath(path, locale);
  const ogImage = realtor.photos.ogImage[0]?.url;
  const favicon = realtor.photos.favicon[0]?.url;
  return {
    title: { absolute: seo?.title || name },
    description: seo?.description || undefined,
    keywords: seo?.keywords || undefined,
    authors: seo?.author ? [{ name: seo.author }] : undefined,
    // The page's hreflang links, with the canonical on the realtor's own domain.
    alternates: { ...alternates(path, locale), canonical },
    openGraph: {
      type: 'profile',
      locale: LOCALE_INFO[locale].languageTag,
      title: seo?.title || name,
      description: seo?.description || undefined,
      images: ogImage ? [ogImage] : undefined,
    },
    // The realtor's favicon, not the product's: Next.js adds the app's icon files (src/app/icon.svg,
    // apple-icon.png) only to a page whose metadata sets no icons; without a favicon photo the
    // product's icon shows.
    icons: favicon ? { icon: favicon } : undefined,
    // The product's web manifest (src/app/manifest.ts) names the product: not on a realtor's site.
    manifest: null,
  };
}

/** schema.org RealEstateAgent (JSON-LD). */
export function realtorJsonLd(realtor: CachedRealtor, locale: Locale) {
  const photo = realtor.photos.id[0]?.url ?? realtor.photos.top[0]?.url;
  // Photos on this site are stored as paths (/uploads/…, /demo/…); JSON-LD wants absolute URLs.
  const image = photo && new URL(photo, `${siteUrl()}/`).toString();
  const address = realtor.etcInfo.find((e) => e.contentType === 'company_address')?.content;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: realtorName(realtor, locale) || undefined,
    ...(image ? { image } : {}),
    ...(realtor.contactPhone ? { telephone: realtor.contactPhone } : {}),
    ...(realtor.email ? { email: realtor.email } : {}),
    ...(parseHttpUrl(realtor.hompageUrl) ? { url: realtor.hompageUrl } : {}),
    areaServed: realtor.activityRegion.map((r) => ({
      '@type': 'Place',
      name: [r.neighborhood, r.city, r.state].filter(Boolean).join(', '),
      ...(r.zipcode ? { address: { '@type': 'PostalAddress', postalCode: r.zipcode, addressLocality: r.city, addressRegion: r.state, addressCountry: 'US' } } : {}),
    })),
    sameAs: [realtor.snsYoutubeUrl, realtor.snsInstagramUrl, realtor.etcInfo.find((e) => e.contentType === 'zillow_link')?.content].flatMap((s) => webLink(s)?.href ?? []),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'US' } } : {}),
  };
}
