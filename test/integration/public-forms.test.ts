/**
 * The public form POSTs through Next.js's router, like every other route (decision 030), over real
 * HTTP: a production server (`node server.mjs` of the current build) on this run's database. The
 * forms' own rules (fields, honeypot) are tested through the browser and the bad-input corpus;
 * this file checks what the way in must keep: the stored record behind a 201, the security
 * headers of every answer, the localised 400, 413, 415 and 403 (a body over the limit refused by
 * its Content-Length without reading it, on a connection that carries the next request), the rate
 * limit, and that a client who leaves mid-body causes no error report. The transport's answer to
 * a handler's bug (a reported JSON 500) is checked on the handler itself, below.
 *
 * It needs the production build, which `npm test` and `npm run test:integration` make first when
 * it is missing or stale; run alone without one, it is skipped, saying why (in CI it fails).
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import { reportRequestError } from '@/server/errors/report';
import { apiHandler } from '@/server/http/api-handler';
import { hasBuild, startAppProcess, type AppProcess } from '../support/app-process';
import { services } from '../support/app-services';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
// The real reporter (it logs), watched: which failures the transport reports.
vi.mock('@/server/errors/report', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/errors/report')>();
  return { ...actual, reportRequestError: vi.fn(actual.reportRequestError) };
});

function reasonToSkip(): string | undefined {
  const missing = hasBuild() ? undefined : 'no build in .next: run `npm run build` first';
  if (missing && process.env.CI) throw new Error(`public forms test: ${missing}`);
  return missing;
}
const skipReason = reasonToSkip() ?? (TEST_DB_DRIVER === 'pglite' || (await postgresAvailable()) ? undefined : 'PostgreSQL unreachable');
if (skipReason) console.warn(`public forms test skipped: ${skipReason}`);

const ADMIN = { email: 'forms-admin@example.com', password: 'forms-test-password-1' };
const LIMIT = 4;

/** A raw request: `head` then `body`, and what comes back within `ms` (the socket is then closed). */
async function raw(url: string, head: string, body: string, ms = 2000): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
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

