/**
 * Text that the database cannot store, or a page cannot use, is refused at the edge with a
 * localised 400 and a field message, by the one shared schema layer (security issue, item 17):
 * NUL (U+0000, which PostgreSQL refuses in text) in the public forms, PATCH and import, and a
 * homepage URL without its http(s) scheme. A bad address already stored does not fail the page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import ko from '@/i18n/messages/ko.json';
import { contactMessages, homepageRequests, realtors } from '@/server/db/schema';
import type { Principal } from '@/server/auth/guard';
import { exportRealtor } from '@/server/realtors/write-realtor';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { call } from '../support/api';
import { services } from '../support/app-services';
import { signInAdmin, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));
vi.mock('next/cache', (importOriginal) => import('../support/app-services').then((m) => m.nextCacheModule(importOriginal)));

const contactRoute = await import('@/app/v1/realtor-contacts/route');
const leadRoute = await import('@/app/api/send-to-slack/route');
const realtorRoute = await import('@/app/v1/realtor/route');
const realtorIdRoute = await import('@/app/v1/realtor/[idOrDesiredUrl]/route');
const importRoute = await import('@/app/v1/realtor/import/[id]/route');
const realtorPage = await import('@/app/[locale]/[desiredUrl]/page');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} };
const NUL = '\u0000';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.skipIf(!available)(`text fields the database or the pages cannot take, on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let admin: Principal;
  let adminToken: string;
  let realtorId: number;
  let client = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.database = database;
    const auth = (services.auth = testAuth(database.db));
    ({ user: admin, accessToken: adminToken } = await signInAdmin(database.db, auth));
    realtorId = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'text-test', email: 'text@example.com' }, empty));
  });
  afterAll(async () => {
    await database?.drop();
  });

  const form = (route: { POST: unknown }, path: string, body: unknown) =>
    call(route.POST as never, 'POST', path, { body, headers: { 'x-forwarded-for': `192.0.2.${++client}`, cookie: 'i18n_redirected=en' } });

  it('refuses NUL in any field of the contact form and of the lead form with a 400 naming the field, and stores nothing', async () => {
    const contact = { realtorId, lastName: 'Kim', firstName: 'Ara', email: 'ara@example.com', phone: '404-555-0101', phoneCountryCode: 'US', message: 'Hello', isTerm: 'Y' };
    const lead = { name: 'Kim', area: 'Irvine', phone: '949-555-0134', phoneCountryCode: 'US', hasSite: 'No', consentPrivacy: true, consentContact: true };
    const before = { contacts: await database.db.$count(contactMessages), leads: await database.db.$count(homepageRequests) };
    for (const field of ['lastName', 'firstName', 'message', 'name'] as const) {
      const response = await form(contactRoute, '/v1/realtor-contacts', { ...contact, [field]: `Kim${NUL}Ara` });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toEqual({ [field]: en.ContactForm.errors.invalid_character });
    }
    for (const field of ['name', 'area', 'hasSite'] as const) {
      const response = await form(leadRoute, '/api/send-to-slack', { ...lead, [field]: `Irvine${NUL}` });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields).toEqual({ [field]: en.LeadForm.errors.invalid_character });
    }
    expect(await database.db.$count(contactMessages)).toBe(before.contacts);
    expect(await database.db.$count(homepageRequests)).toBe(before.leads);
  });

  it('refuses NUL in a realtor update (PATCH) with a localised 400 per field, and changes nothing', async () => {
    const patch = (body: unknown) =>
      call<{ idOrDesiredUrl: string }>(realtorIdRoute.PATCH, 'PATCH', `/v1/realtor/${realtorId}`, {
        token: adminToken,
        body,
        params: { idOrDesiredUrl: String(realtorId) },
        headers: { cookie: 'i18n_redirected=ko' },
      });
    const response = await patch({
      aboutMeKr: `안녕${NUL}하세요`,
      licenseNumber: NUL,
      seoMeta: { ko: { title: `제목${NUL}` } },
      additionalSections: [{ title: 'Awards', body: `Top${NUL}` }],
      etcInfo: [{ contentType: 'company_address', content: `1 Main St${NUL}` }],
      photos: [{ path: 'top', imageType: 'fullsize', url: `/uploads/a${NUL}.webp` }],
    });
    expect(response.status).toBe(400);
    const invalid = ko.Api.errors.invalid_character;
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      aboutMeKr: invalid,
      licenseNumber: invalid,
      'seoMeta.ko.title': invalid,
      'additionalSections.0.body': invalid,
      'etcInfo.0.content': invalid,
      'photos.0.url': invalid,
    });
    const [row] = await database.db.select({ aboutMeKr: realtors.aboutMeKr }).from(realtors).where(eq(realtors.id, realtorId));
    expect(row!.aboutMeKr).toBe('');
    expect((await patch({ aboutMeKr: '안녕하세요' })).status).toBe(200);
  });

  it('refuses NUL in an import file with a 400 naming the field, and changes nothing', async () => {
    const file = await exportRealtor({ db: database.db, principal: admin }, realtorId);
    file.realtor.aboutMeEn = `Hello${NUL}`;
    const body = new FormData();
    body.set('file', new Blob([JSON.stringify(file)], { type: 'application/json' }), 'export.json');
    const response = await importRoute.POST(
      new Request(`http://localhost/v1/realtor/import/${realtorId}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, cookie: 'i18n_redirected=en' }, body }),
      { params: Promise.resolve({ id: String(realtorId) }) },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({ 'realtor.aboutMeEn': en.Api.errors.invalid_character });
    const [row] = await database.db.select({ aboutMeEn: realtors.aboutMeEn }).from(realtors).where(eq(realtors.id, realtorId));
    expect(row!.aboutMeEn).toBe('');
  });

  it('refuses a homepage URL without http(s):// with a localised 400, and takes one with it', async () => {
    const create = (hompageUrl: string, desiredUrl: string) =>
      call(realtorRoute.POST, 'POST', '/v1/realtor', { token: adminToken, body: { desiredUrl, hompageUrl }, headers: { cookie: 'i18n_redirected=en' } });
    for (const hompageUrl of ['example.com', 'www.example.com/jane', `https://example.com/${NUL}`]) {
      const response = await create(hompageUrl, 'no-scheme');
      expect(response.status, hompageUrl).toBe(400);
      const { fields } = ((await response.json()) as ErrorBody).error;
      expect(fields, hompageUrl).toEqual({ hompageUrl: hompageUrl.includes(NUL) ? en.Api.errors.invalid_character : en.Api.errors.url_needs_scheme });
    }
    expect((await create('https://jane.example.com', 'with-scheme')).status).toBe(201);
  });

  it('renders the page of a realtor whose stored homepage URL has no scheme, with its own canonical', async () => {
    // Stored before the scheme was required (written directly, as an old row would be).
    const id = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'old-row', email: 'old@example.com', displayNameEn: 'Jane Old' }, empty));
    await database.db.update(realtors).set({ hompageUrl: 'old-row.example.com' }).where(eq(realtors.id, id));
    const metadata = await realtorPage.generateMetadata({ params: Promise.resolve({ locale: 'en', desiredUrl: 'old-row' }) } as never);
    expect(metadata.alternates?.canonical).toBe('/en/old-row');
  });
});
