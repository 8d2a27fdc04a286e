import 'server-only';
import { isAdmin, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { getRealtorByDesiredUrl, type RealtorView } from './get-realtor';

/**
 * Who may see a realtor: a published one, anyone; an unpublished one, only an admin or its owner.
 * To anyone else it does not exist: every way in answers it as it answers an unknown id (404).
 */
export function canSeeRealtor(realtor: { id: number; published: boolean }, principal: Principal | null): boolean {
  return realtor.published || (principal !== null && (isAdmin(principal) || principal.realtorId === realtor.id));
}

/**
 * A realtor by desired URL, read fresh, for a page that also shows an unpublished one (sign-in,
 * admin, process): null when there is none or `viewer` may not see it. The viewer is looked up
 * only for an unpublished realtor, so a published one's page needs no session.
 */
export async function getRealtorForViewer(db: Db, desiredUrl: string, viewer: () => Promise<Principal | null>): Promise<RealtorView | null> {
  const realtor = await getRealtorByDesiredUrl(db, desiredUrl);
  if (!realtor) return null;
  return canSeeRealtor(realtor, realtor.published ? null : await viewer()) ? realtor : null;
}
