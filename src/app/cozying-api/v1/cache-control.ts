/** Every answer of the listing service API may be cached for a minute (and served stale for five while it is fetched anew). */
export const LISTINGS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
