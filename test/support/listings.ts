/**
 * Stored listings for tests, written straight into `listings` (no import). A test file makes its
 * own factory with what its listings share, and each listing states what differs from that.
 */
import type { NewListing } from '@/server/seed/listings';

/** What a test's listings share: their agent at least; a function when a field depends on the key. */
export type ListingDefaults = Partial<NewListing> & Pick<NewListing, 'listAgentStateLicense'>;

/**
 * A factory of active Residential listings in Irvine, CA 92620 (market crmls), listed on
 * 2026-10-01 and modified on 2026-11-20, with one demo photo; `defaults` and then each call's
 * `overrides` set the rest.
 */
export function listingFactory(defaults: ListingDefaults | ((key: string) => ListingDefaults)) {
  return (key: string, overrides: Partial<NewListing> = {}): NewListing => ({
    listingKey: key,
    listingId: `OC-${key}`,
    market: 'crmls',
    standardStatus: 'Active',
    propertyType: 'Residential',
    city: 'Irvine',
    stateOrProvince: 'CA',
    postalCode: '92620',
    listingContractDate: '2026-10-01',
    media: ['/demo/top-1.webp'],
    modificationTimestamp: new Date('2026-11-20T00:00:00Z'),
    ...(typeof defaults === 'function' ? defaults(key) : defaults),
    ...overrides,
  });
}
