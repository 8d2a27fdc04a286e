/**
 * An unpublished realtor is unknown to everyone but its owner and admins (security issue, item 13):
 * the API read, the contact form and the realtor of the sign-in and gated pages answer it as they
 * answer an unknown one. Route handlers with real Requests, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Principal } from '@/server/auth/guard';
import { contactMessages } from '@/server/db/schema';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { getRealtorForViewer } from '@/server/realtors/visibility';
import { call } from '../support/api';
import { services } from '../support/app-services';
import { makeOwner, signInAdmin, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));
vi.mock('next/cache', (importOriginal) => import('../support/app-services').then((m) => m.nextCacheModule(importOriginal)));

const realtorRoute = await import('@/app/v1/realtor/[idOrDesiredUrl]/route');
const contactRoute = await import('@/app/v1/realtor-contacts/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} };
const UNKNOWN_ID = 2_000_000_000;

describe.skipIf(!available)(`unpublished realtors on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let hiddenId: number;
  let otherId: number;
  let admin: Principal;
  let owner: Principal;
  let otherOwner: Principal;
  let plain: Principal;
  const tokens = { admin: '', owner: '', otherOwner: '', plain: '' };

  beforeAll(async () => {
    database = await createTestDatabase();
    services.database = database;
    const auth = (services.auth = testAuth(database.db));
    hiddenId = await database.db.transaction((tx) =>
      insertRealtorGraph(tx, { desiredUrl: 'hidden-home', email: 'hidden@example.com', licenseNumber: 'DRE 0123', brokerage: 'Secret Realty', published: false }, empty),
    );
    otherId = await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'shown-home', email: 'shown@example.com' }, empty));
    ({ user: admin, accessToken: tokens.admin } = await signInAdmin(database.db, auth));
    const signedUp = async (email: string) => {
      const { user, accessToken } = await signUp(database.db, auth, email);
      return { user, accessToken };
    };
    const o = await signedUp('owner@example.com');
    owner = await makeOwner(database.db, o.user.userId, hiddenId);
    tokens.owner = o.accessToken;
    const other = await signedUp('other@example.com');
    otherOwner = await makeOwner(database.db, other.user.userId, otherId);
    tokens.otherOwner = other.accessToken;
    const p = await signedUp('plain@example.com');
    plain = p.user;
    tokens.plain = p.accessToken;
  });
  afterAll(async () => {
    await database?.drop();
  });

  const read = (idOrDesiredUrl: string, token?: string) =>
    call<{ idOrDesiredUrl: string }>(realtorRoute.GET, 'GET', `/v1/realtor/${idOrDesiredUrl}`, { token, params: { idOrDesiredUrl } });

  it('answers GET /v1/realtor/{id} of an unpublished realtor as an unknown one, to visitors and to other signed-in users', async () => {
    const unknown = await read(String(UNKNOWN_ID));
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    for (const key of [String(hiddenId), 'hidden-home']) {
      for (const token of [undefined, tokens.plain, tokens.otherOwner, 'not-a-token']) {
        const response = await read(key, token);
        expect(response.status, `${key} ${token ? 'signed in' : 'anonymous'}`).toBe(404);
        expect(await response.json()).toEqual(unknownBody);
      }
    }
    for (const token of [tokens.owner, tokens.admin]) {
      const response = await read(String(hiddenId), token);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: hiddenId, licenseNumber: 'DRE 0123', brokerage: 'Secret Realty' });
    }
  });

  it('answers a contact message to an unpublished realtor as one to an unknown id (404), and stores nothing', async () => {
    const send = (realtorId: number) =>
      call(contactRoute.POST as never, 'POST', '/v1/realtor-contacts', {
        body: { realtorId, lastName: 'Kim', firstName: 'Ara', email: 'ara@example.com', phone: '404-555-0101', phoneCountryCode: 'US', message: 'Hello', isTerm: 'Y' },
        headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}`, cookie: 'i18n_redirected=en' },
      });
    const before = await database.db.$count(contactMessages);
    const unknown = await send(UNKNOWN_ID);
    expect(unknown.status).toBe(404);
    const hidden = await send(hiddenId);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await unknown.json());
    expect(await database.db.$count(contactMessages)).toBe(before);
    expect((await send(otherId)).status).toBe(201);
  });

  it("gives the sign-in and gated pages an unpublished realtor only for its owner and admins (the pages' 404 otherwise)", async () => {
    const viewer = (principal: Principal | null) => async () => principal;
    for (const principal of [null, plain, otherOwner]) {
      expect(await getRealtorForViewer(database.db, 'hidden-home', viewer(principal))).toBeNull();
    }
    expect(await getRealtorForViewer(database.db, 'hidden-home', viewer(owner))).toMatchObject({ id: hiddenId, brokerage: 'Secret Realty' });
    expect(await getRealtorForViewer(database.db, 'HIDDEN-home', viewer(admin))).toMatchObject({ id: hiddenId });
    expect(await getRealtorForViewer(database.db, 'no-such-home', viewer(admin))).toBeNull();
    // A published realtor's page needs no session: the viewer is not asked.
    let asked = false;
    const published = await getRealtorForViewer(database.db, 'shown-home', async () => ((asked = true), null));
    expect(published).toMatchObject({ id: otherId });
    expect(asked).toBe(false);
  });
});
