import 'server-only';
import { marketFromRegions } from '@/lib/regions';
import { availabilityOf, listingKeySchema, type ListingAvailability, type ListingDetail } from '@/server/listings/get-listing';
import { loadListing } from '@/server/listings/cached';
import type { CachedRealtor } from '@/server/realtors/cached';

export type ListingForPage = { availability: 'shown'; listing: ListingDetail } | { availability: Exclude<ListingAvailability, 'shown'> };

/**
 * The listing of `/{desiredUrl}/homes/{listingKey}` as the realtor's page may show it: a malformed
 * key or an unknown listing is `unknown`, another agent's, one no tab shows or one an import
 * removed (a tombstone) is `gone`
 * (src/server/listings/get-listing.ts; the proxy answers those 404 and 410).
 */
export async function listingForPage(realtor: CachedRealtor, rawKey: string): Promise<ListingForPage> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawKey);
  } catch {
    return { availability: 'unknown' };
  }
  const key = listingKeySchema.safeParse(decoded);
  if (!key.success) return { availability: 'unknown' };
  const listing = await loadListing(key.data);
  const availability = availabilityOf(listing, { licenseNumber: realtor.licenseNumber, market: marketFromRegions(realtor.activityRegion) || null });
  return availability === 'shown' && listing && listing !== 'removed' ? { availability, listing } : { availability: availability === 'shown' ? 'unknown' : availability };
}
