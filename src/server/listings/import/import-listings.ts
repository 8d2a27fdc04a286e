/**
 * Writes RESO Property records into `listings`: valid records are upserted by ListingKey in
 * batches, only when the incoming ModificationTimestamp is newer than the stored one; records
 * whose status says the listing may no longer be shown turn it into a tombstone (its page answers
 * 410; docs/decisions/034-listing-tombstones-and-import-revalidation.md); invalid records are
 * skipped and reported. After each batch the running app is told which cached pages changed
 * (`announceListingChanges`). No I/O other than the database.
 * No `server-only` import: the `listings:import` command line runs this module outside Next.js.
 */
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { resultRows } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import type { NewListing } from '@/server/seed/listings';
import { announceListingChanges, type ChangedListing } from '../changes';
import { parseResoProperty, type Market, type ParsedProperty } from './reso';

/** Rows per INSERT: 27 columns × 500 stays far below PostgreSQL's 65,535 parameters. */
export const IMPORT_BATCH_SIZE = 500;

export interface SkippedRecord {
  /** Position of the record in its input (file, or the whole sync run). */
  index: number;
  listingKey: string | null;
  reason: string;
}

export interface ImportReport {
  inserted: number;
  updated: number;
  /** Records that changed nothing: not newer than the stored listing, or a removal of a listing we do not have. */
  unchanged: number;
  /**
   * Listings removed because their new status may not be shown: kept as tombstones, whose pages
   * answer 410 until the sweep purges them (LISTING_TOMBSTONE_DAYS; decision 035).
   */
  removed: number;
  skipped: SkippedRecord[];
}

export interface ImportOptions {
  /** The feed's market; without it each record's market comes from its StateOrProvince. */
  market?: Market;
  batchSize?: number;
}

export function emptyImportReport(): ImportReport {
  return { inserted: 0, updated: 0, unchanged: 0, removed: 0, skipped: [] };
}

