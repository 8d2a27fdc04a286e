/**
 * Visit counting and the insights (issue #28, decision 031) on this driver's database, over real
 * HTTP: a Node server that hands each request, as a web Request, to the API's route handler of its
 * method and path (as Next.js's router would). The beacon is stored with no cookie and nothing that names a person (every stored
 * column is read), bots and prefetches are not, a visitor counts once a day; the hourly sweep rolls
 * finished days up and deletes page views past 30 days and old salts; the insights answer the
 * owner and admins only; the monthly summary is queued once per month in the realtor's language.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, insightSettings, listings, outbox, pageViews, visitDays, visitSalts } from '@/server/db/schema';
import { insightsEmail, type InsightsEmailPayload } from '@/server/outbox/insights-email';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { queueMonthlySummaries } from '@/server/visits/monthly-summary';
import { forgetDaySalt, recordVisit } from '@/server/visits/record-visit';
import { getInsights, type Insights } from '@/server/visits/get-insights';
import { sweepVisits } from '@/server/visits/roll-up';
import { localDay } from '@/lib/format';
import { services } from '../support/app-services';
import { listingFactory } from '../support/listings';
import { makeOwner, signInAdmin, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));

const { POST: visitRoute } = await import('@/app/v1/visits/route');
const { GET: realtorInsightsRoute } = await import('@/app/v1/realtor/[idOrDesiredUrl]/insights/route');
const { PUT: settingsRoute } = await import('@/app/v1/realtor/[idOrDesiredUrl]/insights/settings/route');
const { GET: allInsightsRoute } = await import('@/app/v1/insights/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** The test realtors have no region: their days are California's, the product's home time zone. */
const pacificDay = (date: Date) => localDay(date, 'America/Los_Angeles');
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.skipIf(!available)(`visits and insights over HTTP on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let server: Server;
  let origin = '';
  const routes = new Map<string, (request: Request) => Promise<Response>>();
  const ids = { realtor: 0, other: 0 };
  const tokens = { admin: '', owner: '', otherOwner: '', stranger: '' };

  /** A route handler as the bridge calls it (params from the path, as Next.js would give them). */
  const mount = (method: string, path: string, handler: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>, params: Record<string, string> = {}) =>
    routes.set(`${method} ${path}`, (request) => handler(request, { params: Promise.resolve(params) }));

  const beacon = (body: Record<string, unknown>, { ua = CHROME, ip = '198.51.100.7', headers = {} }: { ua?: string; ip?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${origin}/v1/visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua, 'x-forwarded-for': ip, origin, 'sec-fetch-site': 'same-origin', ...headers },
      body: JSON.stringify(body),
    });
  const views = async (realtorId = ids.realtor) => database.db.select().from(pageViews).where(eq(pageViews.realtorId, realtorId));
  const get = (path: string, token?: string) => fetch(`${origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    services.db = db;
    services.database = database;
    const auth = (services.auth = testAuth(db));
    tokens.admin = (await signInAdmin(db, auth, 'visits-admin@example.com')).accessToken;
    ids.realtor = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'visit-agent', email: 'visit@realty.example.com', hompageUrl: 'https://visitagent.example.com' }, empty));
    ids.other = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'visit-other', email: 'other@realty.example.com' }, empty));
    const owner = await signUp(db, auth, 'visit-owner@example.com');
    await makeOwner(db, owner.user.userId, ids.realtor);
    tokens.owner = owner.accessToken;
    const otherOwner = await signUp(db, auth, 'visit-other-owner@example.com');
    await makeOwner(db, otherOwner.user.userId, ids.other);
    tokens.otherOwner = otherOwner.accessToken;
    tokens.stranger = (await signUp(db, auth, 'visit-stranger@example.com')).accessToken;

    mount('POST', '/v1/visits', visitRoute as never);
    for (const id of [ids.realtor, ids.other, 999_999]) {
      mount('GET', `/v1/realtor/${id}/insights`, realtorInsightsRoute as never, { idOrDesiredUrl: String(id) });
      mount('PUT', `/v1/realtor/${id}/insights/settings`, settingsRoute as never, { idOrDesiredUrl: String(id) });
    }
    mount('GET', '/v1/insights', allInsightsRoute as never);
    server = createServer(async (req, res) => {
      const handler = routes.get(`${req.method} ${(req.url ?? '/').split('?')[0]}`);
      if (!handler) return void res.writeHead(404).end();
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const response = await handler(new Request(`http://localhost${req.url}`, { method: req.method, headers, body }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await database?.drop();
  });

  it('stores a page view from the beacon with no cookie and nothing that names the visitor', async () => {
    const response = await beacon({ realtor: 'visit-agent', path: '/en/visit-agent/homes/CRMLS-VISIT-1', referrer: 'https://www.google.com/search?q=visit+agent' }, { ua: IPHONE, ip: '203.0.113.9' });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = await views();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'listing', path: '/homes/CRMLS-VISIT-1', locale: 'en', referrerHost: 'google.com', device: 'mobile', country: '', day: pacificDay(new Date()) });
    // Every stored column of every visit table: no address, no user agent, no part of them.
    const stored = JSON.stringify([rows, await database.db.select().from(visitDays), await database.db.select().from(visitSalts)]);
    for (const secret of ['203.0.113.9', IPHONE, 'iPhone OS', 'q=visit']) expect(stored).not.toContain(secret);
    expect(rows[0]!.visitorKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("counts the realtor's own domain, and keeps no referrer for a move inside it", async () => {
    expect((await beacon({ realtor: 'visit-agent', path: '/terms', referrer: 'https://visitagent.example.com/' }, { ip: '203.0.113.10' })).status).toBe(204);
    const [row] = (await views()).filter((view) => view.path === '/terms');
    expect(row).toMatchObject({ kind: 'page', locale: 'ko', referrerHost: '', device: 'desktop' });
  });

  it('ignores bots, prefetches, pages that are not counted and unknown realtors, answering 204 all the same', async () => {
    const before = (await views()).length;
    const answers = await Promise.all([
      beacon({ realtor: 'visit-agent', path: '/visit-agent' }, { ua: GOOGLEBOT }),
      beacon({ realtor: 'visit-agent', path: '/visit-agent' }, { ua: 'curl/8.5.0' }),
      beacon({ realtor: 'visit-agent', path: '/visit-agent' }, { ua: '' }),
      beacon({ realtor: 'visit-agent', path: '/visit-agent' }, { headers: { 'sec-purpose': 'prefetch' } }),
      beacon({ realtor: 'visit-agent', path: '/visit-agent/admin' }),
      beacon({ realtor: 'visit-agent', path: '/visit-agent/login' }),
      beacon({ realtor: 'no-such-agent', path: '/no-such-agent' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204, 204, 204, 204]);
    expect((await views()).length).toBe(before);
  });

  it('refuses other sites, other content types and oversized or malformed bodies, like the other public POSTs', async () => {
    const crossSite = await beacon({ realtor: 'visit-agent', path: '/visit-agent' }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const text = await fetch(`${origin}/v1/visits`, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': CHROME }, body: '{}' });
    expect(text.status).toBe(415);
    const big = await beacon({ realtor: 'visit-agent', path: '/visit-agent', referrer: `https://example.com/${'x'.repeat(5000)}` });
    expect(big.status).toBe(413);
    const bad = await beacon({ realtor: 'visit-agent', path: 42 });
    expect(bad.status).toBe(400);
    const unknownField = await beacon({ realtor: 'visit-agent', path: '/visit-agent', cookie: 'x' });
    expect(unknownField.status).toBe(400);
  });

  it('rate-limits one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 122; i++) statuses.push((await beacon({ realtor: 'visit-agent', path: '/visit-agent' }, { ua: GOOGLEBOT, ip: '192.0.2.250' })).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a visitor once a day: three views of one person, one of another', async () => {
    await database.db.delete(pageViews).where(eq(pageViews.realtorId, ids.other));
    for (const path of ['/visit-other', '/visit-other/homes', '/ja-JP/visit-other']) expect((await beacon({ realtor: 'visit-other', path }, { ip: '198.51.100.20' })).status).toBe(204);
    expect((await beacon({ realtor: 'visit-other', path: '/visit-other' }, { ip: '198.51.100.21' })).status).toBe(204);
    const rows = await views(ids.other);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.visitorKey)).size).toBe(2);
    const response = await get(`/v1/realtor/${ids.other}/insights?days=7`, tokens.otherOwner);
    expect(response.status).toBe(200);
    const insights = (await response.json()) as Insights;
    expect(insights.totals).toMatchObject({ views: 4, visitors: 2 });
    expect(insights.byLocale).toEqual(expect.arrayContaining([{ value: 'ko', views: 3, visitors: 2 }, { value: 'ja-JP', views: 1, visitors: 1 }]));
    expect(insights.topPages[0]).toEqual({ value: '/', views: 3, visitors: 2 });
    expect(insights.series).toHaveLength(7);
    expect(insights.series.at(-1)).toMatchObject({ period: pacificDay(new Date()), views: 4, visitors: 2 });
  });

  it('gives the same person another key the next day, and deletes the day before’s salt', async () => {
    const day1 = new Date('2026-03-10T12:00:00Z');
    const day2 = new Date('2026-03-11T08:00:00Z');
    const meta = (now: Date) => ({ headers: new Headers({ 'user-agent': CHROME, host: 'localhost' }), address: '198.51.100.30', trustProxy: false, now });
    forgetDaySalt();
    expect(await recordVisit(database.db, { realtor: 'visit-other', path: '/visit-other' }, meta(day1))).toBe('counted');
    expect(await recordVisit(database.db, { realtor: 'visit-other', path: '/visit-other' }, meta(day2))).toBe('counted');
    forgetDaySalt();
    const keys = await database.db.select({ day: pageViews.day, key: pageViews.visitorKey }).from(pageViews).where(sql`${pageViews.day} in ('2026-03-10', '2026-03-11')`);
    expect(keys).toHaveLength(2);
    expect(keys[0]!.key).not.toBe(keys[1]!.key);
    expect((await database.db.select().from(visitSalts)).map((row) => row.day)).not.toContain('2026-03-10');
    await database.db.delete(pageViews).where(sql`${pageViews.day} in ('2026-03-10', '2026-03-11')`);
    await database.db.delete(visitSalts);
  });

  it("counts a view on the realtor's own day: 6 pm in California is already tomorrow in UTC", async () => {
    const evening = new Date('2026-11-27T02:00:00Z');
    forgetDaySalt();
    const meta = { headers: new Headers({ 'user-agent': CHROME, host: 'localhost' }), address: '198.51.100.31', trustProxy: false, now: evening };
    expect(await recordVisit(database.db, { realtor: 'visit-other', path: '/visit-other' }, meta)).toBe('counted');
    forgetDaySalt();
    const [row] = await database.db.select({ day: pageViews.day }).from(pageViews).where(eq(pageViews.createdAt, evening));
    expect(row?.day).toBe('2026-11-26');
    await database.db.delete(pageViews).where(eq(pageViews.createdAt, evening));
    await database.db.delete(visitSalts);
  });

  it('rolls up finished days and deletes page views older than 30 days and old salts (the hourly sweep)', async () => {
    const now = new Date('2026-06-15T10:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const row = (days: number, visitorKey: string, path = '/') => ({ realtorId: ids.other, day: pacificDay(at(days)), kind: 'home' as const, path, locale: 'ko', referrerHost: '', device: 'desktop' as const, country: '', visitorKey, createdAt: at(days) });
    await database.db.insert(pageViews).values([row(31, 'old-a'), row(31, 'old-a'), row(31, 'old-b'), row(29, 'kept-a', '/terms'), row(0, 'today-a')]);
    await database.db.insert(visitSalts).values([{ day: '2026-06-14', salt: 'yesterday' }]);
    const result = await sweepVisits(database.db, now);
    expect(result.purged).toBe(3);
    const left = await database.db.select({ visitorKey: pageViews.visitorKey }).from(pageViews).where(sql`${pageViews.day} between '2026-05-01' and '2026-06-15'`);
    expect(left.map((r) => r.visitorKey).sort()).toEqual(['kept-a', 'today-a']);
    const totals = await database.db.select().from(visitDays).where(sql`${visitDays.realtorId} = ${ids.other} and ${visitDays.dimension} = 'total' and ${visitDays.day} between '2026-05-01' and '2026-06-15'`);
    // The purged day is kept as its roll-up; today is not rolled up before it is over.
    expect(totals.map((t) => [t.day, t.views, t.visitors]).sort()).toEqual([
      [pacificDay(at(31)), 3, 2],
      [pacificDay(at(29)), 1, 1],
    ]);
    expect(await database.db.select().from(visitSalts)).toEqual([]);
    // A second sweep changes nothing.
    expect(await sweepVisits(database.db, now)).toEqual({ rolledUp: 0, purged: 0 });
  });

  it('answers the insights to the owner and admins only', async () => {
    const path = `/v1/realtor/${ids.realtor}/insights`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, tokens.stranger)).status).toBe(403);
    expect((await get(path, tokens.otherOwner)).status).toBe(403);
    expect((await get(path, tokens.owner)).status).toBe(200);
    expect((await get(path, tokens.admin)).status).toBe(200);
    expect((await get('/v1/realtor/999999/insights', tokens.admin)).status).toBe(404);
    expect((await get(`${path}?days=12`, tokens.owner)).status).toBe(400);
    expect((await get('/v1/insights', tokens.owner)).status).toBe(403);
    expect((await get('/v1/insights')).status).toBe(401);
    const all = await get('/v1/insights?by=week', tokens.admin);
    expect(all.status).toBe(200);
    const body = (await all.json()) as Insights;
    expect(body.realtorId).toBeNull();
    expect(body.perRealtor?.map((r) => r.desiredUrl)).toEqual(expect.arrayContaining(['visit-agent', 'visit-other']));
    expect(body.totals.leads).toBeTypeOf('number');
  });

  it('counts messages by source, language and what the visitor wants, and the conversion from visitors', async () => {
    const message = (listingKey: string | null, locale: string, interest: 'buy' | 'sell' | null = null) => ({
      realtorId: ids.realtor,
      realtorDesiredUrl: 'visit-agent',
      name: '박 서연',
      lastName: '박',
      firstName: '서연',
      email: 'seoyeon@example.com',
      phone: '213-555-0190',
      phoneCountryCode: 'US',
      message: '문의',
      isTerm: true,
      locale,
      listingKey,
      interest,
    });
    await database.db
      .insert(contactMessages)
      .values([message(null, 'ko', 'sell'), message(null, 'ja-JP'), message('CRMLS-VISIT-1', 'en'), message('CRMLS-VISIT-1', 'en', 'buy')]);
    const insights = (await (await get(`/v1/realtor/${ids.realtor}/insights?by=month`, tokens.owner)).json()) as Insights;
    expect(insights.totals).toMatchObject({ messages: 4, listingMessages: 2, visitors: 2 });
    expect(insights.totals.conversion).toBe(2);
    // Most messages first (ties in any order).
    expect(insights.messagesBySource).toHaveLength(2);
    expect(insights.messagesBySource).toEqual(expect.arrayContaining([{ source: 'CRMLS-VISIT-1', messages: 2 }, { source: 'homepage', messages: 2 }]));
    expect(insights.messagesByLocale).toHaveLength(3);
    expect(insights.messagesByLocale[0]).toEqual({ locale: 'en', messages: 2 });
    expect(insights.messagesByLocale).toEqual(expect.arrayContaining([{ locale: 'ko', messages: 1 }, { locale: 'ja-JP', messages: 1 }]));
    // The homepage's messages only: a listing's page does not ask.
    expect(insights.messagesByInterest).toEqual(expect.arrayContaining([{ interest: 'sell', messages: 1 }, { interest: '', messages: 1 }]));
    expect(insights.messagesByInterest).toHaveLength(2);
    expect(insights.topListings).toEqual([{ value: '/homes/CRMLS-VISIT-1', views: 1, visitors: 1 }]);
    // Their labels: a listing by its street and city, once it is stored (a key alone means nothing to a realtor).
    expect(insights.listingAddresses).toEqual({});
    const listing = listingFactory({ listAgentStateLicense: '01234567' });
    await database.db.insert(listings).values(listing('CRMLS-VISIT-1', { unparsedAddress: '6021 Harbor Dr, Irvine, CA 92620' }));
    const labelled = (await (await get(`/v1/realtor/${ids.realtor}/insights?by=month`, tokens.owner)).json()) as Insights;
    expect(labelled.listingAddresses).toEqual({ 'CRMLS-VISIT-1': '6021 Harbor Dr, Irvine' });
    expect(insights.byReferrer).toEqual(expect.arrayContaining([{ value: 'google.com', views: 1, visitors: 1 }]));
  });

  it("puts a message on the day it was sent in the realtor's time zone", async () => {
    const evening = new Date('2026-11-27T02:00:00Z');
    await database.db.insert(contactMessages).values({
      realtorId: ids.other,
      realtorDesiredUrl: 'visit-other',
      name: 'Kim Minji',
      lastName: 'Kim',
      firstName: 'Minji',
      email: 'minji@example.com',
      phone: '213-555-0191',
      phoneCountryCode: 'US',
      message: 'Evening question',
      isTerm: true,
      locale: 'en',
      createdAt: evening,
    });
    const admin = { userId: 'admin', email: 'admin@example.com', name: 'Admin', role: 'admin' as const, realtorId: null };
    const insights = await getInsights(database.db, admin, ids.other, { days: 7, by: 'day' }, new Date('2026-11-27T03:00:00Z'));
    expect(insights.to).toBe('2026-11-26');
    expect(insights.series.find((period) => period.period === '2026-11-26')).toMatchObject({ messages: 1 });
    await database.db.delete(contactMessages).where(eq(contactMessages.createdAt, evening));
  });

  it('saves the monthly e-mail for the owner only, and queues each month’s summary once, in the chosen language', async () => {
    const put = (id: number, token: string, body: unknown) =>
      fetch(`${origin}/v1/realtor/${id}/insights/settings`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put(ids.realtor, tokens.otherOwner, { monthlyEmail: true, emailLocale: 'ja-JP' })).status).toBe(403);
    expect((await put(ids.realtor, tokens.owner, { monthlyEmail: 'yes', emailLocale: 'ja-JP' })).status).toBe(400);
    const saved = await put(ids.realtor, tokens.owner, { monthlyEmail: true, emailLocale: 'ja-JP' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ realtorId: ids.realtor, monthlyEmail: true, emailLocale: 'ja-JP' });

    await database.db.insert(visitDays).values([
      { realtorId: ids.realtor, day: '2026-04-03', dimension: 'total', value: '', views: 40, visitors: 25 },
      { realtorId: ids.realtor, day: '2026-04-03', dimension: 'page', value: '/homes/CRMLS-APRIL', views: 12, visitors: 9 },
    ]);
    // 1 am on May 1 in California: April is over in every realtor's time zone.
    const first = new Date('2026-05-01T08:00:00Z');
    expect(await queueMonthlySummaries(database.db, first)).toBe(1);
    expect(await queueMonthlySummaries(database.db, first)).toBe(0);
    const rows = await database.db.select().from(outbox).where(eq(outbox.kind, 'insights_email'));
    expect(rows).toHaveLength(1);
    const payload = rows[0]!.payload as unknown as InsightsEmailPayload;
    expect(payload).toMatchObject({ to: 'visit@realty.example.com', locale: 'ja-JP', month: '2026-04', views: 40, visitors: 25, topListing: '/homes/CRMLS-APRIL' });
    const mail = await insightsEmail(payload, 'no-reply@example.com', 'https://homes.example.com');
    expect(mail.subject).toBe('2026年4月のホームページのアクセスとお問合せ');
    expect(mail.text).toContain('ページビュー：40');
    expect(mail.text).toContain('https://homes.example.com/ja-JP/visit-agent/admin/insights');
    const [setting] = await database.db.select().from(insightSettings).where(eq(insightSettings.realtorId, ids.realtor));
    expect(setting?.lastSummaryMonth).toBe('2026-04');
  });
});
