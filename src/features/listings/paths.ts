import type { SearchType } from '@/lib/schemas/listings';

/** The realtor's listings of one kind, page by page (`page` 1 is left out of the URL). */
export function listingsIndexPath(desiredUrl: string, type: SearchType, page = 1): `/${string}` {
  return `/${desiredUrl}/homes?type=${type}${page > 1 ? `&page=${page}` : ''}`;
}
