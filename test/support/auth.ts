/**
 * Users of every role on a test database, made through the real auth library (better-auth).
 */
import { eq } from 'drizzle-orm';
import { ensureAdmin } from '@/server/auth/admin';
import { createAuth, type Auth } from '@/server/auth/auth';
import { principalOf, type Principal } from '@/server/auth/guard';
import { parseEnv } from '@/server/config/env';
import type { Db } from '@/server/db/client';
import { realtors } from '@/server/db/schema';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123';
export const TEST_PASSWORD = 'correct horse battery';

export function testAuth(db: Db): Auth {
  return createAuth({ db, secret: TEST_SECRET, env: parseEnv({ NODE_ENV: 'test' }) });
}

/**
 * A user with the role user, made through the auth library itself (the site's own sign-up needs an
 * admin's invitation); returns their bearer token and principal, as a sign-in would.
 */
export async function signUp(db: Db, auth: Auth, email: string, name = email.split('@')[0]!) {
  const result = await auth.api.signUpEmail({ body: { email, name, password: TEST_PASSWORD }, returnHeaders: true });
  const accessToken = result.headers.get('set-auth-token');
  const principal = await principalOf(db, result.response.user.id);
  if (!accessToken || !principal) throw new Error(`no session for the new user ${email}`);
  return { accessToken, user: principal, headers: result.headers };
}

/** Makes `userId` the owner of realtor `realtorId` (role realtor). */
export async function makeOwner(db: Db, userId: string, realtorId: number): Promise<Principal> {
  await db.update(realtors).set({ userId }).where(eq(realtors.id, realtorId));
  const { user } = await import('@/server/db/schema');
  await db.update(user).set({ role: 'realtor' }).where(eq(user.id, userId));
  return (await principalOf(db, userId))!;
}

export async function makeAdmin(db: Db, auth: Auth, email: string): Promise<Principal> {
  await ensureAdmin(db, auth, email, TEST_PASSWORD);
  const { user } = await import('@/server/db/schema');
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return (await principalOf(db, row!.id))!;
}

/**
 * The admin `email` (made by makeAdmin when missing) signed in through the auth library, as the
 * sign-in page would: their bearer token and principal.
 */
export async function signInAdmin(db: Db, auth: Auth, email = 'admin@example.com') {
  const principal = await makeAdmin(db, auth, email);
  const signedIn = await auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, returnHeaders: true });
  const accessToken = signedIn.headers.get('set-auth-token');
  if (!accessToken) throw new Error(`no session for the admin ${email}`);
  return { accessToken, user: principal };
}
