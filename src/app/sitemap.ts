import type { MetadataRoute } from 'next';
import { eq } from 'drizzle-orm';
import { hreflangLinks, LOCALES, localizePath } from '@/i18n/locales';
import { siteUrl } from '@/server/config/public';
import { getDb } from '@/server/db';
import { realtors } from '@/server/db/schema';
import { listSitemapListings } from '@/server/listings/list-sitemap-listings';

// Read per request (the build never opens the database); search engines fetch it rarely.
export const dynamic = 'force-dynamic';

const PAGES = ['/', '/terms', '/terms/privacy'];

/** The product's pages, every published realtor homepage and their active listings' pages, in three languages with hreflang. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const db = await getDb();
  const published = await db
    .select({ desiredUrl: realtors.desiredUrl, updatedAt: realtors.updatedAt })
    .from(realtors)
    .where(eq(realtors.published, true));
  const entries = [
    ...PAGES.map((path) => ({ path, lastModified: undefined as Date | undefined })),
    ...published.map((r) => ({ path: `/${r.desiredUrl}`, lastModified: r.updatedAt })),
    ...(await listSitemapListings(db)),
  ];
  return entries.flatMap(({ path, lastModified }) =>
    LOCALES.map((locale) => ({
      url: `${base}${localizePath(path, locale)}`,
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: hreflangLinks(path, base) },
    })),
  );
}
