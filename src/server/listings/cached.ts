import 'server-only';
import { unstable_cache } from 'next/cache';
import type { SearchType } from '@/lib/schemas/listings';
import { getDb } from '@/server/db';
import { listAgentListings } from './list-agent-listings';

/** A homepage shows the newest few of each kind (the tab names the total); the page stays light. */
export const HOMEPAGE_LISTINGS_PER_TAB = 6;

/** Listings change during the day: a homepage's listings are kept for 15 minutes, its page for an hour. */
export const LISTINGS_REVALIDATE_SECONDS = 900;

/** An agent's listings of one kind for their homepage (SPEC §4, §7), cached for 15 minutes. */
export function loadAgentListings(licenseNumber: string, market: 'crmls' | 'fmls', searchType: SearchType) {
  return unstable_cache(
    async () => listAgentListings(await getDb(), { licenseNumber, market, searchType, limit: HOMEPAGE_LISTINGS_PER_TAB }),
    ['agent-listings', market, licenseNumber, searchType],
    { tags: [`listings:${market}:${licenseNumber}`], revalidate: LISTINGS_REVALIDATE_SECONDS },
  )();
}
