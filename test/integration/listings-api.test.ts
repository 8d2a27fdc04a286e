/**
 * The two public listing calls (issue #6; SPEC §4, §7, §9): `GET /cozying-api/v1/home/list`
 * (searchHomes) and `GET /cozying-api/v1/agent` (listAgentListings), through their route handlers
 * on this driver's database. The seed generator makes the city-wide listings; the expected answers
 * are computed here from those rows with the RESO table, written out independently.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countyFromCity } from '@/lib/regions';
import { homeListQuerySchema, type ListingCard } from '@/lib/schemas/listings';
import { listings } from '@/server/db/schema';
import { listAgentListings } from '@/server/listings/list-agent-listings';
import { generateListings, type ListingAgent, type NewListing } from '@/server/seed/listings';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { services } from '../support/app-services';

// The route handlers take the process's database from '@/server/db': here, this file's own.
vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));

const { GET: getHomeList } = await import('@/app/cozying-api/v1/home/list/route');
const { GET: getAgent } = await import('@/app/cozying-api/v1/agent/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

/** The table: search type → RESO PropertyType and StandardStatus values. */
const RESO: Record<string, { propertyType: string; statuses: string[] }> = {
  sale: { propertyType: 'Residential', statuses: ['Active', 'ActiveUnderContract', 'Pending'] },
  rent: { propertyType: 'ResidentialLease', statuses: ['Active'] },
  sold: { propertyType: 'Residential', statuses: ['Closed'] },
  rented: { propertyType: 'ResidentialLease', statuses: ['Closed'] },
};

/** SPEC §7 "County from city", word for word. */
const SPEC_COUNTIES: [string, string, 'CA' | 'GA'][] = [
  ['Irvine', 'Orange', 'CA'],
  ['Newport Beach', 'Orange', 'CA'],
  ['Lake Forest', 'Orange', 'CA'],
  ['Rancho Mission Viejo', 'Orange', 'CA'],
  ['Tustin', 'Orange', 'CA'],
  ['Los Angeles', 'Los Angeles', 'CA'],
  ['La Cañada Flintridge', 'Los Angeles', 'CA'],
  ['La Crescenta-Montrose', 'Los Angeles', 'CA'],
  ['Beverly Hills', 'Los Angeles', 'CA'],
  ['Hancock Park', 'Los Angeles', 'CA'],
  ['Johns Creek', 'Fulton', 'GA'],
  ['Alpharetta', 'Fulton', 'GA'],
  ['Suwanee', 'Gwinnett', 'GA'],
];

const AGENTS: ListingAgent[] = [
  { licenseNumber: '02145873', fullName: 'Grace Kim', officeName: 'Coastal Keys Realty', state: 'CA', cities: ['Irvine'] },
  { licenseNumber: '356712', fullName: 'Minho Lee', officeName: 'Peach State Realty Group', state: 'GA', cities: ['Suwanee'] },
];

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 10, 20);

/** A listing of our own, for the cases the generator does not make (no photos, ties, agents). */
function row(key: string, overrides: Partial<NewListing> = {}): NewListing {
  const state = overrides.stateOrProvince ?? 'CA';
  const city = overrides.city ?? 'Irvine';
  return {
    listingKey: key,
    listingId: key,
    market: state === 'CA' ? 'crmls' : 'fmls',
    standardStatus: 'Active',
    propertyType: 'Residential',
    propertySubType: 'SingleFamilyResidence',
    listPrice: 1_000_000,
    unparsedAddress: `1 Test Way, ${city}, ${state}`,
    city,
    countyOrParish: countyFromCity(city),
    stateOrProvince: state,
    postalCode: '92620',
    listAgentStateLicense: '09999999',
    listAgentFullName: 'Test Agent',
    listOfficeName: 'Test Office',
    media: ['/demo/top-1.webp'],
    modificationTimestamp: new Date(BASE),
    ...overrides,
  };
}

