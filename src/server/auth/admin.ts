import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { account, user } from '@/server/db/schema';
import type { Auth } from './auth';

/** The first admin's e-mail belongs to an account whose password is not the one given: not promoted. */
export class AdminAccountRefusedError extends Error {
  constructor(readonly email: string) {
    super(
      `${email} already has an account whose password is not the admin password given (ADMIN_PASSWORD, or the ops command's ` +
        `--password-env variable), so it was not promoted: someone else may have registered that address. Sign in as that ` +
        `account and check it, then either give the admin another e-mail address or remove that account, and start again.`,
    );
    this.name = 'AdminAccountRefusedError';
  }
}

/**
 * The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD at start-up (and `ops create-admin`):
 * created when missing; an existing account is promoted only when that password signs it in, so
 * an account someone else registered with the address first is never made admin
 * (AdminAccountRefusedError; docs/decisions/023-sign-in-limits-and-proxy-trust.md). Idempotent.
 */
export async function ensureAdmin(db: Db, auth: Auth, email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
  const normalized = email.toLowerCase();
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, normalized));
  if (existing?.role === 'admin') return 'unchanged';
  if (existing && !(await passwordSignsIn(db, auth, existing.id, password))) throw new AdminAccountRefusedError(normalized);
  if (!existing) await auth.api.signUpEmail({ body: { email: normalized, password, name: 'Admin' } });
  await db.update(user).set({ role: 'admin' }).where(eq(user.email, normalized));
  return existing ? 'promoted' : 'created';
}

/** Whether `password` is the user's own e-mail-and-password credential (false without one). */
async function passwordSignsIn(db: Db, auth: Auth, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!credential?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: credential.hash, password });
}
