/**
 * "Talk to a loan officer" (issue #24) over real HTTP: a production server (`node server.mjs` of
 * the current build) on this driver's database, with the Slack stand-in as the lender's own webhook
 * (`LENDER_SLACK_WEBHOOK_URL`, beside the homepage requests' `SLACK_WEBHOOK_URL`). An inquiry
 * about one of the realtor's homes for sale is stored with its Slack outbox row before the 201
 * (the admin inbox shows it at once), and Slack receives the lender's message naming the listing
 * (link), the realtor and the estimate, the visitor's text escaped. Bad input (NUL, a phone of
 * another country, a broken estimate, no consent) is a localised 400; an unknown listing, one the
 * realtor does not show, one not for sale and an unknown realtor are localised 404s; 415, 413 and
 * a cross-site 403 as every public form; none of them stores anything. Loan inquiries are the
 * admins' to read.
 *
 * PGlite serves one process: the data is written before the server starts, in its folder.
 * It needs the production build, which `npm run test:integration` makes first when it is missing
 * or stale; run alone without one, it is skipped, saying why (in CI it fails).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { listings } from '@/server/db/schema';
import { insertRealtorGraph, type RealtorChildren } from '@/server/realtors/write-graph';
import { hasBuild, startAppProcess, type AppProcess } from '../support/app-process';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { startRecordingServer, type RecordingServer } from '../support/http-server';
import { listingFactory } from '../support/listings';

function reasonToSkip(): string | undefined {
  const missing = hasBuild() ? undefined : 'no build in .next: run `npm run build` first';
  if (missing && process.env.CI) throw new Error(`loan inquiries test: ${missing}`);
  return missing;
}
const skipReason = reasonToSkip() ?? (TEST_DB_DRIVER === 'pglite' || (await postgresAvailable()) ? undefined : 'PostgreSQL unreachable');
if (skipReason) console.warn(`loan inquiries test skipped: ${skipReason}`);

const ADMIN = { email: 'loan-admin@example.com', password: 'loan-test-password-1' };
const LICENSE = 'T-LOAN-01';
const SLUG = 'loan-agent';
const SITE_URL = 'https://realtors.example.com';
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
  unparsedAddress: '12 Loan Lane',
  listAgentStateLicense: LICENSE,
  listAgentFullName: 'Loan Agent',
  listOfficeName: 'Loan Office',
});

/** The realtors and listings, written before the server starts; answers the realtors' ids. */
async function seed(db: Db): Promise<{ realtorId: number; otherRealtorId: number }> {
  const realtorId = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: SLUG, email: 'loan@realty.example.com', licenseNumber: LICENSE, displayNameEn: 'Hana Loan' }, irvine));
  const otherRealtorId = await db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'loan-other', email: 'other@realty.example.com', licenseNumber: 'T-LOAN-02' }, irvine));
  await db.insert(listings).values([
    listing('CRMLS-LOAN-1'),
    listing('CRMLS-LOAN-SOLD', { standardStatus: 'Closed', closePrice: 1_300_000, closeDate: '2026-11-01', unparsedAddress: '14 Loan Lane' }),
    listing('CRMLS-LOAN-THEIRS', { listAgentStateLicense: 'T-LOAN-02', unparsedAddress: '99 Elsewhere Road' }),
  ]);
  return { realtorId, otherRealtorId };
}

type InboxItem = { id: number; kind: string; name: string; listingKey: string; listingAddress: string; realtorDesiredUrl: string; loan: Record<string, unknown>; delivery: { channel: string; status: string } | null };

