import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/schemas/contact';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { contactMessages, outbox, realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { emailDeliverer } from '@/server/outbox/email';
import { processDueOutbox, retryDelay } from '@/server/outbox/outbox';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { readMail, startSmtpServer, type RecordingSmtp } from '../support/smtp';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const meta = { locale: 'ko', userAgent: 'vitest' };
const empty = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} };

describe.skipIf(!available)(`contact messages and e-mail delivery on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let smtp: RecordingSmtp;
  let realtorId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    realtorId = await database.db.transaction((tx) =>
      insertRealtorGraph(tx, { desiredUrl: 'mail-test', email: 'realtor@example.com' }, empty),
    );
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  const message = (text: string) =>
    contactSchema.parse({
      realtorId,
      lastName: '박',
      firstName: '서연',
      email: 'seoyeon@example.com',
      phone: '213-555-0190',
      phoneCountryCode: 'US',
      message: text,
      isTerm: 'Y',
    });

  it('stores the message with the name "last first" and an e-mail outbox row', async () => {
    const { id } = await createContactMessage(database, message('첫 문의'), meta);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: '박 서연', isTerm: true, realtorDesiredUrl: 'mail-test', status: 'new' });
    // What was typed, and the number in E.164 beside it (issue #29).
    expect(row).toMatchObject({ phone: '213-555-0190', phoneCountryCode: 'US', phoneE164: '+12135550190' });
    const rows = await database.db.select().from(outbox).where(eq(outbox.aggregateId, String(id)));
    expect(rows).toMatchObject([{ kind: 'contact_email', status: 'pending' }]);
  });

  it.runIf(TEST_DB_DRIVER === 'postgres')('is a statement PostgreSQL prepares once per connection, then only binds and runs', async () => {
    // Each connection prepares it on first use. One after another, the messages take the same
    // connection (the pool hands out the one released last), which prepared it once for all.
    for (let i = 0; i < 8; i++) await createContactMessage(database, message(`준비된 문장 ${i}`), meta);
    const client = await database.pool!.connect();
    try {
      const prepared = await client.query<{ name: string; calls: string }>(
        "select name, generic_plans + custom_plans as calls from pg_prepared_statements where name like 'statement_%'",
      );
      expect(prepared.rows).toHaveLength(1);
      expect(Number(prepared.rows[0]!.calls)).toBeGreaterThanOrEqual(8);
    } finally {
      client.release();
    }
  });

  it('answers a missing realtor with a not-found error and stores nothing', async () => {
    const before = (await database.db.select().from(contactMessages)).length;
    await expect(createContactMessage(database, { ...message('x'), realtorId: 999_999 }, meta)).rejects.toBeInstanceOf(AppError);
    expect((await database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('e-mails the realtor through SMTP, and after an outage delivers each message exactly once', async () => {
    await database.db.delete(outbox);
    const deliverers = { contact_email: emailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>') };
    await createContactMessage(database, message('정전 중 문의 1'), meta);
    await createContactMessage(database, message('정전 중 문의 2'), meta);

    smtp.failing = true;
    let now = new Date();
    expect(await processDueOutbox(database.db, deliverers, { now })).toEqual({ delivered: 0, retried: 2, failed: 0 });
    smtp.failing = false;
    now = new Date(now.getTime() + retryDelay(1));
    expect(await processDueOutbox(database.db, deliverers, { now })).toEqual({ delivered: 2, retried: 0, failed: 0 });
    now = new Date(now.getTime() + 120_000);
    expect(await processDueOutbox(database.db, deliverers, { now })).toEqual({ delivered: 0, retried: 0, failed: 0 });

    expect(smtp.mails).toHaveLength(2);
    for (const mail of smtp.mails) {
      expect(mail).toContain('To: realtor@example.com');
      expect(mail).toContain('Reply-To: seoyeon@example.com');
    }
  });

  it("e-mails the realtor in Korean, the realtor site's language, whatever the visitor's page language, as plain text", async () => {
    const id = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'mail-lang', email: 'lang@example.com' }, empty));
    const text = "<b>Hi</b> {name} it's me & <script>alert(1)</script>\n두 번째 줄";
    await createContactMessage(database, { ...message(text), realtorId: id }, { locale: 'en', userAgent: 'vitest' });
    const deliverers = { contact_email: emailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>', { siteUrl: 'https://realtors.example.com/' }) };
    await processDueOutbox(database.db, deliverers);

    const raw = smtp.mails.find((m) => m.includes('To: lang@example.com'));
    expect(raw).toBeDefined();
    const mail = readMail(raw!);
    // One text/plain part: the visitor's text cannot become markup.
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail.subject).toBe('새 문의: 박서연 님 (홈페이지 /mail-lang)');
    expect(mail.text).toContain('박서연 님이 홈페이지를 통해 메시지를 보냈습니다.');
    expect(mail.text).toContain('이메일: seoyeon@example.com');
    expect(mail.text).toContain('전화번호: +1 213-555-0190');
    // The visitor wrote from the English page: the realtor knows which language to answer in.
    expect(mail.text).toContain('방문자가 본 페이지 언어: English');
    expect(mail.text).toContain(`\n${text}\n`);
    expect(mail.text).toContain('https://realtors.example.com/mail-lang/admin');
    expect(mail.text).not.toMatch(/New message|E-mail:|Phone:/);
  });

  it('keeps what the visitor wants help with, when they say, and tells the realtor in the e-mail', async () => {
    const id = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'mail-interest', email: 'seller@example.com' }, empty));
    const { id: messageId } = await createContactMessage(database, contactSchema.parse({ ...message('집을 내놓고 싶어요'), realtorId: id, interest: 'sell' }), meta);
    const { id: silentId } = await createContactMessage(database, { ...message('안녕하세요'), realtorId: id }, meta);
    const rows = await database.db.select({ id: contactMessages.id, interest: contactMessages.interest }).from(contactMessages).where(eq(contactMessages.realtorId, id));
    expect(rows).toEqual(expect.arrayContaining([{ id: messageId, interest: 'sell' }, { id: silentId, interest: null }]));
    expect(contactSchema.safeParse({ ...message('x'), interest: 'invest' }).error?.issues).toMatchObject([{ path: ['interest'], message: 'invalid_interest' }]);

    const deliverers = { contact_email: emailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>') };
    await processDueOutbox(database.db, deliverers);
    const mails = smtp.mails.filter((m) => m.includes('To: seller@example.com')).map((m) => readMail(m).text);
    expect(mails).toHaveLength(2);
    expect(mails.filter((text) => text.includes('상담 내용: 집 매도'))).toHaveLength(1);
  });

  it('keeps messages when the realtor is deleted', async () => {
    const { id } = await createContactMessage(database, message('남아 있어야 할 문의'), meta);
    await database.db.delete(realtors).where(eq(realtors.id, realtorId));
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ realtorId: null, realtorDesiredUrl: 'mail-test' });
  });
});
