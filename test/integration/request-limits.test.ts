/**
 * Request bodies are read within a limit, and the public forms take JSON from this site only
 * (security issue, items 2 and 12). Route handlers are called with real Requests against a real
 * database. A body of several megabytes is a ReadableStream that counts the chunks pulled from it:
 * a route that refuses it must not have read it all.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, homepageRequests } from '@/server/db/schema';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { services } from '../support/app-services';
import { signInAdmin, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));
vi.mock('next/cache', (importOriginal) => import('../support/app-services').then((m) => m.nextCacheModule(importOriginal)));

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} };

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
const handler = async (module: Promise<Record<string, unknown>>, method = 'POST') => (await module)[method] as Handler;

const CHUNK = 64 * 1024;
const CHUNKS = 80; // 5 MB

/** A 5 MB body that starts like JSON (or a form part) and counts how many of its chunks were pulled. */
function bigBody(start = '{"pad":"') {
  const counter = { pulled: 0, cancelled: false };
  const prefix = new TextEncoder().encode(start);
  const filler = new Uint8Array(CHUNK).fill(0x78);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulled++;
        controller.enqueue(counter.pulled === 1 ? prefix : filler);
        if (counter.pulled === CHUNKS) controller.close();
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

let client = 0;
function request(path: string, init: { body: BodyInit; headers?: Record<string, string>; method?: string }): Request {
  return new Request(`http://localhost${path}`, {
    method: init.method ?? 'POST',
    // Each request from its own address: the forms and sign-in count per address.
    headers: { 'x-forwarded-for': `203.0.113.${++client % 250}`, ...init.headers },
    body: init.body,
    duplex: 'half',
  } as RequestInit);
}

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

describe.skipIf(!available)(`request bodies and the public forms on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let adminToken: string;
  let realtorId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.database = database;
    services.auth = testAuth(database.db);
    adminToken = (await signInAdmin(database.db, services.auth)).accessToken;
    realtorId = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'limits-test', email: 'limits@example.com' }, empty));
  });
  afterAll(async () => {
    await database?.drop();
  });

  const routes = (): { name: string; path: string; route: Promise<Handler>; headers: Record<string, string> }[] => [
    { name: 'POST /v1/auth/login', path: '/v1/auth/login', route: handler(import('@/app/v1/auth/login/route')), headers: {} },
    { name: 'POST /v1/auth/signup', path: '/v1/auth/signup', route: handler(import('@/app/v1/auth/signup/route')), headers: {} },
    { name: 'POST /v1/realtor', path: '/v1/realtor', route: handler(import('@/app/v1/realtor/route')), headers: { authorization: `Bearer ${adminToken}` } },
    { name: 'POST /v1/realtor-contacts', path: '/v1/realtor-contacts', route: handler(import('@/app/v1/realtor-contacts/route')), headers: {} },
    { name: 'POST /api/send-to-slack', path: '/api/send-to-slack', route: handler(import('@/app/api/send-to-slack/route')), headers: {} },
  ];

  it('refuses a large body without Content-Length with a 413, without reading it all', async () => {
    for (const { name, path, route, headers } of routes()) {
      const { stream, counter } = bigBody();
      const response = await (await route)(request(path, { body: stream, headers: { 'content-type': 'application/json', ...headers } }), { params: Promise.resolve({} as never) });
      expect(response.status, name).toBe(413);
      expect((await errorOf(response)).code, name).toBe('payload_too_large');
      // The limits are at most 1 MB: reading stops a chunk past it, and the stream is cancelled.
      expect(counter.pulled, name).toBeLessThanOrEqual(1_000_000 / CHUNK + 2);
      expect(counter.cancelled, name).toBe(true);
    }
  });

  it('refuses a body whose Content-Length is over the limit at once, reading none of it', async () => {
    for (const { name, path, route, headers } of routes()) {
      const { stream, counter } = bigBody();
      const response = await (await route)(
        request(path, { body: stream, headers: { 'content-type': 'application/json', 'content-length': String(CHUNK * CHUNKS), cookie: 'i18n_redirected=ja-JP', ...headers } }),
        { params: Promise.resolve({} as never) },
      );
      expect(response.status, name).toBe(413);
      expect((await errorOf(response)).message, name).toMatch(/[\u3040-\u30ff]/);
      expect(counter.pulled, name).toBe(0);
    }
  });

  it("refuses a large import or a library's (better-auth) sign-in body the same way", async () => {
    const importRoute = await handler(import('@/app/v1/realtor/import/[id]/route'));
    const chunked = bigBody('--x\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n\r\n');
    const imported = await importRoute(
      request(`/v1/realtor/import/${realtorId}`, { body: chunked.stream, headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${adminToken}` } }),
      { params: Promise.resolve({ id: String(realtorId) } as never) },
    );
    expect(imported.status).toBe(413);
    expect((await errorOf(imported)).fields).toEqual({ file: expect.any(String) });
    expect(chunked.counter.pulled).toBeLessThanOrEqual(2_010_000 / CHUNK + 2);

    const authRoute = await handler(import('@/app/api/auth/[...all]/route'));
    const signIn = bigBody();
    const library = await authRoute(request('/api/auth/sign-in/social', { body: signIn.stream, headers: { 'content-type': 'application/json' } }), {
      params: Promise.resolve({ all: ['sign-in', 'social'] } as never),
    });
    expect(library.status).toBe(413);
    expect(signIn.counter.pulled).toBeLessThanOrEqual(100_000 / CHUNK + 2);
  });

  const contact = () => ({ realtorId, lastName: 'Kim', firstName: 'Ara', email: 'ara@example.com', phone: '404-555-0101', phoneCountryCode: 'US', message: 'Hello', isTerm: 'Y' });
  const lead = { name: 'Kim', area: 'Irvine', phone: '949-555-0134', phoneCountryCode: 'US', hasSite: 'No', consentPrivacy: true, consentContact: true };

  it('takes the public forms as JSON only: text/plain and form posts get a localised 415 and store nothing', async () => {
    const before = { contacts: await database.db.$count(contactMessages), leads: await database.db.$count(homepageRequests) };
    const contactRoute = await handler(import('@/app/v1/realtor-contacts/route'));
    const leadRoute = await handler(import('@/app/api/send-to-slack/route'));
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
      for (const [route, path, body] of [
        [contactRoute, '/v1/realtor-contacts', contact()],
        [leadRoute, '/api/send-to-slack', lead],
      ] as const) {
        const response = await route(request(path, { body: JSON.stringify(body), headers: { 'content-type': type, cookie: 'i18n_redirected=ko' } }), { params: Promise.resolve({} as never) });
        expect(response.status, `${path} ${type}`).toBe(415);
        const error = await errorOf(response);
        expect(error.code).toBe('unsupported_media_type');
        expect(error.message).toMatch(/[가-힣]/);
      }
    }
    expect(await database.db.$count(contactMessages)).toBe(before.contacts);
    expect(await database.db.$count(homepageRequests)).toBe(before.leads);
  });

  it("refuses a browser's cross-site post of a public form (403) and takes this site's own", async () => {
    const contactRoute = await handler(import('@/app/v1/realtor-contacts/route'));
    const leadRoute = await handler(import('@/app/api/send-to-slack/route'));
    const json = { 'content-type': 'application/json', host: 'realtors.example.com' };
    const crossSites: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const crossSite of crossSites) {
      for (const [route, path, body] of [
        [contactRoute, '/v1/realtor-contacts', contact()],
        [leadRoute, '/api/send-to-slack', lead],
      ] as const) {
        const response = await route(request(path, { body: JSON.stringify(body), headers: { ...json, ...crossSite, cookie: 'i18n_redirected=en' } }), { params: Promise.resolve({} as never) });
        expect(response.status, `${path} ${JSON.stringify(crossSite)}`).toBe(403);
        expect(await errorOf(response)).toMatchObject({ code: 'forbidden', message: expect.stringMatching(/^[\x20-\x7e]+$/) });
      }
    }
    const own = { ...json, origin: 'https://realtors.example.com', 'sec-fetch-site': 'same-origin' };
    expect((await contactRoute(request('/v1/realtor-contacts', { body: JSON.stringify(contact()), headers: own }), { params: Promise.resolve({} as never) })).status).toBe(201);
    expect((await leadRoute(request('/api/send-to-slack', { body: JSON.stringify(lead), headers: own }), { params: Promise.resolve({} as never) })).status).toBe(201);
    // A client without a browser sends no Origin.
    expect((await contactRoute(request('/v1/realtor-contacts', { body: JSON.stringify(contact()), headers: json }), { params: Promise.resolve({} as never) })).status).toBe(201);
  });
});
