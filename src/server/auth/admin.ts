import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { user } from '@/server/db/schema';
import type { Auth } from './auth';

/**
 * The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD at start-up: created when missing, made
 * admin when the user exists (their password is left as it is). Idempotent.
 */
export async function ensureAdmin(db: Db, auth: Auth, email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
  const normalized = email.toLowerCase();
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, normalized));
  if (existing?.role === 'admin') return 'unchanged';
  if (!existing) await auth.api.signUpEmail({ body: { email: normalized, password, name: 'Admin' } });
  await db.update(user).set({ role: 'admin' }).where(eq(user.email, normalized));
  return existing ? 'promoted' : 'created';
}
