import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getDb } from '@/server/db';
import { runtime } from '@/server/runtime';
import { getRealtor, getRealtorByDesiredUrl, toApiRealtor, type RealtorView } from './get-realtor';
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

/** The cache tag of a realtor's API read by id. */
export function realtorIdTag(id: number): string {
  return `realtor-id:${id}`;
}

/** The API answer of a realtor (dates as ISO strings), as GET /v1/realtor/{idOrDesiredUrl} sends it. */
export type CachedApiRealtor = Omit<ReturnType<typeof toApiRealtor>, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/**
 * GET /v1/realtor/{idOrDesiredUrl}, cached like the pages (and expired by the same writes): a
 * public read that every homepage client makes must not cost database work per request.
 */
export function loadRealtorForApi(idOrDesiredUrl: string): Promise<CachedApiRealtor | null> {
  const key = idOrDesiredUrl.toLowerCase();
  const tag = /^\d+$/.test(key) ? realtorIdTag(Number(key)) : realtorTag(key);
  return unstable_cache(
    async () => {
      const view = await getRealtor(await getDb(), key);
      return view ? (JSON.parse(JSON.stringify(toApiRealtor(view))) as CachedApiRealtor) : null;
    },
    ['realtor-api', key],
    { tags: [tag], revalidate: 3600 },
  )();
}

/**
 * Expires the cached pages and API reads of a realtor now: the next request renders them anew,
 * on every instance. Next.js applies `revalidateTag` to a shared cache handler only after the
 * response has been sent (waitUntil), so another instance could still serve the old page to a
 * request made right after the write; with the Redis cache handler the tags are therefore also
 * expired there before the write answers (cache-handler.mjs, docs/decisions/016-scale-out-redis.md).
 */
export async function revalidateRealtor({ id, desiredUrls }: { id: number; desiredUrls: string[] }): Promise<void> {
  const tags = [...new Set([realtorIdTag(id), ...desiredUrls.map(realtorTag)])];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  forgetRealtorHosts();
  await expireSharedTags(tags);
}

/** Set by cache-handler.mjs when the shared (Redis) cache handler runs in this process. */
async function expireSharedTags(tags: string[]): Promise<void> {
  await runtime().cacheHandler?.expireTags?.(tags);
}
