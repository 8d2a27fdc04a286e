/**
 * A client written from SPEC §7 (issue #21): it edits a realtor by sending back the record as GET
 * /v1/realtor/{idOrDesiredUrl} loaded it, with the fields it changed, and reads `user.name` from
 * the export file. Through the route handlers, with real bearer tokens, on this driver's database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_HEADER } from '@/i18n/locales';
import { realtorExportSchema } from '@/lib/schemas/realtor';
import { seedDemoData } from '@/server/seed';
import { SAMPLE_REALTORS } from '@/server/seed/sample-realtors';
import { createRealtor } from '@/server/realtors/write-realtor';
import { call } from '../support/api';
import { makeAdmin, makeOwner, signInAdmin, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { services } from '../support/app-services';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));
vi.mock('next/cache', (importOriginal) => import('../support/app-services').then((m) => m.nextCacheModule(importOriginal)));

const realtorRoute = await import('@/app/v1/realtor/[idOrDesiredUrl]/route');
const exportRoute = await import('@/app/v1/realtor/export/[id]/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

type Json = Record<string, unknown>;

describe.skipIf(!available)(`a SPEC §7 client editing and exporting realtors on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let adminToken: string;

  const get = async (idOrDesiredUrl: string, token?: string) => {
    const response = await call(realtorRoute.GET, 'GET', `/v1/realtor/${idOrDesiredUrl}`, { token, params: { idOrDesiredUrl } });
    expect(response.status, idOrDesiredUrl).toBe(200);
    return (await response.json()) as Json;
  };
  const patch = async (id: number, body: unknown, token: string) => {
    const response = await call(realtorRoute.PATCH, 'PATCH', `/v1/realtor/${id}`, { token, body, params: { idOrDesiredUrl: String(id) } });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const exportFile = async (id: number, token: string) => {
    const response = await call(exportRoute.GET, 'GET', `/v1/realtor/export/${id}`, { token, params: { id: String(id) } });
    expect(response.status).toBe(200);
    return (await response.json()) as Json & { user: { name: string; email: string } | null };
  };
  /** The record without the time of its last change (a PATCH sets it). */
  const unchanging = ({ updatedAt: _updatedAt, ...rest }: Json) => rest;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.db = database.db;
    services.auth = testAuth(database.db);
    await seedDemoData(database.db, 0);
    adminToken = (await signInAdmin(database.db, services.auth)).accessToken;
  });
  afterAll(async () => {
    services.db = undefined;
    services.auth = undefined;
    await database?.drop();
  });

  it('PATCH accepts the record as GET loaded it, with one field changed: 200, and only that field changes', async () => {
    // A seeded sample: photos in several groups, etc-info, regions, sections, SEO in both languages.
    const sample = SAMPLE_REALTORS[0]!;
    const loaded = await get(sample.desiredUrl);
    expect(loaded).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((loaded.photos as unknown[]).length).toBeGreaterThan(1);

    const { status, body } = await patch(loaded.id as number, { ...loaded, aboutMeEn: 'Edited by a SPEC client.' }, adminToken);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(unchanging(body)).toEqual({ ...unchanging(loaded), aboutMeEn: 'Edited by a SPEC client.' });
    const reloaded = await get(sample.desiredUrl);
    expect(unchanging(reloaded)).toEqual({ ...unchanging(loaded), aboutMeEn: 'Edited by a SPEC client.' });
    expect(Date.parse(reloaded.updatedAt as string)).toBeGreaterThanOrEqual(Date.parse(loaded.updatedAt as string));
  });

  it("lets the owner send back their record too: the admin-only fields GET returns are unchanged, so allowed", async () => {
    const sample = SAMPLE_REALTORS[1]!;
    const owner = await signUp(database.db, services.auth!, 'owner@example.com', 'Owner');
    const loaded = await get(sample.desiredUrl);
    await makeOwner(database.db, owner.user.userId, loaded.id as number);
    const mine = await get(sample.desiredUrl, owner.accessToken);
    expect(mine.userId).toBe(owner.user.userId);

    const { status, body } = await patch(mine.id as number, { ...mine, contactPhone: '714-555-0199' }, owner.accessToken);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(unchanging(await get(sample.desiredUrl))).toEqual({ ...unchanging(mine), contactPhone: '714-555-0199' });
    // Changing an admin-only field is still refused to the owner.
    expect((await patch(mine.id as number, { ...mine, desiredUrl: 'taken-over' }, owner.accessToken)).status).toBe(403);
  });

  it('ignores the read-only fields whatever they say: id, createdAt and updatedAt', async () => {
    const loaded = await get(SAMPLE_REALTORS[2]!.desiredUrl);
    const other = await get(SAMPLE_REALTORS[3]!.desiredUrl);
    const sent = { ...loaded, id: other.id, createdAt: '2001-02-03T04:05:06.000Z', updatedAt: '2001-02-03T04:05:06.000Z', salesCount: 77 };
    const { status, body } = await patch(loaded.id as number, sent, adminToken);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ id: loaded.id, createdAt: loaded.createdAt, salesCount: 77 });
    expect(body.updatedAt).not.toBe('2001-02-03T04:05:06.000Z');
    // The other realtor is untouched.
    expect(await get(SAMPLE_REALTORS[3]!.desiredUrl)).toEqual(other);
    // They must still be of their kind, and unknown fields are still refused.
    expect((await patch(loaded.id as number, { ...loaded, createdAt: { evil: true } }, adminToken)).status).toBe(400);
    expect((await patch(loaded.id as number, { ...loaded, isAdmin: true }, adminToken)).status).toBe(400);
  });

  it("keeps a realtor's testimonials: read and written over HTTP, kept by a client that does not send them, exported, and checked", async () => {
    const sample = SAMPLE_REALTORS[5]!;
    const loaded = await get(sample.desiredUrl);
    // The seeded ones, in their order and languages.
    expect(loaded.testimonials).toEqual(sample.testimonials);
    const id = loaded.id as number;

    const testimonials = [
      { quote: '덕분에 첫 집을 샀어요.', author: '이수진 님', detail: '어바인 매수 · 2025', lang: 'ko' },
      { quote: 'She answered every call.', author: 'Jason R.', lang: 'en' },
    ];
    const written = await patch(id, { testimonials }, adminToken);
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    // detail defaults to ''.
    expect((await get(sample.desiredUrl)).testimonials).toEqual([testimonials[0], { ...testimonials[1], detail: '' }]);

    // A client written from the SPEC sends no testimonials: they stay.
    expect((await patch(id, { aboutMeKr: '새 소개' }, adminToken)).status).toBe(200);
    expect((await get(sample.desiredUrl)).testimonials).toHaveLength(2);
    expect((await exportFile(id, adminToken)).realtor).toMatchObject({ testimonials: [testimonials[0], { ...testimonials[1], detail: '' }] });

    // Bad ones: a localised 400 naming the field, and nothing changes.
    const bad = await call(realtorRoute.PATCH, 'PATCH', `/v1/realtor/${id}`, {
      token: adminToken,
      body: { testimonials: [{ quote: ' ', author: 'X', lang: 'fr' }] },
      params: { idOrDesiredUrl: String(id) },
      headers: { [LOCALE_HEADER]: 'ja-JP' },
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(['testimonials.0.lang', 'testimonials.0.quote']);
    expect(error.fields['testimonials.0.quote']).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect((await patch(id, { testimonials: Array.from({ length: 13 }, () => testimonials[1]) }, adminToken)).status).toBe(400);
    expect((await get(sample.desiredUrl)).testimonials).toHaveLength(2);

    // An empty list clears them.
    expect((await patch(id, { testimonials: [] }, adminToken)).status).toBe(200);
    expect((await get(sample.desiredUrl)).testimonials).toEqual([]);
  });

  it("the export always has user.name: the owner's name, else the name the homepage shows", async () => {
    const seeded = await get(SAMPLE_REALTORS[4]!.desiredUrl);
    const owned = await exportFile(seeded.id as number, adminToken);
    expect(owned.user).toEqual({ name: SAMPLE_REALTORS[4]!.userName, email: SAMPLE_REALTORS[4]!.email });

    const admin = { db: database.db, principal: (await makeAdmin(database.db, services.auth!, 'admin@example.com')), revalidate: () => {} };
    const { id } = await createRealtor(admin, realtorExportSchema.shape.realtor.omit({ id: true, createdAt: true, updatedAt: true }).parse({ desiredUrl: 'no-owner-yet' }));
    const unowned = await exportFile(id, adminToken);
    expect(unowned.user).toEqual({ name: 'no-owner-yet', email: '' });
    // The file is still one the import takes back.
    expect(realtorExportSchema.safeParse(unowned).success).toBe(true);
  });
});
