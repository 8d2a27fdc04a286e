import 'server-only';
/**
 * The listing pages for the sitemap (issue #24): every published realtor's active listings (for
 * sale and for rent) in their market, as `/{desiredUrl}/homes/{listingKey}` with the listing's
 * last modification. Sold and rented listings stay reachable but are not offered to crawlers.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { listingPath } from '@/lib/listing-display';
import { marketFromRegions } from '@/lib/regions';
import { SEARCH_TYPE_RESO } from '@/lib/schemas/listings';
import type { Db } from '@/server/db/client';
import { listings, realtorRegions, realtors } from '@/server/db/schema';

export async function listSitemapListings(db: Db): Promise<{ path: string; lastModified: Date }[]> {
  const owners = await db
    .select({ id: realtors.id, desiredUrl: realtors.desiredUrl, licenseNumber: realtors.licenseNumber })
    .from(realtors)
    .where(and(eq(realtors.published, true), ne(realtors.licenseNumber, '')));
  if (!owners.length) return [];
  const regions = await db
    .select({ realtorId: realtorRegions.realtorId, state: realtorRegions.state })
    .from(realtorRegions)
    .where(inArray(realtorRegions.realtorId, owners.map((o) => o.id)));
  const result: { path: string; lastModified: Date }[] = [];
  for (const owner of owners) {
    const market = marketFromRegions(regions.filter((r) => r.realtorId === owner.id));
    if (!market) continue;
    // Served by listings_agent_idx (license, market, type, status).
    const rows = await db
      .select({ listingKey: listings.listingKey, modified: listings.modificationTimestamp })
      .from(listings)
      .where(
        and(
          eq(listings.listAgentStateLicense, owner.licenseNumber),
          eq(listings.market, market),
          or(
            ...(['sale', 'rent'] as const).map((type) =>
              and(eq(listings.propertyType, SEARCH_TYPE_RESO[type].propertyType), inArray(listings.standardStatus, [...SEARCH_TYPE_RESO[type].standardStatuses])),
            ),
          ),
        ),
      );
    for (const row of rows) result.push({ path: listingPath(owner.desiredUrl, row.listingKey), lastModified: row.modified });
  }
  return result;
}
