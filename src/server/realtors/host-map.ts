/**
 * Custom domains: which realtor a Host belongs to (realtors.homepage_host, kept from hompageUrl).
 * Read by the proxy on requests whose host is not one of the product's own, through the process's
 * database once start-up is done with it, and cached for a minute so the proxy stays cheap.
 * Likewise which realtor a desired URL names, and whether they are published: for
 * `/?desiredUrl={slug}` (SPEC §2; desired-url-param.ts) and for the 404 of a missing realtor's pages.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { realtors } from '@/server/db/schema';
import { runtime } from '@/server/runtime';

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { slug: string | null; expires: number }>();
const desiredUrls = new Map<string, { realtor: Publication | null; expires: number }>();

/** The process's database once start-up's hold is over; undefined before anything opened it. */
async function readyDatabase(): Promise<Database | undefined> {
  const ready = runtime().db?.ready;
  return ready?.catch(() => undefined);
}

/** The desired URL of the realtor whose homepage is served at `host`, or null. */
export async function realtorSlugForHost(host: string, now = Date.now()): Promise<string | null> {
  const key = host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.slug;
  const database = await readyDatabase();
  if (!database) return null;
  const [row] = await database.db
    .select({ slug: realtors.desiredUrl })
    .from(realtors)
    .where(eq(realtors.homepageHost, key))
    .limit(1);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { slug: row?.slug ?? null, expires: now + TTL_MS });
  return row?.slug ?? null;
}

/** A realtor's desired URL as stored, and whether they are published (their pages public) or not (shown to their owner and admins only). */
export type Publication = { slug: string; published: boolean };

/**
 * The realtor whose desired URL is `desiredUrl` in any case, with that URL as stored and whether
 * they are published; null when there is none; undefined when no database is open in this process
 * yet (the caller cannot tell).
 */
export async function realtorPublication(desiredUrl: string, now = Date.now()): Promise<Publication | null | undefined> {
  const key = desiredUrl.toLowerCase();
  const hit = desiredUrls.get(key);
  if (hit && hit.expires > now) return hit.realtor;
  const database = await readyDatabase();
  if (!database) return undefined;
  // Served by realtors_desired_url_lower_idx.
  const [row] = await database.db
    .select({ slug: realtors.desiredUrl, published: realtors.published })
    .from(realtors)
    .where(sql`lower(${realtors.desiredUrl}) = ${key}`)
    .limit(1);
  if (desiredUrls.size >= MAX_ENTRIES) desiredUrls.clear();
  desiredUrls.set(key, { realtor: row ?? null, expires: now + TTL_MS });
  return row ?? null;
}

/**
 * The desired URL, as stored, of the published realtor whose desired URL is `desiredUrl` in any
 * case; null when there is none; undefined when no database is open in this process yet.
 */
export async function publishedRealtorSlug(desiredUrl: string, now = Date.now()): Promise<string | null | undefined> {
  const realtor = await realtorPublication(desiredUrl, now);
  return realtor === undefined ? undefined : realtor?.published ? realtor.slug : null;
}

/** Forgets this process's host and desired-URL lookups (after a realtor's domain, address or publication changed). */
export function forgetRealtorHosts(): void {
  cache.clear();
  desiredUrls.clear();
}
