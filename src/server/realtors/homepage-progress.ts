import 'server-only';
import type { Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { getRealtor } from './get-realtor';

export const HOMEPAGE_STEPS = ['requested', 'profile', 'review', 'published'] as const;
export type HomepageStep = (typeof HOMEPAGE_STEPS)[number];

/**
 * Where a signed-in person's homepage stands (/process): requested (no record yet), profile (the
 * record lacks a portrait, a top photo or an about text), review (complete, not yet published),
 * published.
 */
export async function homepageStep(db: Db, principal: Principal): Promise<HomepageStep> {
  if (!principal.realtorId) return 'requested';
  const realtor = await getRealtor(db, String(principal.realtorId));
  if (!realtor) return 'requested';
  const complete = realtor.photos.id.length > 0 && realtor.photos.top.length > 0 && Boolean(realtor.aboutMeKr || realtor.aboutMeEn);
  if (!complete) return 'profile';
  return realtor.published && realtor.isMakeHomepage === 'Y' ? 'published' : 'review';
}
