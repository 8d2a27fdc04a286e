/**
 * Listings a visitor can act on (issue #24), on this driver's database: an agent's listings page by
 * page reach every listing a tab counts, in each order, the GET form's filters (a ZIP code too), one listing and whether a realtor
 * still shows it (shown, gone → 410, unknown → 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { availabilityOf, getListing } from '@/server/listings/get-listing';
import { listAgentListings } from '@/server/listings/list-agent-listings';
import type { NewListing } from '@/server/seed/listings';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const AGENT = 'T-PAGES';
const BASE = Date.UTC(2026, 10, 20);

function row(key: string, n: number, overrides: Partial<NewListing> = {}): NewListing {
  const city = n % 3 === 0 ? 'Tustin' : 'Irvine';
  const postalCode = city === 'Tustin' ? '92780' : n % 2 ? '92604' : '92620';
  return {
    listingKey: key,
    listingId: key,
    market: 'crmls',
    standardStatus: ['Active', 'ActiveUnderContract', 'Pending'][n % 3]!,
    propertyType: 'Residential',
    propertySubType: 'SingleFamilyResidence',
    listPrice: 500_000 + n * 50_000,
    bedroomsTotal: 1 + (n % 5),
    unparsedAddress: `${n} Test Way, ${city}, CA ${postalCode}`,
    city,
    stateOrProvince: 'CA',
    postalCode,
    listAgentStateLicense: AGENT,
    listAgentFullName: 'Test Agent',
    listOfficeName: 'Test Office',
    listingContractDate: '2026-10-01',
    lotSizeSquareFeet: 5000,
    yearBuilt: 1999,
    media: ['/demo/top-1.webp'],
    // Some share a timestamp: the key breaks the tie, so the pages neither repeat nor skip.
    modificationTimestamp: new Date(BASE - Math.floor(n / 2) * 60_000),
    ...overrides,
  };
}

const sale = Array.from({ length: 30 }, (_, n) => row(`CRMLS-P-${String(n).padStart(2, '0')}`, n));
// Another agent's homes, for the price orders' edges: a tie of three prices across a page's end, a
// home without a price, and two sold homes whose asking and closing prices are in opposite orders.
const ORDER_AGENT = 'T-ORDER';
const orderRows = [
  row('CRMLS-O-TIE-NEW', 0, { listAgentStateLicense: ORDER_AGENT, standardStatus: 'Active', listPrice: 1_000_000, modificationTimestamp: new Date(BASE) }),
  row('CRMLS-O-TIE-MID', 0, { listAgentStateLicense: ORDER_AGENT, standardStatus: 'Active', listPrice: 1_000_000, modificationTimestamp: new Date(BASE - 60_000) }),
  row('CRMLS-O-TIE-OLD', 0, { listAgentStateLicense: ORDER_AGENT, standardStatus: 'Active', listPrice: 1_000_000, modificationTimestamp: new Date(BASE - 120_000) }),
  row('CRMLS-O-NONE', 0, { listAgentStateLicense: ORDER_AGENT, standardStatus: 'Active', listPrice: null }),
  row('CRMLS-O-LOW', 0, { listAgentStateLicense: ORDER_AGENT, standardStatus: 'Active', listPrice: 800_000 }),
  row('CRMLS-O-SOLD-HIGH', 0, { listAgentStateLicense: ORDER_AGENT, standardStatus: 'Closed', listPrice: 900_000, closePrice: 2_000_000, closeDate: '2026-11-01' }),
  row('CRMLS-O-SOLD-LOW', 0, { listAgentStateLicense: ORDER_AGENT, standardStatus: 'Closed', listPrice: 2_500_000, closePrice: 1_000_000, closeDate: '2026-11-02' }),
];
const others = [
  row('CRMLS-P-SOLD', 40, { standardStatus: 'Closed', listPrice: 900_000, closePrice: 2_000_000, closeDate: '2026-11-01' }),
  row('CRMLS-P-HOLD', 41, { standardStatus: 'Hold' }),
  row('CRMLS-P-OTHER', 42, { listAgentStateLicense: 'T-SOMEONE-ELSE' }),
];

describe.skipIf(!available)(`listing pages on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(listings).values([...sale, ...others, ...orderRows]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const query = { licenseNumber: AGENT, market: 'crmls' as const, searchType: 'sale' as const };

  it('pages of 12 reach every listing the count names, each once, on the market first and newest first', async () => {
    const seen: string[] = [];
    let total = 0;
    for (let page = 0; page < 3; page++) {
      const result = await listAgentListings(database.db, { ...query, limit: 12, offset: page * 12 });
      total = result.total;
      seen.push(...result.homes.map((h) => h.listingKey));
    }
    expect(total).toBe(30);
    expect(seen).toHaveLength(30);
    expect(new Set(seen)).toEqual(new Set(sale.map((l) => l.listingKey)));
    const statuses = ['Active', 'ActiveUnderContract', 'Pending'];
    const expectedOrder = [...sale].sort(
      (a, b) =>
        statuses.indexOf(a.standardStatus) - statuses.indexOf(b.standardStatus) ||
        b.modificationTimestamp.getTime() - a.modificationTimestamp.getTime() ||
        (a.listingKey < b.listingKey ? 1 : -1),
    );
    // The first page leads with homes on the market, though the newest of all is not (CRMLS-P-01 is under contract).
    expect(seen[0]).toBe('CRMLS-P-00');
    expect(seen.slice(0, 10).every((key) => sale.find((l) => l.listingKey === key)!.standardStatus === 'Active')).toBe(true);
    expect(seen).toEqual(expectedOrder.map((l) => l.listingKey));
  });

  it('orders by price either way, page by page, each listing once', async () => {
    const pagesOf = async (sort: 'price-asc' | 'price-desc') => {
      const seen: string[] = [];
      for (let page = 0; page < 3; page++) seen.push(...(await listAgentListings(database.db, { ...query, limit: 12, offset: page * 12, sort })).homes.map((h) => h.listingKey));
      return seen;
    };
    const cheapestFirst = [...sale].sort((a, b) => a.listPrice! - b.listPrice!).map((l) => l.listingKey);
    expect(await pagesOf('price-asc')).toEqual(cheapestFirst);
    expect(await pagesOf('price-desc')).toEqual([...cheapestFirst].reverse());
  });

  it('orders equal prices newest first across a page\'s end, a home without a price last, and sold homes by their closing price', async () => {
    const order = { ...query, licenseNumber: ORDER_AGENT };
    const pagesOf = async (sort: 'price-asc' | 'price-desc') => {
      const seen: string[] = [];
      for (let page = 0; page < 3; page++) seen.push(...(await listAgentListings(database.db, { ...order, limit: 2, offset: page * 2, sort })).homes.map((h) => h.listingKey));
      return seen;
    };
    expect(await pagesOf('price-asc')).toEqual(['CRMLS-O-LOW', 'CRMLS-O-TIE-NEW', 'CRMLS-O-TIE-MID', 'CRMLS-O-TIE-OLD', 'CRMLS-O-NONE']);
    expect(await pagesOf('price-desc')).toEqual(['CRMLS-O-TIE-NEW', 'CRMLS-O-TIE-MID', 'CRMLS-O-TIE-OLD', 'CRMLS-O-LOW', 'CRMLS-O-NONE']);
    // A sold home is ordered by its ClosePrice, as its card shows it, not by what was asked.
    const sold = await listAgentListings(database.db, { ...order, searchType: 'sold', sort: 'price-desc' });
    expect(sold.homes.map((h) => [h.listingKey, h.price])).toEqual([
      ['CRMLS-O-SOLD-HIGH', 2_000_000],
      ['CRMLS-O-SOLD-LOW', 1_000_000],
    ]);
  });

  it('filters by the shown price, bedrooms and city, and counts what it filters', async () => {
    const filters = { minPrice: 800_000, maxPrice: 1_600_000, minBeds: 3, city: 'irvine' };
    const match = sale.filter((l) => l.listPrice! >= 800_000 && l.listPrice! <= 1_600_000 && l.bedroomsTotal! >= 3 && l.city === 'Irvine');
    const result = await listAgentListings(database.db, { ...query, limit: 50, filters });
    expect(match.length).toBeGreaterThan(0);
    expect(result.total).toBe(match.length);
    expect(new Set(result.homes.map((h) => h.listingKey))).toEqual(new Set(match.map((l) => l.listingKey)));
    // A sold home's price is its ClosePrice.
    const sold = await listAgentListings(database.db, { ...query, searchType: 'sold', filters: { minPrice: 1_500_000 } });
    expect(sold.homes.map((h) => h.listingKey)).toEqual(['CRMLS-P-SOLD']);
  });

  it("filters by a ZIP code: a neighbourhood's homes", async () => {
    const match = sale.filter((l) => l.postalCode === '92604');
    const result = await listAgentListings(database.db, { ...query, limit: 50, filters: { zip: '92604' } });
    expect(match.length).toBeGreaterThan(0);
    expect(result.total).toBe(match.length);
    expect(new Set(result.homes.map((h) => h.listingKey))).toEqual(new Set(match.map((l) => l.listingKey)));
    expect((await listAgentListings(database.db, { ...query, filters: { zip: '92604', city: 'Tustin' } })).total).toBe(0);
  });

  it('reads one listing with its details, and tells whether the realtor shows it', async () => {
    const realtor = { licenseNumber: AGENT, market: 'crmls' as const };
    const listing = await getListing(database.db, 'CRMLS-P-SOLD');
    expect(listing).toMatchObject({ searchType: 'sold', price: 2_000_000, closePrice: 2_000_000, listPrice: 900_000, lotSizeSquareFeet: 5000, yearBuilt: 1999, listingContractDate: '2026-10-01' });
    expect(availabilityOf(listing, realtor)).toBe('shown');
    expect(availabilityOf(await getListing(database.db, 'CRMLS-P-HOLD'), realtor)).toBe('gone');
    expect(availabilityOf(await getListing(database.db, 'CRMLS-P-OTHER'), realtor)).toBe('gone');
    expect(await getListing(database.db, 'CRMLS-P-NEVER')).toBeNull();
    expect(availabilityOf(null, realtor)).toBe('unknown');
  });
});
