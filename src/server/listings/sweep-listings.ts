import 'server-only';
/**
 * The purge of old listing tombstones (docs/decisions/035-purge-old-listing-tombstones.md): a
 * listing an import or sync removed is kept as a tombstone so that its page answers 410
 * (decision 034); once it has been removed for longer than the retention period
 * (LISTING_TOMBSTONE_DAYS), its row is deleted and its page answers 404 like one that never
 * existed. Run by the app's background worker once a day and by `npm run ops -- sweep-listings`.
 */
import { and, asc, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import { announceListingChanges } from './changes';

/** Rows deleted per statement: a long purge never holds many row locks at once. */
const PURGE_BATCH = 1_000;

export interface ListingSweepOptions {
  now?: Date;
  /** Days a tombstone is kept after its removal (LISTING_TOMBSTONE_DAYS). */
  retentionDays: number;
  /** Report what would be purged; delete nothing. */
  dryRun?: boolean;
  batchSize?: number;
}

export interface ListingSweepResult {
  /** Tombstones removed before this moment are (or, in a dry run, would be) purged. */
  cutoff: Date;
  /** The purged tombstones' keys (in a dry run, those that would be). */
  listingKeys: string[];
}

/**
 * Deletes the tombstones removed before `now` minus the retention period, in batches, and tells
 * the running app which listing pages changed (their cached 410 becomes a 404; no list shows a
 * tombstone, so no agent's list changes). A listing that a newer record brought back meanwhile
 * has no `removed_at` any more and is kept.
 */
export async function sweepListings(db: Db, { now = new Date(), retentionDays, dryRun = false, batchSize = PURGE_BATCH }: ListingSweepOptions): Promise<ListingSweepResult> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const old = lt(listings.removedAt, cutoff);
  if (dryRun) {
    const rows = await db.select({ listingKey: listings.listingKey }).from(listings).where(old).orderBy(asc(listings.removedAt), asc(listings.listingKey));
    return { cutoff, listingKeys: rows.map((row) => row.listingKey) };
  }
  const listingKeys: string[] = [];
  for (;;) {
    const batch = db.select({ listingKey: listings.listingKey }).from(listings).where(old).limit(batchSize);
    // The condition again on the deleted row: a tombstone brought back meanwhile is kept.
    const rows = await db.delete(listings).where(and(old, inArray(listings.listingKey, batch))).returning({ listingKey: listings.listingKey });
    listingKeys.push(...rows.map((row) => row.listingKey));
    await announceListingChanges(db, rows.map((row) => ({ listingKey: row.listingKey, agents: [] })));
    if (rows.length < batchSize) break;
  }
  return { cutoff, listingKeys };
}
