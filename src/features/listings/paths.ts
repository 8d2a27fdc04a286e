import type { ListingsIndexQuery } from '@/lib/schemas/listing-pages';
import type { SearchType } from '@/lib/schemas/listings';

export type IndexFilters = Pick<ListingsIndexQuery, 'minPrice' | 'maxPrice' | 'beds' | 'city'>;

/** The realtor's listings of one kind, page by page (`page` 1 is left out of the URL), with the filters. */
export function listingsIndexPath(desiredUrl: string, type: SearchType, page = 1, filters: IndexFilters = {}): `/${string}` {
  const query = new URLSearchParams({ type });
  if (page > 1) query.set('page', String(page));
  for (const key of ['minPrice', 'maxPrice', 'beds', 'city'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `/${desiredUrl}/homes?${query.toString()}`;
}