describe.skipIf(Boolean(skipReason))(`loan inquiries over HTTP, on ${TEST_DB_DRIVER}`, () => {
  let app: AppProcess;
  let slack: RecordingServer;
  let database: TestDatabase | undefined;
  let folder = '';
  let token = '';
  let ids = { realtorId: 0, otherRealtorId: 0 };
  let client = 0;

  beforeAll(async () => {
    slack = await startRecordingServer();
    if (TEST_DB_DRIVER === 'postgres') {
      database = await createTestDatabase('postgres');
      ids = await seed(database.db);
    } else {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-loan-inquiries-'));
      const own = openDatabase({ dataDir: folder });
      await runMigrations(own);
      ids = await seed(own.db);
      await own.close();
    }
    app = await startAppProcess(
      {
        ...(database ? { DATABASE_URL: database.url! } : { DATA_DIR: folder }),
        SLACK_WEBHOOK_URL: `${slack.url}/hook`,
        LENDER_SLACK_WEBHOOK_URL: `${slack.url}/lender`,
        SITE_URL,
        // Each request names its client (X-Forwarded-For), each its own: the rate limit is not under test here.
        TRUST_PROXY: '1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_SECRET: 'loan-inquiries-test-secret-0123456789abcdef',
        SEED_DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
      },
      120_000,
    );
    const login = await fetch(`${app.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    token = ((await login.json()) as { accessToken: string }).accessToken;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await slack?.close();
    await database?.drop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  }, 30_000);

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/v1/loan-inquiries`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++client}`, ...headers } });
  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    realtorId: ids.realtorId,
    listingKey: 'CRMLS-LOAN-1',
    name: 'Kim <!channel>',
    email: 'kim@example.com',
    phone: '213-555-0111',
    phoneCountryCode: 'US',
    message: 'Pre-approval? <https://evil.example|Open the CRM> & more',
    estimate: { price: 1_250_000, downPayment: 250_000, ratePercent: 6.5, termYears: 30, monthlyTotal: 7_697.23 },
    consentContact: true,
    locale: 'en',
    ...overrides,
  });
  const inbox = async (): Promise<{ items: InboxItem[]; total: number }> => {
    const response = await fetch(`${app.url}/v1/inbox?kind=loan&pageSize=100`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as { items: InboxItem[]; total: number };
  };
  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

  it('stores the inquiry with its Slack delivery before the 201, and Slack hears of it, escaped, with the listing, the realtor and the estimate', async () => {
    const response = await post(JSON.stringify(inquiry()));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = (await response.json()) as { id: number };
    expect(id).toBeGreaterThan(0);
    // Stored by the time of the answer, with its outbox row.
    const item = (await inbox()).items.find((i) => i.id === id);
    expect(item).toMatchObject({
      kind: 'loan',
      name: 'Kim <!channel>',
      realtorDesiredUrl: SLUG,
      listingKey: 'CRMLS-LOAN-1',
      listingAddress: '12 Loan Lane, Irvine, CA 92620',
      loan: { lenderName: 'Pacific Crest Home Loans', price: 1_250_000, downPayment: 250_000, ratePercent: 6.5, termYears: 30, monthlyTotal: 7_697.23 },
    });
    expect(item!.delivery).toMatchObject({ channel: 'slack' });

    // Delivered in the background to the Slack stand-in.
    let text = '';
    for (let tries = 0; tries < 100 && !text; tries++) {
      const found = slack.received.map((r) => JSON.parse(r.body) as { text: string; blocks: { text: { text: string } }[] }).find((m) => m.text.startsWith(`New loan inquiry #${id} `));
      if (found) text = found.blocks[0]!.text.text;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toContain(`*New loan inquiry #${id} for Pacific Crest Home Loans*`);
    expect(text).toContain('• Name: Kim &lt;!channel&gt;');
    expect(text).toContain('• Message: Pre-approval? &lt;https://evil.example|Open the CRM&gt; &amp; more');
    expect(text).not.toMatch(/<!channel>|<https:\/\/evil/);
    expect(text).toContain(`• Listing: <${SITE_URL}/${SLUG}/homes/CRMLS-LOAN-1|12 Loan Lane, Irvine, CA 92620> (key CRMLS-LOAN-1)`);
    expect(text).toContain(`• Realtor: Hana Loan (/${SLUG})`);
    expect(text).toContain('• Estimate: $7,697 a month: price $1,250,000, down payment $250,000 (20%), rate 6.5%, 30 years');
    expect(text).toContain('• Phone: +1 213-555-0111 (US)');
    // The lender's own channel, not the homepage requests'.
    expect(slack.received.find((r) => r.body.includes(`#${id} `))!.path).toBe('/lender');
    // The inbox shows the delivery.
    for (let tries = 0; tries < 50; tries++) {
      if ((await inbox()).items.find((i) => i.id === id)?.delivery?.status === 'delivered') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await inbox()).items.find((i) => i.id === id)?.delivery).toMatchObject({ channel: 'slack', status: 'delivered' });
  }, 30_000);

  it('answers bad input with a 400 in the language of the request, per field, and stores nothing', async () => {
    const before = (await inbox()).total;
    const bad: [Record<string, unknown>, string, string, string][] = [
      [{ name: 'Kim\u0000' }, 'ja-JP', 'name', '使用できない文字が含まれています。'],
      [{ message: 'a\u0000b' }, 'ko', 'message', '사용할 수 없는 문자가 포함되어 있습니다.'],
      [{ phoneCountryCode: 'KR' }, 'ko', 'phone', '선택한 국가의 올바른 전화번호가 아닙니다.'],
      [{ consentContact: false }, 'en', 'consentContact', 'Your consent is required.'],
      [{ estimate: { price: 1_000, downPayment: 5_000, ratePercent: 6.5, termYears: 30, monthlyTotal: 10 } }, 'en', 'estimate.downPayment', 'The estimate is not valid. Please check its numbers.'],
      [{ estimate: { price: 1_000, downPayment: 0, ratePercent: 6.5, termYears: 40, monthlyTotal: 10 } }, 'ja-JP', 'estimate.termYears', '返済額の目安が正しくありません。入力した数値をご確認ください。'],
      [{ email: 'not-an-email' }, 'en', 'email', 'Please enter a valid e-mail address.'],
      [{ listingKey: '../etc/passwd' }, 'en', 'listingKey', 'This home could not be found.'],
    ];
    for (const [overrides, locale, field, message] of bad) {
      const response = await post(JSON.stringify(inquiry({ ...overrides, locale })));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
    const unknownField = await post(JSON.stringify({ ...inquiry(), admin: true }));
    expect(unknownField.status).toBe(400);
    expect((await inbox()).total).toBe(before);
  });

  it('answers an unknown listing, one the realtor does not show, one not for sale and an unknown realtor with a localised 404, and stores nothing', async () => {
    const before = (await inbox()).total;
    const notShown = 'This home is not among this realtor’s listings. Please check their other homes.';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ listingKey: 'CRMLS-NO-SUCH-HOME' }, 'listingKey', notShown],
      [{ listingKey: 'CRMLS-LOAN-THEIRS' }, 'listingKey', notShown],
      [{ realtorId: ids.otherRealtorId }, 'listingKey', notShown],
      [{ listingKey: 'CRMLS-LOAN-SOLD' }, 'listingKey', 'This home is not for sale, so there is no loan estimate for it.'],
      [{ realtorId: 2_000_000_000 }, 'realtorId', 'This realtor could not be found.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(JSON.stringify(inquiry(overrides)));
      expect(response.status, JSON.stringify(overrides)).toBe(404);
      expect(await errorOf(response), JSON.stringify(overrides)).toMatchObject({ code: 'not_found', message, fields: { [field]: message } });
    }
    const korean = await post(JSON.stringify(inquiry({ listingKey: 'CRMLS-LOAN-SOLD', locale: 'ko' })));
    expect((await errorOf(korean)).message).toBe('판매 중인 매물이 아니어서 대출 상담을 신청할 수 없습니다.');
    expect((await inbox()).total).toBe(before);
  });

  it('takes JSON only, within its limit, from this site only (415, 413, 403, localised), and drops a filled honeypot quietly', async () => {
    const before = (await inbox()).total;
    const plain = await post(JSON.stringify(inquiry()), { 'content-type': 'text/plain;charset=UTF-8', cookie: 'i18n_redirected=ja-JP' });
    expect(plain.status).toBe(415);
    expect((await errorOf(plain)).message).toMatch(/[\u3040-\u30ff]/);
    const large = await post(JSON.stringify(inquiry({ message: 'x'.repeat(200_000) })), { cookie: 'i18n_redirected=ko' });
    expect(large.status).toBe(413);
    expect((await errorOf(large)).message).toMatch(/[가-힣]/);
    const crossSite = await post(JSON.stringify(inquiry()), { origin: 'https://evil.example', cookie: 'i18n_redirected=en' });
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).message).toBe('This form can only be sent from this site.');
    const bot = await post(JSON.stringify(inquiry({ website: 'https://spam.example' })));
    expect(bot.status).toBe(201);
    expect(await bot.json()).toEqual({ id: 0 });
    expect((await inbox()).total).toBe(before);
  });

  it('keeps loan inquiries to admins: no token is a 401', async () => {
    expect((await fetch(`${app.url}/v1/inbox?kind=loan`)).status).toBe(401);
  });
});
