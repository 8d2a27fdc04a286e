/**
 * The search parameters of a realtor's listings pages (`/{desiredUrl}/homes?type=sale&page=2`,
 * issue #24). Shared by the proxy (a bad query is answered 400) and the page.
 */
import { z } from 'zod';
import { SEARCH_TYPES } from './listings';

/** The orders of a realtor's listings pages: on the market first, each newest first (the default, which links leave out of their URLs), or by price. */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Far beyond any agent's listings; keeps the offset small. */
export const MAX_LISTINGS_PAGE = 1000;

export const listingsIndexQuerySchema = z
  .object({
    type: z.enum(SEARCH_TYPES).default('sale'),
    page: z
      .string()
      .regex(/^[1-9]\d{0,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_LISTINGS_PAGE))
      .default(1),
    minPrice: z.string().regex(/^\d{1,10}$/).transform(Number).optional(),
    maxPrice: z.string().regex(/^\d{1,10}$/).transform(Number).optional(),
    beds: z.string().regex(/^[1-9]$/).transform(Number).optional(),
    city: z.string().trim().min(1).max(60).regex(/^[\p{L}\p{M} .'-]+$/u).optional(),
    /** A ZIP code: the homes of one of the realtor's areas (a neighbourhood's card leads there). */
    zip: z.string().regex(/^\d{5}$/).optional(),
    sort: z.enum(LISTING_SORTS).default('newest'),
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { path: ['maxPrice'] });

/** The filters of the GET form; empty ones are dropped. */
export const FILTER_KEYS = ['minPrice', 'maxPrice', 'beds', 'city', 'zip'] as const;
/** The form's other choice: the order. */
const OPTIONAL_KEYS = [...FILTER_KEYS, 'sort'] as const;

export type ListingsIndexQuery = z.output<typeof listingsIndexQuerySchema>;

/**
 * The query of a listings page from a URL's search parameters (each given once), or null when it
 * is not one: an unknown parameter, a repeated one, an unknown type, a page that is not 1–1000, a
 * price that is not a whole number of dollars or a minimum above the maximum. A filter left empty
 * in the form (`minPrice=`) is no filter.
 */
export function parseListingsIndexQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): ListingsIndexQuery | null {
  const entries: [string, string | string[] | undefined][] = params instanceof URLSearchParams ? [...new Set(params.keys())].map((key) => [key, params.getAll(key)]) : Object.entries(params);
  const flat: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length !== 1) return null;
      flat[key] = value[0]!;
    } else flat[key] = value;
  }
  for (const key of OPTIONAL_KEYS) if (flat[key]?.trim() === '') delete flat[key];
  const parsed = listingsIndexQuerySchema.safeParse(flat);
  return parsed.success ? parsed.data : null;
}