describe.skipIf(Boolean(skipReason))(`the public forms through the router, on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase | undefined;
  let app: AppProcess;
  let token: string;
  let realtorId: number;
  let client = 0;

  beforeAll(async () => {
    // PostgreSQL: this run's database; PGlite: the server's own folder (one process per folder).
    if (TEST_DB_DRIVER === 'postgres') database = await createTestDatabase('postgres');
    app = await startAppProcess({
      ...(database ? { DATABASE_URL: database.url! } : {}),
      // Each request names its client (X-Forwarded-For): the forms' rate limit counts per address.
      TRUST_PROXY: '1',
      RATE_LIMIT_FORMS_PER_MINUTE: String(LIMIT),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_SECRET: 'public-forms-test-secret-0123456789abcdef',
      SEED_DEMO_DATA: '0',
      LOG_LEVEL: 'info',
    }, 120_000);
    const login = await fetch(`${app.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    token = ((await login.json()) as { accessToken: string }).accessToken;
    const created = await fetch(`${app.url}/v1/realtor`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ desiredUrl: 'forms-router' }),
    });
    realtorId = ((await created.json()) as { id: number }).id;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  }, 30_000);

  /** Each request from its own address, unless it names one. */
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++client}`, ...headers },
    });

  const inbox = async (kind: 'contact' | 'lead') =>
    ((await (await fetch(`${app.url}/v1/inbox?kind=${kind}&pageSize=100`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { id: number; message: string; name: string; area: string }[] }).items;

  const contact = (message: string) =>
    JSON.stringify({ realtorId, lastName: 'Kim', firstName: 'Ara', email: 'ara@example.com', phone: '404-555-0101', phoneCountryCode: 'US', message, isTerm: 'Y', website: '' });
  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

  it('stores a contact message before its 201, with the security headers of every answer', async () => {
    const response = await post('/v1/realtor-contacts?utm_source=mail', contact('Through the router'));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await inbox('contact')).find((item) => item.id === id)).toMatchObject({ message: 'Through the router' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = (await fetch(`${app.url}/v1/realtor/forms-router`)).headers;
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'strict-transport-security']) {
      expect(response.headers.get(name), name).toBe(page.get(name));
      expect(response.headers.get(name), name).toBeTruthy();
    }
  });

  it('stores a homepage request from the landing page', async () => {
    const lead = { name: 'Router Lead', area: 'Irvine', phone: '213-555-0199', phoneCountryCode: 'US', hasSite: false, consentPrivacy: true, consentContact: true };
    const response = await post('/api/send-to-slack', JSON.stringify(lead));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await inbox('lead')).find((item) => item.id === id)).toMatchObject({ name: 'Router Lead', area: 'Irvine' });
  });

  it('answers bad input with a 400 in the language of the request, field messages in the form\'s words', async () => {
    const malformed = await post('/v1/realtor-contacts', '{', { cookie: 'i18n_redirected=ja-JP' });
    expect(malformed.status).toBe(400);
    const error = await errorOf(malformed);
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/[\u3040-\u30ff]/);
    // The body's own locale answers; the form's message for its terms field.
    const invalid = await post('/v1/realtor-contacts', JSON.stringify({ ...JSON.parse(contact('Hi')), isTerm: 'maybe', locale: 'en' }), { cookie: 'i18n_redirected=ko' });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).fields).toEqual({ isTerm: en.ContactForm.errors.invalid_term });
  });

  it('answers a body over the limit with a 413 in the language of the request, and stores nothing', async () => {
    const before = (await inbox('contact')).length;
    for (const size of [200_000, 5_000_000]) {
      const response = await post('/v1/realtor-contacts', contact('x'.repeat(size)), { cookie: 'i18n_redirected=en' });
      expect(response.status).toBe(413);
      const error = await errorOf(response);
      expect(error).toMatchObject({ code: 'payload_too_large' });
      expect(error.message).toMatch(/^[\x20-\x7e]+$/);
    }
    expect((await inbox('contact')).length).toBe(before);
  });

  it('refuses a body announced over the limit at once, and its connection carries the next request', async () => {
    // Announces 5 MB and sends it all: the 413 comes, then the next request on the same connection is answered.
    const body = 'y'.repeat(5_000_000);
    const head = (length: number) => `POST /v1/realtor-contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: 198.51.100.250\r\nContent-Length: ${length}\r\n\r\n`;
    const answers = await raw(app.url, head(body.length), `${body}${head(1)}{`, 3000);
    expect(answers.match(/^HTTP\/1\.1 \d+ /gm)).toEqual(['HTTP/1.1 413 ', 'HTTP/1.1 400 ']);
  });

  it('takes the forms as JSON from this site only: text/plain 415, a cross-site post 403, both localised', async () => {
    const before = (await inbox('contact')).length;
    const plain = await post('/v1/realtor-contacts', contact('A simple request'), { 'content-type': 'text/plain;charset=UTF-8', cookie: 'i18n_redirected=ja-JP' });
    expect(plain.status).toBe(415);
    expect((await errorOf(plain)).message).toMatch(/[\u3040-\u30ff]/);
    const crossSite = await post('/api/send-to-slack', '{}', { origin: 'https://evil.example', cookie: 'i18n_redirected=ko' });
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).message).toMatch(/[가-힣]/);
    expect((await inbox('contact')).length).toBe(before);
  });

  it('counts each address against the rate limit: a 429 with Retry-After past it, in the language of the request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await post('/v1/realtor-contacts', contact(`Limit ${i}`), { 'x-forwarded-for': '203.0.113.77', cookie: 'i18n_redirected=ja-JP' });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await errorOf(response)).message).toMatch(/[\u3040-\u30ff]/);
      }
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429]);
    // Another address is not held back.
    expect((await post('/v1/realtor-contacts', contact('Another address'))).status).toBe(201);
  });

  it('does not report a client that leaves in the middle of its body', async () => {
    expect(await raw(app.url, 'POST /api/send-to-slack HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n', '{"name":"Gone', 300)).toBe('');
    // The server goes on answering, and logged no failure.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(app.output()).not.toMatch(/"msg":"request failed"/);
  });
});

describe('the transport answering a handler that throws', () => {
  it('answers with a JSON 500 in the language of the request, and reports it with the request id', async () => {
    services.db = {} as never;
    vi.mocked(reportRequestError).mockClear();
    const handler = apiHandler(async () => Promise.reject(new Error('a bug')), { messages: 'ContactForm' });
    const response = await handler(
      new Request('http://localhost/v1/realtor-contacts', { method: 'POST', headers: { 'x-request-id': 'req-500', cookie: 'i18n_redirected=en' }, body: '{}' }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(500);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('internal');
    expect(error.message).toBe('Your message could not be sent. Please try again in a moment.');
    expect(reportRequestError).toHaveBeenCalledTimes(1);
    const [reported, request, context] = vi.mocked(reportRequestError).mock.calls[0]!;
    expect((reported as Error).message).toBe('a bug');
    expect(request.headers['x-request-id']).toBe('req-500');
    expect(context).toEqual({ routePath: '/v1/realtor-contacts', routeType: 'route' });
  });
});
