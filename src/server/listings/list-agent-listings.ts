import 'server-only';
/**
 * One agent's listings of one kind in one market (SPEC §4, §7 `GET /cozying-api/v1/agent`; the
 * homepage's listings section): by RESO ListAgentStateLicense, on the market first and newest first,
 * at most 50, with the number of all such listings. Served by `listings_agent_idx`.
 */
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ListingSort } from '@/lib/schemas/listing-pages';
import { MAX_AGENT_LISTINGS, SEARCH_TYPE_RESO, type ListingCard, type SearchType } from '@/lib/schemas/listings';
import { upcomingOpenHouses } from '@/lib/open-houses';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';

export type { ListingCard } from '@/lib/schemas/listings';

/** The columns a listing card needs (never the whole row). */
export const listingCardColumns = {
  listingKey: listings.listingKey,
  listingId: listings.listingId,
  market: listings.market,
  standardStatus: listings.standardStatus,
  propertyType: listings.propertyType,
  propertySubType: listings.propertySubType,
  listPrice: listings.listPrice,
  closePrice: listings.closePrice,
  closeDate: listings.closeDate,
  bedroomsTotal: listings.bedroomsTotal,
  bathroomsTotalInteger: listings.bathroomsTotalInteger,
  livingArea: listings.livingArea,
  unparsedAddress: listings.unparsedAddress,
  city: listings.city,
  stateOrProvince: listings.stateOrProvince,
  postalCode: listings.postalCode,
  listAgentFullName: listings.listAgentFullName,
  listOfficeName: listings.listOfficeName,
  media: listings.media,
  openHouses: listings.openHouses,
  modificationTimestamp: listings.modificationTimestamp,
};

/** A row of `listingCardColumns`. */
export type ListingCardRow = Omit<ListingCard, 'price' | 'modificationTimestamp'> & {
  listPrice: number | null;
  closePrice: number | null;
  modificationTimestamp: Date;
};

/**
 * A row as a card: the price is the ClosePrice of a Closed listing (its ListPrice when unknown);
 * the open houses are those that have not ended.
 */
export function toListingCard(row: ListingCardRow): ListingCard {
  const { listPrice, closePrice, modificationTimestamp, openHouses, ...rest } = row;
  return {
    ...rest,
    openHouses: upcomingOpenHouses(openHouses),
    price: row.standardStatus === 'Closed' ? (closePrice ?? listPrice) : listPrice,
    modificationTimestamp: modificationTimestamp.toISOString(),
  };
}

/**
 * Newest first; the key breaks ties, so pages are stable. A new pair per query: drizzle rewrites
 * the column references of an ORDER BY in a UNION in place.
 */
export const newestFirst = () => [desc(listings.modificationTimestamp), desc(listings.listingKey)] as const;

/** Filters of a realtor's listings pages (issue #24): the shown price, at least so many bedrooms, a city, a ZIP code. */
export interface ListingFilters {
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  city?: string;
  zip?: string;
}

/** The price a card shows: the ClosePrice of a Closed listing (its ListPrice when unknown), else the ListPrice. */
const shownPrice = sql`(case when ${listings.standardStatus} = 'Closed' then coalesce(${listings.closePrice}, ${listings.listPrice}) else ${listings.listPrice} end)`;

/**
 * The order of a sort. The default puts the homes a visitor can still buy first: on the market, then
 * under contract, then pending (the order of the search type's statuses), each newest first; a
 * home that went under contract yesterday does not lead the "for sale" tab. By price: the shown
 * price (homes without one last), the newest first among equals.
 */
function ordered(sort: ListingSort, statuses: readonly string[]) {
  if (sort === 'newest') {
    const rank = sql`array_position(array[${sql.join(statuses.map((status) => sql`${status}`), sql`, `)}]::text[], ${listings.standardStatus})`;
    return statuses.length === 1 ? newestFirst() : ([rank, ...newestFirst()] as const);
  }
  const price = sort === 'price-asc' ? sql`${shownPrice} asc nulls last` : sql`${shownPrice} desc nulls last`;
  return [price, ...newestFirst()] as const;
}

export async function listAgentListings(
  db: Db,
  query: { licenseNumber: string; market: 'crmls' | 'fmls'; searchType: SearchType; limit?: number; offset?: number; filters?: ListingFilters; sort?: ListingSort },
): Promise<{ homes: ListingCard[]; total: number }> {
  const filters = query.filters ?? {};
  const reso = SEARCH_TYPE_RESO[query.searchType];
  const limit = Math.max(0, Math.min(Math.trunc(query.limit ?? MAX_AGENT_LISTINGS), MAX_AGENT_LISTINGS));
  const where = and(
    eq(listings.listAgentStateLicense, query.licenseNumber),
    eq(listings.market, query.market),
    eq(listings.propertyType, reso.propertyType),
    reso.standardStatuses.length === 1 ? eq(listings.standardStatus, reso.standardStatuses[0]!) : inArray(listings.standardStatus, [...reso.standardStatuses]),
    filters.minPrice !== undefined ? gte(shownPrice, filters.minPrice) : undefined,
    filters.maxPrice !== undefined ? lte(shownPrice, filters.maxPrice) : undefined,
    filters.minBeds !== undefined ? gte(listings.bedroomsTotal, filters.minBeds) : undefined,
    filters.city ? sql`lower(${listings.city}) = ${filters.city.toLowerCase()}` : undefined,
    filters.zip ? eq(listings.postalCode, filters.zip) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    limit === 0 ? Promise.resolve<ListingCardRow[]>([]) : db.select(listingCardColumns).from(listings).where(where).orderBy(...ordered(query.sort ?? 'newest', reso.standardStatuses)).limit(limit).offset(Math.max(0, Math.trunc(query.offset ?? 0))),
    db.select({ n: count() }).from(listings).where(where),
  ]);
  return { homes: rows.map(toListingCard), total: counted?.n ?? 0 };
}
