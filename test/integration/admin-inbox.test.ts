/**
 * The admin inbox (issue #7) through its route handlers: GET /v1/inbox, PATCH /v1/inbox/{kind}/{id},
 * POST /v1/inbox/{kind}/{id}/retry and GET /v1/inbox/export — leads, contact messages and loan
 * inquiries (the admins' only) with their delivery state, the owner's view, retries delivered by the real outbox worker code to
 * local Slack and SMTP servers, and the CSV file.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactSchema } from '@/lib/schemas/contact';
import { leadSchema } from '@/lib/schemas/lead';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { contactMessages, homepageRequests, loanInquiries, outbox } from '@/server/db/schema';
import type { InboxItem, InboxPage } from '@/server/inbox/inbox';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { emailDeliverer } from '@/server/outbox/email';
import { GIVE_UP_AFTER_MS, processDueOutbox } from '@/server/outbox/outbox';
import { slackDeliverer } from '@/server/outbox/slack';
import { insertRealtorGraph, type RealtorChildren } from '@/server/realtors/write-graph';
import { call } from '../support/api';
import { makeOwner, signInAdmin, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { startRecordingServer, type RecordingServer } from '../support/http-server';
import { startSmtpServer, type RecordingSmtp } from '../support/smtp';
import { services } from '../support/app-services';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));

const { GET: listRoute } = await import('@/app/v1/inbox/route');
const { GET: exportRoute } = await import('@/app/v1/inbox/export/route');
const { PATCH: patchRoute } = await import('@/app/v1/inbox/[kind]/[id]/route');
const { POST: retryRoute } = await import('@/app/v1/inbox/[kind]/[id]/retry/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty: RealtorChildren = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], testimonials: [], seoMeta: {} };
const meta = { locale: 'ko', userAgent: 'vitest' };
type Params = { kind: string; id: string };

describe.skipIf(!available)(`the admin inbox on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let slack: RecordingServer;
  let smtp: RecordingSmtp;
  const tokens = { admin: '', ownerA: '', ownerB: '', user: '' };
  const realtor = { a: 0, b: 0 };
  const contact = { a1: 0, a2: 0, b1: 0 };
  let leadId = 0;

  const message = (realtorId: number, text: string) =>
    contactSchema.parse({ realtorId, lastName: '박', firstName: '서연', email: 'seoyeon@example.com', phone: '213-555-0190', phoneCountryCode: 'US', message: text, isTerm: 'Y' });

  async function list(query: string, token: string) {
    const response = await call(listRoute, 'GET', `/v1/inbox?${query}`, { token });
    return { status: response.status, body: (await response.json()) as InboxPage & { error?: { code: string; message: string } } };
  }
  const patch = (kind: string, id: string | number, body: unknown, token?: string) =>
    call<Params>(patchRoute, 'PATCH', `/v1/inbox/${kind}/${id}`, { token, body, params: { kind, id: String(id) } });
  const retry = (kind: string, id: string | number, token?: string) =>
    call<Params>(retryRoute, 'POST', `/v1/inbox/${kind}/${id}/retry`, { token, params: { kind, id: String(id) } });

  beforeAll(async () => {
    database = await createTestDatabase();
    slack = await startRecordingServer();
    smtp = await startSmtpServer();
    const db = database.db;
    services.db = db;
    const auth = (services.auth = testAuth(db));
    tokens.admin = (await signInAdmin(db, auth)).accessToken;
    realtor.a = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'inbox-a', email: 'a@realty.example.com' }, empty));
    // No e-mail: its messages have no delivery.
    realtor.b = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'inbox-b', email: '' }, empty));
    const ownerA = await signUp(db, auth, 'owner-a@example.com');
    await makeOwner(db, ownerA.user.userId, realtor.a);
    tokens.ownerA = ownerA.accessToken;
    const ownerB = await signUp(db, auth, 'owner-b@example.com');
    await makeOwner(db, ownerB.user.userId, realtor.b);
    tokens.ownerB = ownerB.accessToken;
    tokens.user = (await signUp(db, auth, 'plain@example.com')).accessToken;

    leadId = (
      await createHomepageRequest(
        database,
        leadSchema.parse({ name: 'Grace Kim', area: 'Irvine, CA', phone: '949-555-0134', phoneCountryCode: 'US', hasSite: 'No', consentPrivacy: true, consentContact: true }),
        { locale: 'en', userAgent: 'vitest' },
      )
    ).id;
    contact.a1 = (await createContactMessage(database, message(realtor.a, '첫 번째 문의'), meta)).id;
    contact.b1 = (await createContactMessage(database, message(realtor.b, '다른 리얼터 문의'), meta)).id;
    contact.a2 = (await createContactMessage(database, message(realtor.a, '두 번째 문의'), meta)).id;
    // A fixed order: a1, b1, a2 (newest).
    const base = Date.parse('2026-11-10T00:00:00Z');
    for (const [id, n] of [[contact.a1, 0], [contact.b1, 1], [contact.a2, 2]] as const) {
      await db.update(contactMessages).set({ createdAt: new Date(base + n * 1000) }).where(eq(contactMessages.id, id));
    }
  });
  afterAll(async () => {
    await slack?.close();
    await smtp?.close();
    await database?.drop();
  });

  it('lists contact messages newest first with their e-mail delivery, for admins', async () => {
    const { status, body } = await list('kind=contact', tokens.admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, page: 0, pageSize: 20 });
    expect(body.items.map((i) => i.id)).toEqual([contact.a2, contact.b1, contact.a1]);
    const [a2, b1] = body.items as [InboxItem, InboxItem];
    expect(a2).toMatchObject({
      kind: 'contact',
      status: 'new',
      notes: '',
      realtorId: realtor.a,
      realtorDesiredUrl: 'inbox-a',
      name: '박서연',
      email: 'seoyeon@example.com',
      phone: '213-555-0190',
      phoneCountryCode: 'US',
      message: '두 번째 문의',
      area: '',
      hasSite: null,
      interest: null,
      locale: 'ko',
      delivery: { channel: 'email', status: 'pending', attempts: 0, lastError: null, deliveredAt: null },
    });
    expect(a2.createdAt).toBe('2026-11-10T00:00:02.000Z');
    expect(b1.delivery).toBeNull();
    expect((await list(`kind=contact&realtorId=${realtor.b}`, tokens.admin)).body.items.map((i) => i.id)).toEqual([contact.b1]);
  });

  it('lists leads for admins, with their Slack delivery', async () => {
    const { status, body } = await list('kind=lead', tokens.admin);
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      kind: 'lead',
      id: leadId,
      name: 'Grace Kim',
      email: '',
      message: '',
      area: 'Irvine, CA',
      hasSite: false,
      realtorId: null,
      realtorDesiredUrl: null,
      locale: 'en',
      delivery: { channel: 'slack', status: 'pending', attempts: 0 },
    });
  });

  it("shows a realtor user only their own realtor's messages; never leads", async () => {
    const own = await list('kind=contact', tokens.ownerA);
    expect(own.status).toBe(200);
    expect(own.body.items.map((i) => i.id)).toEqual([contact.a2, contact.a1]);
    expect((await list(`kind=contact&realtorId=${realtor.a}`, tokens.ownerA)).body.total).toBe(2);
    expect((await list(`kind=contact&realtorId=${realtor.b}`, tokens.ownerA)).status).toBe(403);
    expect((await list('kind=lead', tokens.ownerA)).status).toBe(403);
    expect((await list('kind=contact', tokens.user)).status).toBe(403);
    expect((await call(listRoute, 'GET', '/v1/inbox?kind=contact')).status).toBe(401);
    for (const query of ['', 'kind=spam', 'kind=contact&status=open', 'kind=contact&realtorId=0', 'kind=contact&pageSize=500', 'kind=contact&x=1']) {
      expect((await list(query, tokens.admin)).status, query).toBe(400);
    }
  });

  it('stores status and notes; the owner may, others may not', async () => {
    const response = await patch('contact', contact.a1, { status: 'contacted', notes: '  월요일에 전화함  ' }, tokens.ownerA);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: contact.a1, status: 'contacted', notes: '월요일에 전화함' });
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, contact.a1));
    expect(row).toMatchObject({ status: 'contacted', notes: '월요일에 전화함' });
    expect((await list('kind=contact&status=contacted', tokens.admin)).body.items.map((i) => i.id)).toEqual([contact.a1]);

    expect((await patch('contact', contact.b1, { status: 'closed' }, tokens.ownerA)).status).toBe(403);
    expect((await patch('lead', leadId, { status: 'closed' }, tokens.ownerA)).status).toBe(403);
    expect((await patch('contact', contact.a1, { status: 'closed' }, tokens.user)).status).toBe(403);
    expect((await patch('contact', contact.a1, { status: 'closed' })).status).toBe(401);

    const lead = await patch('lead', leadId, { notes: 'Sent the brochure' }, tokens.admin);
    expect(lead.status).toBe(200);
    const [leadRow] = await database.db.select().from(homepageRequests).where(eq(homepageRequests.id, leadId));
    expect(leadRow).toMatchObject({ status: 'new', notes: 'Sent the brochure' });
  });

  it('answers a bad kind, id or body with 4xx JSON, never 500', async () => {
    const expectError = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
    };
    await expectError(await patch('spam', contact.a1, { status: 'closed' }, tokens.admin), 404);
    await expectError(await patch('contact', 'abc', { status: 'closed' }, tokens.admin), 404);
    await expectError(await patch('contact', 999_999, { status: 'closed' }, tokens.admin), 404);
    await expectError(await patch('contact', contact.a1, {}, tokens.admin), 400);
    await expectError(await patch('contact', contact.a1, { status: 'done' }, tokens.admin), 400);
    await expectError(await patch('contact', contact.a1, { notes: 'x'.repeat(5001) }, tokens.admin), 400);
    await expectError(await patch('contact', contact.a1, { status: 'closed', extra: 1 }, tokens.admin), 400);
    await expectError(await retry('spam', leadId, tokens.admin), 404);
    await expectError(await retry('lead', 'x1', tokens.admin), 404);
    await expectError(await retry('lead', 999_999, tokens.admin), 404);
  });

  it('puts a failed Slack delivery back to pending, and the worker then delivers it', async () => {
    const deliverers = { slack_lead: slackDeliverer(`${slack.url}/hook`), contact_email: emailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>') };
    slack.status = 503;
    // A day later the worker gives up on the lead (Slack still down).
    const later = new Date(Date.now() + GIVE_UP_AFTER_MS + 1_000);
    await processDueOutbox(database.db, { slack_lead: deliverers.slack_lead }, { now: later });
    let item = (await list('kind=lead', tokens.admin)).body.items[0]!;
    expect(item.delivery).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Slack answered 503' });

    expect((await retry('lead', leadId, tokens.ownerA)).status).toBe(403);
    const response = await retry('lead', leadId, tokens.admin);
    expect(response.status).toBe(200);
    expect(((await response.json()) as InboxItem).delivery).toMatchObject({ status: 'pending' });

    slack.status = 200;
    expect(await processDueOutbox(database.db, deliverers, { now: new Date(Date.now() + 1_000) })).toMatchObject({ delivered: 3 });
    expect(slack.received).toHaveLength(1);
    expect(smtp.mails).toHaveLength(2);
    item = (await list('kind=lead', tokens.admin)).body.items[0]!;
    expect(item.delivery).toMatchObject({ status: 'delivered', lastError: null, deliveredAt: expect.any(String) });

    const again = await retry('lead', leadId, tokens.admin);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('conflict');
    // No delivery at all (the realtor has no e-mail address).
    expect((await retry('contact', contact.b1, tokens.admin)).status).toBe(404);
  });

  it("lets the owner retry their own message's e-mail", async () => {
    const { id } = await createContactMessage(database, message(realtor.a, '세 번째 문의'), meta);
    smtp.failing = true;
    const deliverers = { contact_email: emailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>') };
    expect(await processDueOutbox(database.db, deliverers)).toMatchObject({ retried: 1 });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.aggregateId, String(id)));
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    smtp.failing = false;
    const response = await retry('contact', id, tokens.ownerA);
    expect(response.status).toBe(200);
    expect(await processDueOutbox(database.db, deliverers)).toMatchObject({ delivered: 1 });
    expect((await retry('contact', id, tokens.ownerB)).status).toBe(403);
  });

  it('exports CSV with a BOM, a header, RFC 4180 quoting and the formula guard', async () => {
    await database.db.update(contactMessages).set({ message: '=1+2, "hi"\nbye', notes: '@SUM(A1)' }).where(eq(contactMessages.id, contact.a2));
    const response = await call(exportRoute, 'GET', '/v1/inbox/export?kind=contact', { token: tokens.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="inbox-contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('kind,id,createdAt,status,realtor,name,email,phoneCountryCode,phone,area,hasSite,message,notes,locale,deliveryStatus,deliveryAttempts,deliveryError,listingKey,listingAddress,preferredDates,interest,loanLender,loanPrice,loanDownPayment,loanRatePercent,loanTermYears,loanMonthlyTotal');
    expect(text).toContain(`contact,${contact.a2},2026-11-10T00:00:02.000Z,new,inbox-a,박서연,seoyeon@example.com,US,213-555-0190,,,"'=1+2, ""hi""\nbye",'@SUM(A1),ko,delivered,1,`);
    expect(text).toContain(`contact,${contact.b1},`);
    expect(text.endsWith('\r\n')).toBe(true);

    // The owner's file holds their own realtor's messages only.
    const own = await (await call(exportRoute, 'GET', '/v1/inbox/export?kind=contact', { token: tokens.ownerA })).text();
    expect(own).not.toContain(`contact,${contact.b1},`);
    expect(own).toContain(`contact,${contact.a1},`);
    expect((await call(exportRoute, 'GET', '/v1/inbox/export?kind=lead', { token: tokens.ownerA })).status).toBe(403);
    const leads = await (await call(exportRoute, 'GET', '/v1/inbox/export?kind=lead', { token: tokens.admin })).text();
    expect(leads).toContain(`lead,${leadId},`);
    expect(leads).toContain(',Grace Kim,,US,949-555-0134,"Irvine, CA",false,,Sent the brochure,en,delivered,2,');
    expect((await call(exportRoute, 'GET', '/v1/inbox/export?kind=contact&page=1', { token: tokens.admin })).status).toBe(400);
  });

  it("keeps loan inquiries to admins: listed, exported and updated by them, 403 for the owner of the realtor they came from", async () => {
    const [row] = await database.db
      .insert(loanInquiries)
      .values({
        realtorId: realtor.a,
        realtorDesiredUrl: 'inbox-a',
        listingKey: 'CRMLS-INBOX-1',
        listingAddress: '1 Inbox Way, Irvine, CA 92620',
        lenderName: 'Pacific Crest Home Loans',
        name: 'Lee Jiwoo',
        email: 'jiwoo@example.com',
        phone: '949-555-0134',
        phoneCountryCode: 'US',
        phoneE164: '+19495550134',
        price: 900_000,
        downPayment: 180_000,
        ratePercent: 6.25,
        termYears: 15,
        monthlyTotal: 6_990.5,
        consentContact: true,
      })
      .returning({ id: loanInquiries.id });
    const id = row!.id;
    const { status, body } = await list('kind=loan', tokens.admin);
    expect(status).toBe(200);
    expect(body.items.find((i) => i.id === id)).toMatchObject({
      kind: 'loan',
      realtorId: realtor.a,
      realtorDesiredUrl: 'inbox-a',
      listingKey: 'CRMLS-INBOX-1',
      listingAddress: '1 Inbox Way, Irvine, CA 92620',
      message: '',
      loan: { lenderName: 'Pacific Crest Home Loans', price: 900_000, downPayment: 180_000, ratePercent: 6.25, termYears: 15, monthlyTotal: 6_990.5 },
      delivery: null,
    });
    expect((await list(`kind=loan&realtorId=${realtor.a}`, tokens.admin)).body.total).toBe(1);
    expect((await list(`kind=loan&realtorId=${realtor.b}`, tokens.admin)).body.total).toBe(0);
    // The lender's lead: not the realtor's to read or handle, even though it came from their page.
    expect((await list('kind=loan', tokens.ownerA)).status).toBe(403);
    expect((await list(`kind=loan&realtorId=${realtor.a}`, tokens.ownerA)).status).toBe(403);
    expect((await patch('loan', id, { status: 'contacted' }, tokens.ownerA)).status).toBe(403);
    expect((await retry('loan', id, tokens.ownerA)).status).toBe(403);
    expect((await call(exportRoute, 'GET', '/v1/inbox/export?kind=loan', { token: tokens.ownerA })).status).toBe(403);
    const updated = await patch('loan', id, { status: 'contacted', notes: 'Called back' }, tokens.admin);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ kind: 'loan', id, status: 'contacted', notes: 'Called back' });
    const csv = await (await call(exportRoute, 'GET', '/v1/inbox/export?kind=loan', { token: tokens.admin })).text();
    expect(csv).toContain(`loan,${id},`);
    expect(csv).toContain(',CRMLS-INBOX-1,"1 Inbox Way, Irvine, CA 92620",,,Pacific Crest Home Loans,900000,180000,6.25,15,6990.5\r\n');
  });
});
