import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listings, listingSyncState } from '@/server/db/schema';
import { findListing, getListing } from '@/server/listings/get-listing';
import { listAgentListings } from '@/server/listings/list-agent-listings';
import { importListings } from '@/server/listings/import/import-listings';
import { feedUpdatedAt, ListingSyncError, syncListings } from '@/server/listings/import/odata-sync';
import { recordsOfResoDocument } from '@/server/listings/import/reso';
import { sweepListings } from '@/server/listings/sweep-listings';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

type ResoRecord = Record<string, unknown>;

/** A RESO Property record as a Web API server sends it, with fields we ignore. */
function resoProperty(listingKey: string, overrides: ResoRecord = {}): ResoRecord {
  return {
    '@odata.id': `https://mls.example.com/odata/Property('${listingKey}')`,
    ListingKey: listingKey,
    ListingId: `OC${listingKey.replace(/\W/g, '').slice(-8)}`,
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    ListPrice: 1_250_000,
    ClosePrice: null,
    CloseDate: null,
    ListingContractDate: '2026-10-01',
    BedroomsTotal: 4,
    BathroomsTotalInteger: 3,
    LivingArea: 2450.5,
    LotSizeSquareFeet: 5200,
    YearBuilt: 1998,
    UnparsedAddress: '12 Jasmine Way, Irvine, CA 92604',
    City: 'Irvine',
    CountyOrParish: 'Orange',
    StateOrProvince: 'CA',
    PostalCode: '92604',
    Latitude: 33.68,
    Longitude: -117.82,
    ListAgentStateLicense: '01234567',
    ListAgentFullName: 'Jordan Lee',
    ListOfficeName: 'Coastal Keys Realty',
    Media: [
      { MediaKey: 'm2', MediaURL: 'https://photos.example.com/2.jpg', Order: 2, MediaCategory: 'Photo' },
      { MediaKey: 'm1', MediaURL: 'https://photos.example.com/1.jpg', Order: 1, MediaCategory: 'Photo' },
      { MediaKey: 'd1', MediaURL: 'https://photos.example.com/disclosures.pdf', Order: 0, MediaCategory: 'Document' },
    ],
    ModificationTimestamp: '2026-11-01T10:00:00Z',
    OriginatingSystemName: 'CRMLS',
    PublicRemarks: 'Light-filled single-family home near award-winning schools.\nNew roof in 2024.',
    AssociationFee: 185.5,
    AssociationFeeFrequency: 'Monthly',
    ...overrides,
  };
}

/** Listing keys of one test, so tests sharing a database never touch each other's rows. */
function keys(count: number): string[] {
  const prefix = `T${randomUUID().slice(0, 8)}`;
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
}

interface ScriptedAnswer {
  status: number;
  retryAfter?: string;
}

/**
 * A real local RESO Web API (OData) server: checks the bearer token, answers
 * `/odata/Property` with `$filter=ModificationTimestamp gt …`, `$orderby`, `$select`, `$top` and
 * `$skip`, pages with `@odata.nextLink`, and gives scripted answers (429, 503) to chosen requests.
 */
interface ODataServer {
  url: string;
  records: ResoRecord[];
  /** Every request, in order, as received. */
  requests: URL[];
  /** Scripted answers by request number (1 = the first request). */
  script: Map<number, ScriptedAnswer>;
  /** Answer every request with this instead (e.g. always 429). */
  always?: ScriptedAnswer;
  close(): Promise<void>;
}