/** Adds `part` to `total`; the indexes of `part`'s skipped records are shifted by `indexOffset`. */
export function addImportReport(total: ImportReport, part: ImportReport, indexOffset = 0): void {
  total.inserted += part.inserted;
  total.updated += part.updated;
  total.unchanged += part.unchanged;
  total.removed += part.removed;
  for (const skipped of part.skipped) total.skipped.push({ ...skipped, index: skipped.index + indexOffset });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** `SET column = excluded.column` for every column but the key. */
const UPDATE_FROM_EXCLUDED = Object.fromEntries(
  Object.entries(getTableColumns(listings))
    .filter(([, column]) => column.name !== listings.listingKey.name)
    .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
) as Partial<Record<keyof NewListing, SQL>>;

/**
 * Upserts one batch (distinct keys); answers how many rows were inserted and updated, and the
 * agents of the changed listings before and after (their cached pages and lists change).
 * A tombstone comes back with a record at least as new as the removal (a pruned listing that the
 * feed offers again keeps its old timestamp).
 */
async function upsertBatch(db: Db, rows: NewListing[]): Promise<{ inserted: number; updated: number; changed: ChangedListing[] }> {
  const before = await db
    .select({ listingKey: listings.listingKey, market: listings.market, license: listings.listAgentStateLicense })
    .from(listings)
    .where(inArray(listings.listingKey, rows.map((row) => row.listingKey)));
  const previous = new Map(before.map((row) => [row.listingKey, row]));
  const written = await db
    .insert(listings)
    .values(rows)
    .onConflictDoUpdate({
      target: listings.listingKey,
      set: UPDATE_FROM_EXCLUDED,
      setWhere: sql`(${listings.modificationTimestamp} < excluded.modification_timestamp or (${listings.removedAt} is not null and ${listings.modificationTimestamp} <= excluded.modification_timestamp))`,
    })
    // A row the statement inserted has no deleting transaction yet (xmax = 0); an updated one has.
    .returning({ inserted: sql<boolean>`(xmax = 0)`, listingKey: listings.listingKey, market: listings.market, license: listings.listAgentStateLicense });
  const inserted = written.filter((row) => row.inserted).length;
  const changed = written.map((row): ChangedListing => {
    const old = previous.get(row.listingKey);
    const agents = [{ market: row.market, license: row.license }];
    if (old && (old.market !== row.market || old.license !== row.license)) agents.push({ market: old.market, license: old.license });
    return { listingKey: row.listingKey, agents };
  });
  return { inserted, updated: written.length - inserted, changed };
}

/**
 * Turns the listings of one batch of removals into tombstones (the removal's status and
 * timestamp, `removed_at`), unless the stored listing is newer or already removed; answers which.
 */
async function removeBatch(db: Db, removals: { listingKey: string; modifiedAt: Date; status: string }[]): Promise<ChangedListing[]> {
  const payload = JSON.stringify(removals.map((r) => ({ key: r.listingKey, ts: r.modifiedAt.toISOString(), status: r.status })));
  const result = await db.execute(sql`
    update ${listings} as l
    set standard_status = r.status, modification_timestamp = r.ts, removed_at = now()
    from jsonb_to_recordset(${payload}::jsonb) as r(key text, ts timestamptz, status text)
    where l.listing_key = r.key and l.modification_timestamp <= r.ts and l.removed_at is null
    returning l.listing_key, l.market, l.list_agent_state_license`);
  return resultRows<{ listing_key: string; market: 'crmls' | 'fmls'; list_agent_state_license: string }>(result).map((row) => ({
    listingKey: row.listing_key,
    agents: [{ market: row.market, license: row.list_agent_state_license }],
  }));
}

/**
 * Imports RESO Property records (already parsed from JSON). When one input holds a ListingKey
 * more than once, the newest record wins and the others count as unchanged.
 */
export async function importListings(db: Db, records: readonly unknown[], options: ImportOptions = {}): Promise<ImportReport> {
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const report = emptyImportReport();
  const newest = new Map<string, Exclude<ParsedProperty, { kind: 'invalid' }>>();
  records.forEach((record, index) => {
    const parsed = parseResoProperty(record, { market: options.market });
    if (parsed.kind === 'invalid') {
      report.skipped.push({ index, listingKey: parsed.listingKey, reason: parsed.reason });
      return;
    }
    const seen = newest.get(parsed.listingKey);
    if (seen) report.unchanged++;
    if (!seen || seen.modifiedAt < parsed.modifiedAt) newest.set(parsed.listingKey, parsed);
  });

  const upserts: NewListing[] = [];
  const removals: { listingKey: string; modifiedAt: Date; status: string }[] = [];
  for (const parsed of newest.values()) {
    if (parsed.kind === 'upsert') upserts.push(parsed.row);
    else removals.push(parsed);
  }
  for (const batch of chunks(upserts, batchSize)) {
    const { inserted, updated, changed } = await upsertBatch(db, batch);
    report.inserted += inserted;
    report.updated += updated;
    report.unchanged += batch.length - inserted - updated;
    await announceListingChanges(db, changed);
  }
  for (const batch of chunks(removals, batchSize)) {
    const removed = await removeBatch(db, batch);
    report.removed += removed.length;
    report.unchanged += batch.length - removed.length;
    await announceListingChanges(db, removed);
  }
  return report;
}

/**
 * Removes the listings of `market` whose keys are not in `keep` (the keys a feed still offers):
 * tombstones with the status `Delete` and their own timestamp, so that the record, offered again,
 * brings the listing back. Answers how many were removed.
 */
export async function pruneListings(db: Db, market: Market, keep: ReadonlySet<string>, batchSize = 1000): Promise<number> {
  const stored = await db
    .select({ key: listings.listingKey })
    .from(listings)
    .where(and(eq(listings.market, market), isNull(listings.removedAt)));
  const gone = stored.map((row) => row.key).filter((key) => !keep.has(key));
  let removed = 0;
  for (const batch of chunks(gone, batchSize)) {
    const rows = await db
      .update(listings)
      .set({ standardStatus: 'Delete', removedAt: sql`now()` })
      .where(and(eq(listings.market, market), inArray(listings.listingKey, batch), isNull(listings.removedAt)))
      .returning({ listingKey: listings.listingKey, market: listings.market, license: listings.listAgentStateLicense });
    removed += rows.length;
    await announceListingChanges(
      db,
      rows.map((row) => ({ listingKey: row.listingKey, agents: [{ market: row.market, license: row.license }] })),
    );
  }
  return removed;
}
