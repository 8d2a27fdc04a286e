/**
 * The public form POSTs that server.mjs answers before Next.js's router (decision 022), over real
 * HTTP: a Node server that, like server.mjs, asks the lean routes first and hands everything else on.
 * The forms' own rules (fields, honeypot, limits) are tested through the browser and the bad-input
 * corpus; this file checks what the bridge itself must keep: which requests it takes, the stored
 * row behind a 201, the security headers, the localised 413 of a body over the limit, how much of
 * such a body is kept (none, when its Content-Length is over the limit), the 415 and 403 of a post
 * that is not JSON or comes from another site, and failures.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, homepageRequests } from '@/server/db/schema';
import { reportRequestError } from '@/server/errors/report';
import { installLeanRoutes, leanServer, type LeanServer } from '@/server/http/lean-routes';
import { securityHeaders } from '@/server/http/security-headers';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { services } from '../support/app-services';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
// The real reporter (it logs), watched: which failures the bridge reports.
vi.mock('@/server/errors/report', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/errors/report')>();
  return { ...actual, reportRequestError: vi.fn(actual.reportRequestError) };
});

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} };

/** A Node server that asks `lean` first, as server.mjs does; what it hands on is answered 418. */
async function serve(lean: LeanServer, handedOn: string[] = [], answered: Promise<void>[] = []) {
  const server = createServer((req, res) => {
    const answer = lean(req, res);
    if (answer) return answered.push(answer);
    handedOn.push(`${req.method} ${req.url}`);
    res.writeHead(418).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

/** A raw request: `head` then `body`, and what comes back within `ms` (the socket is then closed). */
async function raw(port: number, head: string, body: string, ms = 2000): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  socket.write(head);
  socket.write(body);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.destroy();
  return received;
}

describe.skipIf(!available)(`the public forms before the router, on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let server: Server;
  let port: number;
  let base: string;
  let realtorId: number;
  const handedOn: string[] = [];
  let client = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.database = database;
    realtorId = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'lean-test', email: 'lean@example.com' }, empty));
    installLeanRoutes();
    ({ server, port } = await serve((globalThis as { __realtorLeanRoutes?: LeanServer }).__realtorLeanRoutes!, handedOn));
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server?.close();
    await database?.drop();
  });

  /** Each request from its own address: the forms' rate limit counts per address. */
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++client}`, ...headers },
    });

  const contact = (message: string) =>
    JSON.stringify({
      realtorId,
      lastName: 'Kim',
      firstName: 'Ara',
      email: 'ara@example.com',
      phone: '404-555-0101',
      phoneCountryCode: 'US',
      message,
      isTerm: 'Y',
      website: '',
    });

  it('stores a contact message before its 201, with the security headers of every answer', async () => {
    const response = await post('/v1/realtor-contacts?utm_source=mail', contact('Through the lean route'));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ realtorId, message: 'Through the lean route' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const { key, value } of securityHeaders(process.env)) expect(response.headers.get(key)).toBe(value);
  });

  it('stores a homepage request from the landing page', async () => {
    const lead = { name: 'Lean Lead', area: 'Irvine', phone: '213-555-0199', phoneCountryCode: 'US', hasSite: false, consentPrivacy: true, consentContact: true };
    const response = await post('/api/send-to-slack', JSON.stringify(lead));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(homepageRequests).where(eq(homepageRequests.id, id));
    expect(row).toMatchObject({ name: 'Lean Lead', area: 'Irvine', hasSite: false });
  });

  it('answers bad input with a 400 in the language of the request', async () => {
    const response = await post('/v1/realtor-contacts', '{', { cookie: 'i18n_redirected=ja-JP' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/[\u3040-\u30ff]/);
  });

  it('answers a body over the limit with a 413 in the language of the request, and stores nothing', async () => {
    const before = await database.db.$count(contactMessages);
    for (const size of [200_000, 5_000_000]) {
      const response = await post('/v1/realtor-contacts', contact('x'.repeat(size)), { cookie: 'i18n_redirected=en' });
      expect(response.status).toBe(413);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error).toMatchObject({ code: 'payload_too_large' });
      expect(error.message).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(await database.db.$count(contactMessages)).toBe(before);
  });

  it('takes the forms as JSON from this site only: text/plain 415, a cross-site post 403, both localised', async () => {
    const before = await database.db.$count(contactMessages);
    const plain = await post('/v1/realtor-contacts', contact('A simple request'), { 'content-type': 'text/plain;charset=UTF-8', cookie: 'i18n_redirected=ja-JP' });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { error: { message: string } }).error.message).toMatch(/[\u3040-\u30ff]/);
    const crossSite = await post('/api/send-to-slack', '{}', { origin: 'https://evil.example', cookie: 'i18n_redirected=ko' });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: { message: string } }).error.message).toMatch(/[가-힣]/);
    expect(await database.db.$count(contactMessages)).toBe(before);
  });

  it('hands every other request on to Next.js', async () => {
    handedOn.length = 0;
    expect((await fetch(`${base}/v1/realtor-contacts?realtorId=${realtorId}`)).status).toBe(418);
    expect((await fetch(`${base}/v1/realtor-contacts`, { method: 'PUT', body: '{}' })).status).toBe(418);
    expect((await post('/v1/realtor-contacts/', contact('trailing slash'))).status).toBe(418);
    expect((await post('/v1/realtor', '{}')).status).toBe(418);
    expect(handedOn).toEqual([
      `GET /v1/realtor-contacts?realtorId=${realtorId}`,
      'PUT /v1/realtor-contacts',
      'POST /v1/realtor-contacts/',
      'POST /v1/realtor',
    ]);
  });
});