const ownRows: NewListing[] = [
  // Irvine, for sale, active, single family, but without photos: only with isImageNull=Y.
  ...[1, 2, 3].map((n) => row(`CRMLS-T-NOPHOTO-${n}`, { media: [], modificationTimestamp: new Date(BASE + n * 1000) })),
  // Two listings modified at the same instant (newer than every generated one): the key decides.
  row('CRMLS-T-TIE-A', { modificationTimestamp: new Date(BASE + DAY) }),
  row('CRMLS-T-TIE-B', { modificationTimestamp: new Date(BASE + DAY) }),
  // An agent with listings of every kind in both markets, and 60 active sale listings.
  ...Array.from({ length: 60 }, (_, n) =>
    row(`CRMLS-T-AGENT-SALE-${String(n).padStart(2, '0')}`, {
      listAgentStateLicense: 'T-AGENT',
      standardStatus: ['Active', 'ActiveUnderContract', 'Pending'][n % 3]!,
      modificationTimestamp: new Date(BASE - n * DAY),
    }),
  ),
  row('CRMLS-T-AGENT-SOLD', { listAgentStateLicense: 'T-AGENT', standardStatus: 'Closed', listPrice: 900_000, closePrice: 950_000, closeDate: '2026-10-01' }),
  row('CRMLS-T-AGENT-RENT', { listAgentStateLicense: 'T-AGENT', propertyType: 'ResidentialLease', listPrice: 4200 }),
  row('CRMLS-T-AGENT-RENTED', { listAgentStateLicense: 'T-AGENT', propertyType: 'ResidentialLease', standardStatus: 'Closed', listPrice: 4000, closePrice: null }),
  row('FMLS-T-AGENT-GA', { listAgentStateLicense: 'T-AGENT', stateOrProvince: 'GA', city: 'Suwanee' }),
  row('CRMLS-T-OTHER-AGENT', { listAgentStateLicense: 'T-AGENT-2' }),
];

const generated = generateListings(1500, AGENTS);
const all = [...generated, ...ownRows];

interface Criteria {
  type?: string;
  statuses?: string[];
  subTypes?: string[] | 'any';
  state?: string;
  city?: string;
  county?: string;
  withoutPhotos?: boolean;
}

/** The expected matches, newest first (ModificationTimestamp, then ListingKey, both descending). */
function expected(c: Criteria = {}): NewListing[] {
  const reso = RESO[c.type ?? 'sale']!;
  const statuses = c.statuses ?? ['Active'];
  const subTypes = c.subTypes ?? ['SingleFamilyResidence'];
  const city = c.city ?? 'Irvine';
  const county = c.county ?? countyFromCity(city);
  return all
    .filter(
      (l) =>
        l.propertyType === reso.propertyType &&
        statuses.includes(l.standardStatus) &&
        reso.statuses.includes(l.standardStatus) &&
        (subTypes === 'any' || subTypes.includes(l.propertySubType!)) &&
        l.stateOrProvince === (c.state ?? 'CA') &&
        l.city === city &&
        (!county || l.countyOrParish === county) &&
        (c.withoutPhotos || (l.media ?? []).length > 0),
    )
    .sort((a, b) => b.modificationTimestamp.getTime() - a.modificationTimestamp.getTime() || (a.listingKey < b.listingKey ? 1 : -1));
}

async function call(handler: typeof getHomeList, path: string, headers: Record<string, string> = {}) {
  const response = await handler(new Request(`http://localhost${path}`, { headers }), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> | unknown[] };
}

interface HomePage {
  homes: ListingCard[];
  total: number;
  currentPage: number;
  homesPerGroup: number;
  totalPages: number;
}

