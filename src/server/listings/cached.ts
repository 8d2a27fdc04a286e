import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ListingSort } from '@/lib/schemas/listing-pages';
import type { SearchType } from '@/lib/schemas/listings';
import { getDb } from '@/server/db';
import { areaMarket, type MarketArea } from './area-market';
import { agentListingsTag, listingTag } from './changes';
import { findListing } from './get-listing';
import { feedUpdatedAt } from './import/odata-sync';
import { listAgentListings, type ListingFilters } from './list-agent-listings';

/** A homepage shows the newest few of each kind (the tab names the total); the page stays light. */
export const HOMEPAGE_LISTINGS_PER_TAB = 6;

/** The realtor's listings pages (`/{desiredUrl}/homes?type=…&page=…`) show this many per page. */
export const LISTINGS_PER_PAGE = 12;

/**
 * Listings change during the day: a homepage's listings are kept for 15 minutes, its page for an
 * hour; an import or sync expires the changed ones at once (src/server/listings/changes.ts).
 */
export const LISTINGS_REVALIDATE_SECONDS = 900;

export { agentListingsTag, listingTag };

/** An agent's listings of one kind for their homepage (SPEC §4, §7), cached for 15 minutes. */
export function loadAgentListings(licenseNumber: string, market: 'crmls' | 'fmls', searchType: SearchType) {
  return unstable_cache(
    async () => listAgentListings(await getDb(), { licenseNumber, market, searchType, limit: HOMEPAGE_LISTINGS_PER_TAB }),
    ['agent-listings', market, licenseNumber, searchType],
    { tags: [agentListingsTag(market, licenseNumber)], revalidate: LISTINGS_REVALIDATE_SECONDS },
  )();
}

/** The cache key part of a set of filters ('' for none). */
function filtersKey(filters: ListingFilters): string {
  return JSON.stringify([filters.minPrice ?? null, filters.maxPrice ?? null, filters.minBeds ?? null, filters.city?.toLowerCase() ?? null, filters.zip ?? null]);
}

/**
 * One page (1-based) of an agent's listings of one kind, for `/{desiredUrl}/homes`: every listing
 * that a tab counts can be reached through these pages. `limit` 0: only the number of all.
 * Cached like the homepage's, per page, filters and order.
 */
export function loadAgentListingsPage(
  licenseNumber: string,
  market: 'crmls' | 'fmls',
  searchType: SearchType,
  page: number,
  { filters = {}, sort = 'newest', limit = LISTINGS_PER_PAGE }: { filters?: ListingFilters; sort?: ListingSort; limit?: number } = {},
) {
  return unstable_cache(
    async () => listAgentListings(await getDb(), { licenseNumber, market, searchType, limit, offset: (page - 1) * limit, filters, sort }),
    ['agent-listings-page', market, licenseNumber, searchType, String(page), String(limit), filtersKey(filters), sort],
    { tags: [agentListingsTag(market, licenseNumber)], revalidate: LISTINGS_REVALIDATE_SECONDS },
  )();
}

/**
 * One stored listing for its page, or `'removed'` (a tombstone), cached 15 minutes (tag
 * `listing:{key}`) or until an import changes it (src/server/listings/changes.ts).
 */
export function loadListing(listingKey: string) {
  return unstable_cache(async () => findListing(await getDb(), listingKey), ['listing', listingKey], {
    tags: [listingTag(listingKey)],
    revalidate: LISTINGS_REVALIDATE_SECONDS,
  })();
}

/**
 * The market figures of one of a realtor's areas (src/server/listings/area-market.ts), cached like
 * the listings: 15 minutes, shared by every realtor who serves the area.
 */
export function loadAreaMarket(area: MarketArea) {
  return unstable_cache(async () => areaMarket(await getDb(), area), ['area-market', area.market, area.state, area.city.toLowerCase(), area.zip], {
    revalidate: LISTINGS_REVALIDATE_SECONDS,
  })();
}

/**
 * When the listings of `market` were last brought up to date with the MLS (feedUpdatedAt), as an
 * ISO string, or null when no feed has been synced; cached like the listings, 15 minutes.
 */
export function loadFeedUpdatedAt(market: 'crmls' | 'fmls') {
  return unstable_cache(async () => (await feedUpdatedAt(await getDb(), market))?.toISOString() ?? null, ['feed-updated-at', market], {
    revalidate: LISTINGS_REVALIDATE_SECONDS,
  })();
}
