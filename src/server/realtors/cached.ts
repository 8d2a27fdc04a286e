import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/server/db';
import { getRealtorByDesiredUrl, type RealtorView } from './get-realtor';

/** The cache tag of one realtor's pages: every write to the realtor revalidates it. */
export function realtorTag(desiredUrl: string): string {
  return `realtor:${desiredUrl.toLowerCase()}`;
}

/** A realtor's homepage data, cached until the realtor changes (or an hour passes). */
export type CachedRealtor = Omit<RealtorView, 'createdAt' | 'updatedAt'>;

export function loadRealtorForPage(desiredUrl: string): Promise<CachedRealtor | null> {
  const key = desiredUrl.toLowerCase();
  return unstable_cache(
    async () => {
      const view = await getRealtorByDesiredUrl(await getDb(), key);
      if (!view || !view.published) return null;
      const { createdAt: _created, updatedAt: _updated, ...rest } = view;
      return rest;
    },
    ['realtor-page', key],
    { tags: [realtorTag(key)], revalidate: 3600 },
  )();
}
