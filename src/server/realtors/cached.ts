import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getDb } from '@/server/db';
import { getRealtorByDesiredUrl, type RealtorView } from './get-realtor';
import { forgetRealtorHosts } from './host-map';

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

/** Expires the cached pages of these realtors now: the next request renders them anew. */
export function revalidateRealtorPages(desiredUrls: string[]): void {
  for (const tag of new Set(desiredUrls.map(realtorTag))) revalidateTag(tag, { expire: 0 });
  forgetRealtorHosts();
}
