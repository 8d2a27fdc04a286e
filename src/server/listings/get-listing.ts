import 'server-only';
/**
 * One listing for its page under a realtor (`/{desiredUrl}/homes/{listingKey}`, issue #24), and
 * whether a realtor still shows it: the proxy (src/proxy.ts) reads the availability to answer a
 * listing that is no longer shown with 410.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { marketFromRegions } from '@/lib/regions';
import { SEARCH_TYPE_RESO, SEARCH_TYPES, type ListingCard, type SearchType } from '@/lib/schemas/listings';
import type { Db, Database } from '@/server/db/client';
import { listings, realtorRegions, realtors } from '@/server/db/schema';
import { runtime } from '@/server/runtime';
import { listingCardColumns, toListingCard } from './list-agent-listings';

/** A ListingKey in a path: RESO keys are letters, digits, '-' and '_' (the seed's `CRMLS-00000008`). */
export const listingKeySchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

/** What a listing's page shows: the card's fields and the rest of the stored record. */
export interface ListingDetail extends ListingCard {
  listPrice: number | null;
  closePrice: number | null;
  listingContractDate: string | null;
  lotSizeSquareFeet: number | null;
  yearBuilt: number | null;
  countyOrParish: string;
  listAgentStateLicense: string;
  /** RESO AssociationFee as the feed states it, per `associationFeeFrequency` (null: not stated). */
  associationFee: number | null;
  associationFeeFrequency: string | null;
  /** RESO PublicRemarks, as the MLS gives them (usually English; never translated). */
  publicRemarks: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The search type whose tab shows it (sale, rent, sold, rented), or null when none does. */
  searchType: SearchType | null;
}

const detailColumns = {
  ...listingCardColumns,
  listingContractDate: listings.listingContractDate,
  lotSizeSquareFeet: listings.lotSizeSquareFeet,
  yearBuilt: listings.yearBuilt,
  countyOrParish: listings.countyOrParish,
  listAgentStateLicense: listings.listAgentStateLicense,
  associationFee: listings.associationFee,
  associationFeeFrequency: listings.associationFeeFrequency,
  publicRemarks: listings.publicRemarks,
  latitude: listings.latitude,
  longitude: listings.longitude,
};

/** The search type of a PropertyType and StandardStatus, or null when no tab shows such a listing. */
export function searchTypeOf(propertyType: string, standardStatus: string): SearchType | null {
  return SEARCH_TYPES.find((type) => SEARCH_TYPE_RESO[type].propertyType === propertyType && (SEARCH_TYPE_RESO[type].standardStatuses as readonly string[]).includes(standardStatus)) ?? null;
}

/**
 * The stored listing; `'removed'` for a tombstone (an import removed it: its page answers 410,
 * docs/decisions/034-listing-tombstones-and-import-revalidation.md); null when there never was one.
 */
export async function findListing(db: Db, listingKey: string): Promise<ListingDetail | 'removed' | null> {
  const [row] = await db
    .select({ ...detailColumns, removedAt: listings.removedAt })
    .from(listings)
    .where(eq(listings.listingKey, listingKey))
    .limit(1);
  if (!row) return null;
  if (row.removedAt) return 'removed';
  const { listingContractDate, lotSizeSquareFeet, yearBuilt, countyOrParish, listAgentStateLicense, associationFee, associationFeeFrequency, publicRemarks, latitude, longitude, removedAt: _removed, ...card } = row;
  return {
    ...toListingCard(card),
    listPrice: card.listPrice,
    closePrice: card.closePrice,
    listingContractDate,
    lotSizeSquareFeet,
    yearBuilt,
    countyOrParish,
    listAgentStateLicense,
    associationFee,
    associationFeeFrequency,
    publicRemarks,
    latitude,
    longitude,
    searchType: searchTypeOf(card.propertyType, card.standardStatus),
  };
}

/** The stored listing, or null (also for one an import removed: no API or page shows its data). */
export async function getListing(db: Db, listingKey: string): Promise<ListingDetail | null> {
  const found = await findListing(db, listingKey);
  return found === 'removed' ? null : found;
}

/**
 * Whether a realtor's page shows a listing: `shown` when it is theirs (their license, their
 * market) and in one of the four tabs; `gone` when the listing is stored but no longer theirs to
 * show (another agent's now, a status no tab shows, or removed by an import and kept as a
 * tombstone): it existed, so its page answers 410;
 * `unknown` when there is no such listing (404).
 */
export type ListingAvailability = 'shown' | 'gone' | 'unknown';

export function availabilityOf(
  listing: Pick<ListingDetail, 'listAgentStateLicense' | 'market' | 'searchType'> | 'removed' | null,
  realtor: { licenseNumber: string; market: 'crmls' | 'fmls' | null },
): ListingAvailability {
  if (!listing) return 'unknown';
  if (listing === 'removed') return 'gone';
  const theirs = !!realtor.licenseNumber && listing.listAgentStateLicense === realtor.licenseNumber && listing.market === realtor.market;
  return theirs && listing.searchType ? 'shown' : 'gone';
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
/**
 * One map per process, not per module instance (the runtime registry): the proxy and the code
 * that learns of an import (change-listener.ts) are bundled apart, and the latter must be able to
 * empty it.
 */
const statuses = (runtime().listingStatuses ??= new Map());

/** Forgets the proxy's cached listing statuses (after an import changed listings). */
export function forgetListingStatuses(): void {
  statuses.clear();
}

/** The process's database once start-up's hold is over; undefined before anything opened it. */
async function readyDatabase(): Promise<Database | undefined> {
  const ready = runtime().db?.ready;
  return ready?.catch(() => undefined);
}

/**
 * For the proxy: the HTTP status of `/{desiredUrl}/homes/{listingKey}` — 200 when the realtor
 * shows the listing, 410 when it is gone, 404 when it never existed, or null when the proxy
 * cannot tell (no such published realtor: the page's own 404; the database not open yet).
 * Cached for a minute per realtor and key, like the proxy's other look-ups (host-map.ts).
 */
export async function listingPageStatus(desiredUrl: string, listingKey: string, now = Date.now()): Promise<200 | 404 | 410 | null> {
  const key = `${desiredUrl.toLowerCase()}\n${listingKey}`;
  const hit = statuses.get(key);
  if (hit && hit.expires > now) return toStatus(hit.status);
  const database = await readyDatabase();
  if (!database) return null;
  const [realtor] = await database.db
    .select({ id: realtors.id, licenseNumber: realtors.licenseNumber })
    .from(realtors)
    .where(and(sql`lower(${realtors.desiredUrl}) = ${desiredUrl.toLowerCase()}`, eq(realtors.published, true)))
    .limit(1);
  if (!realtor) return null;
  const regions = await database.db.select({ state: realtorRegions.state }).from(realtorRegions).where(eq(realtorRegions.realtorId, realtor.id));
  const parsed = listingKeySchema.safeParse(listingKey);
  const listing = parsed.success ? await findListing(database.db, parsed.data) : null;
  const status = availabilityOf(listing, { licenseNumber: realtor.licenseNumber, market: marketFromRegions(regions) || null });
  if (statuses.size >= MAX_ENTRIES) statuses.clear();
  statuses.set(key, { status, expires: now + TTL_MS });
  return toStatus(status);
}

function toStatus(status: ListingAvailability): 200 | 404 | 410 {
  return status === 'shown' ? 200 : status === 'gone' ? 410 : 404;
}