describe('the bridge between Node and the handlers', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((server) => server.close()));
  const headers = [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }];

  it('reads no more than the limit of a long body (none of one announced over it), answers at once, and drains the rest', async () => {
    const lengths: number[] = [];
    const { server, port } = await serve(
      leanServer(new Map([['POST /probe', async (request: Request) => (lengths.push((await request.text()).length), new Response('read', { status: 413 }))]]), headers),
    );
    servers.push(server);
    // Announces 5 MB and sends 400 KB: the answer comes without the rest, and none of it is kept
    // (the handler refuses it by its Content-Length).
    const answer = await raw(port, 'POST /probe HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n', 'x'.repeat(400_000), 500);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('X-Frame-Options: SAMEORIGIN');
    expect(lengths).toEqual([0]);
    // Chunked, without a length: 400 KB sent, the limit and one byte kept.
    const chunked = await raw(port, 'POST /probe HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n', `${(400_000).toString(16)}\r\n${'x'.repeat(400_000)}\r\n`, 500);
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    expect(lengths).toEqual([0, 300_001]);
    // A client that sends it all reads the answer, and its connection carries the next request.
    const body = 'y'.repeat(2_000_000);
    const two = await raw(port, `POST /probe HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n`, `${body}POST /probe HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}`, 1000);
    expect(two.match(/HTTP\/1\.1 413 /g)).toHaveLength(2);
    expect(lengths).toEqual([0, 300_001, 0, 2]);
  });

  it('answers a handler that throws with a JSON 500 and reports it; a client that leaves mid-body is not reported', async () => {
    vi.mocked(reportRequestError).mockClear();
    const answered: Promise<void>[] = [];
    const { server, port } = await serve(
      leanServer(new Map([['POST /throws', async () => Promise.reject(new Error('a bug'))]]), headers),
      [],
      answered,
    );
    servers.push(server);
    const response = await fetch(`http://127.0.0.1:${port}/throws`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await response.json()).toEqual({ error: { code: 'internal', message: 'Internal Server Error' } });
    expect(reportRequestError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportRequestError).mock.calls[0]![2]).toEqual({ routePath: '/throws', routeType: 'route' });

    // Leaves after 10 of 1,000 bytes: the bridge settles without an answer or a report.
    expect(await raw(port, 'POST /throws HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n', '{"a":12345', 100)).toBe('');
    await expect(Promise.all(answered)).resolves.toBeDefined();
    expect(answered).toHaveLength(2);
    expect(reportRequestError).toHaveBeenCalledTimes(1);
  });
});