async function startODataServer(token: string): Promise<ODataServer> {
  const state: ODataServer = { url: '', records: [], requests: [], script: new Map(), close: async () => {} };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.url);
    state.requests.push(url);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json;odata.metadata=minimal', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: { code: '401', message: 'Invalid token' } });
    const scripted = state.always ?? state.script.get(state.requests.length);
    if (scripted) {
      const headers: Record<string, string> = scripted.retryAfter ? { 'retry-after': scripted.retryAfter } : {};
      return send(scripted.status, { error: { code: String(scripted.status), message: 'Slow down' } }, headers);
    }
    if (url.pathname !== '/odata/Property') return send(404, { error: { code: '404', message: 'No such resource' } });

    let rows = [...state.records];
    const filter = url.searchParams.get('$filter');
    if (filter !== null) {
      // OData v4 DateTimeOffset literal: no quotes.
      const match = /^ModificationTimestamp gt (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d))$/.exec(filter);
      if (!match) return send(400, { error: { code: '400', message: `Unsupported $filter: ${filter}` } });
      rows = rows.filter((r) => Date.parse(String(r.ModificationTimestamp)) > Date.parse(match[1]!));
    }
    const orderBy = url.searchParams.get('$orderby');
    if (orderBy === 'ModificationTimestamp') {
      rows.sort((a, b) => Date.parse(String(a.ModificationTimestamp)) - Date.parse(String(b.ModificationTimestamp)));
    } else if (orderBy === 'ListingKey') {
      rows.sort((a, b) => String(a.ListingKey).localeCompare(String(b.ListingKey)));
    }
    const select = url.searchParams.get('$select');
    const top = Number(url.searchParams.get('$top') ?? 100);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    const value = rows
      .slice(skip, skip + top)
      .map((r) => (select ? Object.fromEntries(select.split(',').map((field) => [field, r[field]])) : r));
    const body: Record<string, unknown> = { '@odata.context': `${state.url}/odata/$metadata#Property`, value };
    if (skip + top < rows.length) {
      const query = (req.url ?? '').split('?')[1]!.replace(/&\$skip=\d+/, '');
      body['@odata.nextLink'] = `${state.url}/odata/Property?${query}&$skip=${skip + top}`;
    }
    return send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

