import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { realtors, user, type Role } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import type { Auth } from './auth';

/** The signed-in person as the domain sees them: their role and the realtor record they own. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  role: Role;
  realtorId: number | null;
}

/** The principal of a request (bearer token or session cookie), or null when not signed in. */
export async function getPrincipal(db: Db, auth: Auth, headers: Headers): Promise<Principal | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return principalOf(db, session.user.id);
}

export async function principalOf(db: Db, userId: string): Promise<Principal | null> {
  const [row] = await db
    .select({ userId: user.id, email: user.email, name: user.name, role: user.role, realtorId: realtors.id })
    .from(user)
    .leftJoin(realtors, eq(realtors.userId, user.id))
    .where(eq(user.id, userId))
    .orderBy(asc(realtors.id))
    .limit(1);
  return row ?? null;
}

export const isAdmin = (principal: Principal) => principal.role === 'admin';

/** Create, delete and import: admins only. */
export function assertAdmin(principal: Principal): void {
  if (!isAdmin(principal)) throw new AppError('forbidden', 'Api.forbidden');
}

/** Update, export and reading contact messages: an admin, or the realtor who owns the record. */
export function assertAdminOrOwner(principal: Principal, realtorId: number): void {
  if (!isAdmin(principal) && principal.realtorId !== realtorId) throw new AppError('forbidden', 'Api.forbidden');
}
