/**
 * "Ask about this home / request a tour" (issue #24) through the contact form's route handler, and
 * `GET /cozying-api/v1/home/{listingKey}`, on this driver's database: a message that names one of
 * the realtor's shown listings is stored with it (key, address, preferred dates) before the 201,
 * with its e-mail outbox row; the inbox (list and CSV) and the e-mail name the listing; a listing
 * the realtor does not show, an unknown one and bad input are localised 4xx answers that store
 * nothing; the tour requests share the contact form's rate limit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, listings, outbox } from '@/server/db/schema';
import type { InboxPage } from '@/server/inbox/inbox';
import { emailDeliverer } from '@/server/outbox/email';
import { processDueOutbox } from '@/server/outbox/outbox';
import { insertRealtorGraph, type RealtorChildren } from '@/server/realtors/write-graph';
import { call } from '../support/api';
import { services } from '../support/app-services';
import { makeOwner, signInAdmin, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { listingFactory } from '../support/listings';
import { readMail, startSmtpServer, type RecordingSmtp } from '../support/smtp';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));

const contactRoute = await import('@/app/v1/realtor-contacts/route');
const { GET: inboxRoute } = await import('@/app/v1/inbox/route');
const { GET: exportRoute } = await import('@/app/v1/inbox/export/route');
const { GET: homeRoute } = await import('@/app/cozying-api/v1/home/[listingKey]/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const LICENSE = 'T-TOUR-01';
const irvine: RealtorChildren = {
  photos: [],
  etcInfo: [],
  activityRegion: [{ state: 'CA', city: 'Irvine', neighborhood: '', zipcode: '92620' }],
  additionalSections: [],
  testimonials: [],
  seoMeta: {},
};

const listing = listingFactory({
  propertySubType: 'SingleFamilyResidence',
  listPrice: 1_250_000,
  bedroomsTotal: 4,
  bathroomsTotalInteger: 3,
  livingArea: 2400,
  unparsedAddress: '12 Tour Lane',
  listAgentStateLicense: LICENSE,
  listAgentFullName: 'Tour Agent',
  listOfficeName: 'Tour Office',
  yearBuilt: 2004,
});

describe.skipIf(!available)(`tour requests and one listing's API on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let smtp: RecordingSmtp;
  let realtorId = 0;
  let otherRealtorId = 0;
  const tokens = { admin: '', owner: '' };
  let client = 0;

  const form = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(contactRoute.POST as never, 'POST', '/v1/realtor-contacts', { body, headers: { 'x-forwarded-for': `192.0.2.${++client}`, ...headers } });
  const tour = (overrides: Record<string, unknown> = {}) => ({
    realtorId,
    lastName: '김',
    firstName: '하늘',
    email: 'haneul@example.com',
    phone: '213-555-0111',
    phoneCountryCode: 'US',
    message: '이번 주말에 집을 보고 싶습니다.',
    isTerm: 'Y',
    listingKey: 'CRMLS-TOUR-1',
    preferredDates: '토요일 오후 2시 이후',
    locale: 'ko',
    ...overrides,
  });
  const count = async () => (await database.db.select({ id: contactMessages.id }).from(contactMessages)).length;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    const db = database.db;
    services.db = db;
    services.database = database;
    const auth = (services.auth = testAuth(db));
    tokens.admin = (await signInAdmin(db, auth)).accessToken;
    realtorId = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'tour-agent', email: 'tour@realty.example.com', licenseNumber: LICENSE }, irvine));
    otherRealtorId = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'tour-other', email: 'other@realty.example.com', licenseNumber: 'T-TOUR-02' }, irvine));
    const owner = await signUp(db, auth, 'tour-owner@example.com');
    await makeOwner(db, owner.user.userId, realtorId);
    tokens.owner = owner.accessToken;
    await db.insert(listings).values([
      listing('CRMLS-TOUR-1'),
      listing('CRMLS-TOUR-SOLD', { standardStatus: 'Closed', closePrice: 1_300_000, closeDate: '2026-11-01', unparsedAddress: '14 Tour Lane' }),
      listing('CRMLS-TOUR-HOLD', { standardStatus: 'Hold' }),
      listing('CRMLS-TOUR-THEIRS', { listAgentStateLicense: 'T-TOUR-02', unparsedAddress: '99 Elsewhere Road' }),
    ]);
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it('stores a tour request with its listing before the 201, with an e-mail outbox row naming the listing', async () => {
    const response = await form(tour());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      realtorId,
      realtorDesiredUrl: 'tour-agent',
      name: '김 하늘',
      listingKey: 'CRMLS-TOUR-1',
      listingAddress: '12 Tour Lane, Irvine, CA 92620',
      preferredDates: '토요일 오후 2시 이후',
      status: 'new',
    });
    const rows = await database.db.select().from(outbox).where(eq(outbox.aggregateId, String(id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact_email', aggregateType: 'contact_messages', status: 'pending' });
    expect(rows[0]!.payload).toMatchObject({
      to: 'tour@realty.example.com',
      listingKey: 'CRMLS-TOUR-1',
      listingAddress: '12 Tour Lane, Irvine, CA 92620',
      preferredDates: '토요일 오후 2시 이후',
    });
  });

  it('takes a question about a sold home of theirs too, and no preferred dates', async () => {
    const response = await form(tour({ listingKey: 'CRMLS-TOUR-SOLD', preferredDates: '' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ listingKey: 'CRMLS-TOUR-SOLD', listingAddress: '14 Tour Lane, Irvine, CA 92620', preferredDates: null });
  });

  it('keeps the homepage contact form as it was: no listing, no preferred dates', async () => {
    const { listingKey: _key, preferredDates: _dates, ...plain } = tour({ message: '홈페이지에서 보낸 문의' });
    const response = await form(plain);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ listingKey: null, listingAddress: null, preferredDates: null });
  });

  it("answers a listing the realtor does not show, or an unknown one, with a localised 404 and stores nothing", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ listingKey: 'CRMLS-TOUR-THEIRS' }, 'This home is not among this realtor’s listings. Please check their other homes.'],
      [{ listingKey: 'CRMLS-TOUR-HOLD' }, 'This home is not among this realtor’s listings. Please check their other homes.'],
      [{ listingKey: 'CRMLS-NO-SUCH-HOME' }, 'This home is not among this realtor’s listings. Please check their other homes.'],
      // The listing is theirs, not this realtor's.
      [{ realtorId: otherRealtorId, listingKey: 'CRMLS-TOUR-1' }, 'This home is not among this realtor’s listings. Please check their other homes.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await form(tour({ ...overrides, locale: 'en' }));
      expect(response.status, JSON.stringify(overrides)).toBe(404);
      const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
      expect(body.error).toMatchObject({ code: 'not_found', message, fields: { listingKey: message } });
    }
    const japanese = await form(tour({ listingKey: 'CRMLS-NO-SUCH-HOME', locale: 'ja-JP' }));
    expect(japanese.status).toBe(404);
    expect(((await japanese.json()) as { error: { message: string } }).error.message).toBe('このリアルターの物件一覧にない物件です。ほかの物件をご確認ください。');
    const unknownRealtor = await form(tour({ realtorId: 2_000_000_000 }));
    expect(unknownRealtor.status).toBe(404);
    expect(((await unknownRealtor.json()) as { error: { message: string } }).error.message).toBe('해당 리얼터를 찾을 수 없습니다.');
    expect(await count()).toBe(before);
  });

  it('answers bad input with a localised 400 per field, never a 500, and stores nothing', async () => {
    const before = await count();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ listingKey: '../etc/passwd' }, 'listingKey', '매물을 찾을 수 없습니다.'],
      [{ listingKey: 'x'.repeat(65) }, 'listingKey', '매물을 찾을 수 없습니다.'],
      [{ listingKey: 42 }, 'listingKey', '매물을 찾을 수 없습니다.'],
      [{ preferredDates: 'x'.repeat(201) }, 'preferredDates', '너무 깁니다.'],
      [{ preferredDates: 'a\u0000b' }, 'preferredDates', '사용할 수 없는 문자가 포함되어 있습니다.'],
      [{ email: 'not-an-email' }, 'email', '올바른 이메일 주소를 입력해 주세요.'],
      [{ phone: 'call me' }, 'phone', '숫자와 하이픈(-)만 입력해 주세요.'],
      [{ message: '' }, 'message', '필수 항목입니다.'],
    ];
    for (const [overrides, field, message] of bad) {
      const response = await form(tour(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it("shares the contact form's rate limit per client address", async () => {
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const { listingKey: _key, preferredDates: _dates, ...plain } = tour();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await form(plain, headers)).status);
    for (let i = 0; i < 3; i++) statuses.push((await form(tour(), headers)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("lists a tour request in the admin's and the realtor's inbox with the listing named, and in the CSV", async () => {
    const response = await form(tour({ message: '인박스 확인용 문의', preferredDates: '일요일 오전' }));
    const { id } = (await response.json()) as { id: number };
    for (const token of [tokens.admin, tokens.owner]) {
      const list = await call(inboxRoute, 'GET', `/v1/inbox?kind=contact&realtorId=${realtorId}`, { token });
      expect(list.status).toBe(200);
      const page = (await list.json()) as InboxPage;
      expect(page.items.find((item) => item.id === id)).toMatchObject({
        kind: 'contact',
        realtorDesiredUrl: 'tour-agent',
        listingKey: 'CRMLS-TOUR-1',
        listingAddress: '12 Tour Lane, Irvine, CA 92620',
        preferredDates: '일요일 오전',
        message: '인박스 확인용 문의',
        delivery: { channel: 'email', status: 'pending' },
      });
    }
    const csv = await (await call(exportRoute, 'GET', `/v1/inbox/export?kind=contact&realtorId=${realtorId}`, { token: tokens.admin })).text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/,listingKey,listingAddress,preferredDates,interest,loanLender,/);
    expect(lines.find((line) => line.startsWith(`contact,${id},`))).toMatch(/,CRMLS-TOUR-1,"12 Tour Lane, Irvine, CA 92620",일요일 오전,{7}$/);
  });

  it('e-mails the realtor in Korean with the listing named: address, key, link and preferred dates', async () => {
    await database.db.delete(outbox);
    const response = await form(tour({ message: '메일 확인용 문의', locale: 'ja-JP' }));
    expect(response.status).toBe(201);
    const deliverers = { contact_email: emailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>', { siteUrl: 'https://realtors.example.com' }) };
    expect(await processDueOutbox(database.db, deliverers)).toMatchObject({ delivered: 1 });
    const raw = smtp.mails.find((m) => m.includes('To: tour@realty.example.com'));
    expect(raw).toBeDefined();
    const mail = readMail(raw!);
    expect(mail.subject).toBe('매물 문의·투어 요청: 12 Tour Lane, Irvine, CA 92620 (김하늘 님)');
    expect(mail.text).toContain('김하늘 님이 매물 페이지에서 문의 또는 투어를 요청했습니다.');
    expect(mail.text).toContain('매물: 12 Tour Lane, Irvine, CA 92620 (매물 키 CRMLS-TOUR-1)');
    expect(mail.text).toContain('매물 페이지: https://realtors.example.com/tour-agent/homes/CRMLS-TOUR-1');
    expect(mail.text).toContain('희망 일정: 토요일 오후 2시 이후');
    expect(mail.text).toContain('방문자가 본 페이지 언어: 日本語');
    expect(mail.text).toContain('\n메일 확인용 문의\n');
  });

  describe('GET /cozying-api/v1/home/{listingKey}', () => {
    const get = (listingKey: string, headers: Record<string, string> = {}) =>
      call<{ listingKey: string }>(homeRoute, 'GET', `/cozying-api/v1/home/${listingKey}`, { params: { listingKey }, headers });

    it('answers one listing with the facts its page shows, cacheable for a minute', async () => {
      const response = await get('CRMLS-TOUR-1');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(await response.json()).toMatchObject({
        listingKey: 'CRMLS-TOUR-1',
        listingId: 'OC-CRMLS-TOUR-1',
        market: 'crmls',
        standardStatus: 'Active',
        price: 1_250_000,
        listPrice: 1_250_000,
        bedroomsTotal: 4,
        bathroomsTotalInteger: 3,
        livingArea: 2400,
        yearBuilt: 2004,
        unparsedAddress: '12 Tour Lane',
        city: 'Irvine',
        listAgentStateLicense: LICENSE,
        searchType: 'sale',
        media: ['/demo/top-1.webp'],
      });
      const sold = (await (await get('CRMLS-TOUR-SOLD')).json()) as { searchType: string; closePrice: number };
      expect(sold).toMatchObject({ searchType: 'sold', closePrice: 1_300_000 });
    });

    it('answers an unknown or malformed key with a localised 404', async () => {
      for (const [key, headers, message] of [
        ['CRMLS-NO-SUCH-HOME', {}, '해당 매물을 찾을 수 없습니다.'],
        ['CRMLS-NO-SUCH-HOME', { 'x-locale': 'en' }, 'This listing could not be found.'],
        ['%E0%A4%A', { 'x-locale': 'ja-JP' }, 'この物件は見つかりませんでした。'],
        ['..', { 'x-locale': 'en' }, 'This listing could not be found.'],
        ['x'.repeat(65), { 'x-locale': 'en' }, 'This listing could not be found.'],
      ] as const) {
        const response = await get(key, headers);
        expect(response.status, key).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'not_found', message } });
      }
    });
  });
});
