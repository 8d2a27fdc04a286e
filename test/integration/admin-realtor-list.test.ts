/**
 * The admin's realtor list (issue #7): GET /v1/realtor through its route handler, and
 * listRealtors directly — search, filters, paging, the list item's fields and the permissions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Principal } from '@/server/auth/guard';
import { realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { listRealtors, realtorListQuerySchema } from '@/server/realtors/list-realtors';
import { insertRealtorGraph, type RealtorChildren } from '@/server/realtors/write-graph';
import { call } from '../support/api';
import { makeOwner, signInAdmin, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { services } from '../support/app-services';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));

const { GET } = await import('@/app/v1/realtor/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty: RealtorChildren = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], testimonials: [], seoMeta: {} };
const region = (state: 'CA' | 'GA', city: string) => ({ state, city, neighborhood: '', zipcode: '' });

describe.skipIf(!available)(`the admin realtor list on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let admin: Principal;
  let adminToken: string;
  let userToken: string;
  let ownerPrincipal: Principal;
  let ids: { alpha: number; beta: number; gamma: number };

  const list = (query: Record<string, string> = {}, principal = admin) => listRealtors(database.db, principal, realtorListQuerySchema.parse(query));

  beforeAll(async () => {
    database = await createTestDatabase();
    services.db = database.db;
    services.auth = testAuth(database.db);
    ({ user: admin, accessToken: adminToken } = await signInAdmin(database.db, services.auth));
    userToken = (await signUp(database.db, services.auth, 'plain@example.com')).accessToken;

    const db = database.db;
    const alpha = await db.transaction((tx) =>
      insertRealtorGraph(tx, { desiredUrl: 'alpha-home', email: 'alpha@realty.com', contactPhone: '949-555-0100' }, {
        ...empty,
        etcInfo: [{ contentType: 'korea_name', content: '김알파' }],
        activityRegion: [region('CA', 'Irvine'), region('CA', 'Tustin')],
        photos: [
          { path: 'top', imageType: 'fullsize', url: '/uploads/top-a.webp' },
          { path: 'id', imageType: 'fullsize', url: '/uploads/id-a.webp' },
        ],
      }),
    );
    const beta = await db.transaction((tx) =>
      insertRealtorGraph(tx, { desiredUrl: 'beta_home', email: 'beta@example.com', published: false }, {
        ...empty,
        etcInfo: [{ contentType: 'korea_name', content: '박베타' }],
        activityRegion: [region('GA', 'Suwanee')],
        photos: [{ path: 'top', imageType: 'fullsize', url: '/uploads/top-b.webp' }],
      }),
    );
    const gamma = await db.transaction((tx) =>
      insertRealtorGraph(tx, { desiredUrl: 'gamma-home', email: 'odd%mail@example.com' }, {
        ...empty,
        activityRegion: [region('GA', 'Duluth'), region('CA', 'Irvine')],
      }),
    );
    ids = { alpha, beta, gamma };
    // A fixed order of change: gamma newest, then beta, then alpha.
    const base = Date.parse('2026-11-01T00:00:00Z');
    for (const [id, offset] of [[alpha, 0], [beta, 1], [gamma, 2]] as const) {
      await db.update(realtors).set({ updatedAt: new Date(base + offset * 60_000) }).where(eq(realtors.id, id));
    }
    const owner = await signUp(db, services.auth, 'owner1@example.com', 'Owner One');
    ownerPrincipal = await makeOwner(db, owner.user.userId, alpha);
    await db.update(realtors).set({ updatedAt: new Date(base) }).where(eq(realtors.id, alpha));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('lists every realtor, newest change first, with the list fields', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 0, pageSize: 20 });
    expect(page.items.map((i) => i.desiredUrl)).toEqual(['gamma-home', 'beta_home', 'alpha-home']);
    expect(page.items[2]).toEqual({
      id: ids.alpha,
      desiredUrl: 'alpha-home',
      name: 'Owner One',
      koreanName: '김알파',
      email: 'alpha@realty.com',
      contactPhone: '949-555-0100',
      states: ['CA'],
      published: true,
      ownerEmail: 'owner1@example.com',
      updatedAt: '2026-11-01T00:00:00.000Z',
      photoUrl: '/uploads/id-a.webp',
    });
    expect(page.items[1]).toMatchObject({ name: '', koreanName: '박베타', ownerEmail: null, published: false, states: ['GA'], photoUrl: '/uploads/top-b.webp' });
    expect(page.items[0]).toMatchObject({ states: ['CA', 'GA'], photoUrl: null, koreanName: '' });
  });

  it('searches the slug, the e-mail, the owner and the Korean name, in any case', async () => {
    const slugs = async (q: string) => (await list({ q })).items.map((i) => i.desiredUrl);
    expect(await slugs('ALPHA-h')).toEqual(['alpha-home']);
    expect(await slugs('realty.COM')).toEqual(['alpha-home']);
    expect(await slugs('owner one')).toEqual(['alpha-home']);
    expect(await slugs('OWNER1@')).toEqual(['alpha-home']);
    expect(await slugs('박베')).toEqual(['beta_home']);
    expect(await slugs('home')).toEqual(['gamma-home', 'beta_home', 'alpha-home']);
    expect(await slugs('nobody')).toEqual([]);
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await list({ q: '%' })).items.map((i) => i.desiredUrl)).toEqual(['gamma-home']);
    expect((await list({ q: '_' })).items.map((i) => i.desiredUrl)).toEqual(['beta_home']);
  });

  it('filters by state and publication, and pages', async () => {
    expect((await list({ state: 'GA' })).items.map((i) => i.desiredUrl)).toEqual(['gamma-home', 'beta_home']);
    expect((await list({ state: 'CA' })).items.map((i) => i.desiredUrl)).toEqual(['gamma-home', 'alpha-home']);
    expect((await list({ published: 'false' })).items.map((i) => i.desiredUrl)).toEqual(['beta_home']);
    expect((await list({ published: 'true', state: 'CA', q: 'alpha' })).total).toBe(1);
    const second = await list({ page: '1', pageSize: '2' });
    expect(second).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(second.items.map((i) => i.desiredUrl)).toEqual(['alpha-home']);
  });

  it('is for admins only', async () => {
    const error = await list({}, ownerPrincipal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'forbidden' });
  });

  it('answers GET /v1/realtor: 200 no-store for admins, 401 signed out, 403 others, 400 bad query', async () => {
    const ok = await call(GET, 'GET', '/v1/realtor?q=beta&published=false', { token: adminToken });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const body = (await ok.json()) as { items: { desiredUrl: string }[]; total: number };
    expect(body.total).toBe(1);
    expect(body.items[0]!.desiredUrl).toBe('beta_home');

    expect((await call(GET, 'GET', '/v1/realtor')).status).toBe(401);
    expect((await call(GET, 'GET', '/v1/realtor', { token: userToken })).status).toBe(403);
    for (const query of ['pageSize=0', 'pageSize=101', 'page=-1', 'state=NY', 'published=yes', 'sort=name', `q=${'x'.repeat(101)}`]) {
      const bad = await call(GET, 'GET', `/v1/realtor?${query}`, { token: adminToken });
      expect(bad.status, query).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    }
  });
});
