/**
 * Custom domains: which realtor a Host belongs to (realtors.homepage_host, kept from hompageUrl).
 * Read by the proxy on requests whose host is not one of the product's own, through the process's
 * database once start-up is done with it, and cached for a minute so the proxy stays cheap.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { realtors } from '@/server/db/schema';

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { slug: string | null; expires: number }>();

/** The process's database once start-up's hold is over; undefined before anything opened it. */
async function readyDatabase(): Promise<Database | undefined> {
  const ready = (globalThis as { __realtorDb?: { ready?: Promise<Database> } }).__realtorDb?.ready;
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

/** Forgets this process's host lookups (after a realtor's domain changed). */
export function forgetRealtorHosts(): void {
  cache.clear();
}
