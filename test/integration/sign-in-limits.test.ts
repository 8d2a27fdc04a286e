/**
 * The limits around signing in and up (docs/decisions/023-sign-in-limits-and-proxy-trust.md): the
 * library's own e-mail routes are closed (the /v1 routes, with their limits, replace them), a
 * stranger's wrong passwords slow down the stranger and not the owner, sign-up does not tell which
 * addresses have accounts, and the client address is the same one for the limits and for better-auth.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSignInLimits } from '@/server/auth/api';
import { createAuth } from '@/server/auth/auth';
import { parseEnv } from '@/server/config/env';
import { session, user } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { call } from '../support/api';
import { services } from '../support/app-services';
import { makeAdmin, signUp, TEST_PASSWORD, TEST_SECRET } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));

const library = await import('@/app/api/auth/[...all]/route');
const { POST: loginRoute } = await import('@/app/v1/auth/login/route');
const { POST: signupRoute } = await import('@/app/v1/auth/signup/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

/** A client address of its own per test run and purpose (the limits are per process). */
let nextAddress = Math.floor(Math.random() * 200);
const address = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

describe.skipIf(!available)(`sign-in and sign-up limits on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  const run = Date.now().toString(36);
  const owner = `owner-${run}@example.com`;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.db = database.db;
    // With Google configured, as the sign-in page offers it.
    services.auth = createAuth({
      db: database.db,
      secret: TEST_SECRET,
      env: parseEnv({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' }),
    });
    await makeAdmin(database.db, services.auth, `admin-${run}@example.com`);
    await signUp(database.db, services.auth, owner);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const login = (email: string, password: string, ip: string) =>
    call(loginRoute, 'POST', '/v1/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
  const libraryCall = (method: 'GET' | 'POST', path: string, body: unknown, ip: string) =>
    call<{ all: string[] }>(library[method], method, `/api/auth/${path}`, {
      body,
      headers: { 'x-forwarded-for': ip, origin: 'http://localhost:3000' },
      params: { all: path.split('/') },
    });
  const userCount = async (email: string) => (await database.db.select({ id: user.id }).from(user).where(eq(user.email, email))).length;

  it("closes better-auth's own e-mail sign-in and sign-up, which bypass the limits; the sign-in page's routes stay", async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await libraryCall('POST', 'sign-in/email', { email: owner, password: `guess-${i}` }, ip)).status);
    statuses.push((await libraryCall('POST', 'sign-in/email', { email: owner, password: TEST_PASSWORD }, ip)).status);
    expect(statuses).toEqual(Array(26).fill(404));

    const stranger = `stranger-${run}@example.com`;
    expect((await libraryCall('POST', 'sign-up/email', { email: stranger, password: TEST_PASSWORD, name: 'S' }, ip)).status).toBe(404);
    expect(await userCount(stranger)).toBe(0);

    // What the browser uses: social sign-in's start, and the library's session read.
    const social = await libraryCall('POST', 'sign-in/social', { provider: 'google', callbackURL: '/login/redirect' }, address());
    expect(social.status).toBe(200);
    expect(new URL(((await social.json()) as { url: string }).url).host).toBe('accounts.google.com');
    expect((await libraryCall('GET', 'get-session', undefined, address())).status).toBe(200);
  });

  it("slows down a stranger's guesses without locking the owner out", async () => {
    const stranger = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(owner, `guess-${i}`, stranger)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const refused = await login(owner, TEST_PASSWORD, stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, from their own address, signs in as usual.
    expect((await login(owner, TEST_PASSWORD, address())).status).toBe(200);
  });

  it('refuses, past a wide per-account ceiling, every address that has failed for the account, but not the others', async () => {
    const email = `ceiling-${run}@example.com`;
    const request = (ip: string) => new Request('http://localhost/v1/auth/login', { method: 'POST', headers: { 'x-forwarded-for': ip } });
    const wrong = (ip: string) =>
      withSignInLimits(request(ip), email, () => Promise.reject(new AppError('unauthorized', 'Api.invalidCredentials'))).then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
    const right = (ip: string) => withSignInLimits(request(ip), email, () => Promise.resolve('ok'));

    // Ten addresses, ten wrong passwords each: a hundred failures for one account.
    for (let a = 0; a < 10; a++) {
      const ip = address();
      const results = [];
      for (let i = 0; i < 10; i++) results.push(await wrong(ip));
      expect(results).toEqual(Array(10).fill('unauthorized'));
    }
    // Now one more failure from a new address, and that address is refused for this account ...
    const late = address();
    expect(await wrong(late)).toBe('unauthorized');
    expect(await wrong(late)).toBe('rate_limited');
    // ... while an address that has not failed still gets its answer.
    expect(await right(address())).toBe('ok');
  });

  it("answers a sign-up the same whether or not the address has an account, and makes none without an invitation", async () => {
    const signup = (email: string) =>
      call(signupRoute, 'POST', '/v1/auth/signup', { body: { name: 'Someone', email, password: TEST_PASSWORD }, headers: { 'x-forwarded-for': address() } });
    const fresh = `fresh-${run}@example.com`;
    const [taken, free] = [await signup(owner), await signup(fresh)];
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    expect(taken.status).toBe(400);
    expect(await userCount(fresh)).toBe(0);
  });

  it('gives better-auth the same client address as the limits (a two-entry X-Forwarded-For included)', async () => {
    const response = await login(owner, TEST_PASSWORD, `6.6.6.6, 203.0.113.77`);
    expect(response.status).toBe(200);
    const { accessToken } = (await response.json()) as { accessToken: string };
    const [row] = await database.db.select({ ip: session.ipAddress }).from(session).where(eq(session.token, accessToken.split('.')[0]!));
    expect(row?.ip).toBe('203.0.113.77');
  });
});
