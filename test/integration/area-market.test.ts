/**
 * The market figure of a realtor's area cards, on this driver's database: the median asking price
 * of the homes for sale in a city or one of its ZIP codes on one MLS, every broker's; nothing for
 * fewer than three homes with a price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { areaMarket } from '@/server/listings/area-market';
import type { NewListing } from '@/server/seed/listings';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

function home(key: string, overrides: Partial<NewListing>): NewListing {
  return {
    listingKey: key,
    listingId: key,
    market: 'crmls',
    standardStatus: 'Active',
    propertyType: 'Residential',
    propertySubType: 'SingleFamilyResidence',
    listPrice: 1_000_000,
    unparsedAddress: `${key} Test Way`,
    city: 'Testville',
    stateOrProvince: 'CA',
    postalCode: '90001',
    listAgentStateLicense: `AGENT-${key}`,
    modificationTimestamp: new Date('2026-11-27T00:00:00Z'),
    ...overrides,
  };
}

const rows = [
  // 90001: four homes for sale, by four brokers.
  home('A1', { listPrice: 900_000 }),
  home('A2', { listPrice: 1_100_000 }),
  home('A3', { listPrice: 1_500_000 }),
  home('A4', { listPrice: 2_000_000 }),
  // 90002: one home with a price, one without: too few to say anything.
  home('B1', { postalCode: '90002', listPrice: 700_000 }),
  home('B2', { postalCode: '90002', listPrice: null }),
  // Not for sale in Testville on CRMLS: sold, pending, a lease, another city, another MLS.
  home('C1', { standardStatus: 'Closed', listPrice: 5_000_000 }),
  home('C2', { standardStatus: 'Pending', listPrice: 5_000_000 }),
  home('C3', { propertyType: 'ResidentialLease', listPrice: 4_000 }),
  home('C4', { city: 'Otherville', listPrice: 5_000_000 }),
  home('C5', { market: 'fmls', listPrice: 5_000_000 }),
  // 90003: three, the fewest that have a median.
  home('D1', { postalCode: '90003', listPrice: 600_000 }),
  home('D2', { postalCode: '90003', listPrice: 800_000 }),
  home('D3', { postalCode: '90003', listPrice: 1_000_000 }),
];

describe.skipIf(!available)(`area market figures on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(listings).values(rows);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const area = { market: 'crmls' as const, state: 'CA', city: 'Testville', zip: '' };

  it("a ZIP code's homes for sale: their median asking price", async () => {
    expect(await areaMarket(database.db, { ...area, zip: '90001' })).toEqual({ homes: 4, medianPrice: 1_300_000 });
    expect(await areaMarket(database.db, { ...area, zip: '90003' })).toEqual({ homes: 3, medianPrice: 800_000 });
  });

  it("a city's: every ZIP code of it, only Active homes for sale with a price, on its MLS", async () => {
    // A1–A4, B1 and D1–D3: 600k, 700k, 800k, 900k, 1.0m, 1.1m, 1.5m, 2.0m.
    expect(await areaMarket(database.db, area)).toEqual({ homes: 8, medianPrice: 950_000 });
  });

  it('finds a city however the realtor cased its name', async () => {
    expect(await areaMarket(database.db, { ...area, city: 'testville' })).toEqual({ homes: 8, medianPrice: 950_000 });
    expect(await areaMarket(database.db, { ...area, city: 'TESTVILLE', zip: '90003' })).toEqual({ homes: 3, medianPrice: 800_000 });
  });

  it('says nothing of fewer than three homes with a price', async () => {
    expect(await areaMarket(database.db, { ...area, zip: '90002' })).toBeNull();
    expect(await areaMarket(database.db, { ...area, city: 'Nowhere' })).toBeNull();
  });
});
