import 'server-only';
/**
 * The listing a visitor's form on a listing's page is about (issue #24: a tour request, a loan
 * inquiry): it must be one the realtor's page shows (theirs, in one of the four tabs), as its page
 * decides (availabilityOf). No such published realtor is the forms' 404 of the realtor; a listing
 * the realtor does not show, the 404 of the listing (`listingNotFound`, also on `listingKey`).
 */
import { and, eq } from 'drizzle-orm';
import { marketFromRegions } from '@/lib/regions';
import type { Database } from '@/server/db/client';
import { realtorRegions, realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { availabilityOf, getListing, type ListingDetail } from './get-listing';

export interface ShownListing {
  listing: ListingDetail;
  realtor: { id: number; desiredUrl: string; licenseNumber: string; displayNameEn: string; displayNameKo: string; displayNameJa: string };
}

export async function shownListing(db: Database['db'], realtorId: number, listingKey: string): Promise<ShownListing> {
  const [realtor] = await db
    .select({
      id: realtors.id,
      desiredUrl: realtors.desiredUrl,
      licenseNumber: realtors.licenseNumber,
      displayNameEn: realtors.displayNameEn,
      displayNameKo: realtors.displayNameKo,
      displayNameJa: realtors.displayNameJa,
    })
    .from(realtors)
    .where(and(eq(realtors.id, realtorId), eq(realtors.published, true)))
    .limit(1);
  if (!realtor) throw new AppError('not_found', 'realtorNotFound', { realtorId: 'realtorNotFound' });
  const [regions, listing] = await Promise.all([
    db.select({ state: realtorRegions.state }).from(realtorRegions).where(eq(realtorRegions.realtorId, realtor.id)),
    getListing(db, listingKey),
  ]);
  if (!listing || availabilityOf(listing, { licenseNumber: realtor.licenseNumber, market: marketFromRegions(regions) || null }) !== 'shown') {
    throw new AppError('not_found', 'listingNotFound', { listingKey: 'listingNotFound' });
  }
  return { listing, realtor };
}