describe.skipIf(!available)(`listings import on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const stored = (listingKeys: string[]) =>
    database.db.select().from(listings).where(inArray(listings.listingKey, listingKeys)).orderBy(listings.listingKey);

  it('imports RESO records, skips a bad one with its reason, and only applies newer records', async () => {
    const [home, atlanta, bad] = keys(3) as [string, string, string];
    const first = [
      resoProperty(home),
      resoProperty(atlanta, { StateOrProvince: 'GA', City: 'Alpharetta', CountyOrParish: 'Fulton', PostalCode: '30004', Media: null }),
      resoProperty(bad, { ListPrice: '1,250,000' }),
    ];
    const report = await importListings(database.db, first);
    expect(report).toMatchObject({ inserted: 2, updated: 0, unchanged: 0, removed: 0 });
    expect(report.skipped).toEqual([{ index: 2, listingKey: bad, reason: expect.stringContaining('ListPrice') }]);
    expect(report.skipped[0]!.reason).toContain('expected number');

    const rows = await stored([home, atlanta, bad]);
    expect(rows.map((r) => [r.listingKey, r.market])).toEqual([
      [home, 'crmls'],
      [atlanta, 'fmls'],
    ]);
    expect(rows[0]).toMatchObject({
      listingId: expect.stringMatching(/^OC/),
      standardStatus: 'Active',
      propertyType: 'Residential',
      propertySubType: 'SingleFamilyResidence',
      listPrice: 1_250_000,
      closePrice: null,
      listingContractDate: '2026-10-01',
      bedroomsTotal: 4,
      livingArea: 2451,
      unparsedAddress: '12 Jasmine Way, Irvine, CA 92604',
      listAgentStateLicense: '01234567',
      // In the feed's Order; the document is not a photo.
      media: ['https://photos.example.com/1.jpg', 'https://photos.example.com/2.jpg'],
      latitude: 33.68,
      longitude: -117.82,
      associationFee: 185.5,
      associationFeeFrequency: 'Monthly',
      publicRemarks: 'Light-filled single-family home near award-winning schools.\nNew roof in 2024.',
      removedAt: null,
      modificationTimestamp: new Date('2026-11-01T10:00:00Z'),
    });
    expect(rows[1]!.media).toEqual([]);

    // The same records again change nothing.
    expect(await importListings(database.db, first.slice(0, 2))).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, skipped: [] });

    // A newer record updates; an older one is ignored.
    const second = await importListings(database.db, [
      resoProperty(home, { ListPrice: 1_199_000, ModificationTimestamp: '2026-11-02T09:30:00-08:00' }),
      resoProperty(atlanta, { StateOrProvince: 'GA', ListPrice: 1, ModificationTimestamp: '2026-10-01T00:00:00Z' }),
    ]);
    expect(second).toMatchObject({ inserted: 0, updated: 1, unchanged: 1, removed: 0 });
    const [updated, untouched] = await stored([home, atlanta]);
    expect(updated).toMatchObject({ listPrice: 1_199_000, modificationTimestamp: new Date('2026-11-02T17:30:00Z') });
    expect(untouched!.listPrice).toBe(1_250_000);

    // A status that may not be shown removes the listing (only the identity fields are needed):
    // a tombstone, whose page answers 410 and which no list or API shows.
    const removal = { ListingKey: atlanta, StandardStatus: 'Withdrawn', ModificationTimestamp: '2026-11-03T00:00:00Z' };
    expect(await importListings(database.db, [removal])).toMatchObject({ removed: 1, unchanged: 0 });
    const [tombstone] = await stored([atlanta]);
    expect(tombstone).toMatchObject({ standardStatus: 'Withdrawn', modificationTimestamp: new Date('2026-11-03T00:00:00Z'), removedAt: expect.any(Date) });
    expect(await findListing(database.db, atlanta)).toBe('removed');
    expect(await getListing(database.db, atlanta)).toBeNull();
    expect(await importListings(database.db, [removal])).toMatchObject({ removed: 0, unchanged: 1 });

    // An older record does not bring it back; a newer one does.
    expect(await importListings(database.db, [resoProperty(atlanta, { StateOrProvince: 'GA', ModificationTimestamp: '2026-11-02T00:00:00Z' })])).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await findListing(database.db, atlanta)).toBe('removed');
    expect(await importListings(database.db, [resoProperty(atlanta, { StateOrProvince: 'GA', ModificationTimestamp: '2026-11-04T00:00:00Z' })])).toMatchObject({ updated: 1 });
    expect(await findListing(database.db, atlanta)).toMatchObject({ listingKey: atlanta, standardStatus: 'Active', searchType: 'sale' });
    expect((await stored([atlanta]))[0]!.removedAt).toBeNull();
  });

  it('purges the tombstones removed longer ago than the retention period, in batches (a dry run only names them)', async () => {
    const [live, young, old1, old2, old3, back] = keys(6) as [string, string, string, string, string, string];
    await importListings(database.db, [live, young, old1, old2, old3, back].map((key) => resoProperty(key)));
    const removals = [young, old1, old2, old3, back].map((key) => ({ ListingKey: key, StandardStatus: 'Withdrawn', ModificationTimestamp: '2026-11-03T00:00:00Z' }));
    expect(await importListings(database.db, removals)).toMatchObject({ removed: 5 });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await database.db.update(listings).set({ removedAt: daysAgo(181) }).where(inArray(listings.listingKey, [old1, old2, old3, back]));
    await database.db.update(listings).set({ removedAt: daysAgo(179) }).where(eq(listings.listingKey, young));
    // A newer record brought this one back before the sweep: it is a listing again, kept.
    expect(await importListings(database.db, [resoProperty(back, { ModificationTimestamp: '2026-11-04T00:00:00Z' })])).toMatchObject({ updated: 1 });

    const dry = await sweepListings(database.db, { now, retentionDays: 180, dryRun: true });
    expect(dry.cutoff).toEqual(daysAgo(180));
    expect(dry.listingKeys.sort()).toEqual([old1, old2, old3].sort());
    expect(await findListing(database.db, old1)).toBe('removed');

    const swept = await sweepListings(database.db, { now, retentionDays: 180, batchSize: 2 });
    expect(swept.listingKeys.sort()).toEqual([old1, old2, old3].sort());
    // Gone for good: their pages answer 404 like a listing that never existed.
    for (const key of [old1, old2, old3]) expect(await findListing(database.db, key)).toBeNull();
    expect(await findListing(database.db, young)).toBe('removed');
    expect(await findListing(database.db, live)).toMatchObject({ listingKey: live, standardStatus: 'Active' });
    expect(await findListing(database.db, back)).toMatchObject({ listingKey: back, standardStatus: 'Active' });
    expect((await sweepListings(database.db, { now, retentionDays: 180 })).listingKeys).toEqual([]);
    // Offered again, a purged listing is a new one.
    expect(await importListings(database.db, [resoProperty(old1)])).toMatchObject({ inserted: 1, updated: 0 });
  });

  it('keeps the newest record of a key given twice, and names the market when asked', async () => {
    const [key] = keys(1) as [string];
    const report = await importListings(
      database.db,
      [
        resoProperty(key, { ListPrice: 2, ModificationTimestamp: '2026-11-05T00:00:00Z' }),
        resoProperty(key, { ListPrice: 1, ModificationTimestamp: '2026-11-04T00:00:00Z' }),
        resoProperty(`${key}-tx`, { StateOrProvince: 'TX' }),
        null,
      ],
      { batchSize: 1 },
    );
    expect(report).toMatchObject({ inserted: 1, unchanged: 1 });
    expect(report.skipped).toEqual([
      { index: 2, listingKey: `${key}-tx`, reason: expect.stringContaining('no market for "TX"') },
      { index: 3, listingKey: null, reason: expect.stringContaining('expected object') },
    ]);
    expect((await stored([key]))[0]!.listPrice).toBe(2);

    const fmls = await importListings(database.db, [resoProperty(`${key}-tx`, { StateOrProvince: 'TX' })], { market: 'fmls' });
    expect(fmls).toMatchObject({ inserted: 1, skipped: [] });
    expect((await stored([`${key}-tx`]))[0]!.market).toBe('fmls');
  });

  it("stores a listing's public open houses that have not ended, shows them on its card and page, and a newer record replaces them", async () => {
    const [key] = keys(1) as [string];
    const openHouse = (start: string, end: string, extra: ResoRecord = {}) => ({ OpenHouseKey: `${key}-${start}`, OpenHouseStartTime: start, OpenHouseEndTime: end, ...extra });
    const report = await importListings(database.db, [
      resoProperty(key, {
        ListAgentStateLicense: 'T-OPEN-01',
        OpenHouse: [
          openHouse('2099-01-11T13:00:00-08:00', '2099-01-11T16:00:00-08:00', { OpenHouseRemarks: 'Park on Jasmine Way.' }),
          openHouse('2099-01-10T13:00:00-08:00', '2099-01-10T16:00:00-08:00', { OpenHouseType: 'Public', OpenHouseStatus: 'Active' }),
          openHouse('2099-01-09T10:00:00-08:00', '2099-01-09T12:00:00-08:00', { OpenHouseType: 'Broker' }),
          openHouse('2099-01-12T13:00:00-08:00', '2099-01-12T16:00:00-08:00', { OpenHouseStatus: 'Canceled' }),
          openHouse('2020-01-12T13:00:00-08:00', '2020-01-12T16:00:00-08:00'),
        ],
      }),
    ]);
    expect(report).toMatchObject({ inserted: 1, skipped: [] });
    const expected = [
      { start: '2099-01-10T21:00:00.000Z', end: '2099-01-11T00:00:00.000Z', remarks: null },
      { start: '2099-01-11T21:00:00.000Z', end: '2099-01-12T00:00:00.000Z', remarks: 'Park on Jasmine Way.' },
    ];
    expect((await stored([key]))[0]!.openHouses).toEqual(expected);
    expect((await getListing(database.db, key))!.openHouses).toEqual(expected);
    const { homes } = await listAgentListings(database.db, { licenseNumber: 'T-OPEN-01', market: 'crmls', searchType: 'sale' });
    expect(homes.map((home) => home.openHouses)).toEqual([expected]);
    // The card and the page show those that have not ended when they are read.
    await database.db.update(listings).set({ openHouses: [{ start: '2020-01-11T21:00:00.000Z', end: '2020-01-12T00:00:00.000Z', remarks: null }, ...expected.slice(1)] }).where(eq(listings.listingKey, key));
    expect((await getListing(database.db, key))!.openHouses).toEqual(expected.slice(1));

    await importListings(database.db, [resoProperty(key, { ListAgentStateLicense: 'T-OPEN-01', ModificationTimestamp: '2026-11-02T10:00:00Z' })]);
    expect((await stored([key]))[0]!.openHouses).toEqual([]);
  });

  it('reads a file holding an array of records or an OData page', () => {
    const records = [resoProperty('A')];
    expect(recordsOfResoDocument(records)).toEqual(records);
    expect(recordsOfResoDocument({ '@odata.context': 'x', value: records })).toEqual(records);
    expect(() => recordsOfResoDocument({ listings: records })).toThrow(/OData page/);
  });

  it('npm run listings:import -- --file imports both file shapes and reports skipped records', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-import-'));
    try {
      const env = database.url
        ? { ...process.env, DATABASE_URL: database.url }
        : { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') };
      const run = (...args: string[]) =>
        spawnSync('npm', ['run', '--silent', 'listings:import', '--', ...args], { env, encoding: 'utf8', timeout: 60_000 });
      const [one, two, bad] = keys(3) as [string, string, string];

      const arrayFile = path.join(dir, 'array.json');
      fs.writeFileSync(arrayFile, JSON.stringify([resoProperty(one), resoProperty(two), resoProperty(bad, { BedroomsTotal: 2.5 })]));
      const first = run('--file', arrayFile);
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toContain('3 records (market from StateOrProvince)');
      expect(first.stdout).toContain('2 inserted, 0 updated, 0 unchanged, 0 removed (kept as 410 pages until purged), 1 skipped.');
      expect(first.stdout).toMatch(new RegExp(`skipped ${bad} \\(record #3\\): BedroomsTotal: .*expected int`));

      const pageFile = path.join(dir, 'page.json');
      const newer = resoProperty(one, { ListPrice: 999_000, ModificationTimestamp: '2026-11-10T00:00:00Z' });
      fs.writeFileSync(pageFile, JSON.stringify({ '@odata.context': 'https://mls.example.com/odata/$metadata#Property', value: [newer, resoProperty(two)] }));
      const second = run('--file', pageFile, '--market', 'crmls');
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toContain('0 inserted, 1 updated, 1 unchanged, 0 removed (kept as 410 pages until purged), 0 skipped.');

      const missing = run('--file', path.join(dir, 'missing.json'));
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('Cannot read');
      const wrong = run('--url', 'https://mls.example.com/odata');
      expect(wrong.status).toBe(1);
      expect(wrong.stderr).toContain('--url needs --token');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('syncs from a RESO Web API page by page, waits out a 429, then asks only for newer changes', async () => {
    const server = await startODataServer('secret-token');
    try {
      const listingKeys = keys(5);
      server.records = listingKeys.map((key, i) => resoProperty(key, { ModificationTimestamp: `2026-11-01T10:0${i}:00Z` }));
      server.script.set(2, { status: 429, retryAfter: '1' });
      const sleep = vi.fn(async (_ms: number) => {});
      const clock = new Date('2026-11-22T12:00:00Z');
      const options = { url: `${server.url}/odata`, token: 'secret-token', pageSize: 2, sleep, now: () => clock };

      const first = await syncListings(database.db, options);
      expect(first).toMatchObject({ source: `${server.url}/odata`, since: null, pages: 3, received: 5, inserted: 5, skipped: [] });
      expect(first.lastModification).toEqual(new Date('2026-11-01T10:04:00Z'));
      expect(sleep.mock.calls).toEqual([[1000]]);
      // The first request: no filter on a first run, oldest changes first.
      const firstRequest = server.requests[0]!;
      expect(firstRequest.pathname).toBe('/odata/Property');
      expect(firstRequest.searchParams.get('$filter')).toBeNull();
      expect(firstRequest.searchParams.get('$orderby')).toBe('ModificationTimestamp');
      expect(firstRequest.searchParams.get('$top')).toBe('2');
      // The throttled page was asked for again, and the next link followed to the end.
      expect(server.requests).toHaveLength(4);
      expect(server.requests[2]!.href).toBe(server.requests[1]!.href);
      expect(server.requests[1]!.searchParams.get('$skip')).toBe('2');
      expect(server.requests[3]!.searchParams.get('$skip')).toBe('4');
      expect((await stored(listingKeys)).map((r) => r.listingKey)).toEqual(listingKeys);
      const [state] = await database.db.select().from(listingSyncState).where(eq(listingSyncState.source, `${server.url}/odata`));
      expect(state).toEqual({ source: `${server.url}/odata`, lastModification: new Date('2026-11-01T10:04:00Z'), lastRunAt: clock, market: null });
      // A feed whose records name their market: its run is when either market's data was last updated.
      expect(await feedUpdatedAt(database.db, 'crmls')).toEqual(clock);
      expect(await feedUpdatedAt(database.db, 'fmls')).toEqual(clock);

      // Later: one listing changed, one withdrawn, one new.
      const [, changed, withdrawn] = listingKeys as [string, string, string];
      server.records[1] = resoProperty(changed, { ListPrice: 1_100_000, ModificationTimestamp: '2026-11-02T08:00:00Z' });
      server.records[2] = { ...server.records[2], StandardStatus: 'Withdrawn', ModificationTimestamp: '2026-11-02T08:01:00Z' };
      const [added] = keys(1) as [string];
      server.records.push(resoProperty(added, { ModificationTimestamp: '2026-11-02T08:02:00Z' }));
      server.requests.length = 0;
      server.script.clear();

      const second = await syncListings(database.db, options);
      expect(server.requests[0]!.searchParams.get('$filter')).toBe('ModificationTimestamp gt 2026-11-01T10:04:00.000Z');
      expect(server.requests[0]!.search).toContain('$filter=ModificationTimestamp%20gt%202026-11-01T10%3A04%3A00.000Z');
      expect(second).toMatchObject({ since: new Date('2026-11-01T10:04:00Z'), received: 3, inserted: 1, updated: 1, removed: 1, unchanged: 0 });
      expect(second.lastModification).toEqual(new Date('2026-11-02T08:02:00Z'));
      const rows = (await stored([...listingKeys, added])).filter((r) => !r.removedAt);
      expect(rows.map((r) => r.listingKey)).toEqual([...listingKeys, added].filter((key) => key !== withdrawn).sort());
      expect(await findListing(database.db, withdrawn)).toBe('removed');
      expect(rows.find((r) => r.listingKey === changed)!.listPrice).toBe(1_100_000);

      // Nothing new: one request, nothing written, the timestamp stays.
      server.requests.length = 0;
      const third = await syncListings(database.db, options);
      expect(third).toMatchObject({ received: 0, inserted: 0, updated: 0, removed: 0, lastModification: new Date('2026-11-02T08:02:00Z') });
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("records each feed's market and last complete run: the time a listing page gives for its market's MLS data", async () => {
    const [crmls, fmls] = [await startODataServer('token'), await startODataServer('token')];
    try {
      const [crmlsKey] = keys(1) as [string];
      crmls.records = [resoProperty(crmlsKey, { ModificationTimestamp: '2026-11-20T10:00:00Z' })];
      fmls.records = [];
      // The feeds of this file's other tests are not these markets' feeds.
      await database.db.delete(listingSyncState);
      expect(await feedUpdatedAt(database.db, 'fmls')).toBeNull();
      const run = (server: typeof crmls, market: 'crmls' | 'fmls', at: string) =>
        syncListings(database.db, { url: `${server.url}/odata`, token: 'token', market, now: () => new Date(at) });
      await run(crmls, 'crmls', '2026-11-29T08:00:00Z');
      await run(fmls, 'fmls', '2026-11-29T09:30:00Z');
      expect(await feedUpdatedAt(database.db, 'crmls')).toEqual(new Date('2026-11-29T08:00:00Z'));
      expect(await feedUpdatedAt(database.db, 'fmls')).toEqual(new Date('2026-11-29T09:30:00Z'));
      // A run that fails part way is not an update: the time stays at the last complete run.
      crmls.script.set(crmls.requests.length + 1, { status: 500 });
      await expect(run(crmls, 'crmls', '2026-11-29T10:00:00Z')).rejects.toThrow(ListingSyncError);
      expect(await feedUpdatedAt(database.db, 'crmls')).toEqual(new Date('2026-11-29T08:00:00Z'));
    } finally {
      await Promise.all([crmls.close(), fmls.close()]);
    }
  });

  it('npm run listings:import -- --url takes the token from RESO_TOKEN and prints one line per page', async () => {
    const server = await startODataServer('token-from-env');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-sync-cli-'));
    try {
      server.records = keys(5).map((key, i) => resoProperty(key, { ModificationTimestamp: `2026-11-03T10:0${i}:00Z` }));
      const env = {
        ...process.env,
        ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') }),
        RESO_TOKEN: 'token-from-env',
      };
      // Not spawnSync: the OData server answers from this process.
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/listings-import.ts', '--url', `${server.url}/odata`, '--top', '2'], { env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, stderr).toBe(0);
      expect(stdout.match(/^page \d+:.*$/gm)).toEqual([
        'page 1: 2 records (2 so far): 2 inserted, 0 updated, 0 unchanged, 0 removed (kept as 410 pages until purged), 0 skipped',
        'page 2: 2 records (4 so far): 4 inserted, 0 updated, 0 unchanged, 0 removed (kept as 410 pages until purged), 0 skipped',
        'page 3: 1 record (5 so far): 5 inserted, 0 updated, 0 unchanged, 0 removed (kept as 410 pages until purged), 0 skipped',
      ]);
      expect(server.requests.every((request) => request.pathname === '/odata/Property')).toBe(true);
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('backs off on 503 without Retry-After, gives up after a bounded number of tries, and stops on a bad token', async () => {
    const server = await startODataServer('right-token');
    try {
      server.records = [resoProperty(keys(1)[0]!)];
      server.script.set(1, { status: 503 });
      const sleep = vi.fn(async (_ms: number) => {});
      const base = { url: `${server.url}/odata/`, sleep, pageSize: 10 };
      expect(await syncListings(database.db, { ...base, token: 'right-token' })).toMatchObject({ inserted: 1 });
      expect(sleep.mock.calls).toEqual([[1000]]);

      sleep.mockClear();
      server.always = { status: 429, retryAfter: '7' };
      const gaveUp = syncListings(database.db, { ...base, token: 'right-token', full: true, maxAttempts: 3 });
      await expect(gaveUp).rejects.toThrow(ListingSyncError);
      await expect(gaveUp).rejects.toThrow(/failed 3 times, giving up; last: 429/);
      expect(sleep.mock.calls).toEqual([[7000], [7000]]);

      sleep.mockClear();
      server.always = undefined;
      await expect(syncListings(database.db, { ...base, token: 'wrong-token' })).rejects.toThrow(/answered 401.*check the token/);
      expect(sleep).not.toHaveBeenCalled();
    } finally {
      await server.close();
    }
  });

  it('prunes the listings of the market that the feed no longer offers', async () => {
    // Its own database: pruning deletes every listing of the market not in the feed.
    const own = await createTestDatabase();
    const server = await startODataServer('t');
    try {
      const [kept, gone, georgia] = keys(3) as [string, string, string];
      await importListings(own.db, [resoProperty(kept), resoProperty(gone), resoProperty(georgia, { StateOrProvince: 'GA' })]);
      server.records = [resoProperty(kept, { ModificationTimestamp: '2026-11-01T00:00:00Z' })];
      const report = await syncListings(own.db, { url: `${server.url}/odata`, token: 't', market: 'crmls', prune: true, sleep: async () => {} });
      expect(report).toMatchObject({ received: 1, unchanged: 1, pruned: 1 });
      const keysRequest = server.requests.at(-1)!;
      expect(keysRequest.searchParams.get('$select')).toBe('ListingKey');
      const left = await own.db.select({ key: listings.listingKey }).from(listings).where(and(like(listings.listingKey, 'T%'), isNull(listings.removedAt)));
      expect(left.map((r) => r.key).sort()).toEqual([kept, georgia].sort());
      // The pruned one is a tombstone (410), which a --full run offering it again brings back.
      expect(await findListing(own.db, gone)).toBe('removed');
      expect(await importListings(own.db, [resoProperty(gone)])).toMatchObject({ updated: 1 });
      expect(await getListing(own.db, gone)).toMatchObject({ listingKey: gone });

      server.records = [];
      await expect(
        syncListings(own.db, { url: `${server.url}/odata`, token: 't', market: 'crmls', prune: true, sleep: async () => {} }),
      ).rejects.toThrow(/no ListingKey at all/);
      expect(await own.db.select({ key: listings.listingKey }).from(listings).where(eq(listings.listingKey, kept))).toHaveLength(1);
    } finally {
      await server.close();
      await own.drop();
    }
  });
});