async function homeList(query = ''): Promise<HomePage> {
  const { status, body } = await call(getHomeList, `/cozying-api/v1/home/list${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as HomePage;
}

/** The agent call answers a list (SPEC §7); the number of all matches is in X-Total-Count. */
async function agent(query: string): Promise<{ homes: ListingCard[]; total: number }> {
  const { status, headers, body } = await call(getAgent, `/cozying-api/v1/agent${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(Array.isArray(body), JSON.stringify(body).slice(0, 300)).toBe(true);
  expect(headers.get('x-total-count'), query).toMatch(/^\d+$/);
  return { homes: body as unknown as ListingCard[], total: Number(headers.get('x-total-count')) };
}

const keys = (homes: { listingKey: string }[]) => homes.map((h) => h.listingKey);

describe.skipIf(!available)(`listings API on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.db = database.db;
    for (let i = 0; i < all.length; i += 500) await database.db.insert(listings).values(all.slice(i, i + 500));
  });
  afterAll(async () => {
    services.db = undefined;
    await database?.drop();
  });

  describe('GET /cozying-api/v1/home/list', () => {
    it('defaults to sale, single family, active, page 0, 15 per group, Irvine CA (Orange), with photos', async () => {
      expect(homeListQuerySchema.parse({})).toEqual({
        type: 'sale',
        propertyType: 'single_family',
        propertyStatus: 'active',
        currentPage: 0,
        homesPerGroup: 15,
        state: 'CA',
        city: 'Irvine',
        county: 'Orange',
        isImageNull: 'N',
      });
      const { status, headers, body } = await call(getHomeList, '/cozying-api/v1/home/list');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      const page = body as unknown as HomePage;
      const want = expected();
      expect(want.length).toBeGreaterThan(30);
      expect(page).toMatchObject({ total: want.length, currentPage: 0, homesPerGroup: 15, totalPages: Math.ceil(want.length / 15) });
      expect(keys(page.homes)).toEqual(keys(want.slice(0, 15)));
      for (const home of page.homes) {
        expect(home).toMatchObject({ market: 'crmls', propertyType: 'Residential', standardStatus: 'Active', propertySubType: 'SingleFamilyResidence', city: 'Irvine', stateOrProvince: 'CA' });
        expect(home.media.length).toBeGreaterThan(0);
      }
    });

    it('answers listing cards: RESO fields, ISO timestamps, the close price for Closed', async () => {
      const [newest] = (await homeList()).homes;
      expect(newest).toEqual({
        listingKey: 'CRMLS-T-TIE-B',
        listingId: 'CRMLS-T-TIE-B',
        market: 'crmls',
        standardStatus: 'Active',
        propertyType: 'Residential',
        propertySubType: 'SingleFamilyResidence',
        price: 1_000_000,
        closeDate: null,
        bedroomsTotal: null,
        bathroomsTotalInteger: null,
        livingArea: null,
        unparsedAddress: '1 Test Way, Irvine, CA',
        city: 'Irvine',
        stateOrProvince: 'CA',
        postalCode: '92620',
        listAgentFullName: 'Test Agent',
        listOfficeName: 'Test Office',
        media: ['/demo/top-1.webp'],
        openHouses: [],
        modificationTimestamp: new Date(BASE + DAY).toISOString(),
      });
      const sold = (await homeList('?type=sold&homesPerGroup=100')).homes;
      expect(sold.length).toBeGreaterThan(0);
      for (const home of sold) {
        const source = all.find((l) => l.listingKey === home.listingKey)!;
        expect(home.price).toBe(source.closePrice ?? source.listPrice);
        expect(home.closeDate).toBe(source.closeDate);
      }
    });

    it('orders listings modified at the same instant by ListingKey', async () => {
      expect(keys((await homeList('?homesPerGroup=2')).homes)).toEqual(['CRMLS-T-TIE-B', 'CRMLS-T-TIE-A']);
    });

    it.each(SPEC_COUNTIES)('derives the county of %s (%s) from the city', async (city, county, state) => {
      expect(countyFromCity(city)).toBe(county);
      expect(homeListQuerySchema.parse({ city, state }).county).toBe(county);
      // Case and accents do not matter: the query uses the MLS spelling.
      const loose = city.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      expect(homeListQuerySchema.parse({ city: loose, state })).toMatchObject({ city, county });
      const want = expected({ city, state, subTypes: 'any', type: 'sale', statuses: RESO.sale!.statuses });
      const page = await homeList(`?${new URLSearchParams({ city: loose, state, propertyType: 'all', propertyStatus: 'all', homesPerGroup: '100' })}`);
      expect(page.total).toBe(want.length);
      expect(page.total).toBeGreaterThan(0);
      expect(keys(page.homes)).toEqual(keys(want.slice(0, 100)));
    });

    it('keeps a given county, and has no county for other cities', async () => {
      expect(homeListQuerySchema.parse({ city: 'Irvine', county: 'Los Angeles' }).county).toBe('Los Angeles');
      expect((await homeList('?city=Irvine&county=Los%20Angeles')).total).toBe(0);
      expect((await homeList('?city=Irvine&county=Orange')).total).toBe(expected().length);
      expect(countyFromCity('Anaheim')).toBe('');
      expect(homeListQuerySchema.parse({ city: 'Anaheim' }).county).toBe('');
      expect(await homeList('?city=Anaheim')).toEqual({ homes: [], total: 0, currentPage: 0, homesPerGroup: 15, totalPages: 0 });
    });

    it('pages: page 0 and 1 follow on, a page past the end is empty, the total stays', async () => {
      const want = expected();
      const first = await homeList('?homesPerGroup=7');
      const second = await homeList('?homesPerGroup=7&currentPage=1');
      expect(keys(first.homes)).toEqual(keys(want.slice(0, 7)));
      expect(keys(second.homes)).toEqual(keys(want.slice(7, 14)));
      expect(second).toMatchObject({ total: want.length, currentPage: 1, homesPerGroup: 7, totalPages: Math.ceil(want.length / 7) });
      const lastPage = Math.ceil(want.length / 7) - 1;
      expect(keys((await homeList(`?homesPerGroup=7&currentPage=${lastPage}`)).homes)).toEqual(keys(want.slice(lastPage * 7)));
      const past = await homeList(`?homesPerGroup=7&currentPage=${lastPage + 1}`);
      expect(past).toEqual({ homes: [], total: want.length, currentPage: lastPage + 1, homesPerGroup: 7, totalPages: lastPage + 1 });
    });

    it.each(Object.keys(RESO))('%s: only its PropertyType and StandardStatus values', async (type) => {
      const reso = RESO[type]!;
      // The default status (active for sale and rent, sold for sold and rented), then all of them.
      const defaultStatuses = reso.statuses.filter((s) => s === (type === 'sale' || type === 'rent' ? 'Active' : 'Closed'));
      for (const [query, statuses] of [
        [`?type=${type}&city=Los%20Angeles&homesPerGroup=100`, defaultStatuses],
        [`?type=${type}&city=Los%20Angeles&homesPerGroup=100&propertyStatus=all`, reso.statuses],
      ] as const) {
        const page = await homeList(query);
        const want = expected({ type, city: 'Los Angeles', statuses: [...statuses] });
        expect(page.total, query).toBe(want.length);
        expect(page.total, query).toBeGreaterThan(0);
        expect(keys(page.homes), query).toEqual(keys(want.slice(0, 100)));
        expect(new Set(page.homes.map((h) => h.propertyType)), query).toEqual(new Set([reso.propertyType]));
        for (const home of page.homes) expect(statuses, query).toContain(home.standardStatus);
      }
    });

    it('narrows sale to pending (ActiveUnderContract and Pending), merging both in date order', async () => {
      const want = expected({ type: 'sale', city: 'Los Angeles', statuses: ['ActiveUnderContract', 'Pending'], subTypes: 'any' });
      const page = await homeList('?city=Los%20Angeles&propertyStatus=pending&propertyType=all&homesPerGroup=10&currentPage=1');
      expect(page.total).toBe(want.length);
      expect(keys(page.homes)).toEqual(keys(want.slice(10, 20)));
      expect(new Set(want.slice(0, 40).map((l) => l.standardStatus))).toEqual(new Set(['ActiveUnderContract', 'Pending']));
    });

    it('filters the kind of home by RESO PropertySubType', async () => {
      for (const [propertyType, subTypes] of [
        ['condo', ['Condominium']],
        ['townhouse', ['Townhouse']],
        ['multi_family', ['Duplex', 'Triplex', 'Quadruplex']],
      ] as const) {
        const page = await homeList(`?propertyType=${propertyType}&homesPerGroup=100`);
        expect(page.total, propertyType).toBe(expected({ subTypes: [...subTypes] }).length);
        for (const home of page.homes) expect(subTypes, propertyType).toContain(home.propertySubType);
      }
      expect((await homeList('?propertyType=condo')).total).toBeGreaterThan(0);
    });

    it('includes listings without photos only with isImageNull=Y', async () => {
      const withPhotos = await homeList('?isImageNull=N&homesPerGroup=100');
      const any = await homeList('?isImageNull=Y&homesPerGroup=100');
      expect(any.total).toBe(expected({ withoutPhotos: true }).length);
      expect(any.total - withPhotos.total).toBe(3);
      expect(keys(any.homes)).toEqual(keys(expected({ withoutPhotos: true }).slice(0, 100)));
      expect(keys(any.homes)).toContain('CRMLS-T-NOPHOTO-1');
      expect(keys(withPhotos.homes).filter((k) => k.includes('NOPHOTO'))).toEqual([]);
    });

    it('answers 400 naming the accepted values, in the language of the cookie', async () => {
      const bad = async (query: string, cookie = 'i18n_redirected=en') => {
        const { status, headers, body } = await call(getHomeList, `/cozying-api/v1/home/list${query}`, { cookie });
        expect(status, query).toBe(400);
        expect(headers.get('cache-control'), query).toBe('no-store');
        const { error } = body as { error: { code: string; fields: Record<string, string> } };
        expect(error.code).toBe('validation_failed');
        return error.fields;
      };
      expect(await bad('?type=lease')).toEqual({ type: 'This value is not allowed. (sale, rent, sold, rented)' });
      expect(await bad('?propertyType=castle')).toEqual({ propertyType: 'This value is not allowed. (single_family, condo, townhouse, multi_family, land, all)' });
      expect(await bad('?propertyStatus=closed')).toEqual({ propertyStatus: 'This value is not allowed. (active, pending, all)' });
      // A status that the search type does not have.
      expect(await bad('?type=rent&propertyStatus=pending')).toEqual({ propertyStatus: 'This value is not allowed. (active, all)' });
      expect(await bad('?type=sold&propertyStatus=pending')).toEqual({ propertyStatus: 'This value is not allowed. (sold, all)' });
      expect(await bad('?currentPage=-1')).toEqual({ currentPage: 'Enter a whole number of 0 or more. (0–665)' });
      expect(await bad('?currentPage=1.5&homesPerGroup=100')).toEqual({ currentPage: 'Enter a whole number of 0 or more. (0–99)' });
      // Only the first 10,000 homes can be paged to: 666 pages of 15, 100 of 100.
      expect(await bad('?currentPage=666')).toEqual({ currentPage: 'Enter a whole number of 0 or more. (0–665)' });
      expect(await bad('?currentPage=100&homesPerGroup=100')).toEqual({ currentPage: 'Enter a whole number of 0 or more. (0–99)' });
      expect(await homeList('?currentPage=665')).toMatchObject({ homes: [], currentPage: 665 });
      expect(await bad('?homesPerGroup=101')).toEqual({ homesPerGroup: 'Enter a whole number of 0 or more. (1–100)' });
      expect(await bad('?homesPerGroup=0')).toEqual({ homesPerGroup: 'Enter a whole number of 0 or more. (1–100)' });
      expect(await bad('?state=NY')).toEqual({ state: 'Only CA and GA are supported. (CA, GA)' });
      expect(await bad('?isImageNull=yes')).toEqual({ isImageNull: 'Choose Y or N. (Y, N)' });
      expect(await bad('?city=')).toEqual({ city: 'This field is required.' });
      expect(await bad('?type=lease', '')).toEqual({ type: '허용되지 않는 값입니다. (sale, rent, sold, rented)' });
    });

    it('takes what a client written from SPEC §7 sends: cache-busters, an empty county, the default status with any type', async () => {
      const plain = await homeList();
      // Unknown parameters (a cache-buster, a parameter of another version) are ignored.
      expect(await homeList('?_=1763900000000')).toEqual(plain);
      expect(await homeList('?_=123&page=2&utm_source=mail')).toEqual(plain);
      // An empty (or blank) county is none given: the city's county, '' for other cities.
      expect(await homeList('?county=')).toEqual(plain);
      expect(await homeList('?city=Irvine&county=%20')).toEqual(plain);
      expect(homeListQuerySchema.parse({ city: 'Anaheim', county: '' }).county).toBe('');
      expect(await homeList('?city=Anaheim&county=')).toEqual({ homes: [], total: 0, currentPage: 0, homesPerGroup: 15, totalPages: 0 });
      // Without propertyStatus, the status follows the type.
      expect(homeListQuerySchema.parse({ type: 'sold' }).propertyStatus).toBe('sold');
      // The SPEC's default status (active) sent with sold or rented is that type's default status.
      for (const type of ['sold', 'rented']) {
        const byType = await homeList(`?type=${type}&city=Los%20Angeles&homesPerGroup=50`);
        expect(byType.total, type).toBeGreaterThan(0);
        expect(await homeList(`?type=${type}&propertyStatus=active&city=Los%20Angeles&homesPerGroup=50`), type).toEqual(byType);
        expect(new Set(byType.homes.map((h) => h.standardStatus)), type).toEqual(new Set(['Closed']));
      }
      // Every SPEC default at once, for each search type (as the homepage's client sends them).
      for (const type of ['sale', 'rent', 'sold', 'rented']) {
        const query = new URLSearchParams({ type, propertyType: 'single_family', propertyStatus: 'active', currentPage: '0', homesPerGroup: '15', state: 'CA', city: 'Irvine', county: 'Orange', isImageNull: 'N', _: '1' });
        expect(await homeList(`?${query}`), type).toEqual(await homeList(`?type=${type}`));
      }
    });
  });

  describe('GET /cozying-api/v1/agent', () => {
    it("answers only that agent's listings of that market and kind, on the market first and newest first, at most 50, with the total", async () => {
      const { status, headers, body } = await call(getAgent, '/cozying-api/v1/agent?licenseNumber=T-AGENT&market=crmls&searchType=sale');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      // SPEC §7: the answer is a list (of listing cards); the number of all is a header.
      expect(Array.isArray(body)).toBe(true);
      expect(headers.get('x-total-count')).toBe('60');
      const sale = await agent('?licenseNumber=T-AGENT&market=crmls&searchType=sale');
      expect(sale.homes).toEqual(body);
      expect(sale.total).toBe(60);
      // Active (every third, from 0), then under contract (from 1), then pending (from 2); each newest first.
      const onMarketFirst = [0, 1, 2].flatMap((status) => Array.from({ length: 20 }, (_, i) => 3 * i + status));
      expect(keys(sale.homes)).toEqual(onMarketFirst.slice(0, 50).map((n) => `CRMLS-T-AGENT-SALE-${String(n).padStart(2, '0')}`));
      expect(new Set(sale.homes.map((h) => h.standardStatus))).toEqual(new Set(['Active', 'ActiveUnderContract', 'Pending']));

      expect(keys((await agent('?licenseNumber=T-AGENT&market=crmls&searchType=sold')).homes)).toEqual(['CRMLS-T-AGENT-SOLD']);
      expect((await agent('?licenseNumber=T-AGENT&market=crmls&searchType=sold')).homes[0]).toMatchObject({ price: 950_000, closeDate: '2026-10-01' });
      expect(await agent('?licenseNumber=T-AGENT&market=crmls&searchType=rent')).toMatchObject({ total: 1, homes: [{ listingKey: 'CRMLS-T-AGENT-RENT', price: 4200 }] });
      // A Closed lease without a ClosePrice shows its ListPrice.
      expect(await agent('?licenseNumber=T-AGENT&market=crmls&searchType=rented')).toMatchObject({ total: 1, homes: [{ listingKey: 'CRMLS-T-AGENT-RENTED', price: 4000 }] });
      expect(await agent('?licenseNumber=T-AGENT&market=fmls&searchType=sale')).toMatchObject({ total: 1, homes: [{ listingKey: 'FMLS-T-AGENT-GA', city: 'Suwanee' }] });
      expect(await agent('?licenseNumber=T-AGENT&market=fmls&searchType=sold')).toEqual({ homes: [], total: 0 });
      expect(await agent('?licenseNumber=T-AGENT-2&market=crmls&searchType=sale')).toMatchObject({ total: 1, homes: [{ listingKey: 'CRMLS-T-OTHER-AGENT' }] });
      expect(await agent('?licenseNumber=nobody&market=crmls&searchType=sale')).toEqual({ homes: [], total: 0 });
    });

    it.each(AGENTS)("matches the generated listings of $fullName for each search type", async ({ licenseNumber, state }) => {
      const market = state === 'CA' ? 'crmls' : 'fmls';
      for (const [searchType, reso] of Object.entries(RESO)) {
        const want = all
          .filter((l) => l.listAgentStateLicense === licenseNumber && l.market === market && l.propertyType === reso.propertyType && reso.statuses.includes(l.standardStatus))
          .sort(
            (a, b) =>
              reso.statuses.indexOf(a.standardStatus) - reso.statuses.indexOf(b.standardStatus) ||
              b.modificationTimestamp.getTime() - a.modificationTimestamp.getTime() ||
              (a.listingKey < b.listingKey ? 1 : -1),
          );
        const answer = await agent(`?licenseNumber=${licenseNumber}&market=${market}&searchType=${searchType}`);
        expect(answer.total, searchType).toBe(want.length);
        expect(keys(answer.homes), searchType).toEqual(keys(want.slice(0, 50)));
      }
      expect(all.filter((l) => l.listAgentStateLicense === licenseNumber).length).toBeGreaterThan(50);
    });

    it('takes a smaller limit (the homepage shows 12), never more than 50', async () => {
      const query = { licenseNumber: 'T-AGENT', market: 'crmls', searchType: 'sale' } as const;
      expect(await listAgentListings(database.db, { ...query, limit: 12 })).toMatchObject({ total: 60, homes: expect.any(Array) });
      expect((await listAgentListings(database.db, { ...query, limit: 12 })).homes).toHaveLength(12);
      expect((await listAgentListings(database.db, { ...query, limit: 500 })).homes).toHaveLength(50);
      expect(await listAgentListings(database.db, { ...query, limit: 0 })).toEqual({ homes: [], total: 60 });
    });

    it('answers 400 naming the accepted values', async () => {
      const bad = async (query: string) => {
        const { status, body } = await call(getAgent, `/cozying-api/v1/agent${query}`, { cookie: 'i18n_redirected=en' });
        expect(status, query).toBe(400);
        return (body as { error: { fields: Record<string, string> } }).error.fields;
      };
      expect(await bad('?licenseNumber=1&market=crmls&searchType=lease')).toEqual({ searchType: 'This value is not allowed. (sale, rent, sold, rented)' });
      expect(await bad('?licenseNumber=1&market=nwmls&searchType=sale')).toEqual({ market: 'This value is not allowed. (crmls, fmls)' });
      expect(await bad('?market=crmls&searchType=sale')).toEqual({ licenseNumber: 'This field is required.' });
      // Unknown parameters (a cache-buster) are ignored, as the home list does.
      expect(await agent('?licenseNumber=T-AGENT&market=crmls&searchType=rent&_=1763900000000&page=1')).toMatchObject({ total: 1, homes: [{ listingKey: 'CRMLS-T-AGENT-RENT' }] });
      expect(await bad('')).toEqual({
        licenseNumber: 'This field is required.',
        market: 'This value is not allowed. (crmls, fmls)',
        searchType: 'This value is not allowed. (sale, rent, sold, rented)',
      });
    });
  });
});
