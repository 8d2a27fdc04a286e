/**
 * What a listing import changed, said to the running app at once (issue #24,
 * docs/decisions/034-listing-tombstones-and-import-revalidation.md): the cache tags of the changed
 * listings' pages and of their agents' lists (the realtor's homepage, `/homes` index and the
 * "no longer available" page carry those), sent as PostgreSQL notifications on one channel. Every
 * app instance listens (change-listener.ts) and expires those tags in its cache, and in Redis.
 *
 * No `server-only` import and nothing of Next.js: the `listings:import` command line runs this.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** The notification channel of listing changes. */
export const LISTING_CHANGES_CHANNEL = 'listing_changes';

/** PostgreSQL refuses a notification payload of 8,000 bytes or more; tags go in parts below this. */
const MAX_PAYLOAD_BYTES = 7_000;

/** A listing an import inserted, changed or removed, with its agent before and after the change. */
export interface ChangedListing {
  listingKey: string;
  agents: { market: 'crmls' | 'fmls'; license: string }[];
}

/** The tag of one agent's listings in one market. */
export function agentListingsTag(market: 'crmls' | 'fmls', licenseNumber: string): string {
  return `listings:${market}:${licenseNumber}`;
}

/** The tag of one listing's pages (every language). */
export function listingTag(listingKey: string): string {
  return `listing:${listingKey}`;
}

/** The cache tags that changed listings touch, each once. */
export function tagsOfChanges(changes: readonly ChangedListing[]): string[] {
  const tags = new Set<string>();
  for (const change of changes) {
    tags.add(listingTag(change.listingKey));
    for (const agent of change.agents) if (agent.license) tags.add(agentListingsTag(agent.market, agent.license));
  }
  return [...tags];
}

/** Tags as JSON arrays of at most MAX_PAYLOAD_BYTES each. */
export function notificationPayloads(tags: readonly string[], maxBytes = MAX_PAYLOAD_BYTES): string[] {
  const payloads: string[] = [];
  let part: string[] = [];
  let size = 2;
  for (const tag of tags) {
    const bytes = Buffer.byteLength(JSON.stringify(tag)) + 1;
    if (part.length && size + bytes > maxBytes) {
      payloads.push(JSON.stringify(part));
      part = [];
      size = 2;
    }
    part.push(tag);
    size += bytes;
  }
  if (part.length) payloads.push(JSON.stringify(part));
  return payloads;
}

/** The tags of a notification's payload; none when it is not one of ours. */
export function tagsOfPayload(payload: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string' && tag.length <= 300) : [];
  } catch {
    return [];
  }
}

/**
 * Tells every app instance listening on this database which cached pages the changes touched.
 * A notification without a listener is dropped (PGlite: the app is stopped during an import, and
 * its in-memory cache starts empty).
 */
export async function announceListingChanges(db: Db, changes: readonly ChangedListing[]): Promise<void> {
  if (!changes.length) return;
  for (const payload of notificationPayloads(tagsOfChanges(changes))) {
    await db.execute(sql`select pg_notify(${LISTING_CHANGES_CHANNEL}, ${payload})`);
  }
}
