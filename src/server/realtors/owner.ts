import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { user } from '@/server/db/schema';

/** The e-mail of the user who owns a realtor record, for the editor (null: no owner). */
export async function getOwnerEmail(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}
