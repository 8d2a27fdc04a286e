import { FILTER_KEYS, type ListingSort, type ListingsIndexQuery } from '@/lib/schemas/listing-pages';
import type { SearchType } from '@/lib/schemas/listings';

export type IndexFilters = Pick<ListingsIndexQuery, (typeof FILTER_KEYS)[number]>;

/**
 * The realtor's listings of one kind, page by page (`page` 1 is left out of the URL), with the
 * filters and the order (the newest first is left out).
 */
export function listingsIndexPath(desiredUrl: string, type: SearchType, page = 1, filters: IndexFilters = {}, sort: ListingSort = 'newest'): `/${string}` {
  const query = new URLSearchParams({ type });
  if (page > 1) query.set('page', String(page));
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  if (sort !== 'newest') query.set('sort', sort);
  return `/${desiredUrl}/homes?${query.toString()}`;
}

/**
 * The page numbers a pagination shows: the first, the last and two either side of the current
 * one, with null where pages are left out ([1, null, 4, 5, 6, 7, 8, null, 20]).
 */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => current + d)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** The calendar file of a listing's open houses, in the page's language (GET /v1/realtor/{desiredUrl}/open-houses). */
export function openHouseCalendarPath(desiredUrl: string, listingKey: string, locale: string): `/${string}` {
  return `/v1/realtor/${encodeURIComponent(desiredUrl)}/open-houses?${new URLSearchParams({ listing: listingKey, locale }).toString()}`;
}
