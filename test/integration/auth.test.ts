import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '@/server/auth/admin';
import type { Auth } from '@/server/auth/auth';
import { getPrincipal } from '@/server/auth/guard';
import { signInWithPassword, signOut } from '@/server/auth/sessions';
import { account, user } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { signUp, TEST_PASSWORD, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

describe.skipIf(!available)(`sign-in and roles on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let auth: Auth;

  beforeAll(async () => {
    database = await createTestDatabase();
    auth = testAuth(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('signs up a user with the role user and a bearer token that identifies them', async () => {
    const { accessToken, user: principal } = await signUp(database.db, auth, 'mina@example.com', 'Mina');
    expect(principal).toMatchObject({ email: 'mina@example.com', name: 'Mina', role: 'user', realtorId: null });
    expect(accessToken).toContain('.');
    expect(await getPrincipal(database.db, auth, bearer(accessToken))).toEqual(principal);
  });

  it('signs in with the right password; a wrong password and an unknown e-mail get the same 401', async () => {
    const ok = await signInWithPassword(database.db, auth, { email: 'mina@example.com', password: TEST_PASSWORD }, new Headers());
    expect(ok.user.email).toBe('mina@example.com');
    expect(ok.headers.getSetCookie().join(';')).toMatch(/session_token=/);

    const wrong = await signInWithPassword(database.db, auth, { email: 'mina@example.com', password: 'not the password' }, new Headers()).catch((e: unknown) => e);
    const unknown = await signInWithPassword(database.db, auth, { email: 'nobody@example.com', password: TEST_PASSWORD }, new Headers()).catch((e: unknown) => e);
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'unauthorized', message: 'Api.invalidCredentials' });
    }
  });

  it('refuses a forged or tampered token, and a token after sign-out', async () => {
    const { accessToken } = await signInWithPassword(database.db, auth, { email: 'mina@example.com', password: TEST_PASSWORD }, new Headers());
    const [token, signature] = accessToken.split('.');
    expect(await getPrincipal(database.db, auth, bearer(`${token}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`))).toBeNull();
    expect(await getPrincipal(database.db, auth, bearer(token!))).toBeNull();
    expect(await getPrincipal(database.db, auth, bearer('garbage'))).toBeNull();
    expect(await getPrincipal(database.db, auth, bearer(accessToken))).not.toBeNull();
    await signOut(auth, bearer(accessToken));
    expect(await getPrincipal(database.db, auth, bearer(accessToken))).toBeNull();
  });

  it('creates the first admin from the environment once, and promotes an existing user whose password it is', async () => {
    expect(await ensureAdmin(database.db, auth, 'Admin@Example.com', TEST_PASSWORD)).toBe('created');
    expect(await ensureAdmin(database.db, auth, 'admin@example.com', TEST_PASSWORD)).toBe('unchanged');
    const { accessToken } = await signInWithPassword(database.db, auth, { email: 'admin@example.com', password: TEST_PASSWORD }, new Headers());
    expect(await getPrincipal(database.db, auth, bearer(accessToken))).toMatchObject({ role: 'admin' });

    expect(await ensureAdmin(database.db, auth, 'mina@example.com', TEST_PASSWORD)).toBe('promoted');
    const [mina] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, 'mina@example.com'));
    expect(mina!.role).toBe('admin');
  });

  it('never promotes an account with another password (someone registered ADMIN_EMAIL first)', async () => {
    // The squatter's account, with the squatter's password.
    await auth.api.signUpEmail({ body: { email: 'boss@example.com', password: 'the squatter password', name: 'Boss' } });
    const refused = await ensureAdmin(database.db, auth, 'Boss@Example.com', TEST_PASSWORD).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(/boss@example\.com.*not promoted/i);
    const [boss] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, 'boss@example.com'));
    expect(boss!.role).toBe('user');
    // Nor an account without a password at all (made by a social sign-in).
    const social = await auth.api.signUpEmail({ body: { email: 'social@example.com', password: TEST_PASSWORD, name: 'Social' } });
    await database.db.delete(account).where(eq(account.userId, social.user.id));
    await expect(ensureAdmin(database.db, auth, 'social@example.com', TEST_PASSWORD)).rejects.toThrow(/not promoted/);
  });

  it('cannot choose a role at sign-up', async () => {
    await auth.api.signUpEmail({ body: { email: 'sneaky@example.com', password: TEST_PASSWORD, name: 'S', role: 'admin' } as never }).catch((e: unknown) => e);
    const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, 'sneaky@example.com'));
    expect(row?.role ?? 'refused').not.toBe('admin');
  });
});

describe.skipIf(!available)(`social sign-in on ${TEST_DB_DRIVER}`, () => {
  it('is offered only when configured, and sends people to Google and Kakao with our client ids', async () => {
    const { createAuth, socialProvidersEnabled } = await import('@/server/auth/auth');
    const { parseEnv } = await import('@/server/config/env');
    const env = parseEnv({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'g-secret', KAKAO_CLIENT_ID: 'kakao-id', KAKAO_CLIENT_SECRET: 'k-secret' });
    expect(socialProvidersEnabled(parseEnv({ NODE_ENV: 'test' }))).toEqual({ google: false, kakao: false });
    expect(socialProvidersEnabled(env)).toEqual({ google: true, kakao: true });

    const database = await createTestDatabase();
    try {
      const auth = createAuth({ db: database.db, secret: 'test-secret-that-is-long-enough-for-better-auth-0123', env });
      for (const [provider, host, clientId] of [['google', 'accounts.google.com', 'google-id'], ['kakao', 'kauth.kakao.com', 'kakao-id']] as const) {
        const { url } = await auth.api.signInSocial({ body: { provider, callbackURL: '/login/redirect?next=%2Fadmin' } });
        const target = new URL(url!);
        expect(target.host).toBe(host);
        expect(target.searchParams.get('client_id')).toBe(clientId);
        expect(target.searchParams.get('redirect_uri')).toBe(`http://localhost:3000/api/auth/callback/${provider}`);
      }
    } finally {
      await database.drop();
    }
  });
});
