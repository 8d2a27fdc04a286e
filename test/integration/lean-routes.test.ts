/**
 * The public form POSTs that server.mjs answers before Next.js's router (decision 022), over real
 * HTTP: a Node server that, like server.mjs, asks the lean routes first and hands everything else on.
 * The forms' own rules (fields, honeypot, limits) are tested through the browser and the bad-input
 * corpus; this file checks what the bridge itself must keep: which requests it takes, the stored
 * row behind a 201, the security headers, and the localised 413 of a body too large to read.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, homepageRequests } from '@/server/db/schema';
import { installLeanRoutes } from '@/server/http/lean-routes';
import { securityHeaders } from '@/server/http/security-headers';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { services } from '../support/app-services';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} };
type LeanServer = (req: IncomingMessage, res: ServerResponse) => Promise<void> | undefined;

describe.skipIf(!available)(`the public forms before the router, on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let server: Server;
  let base: string;
  let realtorId: number;
  const handedOn: string[] = [];
  let client = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.database = database;
    realtorId = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'lean-test', email: 'lean@example.com' }, empty));
    installLeanRoutes();
    const lean = (globalThis as { __realtorLeanRoutes?: LeanServer }).__realtorLeanRoutes!;
    server = createServer((req, res) => {
      if (lean(req, res)) return;
      handedOn.push(`${req.method} ${req.url}`);
      res.writeHead(418).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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

  it('reads no more than a megabyte of a body and answers 413, in the language of the request', async () => {
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

  it('keeps serving after a client leaves in the middle of its body', async () => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /v1/realtor-contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"realtorId":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    expect((await post('/v1/realtor-contacts', contact('After the one who left'))).status).toBe(201);
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
