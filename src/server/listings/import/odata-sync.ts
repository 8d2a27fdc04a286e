/**
 * Incremental sync of listings from a RESO Web API (OData v4) server:
 *
 *   GET {url}/Property?$filter=ModificationTimestamp gt {last}&$orderby=ModificationTimestamp&$top=N
 *
 * with a bearer token, following `@odata.nextLink` until there is none. Each page is written with
 * `importListings` (upsert if newer, delete on a status that may not be shown). The newest
 * ModificationTimestamp applied is kept per feed in `listing_sync_state`, so the next run asks
 * only for what changed since. 429 and 503 answers are retried after `Retry-After` (or a capped
 * backoff), a bounded number of times. `prune` then deletes the market's listings whose keys the
 * feed no longer offers. See docs/decisions/010-listing-import.md.
 *
 * I/O is injected (`fetch`, `sleep`, `now`) so the tests drive a real local server without waiting.
 * No `server-only` import: the `listings:import` command line runs this module outside Next.js.
 */
import { eq, isNull, max, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { listingSyncState } from '@/server/db/schema';
import { addImportReport, emptyImportReport, importListings, pruneListings, type ImportReport } from './import-listings';
import { modificationTimestampOf, type Market } from './reso';

export const DEFAULT_PAGE_SIZE = 200;
export const DEFAULT_MAX_ATTEMPTS = 6;
/** Backoff without Retry-After: 1 s, doubling, at most 60 s. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;
/** No single wait is longer than this, whatever Retry-After asks. */
export const DEFAULT_MAX_WAIT_MS = 5 * 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

const RETRY_STATUSES = new Set([429, 503]);

export interface SyncOptions {
  /** The service root, e.g. `https://api.example.com/odata` (a trailing `/Property` is accepted). */
  url: string;
  token: string;
  /** The feed's market; without it each record's market comes from its StateOrProvince. Needed by `prune`. */
  market?: Market;
  /** `$top`: records asked for per page. */
  pageSize?: number;
  /** `$expand` (e.g. `Media,OpenHouse`) for servers that only send those resources when asked. */
  expand?: string;
  /** Ignore the stored timestamp and ask for every record. */
  full?: boolean;
  /** After the sync, delete the market's listings the feed no longer offers. */
  prune?: boolean;
  /** Called after each page of changes is stored, with the report so far (a progress line). */
  onPage?: (page: { number: number; records: number; report: SyncReport }) => void;
  maxAttempts?: number;
  maxWaitMs?: number;
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export interface SyncReport extends ImportReport {
  /** The feed's key in `listing_sync_state`: the URL's origin and path. */
  source: string;
  /** The stored timestamp this run asked from (null: everything). */
  since: Date | null;
  /** The stored timestamp after this run. */
  lastModification: Date | null;
  pages: number;
  received: number;
  /** Listings removed by `prune`, kept as tombstones like other removals (null when not asked). */
  pruned: number | null;
}

export class ListingSyncError extends Error {
  /** What the run had done before it failed (pages are written as they arrive). */
  partial?: SyncReport;
  constructor(message: string) {
    super(message);
    this.name = 'ListingSyncError';
  }
}

const pageSchema = z.object({
  value: z.array(z.unknown()),
  '@odata.nextLink': z.string().min(1).optional(),
});

/** The service root and the feed's key (origin and path, without a trailing slash or `/Property`). */
export function feedSource(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ListingSyncError(`Not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ListingSyncError(`Not an http(s) URL: ${url}`);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '').replace(/\/Property$/, '')}`;
}

/** An OData query string; `$` names stay literal, values are percent-encoded (spaces as %20). */
function resourceUrl(root: string, resource: string, query: [string, string][]): string {
  return `${root}/${resource}?${query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Milliseconds asked for by a Retry-After header (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * The timestamp that may be stored while a run is under way: records arrive in ModificationTimestamp
 * order, so every record older than the newest one seen has been seen, but more records with that
 * newest timestamp may still be on the next page. At the end of a run the newest one is safe.
 */
class Watermark {
  newest: Date | null = null;
  belowNewest: Date | null = null;

  see(timestamp: Date | null): void {
    if (!timestamp) return;
    if (!this.newest || timestamp > this.newest) {
      this.belowNewest = this.newest;
      this.newest = timestamp;
    } else if (timestamp < this.newest && (!this.belowNewest || timestamp > this.belowNewest)) {
      this.belowNewest = timestamp;
    }
  }
}

async function readSince(db: Db, source: string): Promise<Date | null> {
  const [row] = await db
    .select({ lastModification: listingSyncState.lastModification })
    .from(listingSyncState)
    .where(eq(listingSyncState.source, source));
  return row?.lastModification ?? null;
}

/**
 * Stores progress; the timestamp never moves back (a `full` run re-reads older records). A
 * complete run (`lastRunAt`) also records the feed's market, as the run was told it.
 */
async function saveProgress(db: Db, source: string, progress: { lastModification: Date | null; lastRunAt?: Date; market?: Market }): Promise<void> {
  const { lastModification, lastRunAt = null, market = null } = progress;
  await db
    .insert(listingSyncState)
    .values({ source, lastModification, lastRunAt, market })
    .onConflictDoUpdate({
      target: listingSyncState.source,
      set: {
        lastModification: sql`greatest(${listingSyncState.lastModification}, excluded.last_modification)`,
        lastRunAt: sql`coalesce(excluded.last_run_at, ${listingSyncState.lastRunAt})`,
        market: lastRunAt ? sql`excluded.market` : sql`${listingSyncState.market}`,
      },
    });
}

/**
 * When the listings of `market` were last brought up to date with the MLS: the end of the
 * latest complete sync run of a feed of that market, or of a feed whose records name their
 * market themselves. Null when no feed has been synced (listings only imported from files).
 */
export async function feedUpdatedAt(db: Db, market: Market): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(listingSyncState.lastRunAt) })
    .from(listingSyncState)
    .where(or(eq(listingSyncState.market, market), isNull(listingSyncState.market)));
  return row?.at ?? null;
}

export async function syncListings(db: Db, options: SyncOptions): Promise<SyncReport> {
  const root = feedSource(options.url);
  const origin = new URL(root).origin;
  const fetchFn = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  if (options.prune && !options.market) throw new ListingSyncError("Pruning needs the feed's market.");

  /** GETs one page, waiting and retrying on 429/503 and network errors. */
  async function getPage(url: string): Promise<z.infer<typeof pageSchema>> {
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined = undefined;
      let problem = '';
      try {
        response = await fetchFn(url, {
          headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        problem = `no answer (${error instanceof Error ? error.message : String(error)})`;
      }
      if (response) {
        if (response.ok) {
          const page = pageSchema.safeParse(await response.json().catch(() => undefined));
          if (!page.success) throw new ListingSyncError(`${url} did not answer an OData page ({ "value": [...] }).`);
          return page.data;
        }
        const body = (await response.text().catch(() => '')).slice(0, 300);
        problem = `${response.status} ${response.statusText}${body ? `: ${body}` : ''}`;
        if (!RETRY_STATUSES.has(response.status)) {
          const hint = response.status === 401 || response.status === 403 ? ' (check the token)' : '';
          throw new ListingSyncError(`GET ${url} answered ${problem}${hint}`);
        }
      }
      if (attempt >= maxAttempts) throw new ListingSyncError(`GET ${url} failed ${attempt} times, giving up; last: ${problem}`);
      const asked = retryAfterMs(response?.headers.get('retry-after') ?? null, now());
      await sleep(Math.min(asked ?? backoffMs(attempt), maxWaitMs));
    }
  }

  /** The next page's URL; a link to another origin would take our token there, so it is refused. */
  function nextUrl(link: string | undefined, current: string): string | undefined {
    if (!link) return undefined;
    const next = new URL(link, current);
    if (next.origin !== origin) throw new ListingSyncError(`@odata.nextLink leads to another origin (${next.origin}); refused.`);
    return next.toString();
  }

  const since = options.full ? null : await readSince(db, root);
  const report: SyncReport = { ...emptyImportReport(), source: root, since, lastModification: since, pages: 0, received: 0, pruned: null };
  const watermark = new Watermark();
  try {
    const query: [string, string][] = [];
    if (since) query.push(['$filter', `ModificationTimestamp gt ${since.toISOString()}`]);
    query.push(['$orderby', 'ModificationTimestamp'], ['$top', String(pageSize)]);
    if (options.expand) query.push(['$expand', options.expand]);
    let url: string | undefined = resourceUrl(root, 'Property', query);
    while (url) {
      const page = await getPage(url);
      addImportReport(report, await importListings(db, page.value, { market: options.market }), report.received);
      report.pages++;
      report.received += page.value.length;
      options.onPage?.({ number: report.pages, records: page.value.length, report });
      for (const record of page.value) watermark.see(modificationTimestampOf(record));
      url = nextUrl(page['@odata.nextLink'], url);
      if (url && watermark.belowNewest) await saveProgress(db, root, { lastModification: watermark.belowNewest });
    }
    await saveProgress(db, root, { lastModification: watermark.newest, lastRunAt: now(), market: options.market });
    report.lastModification = await readSince(db, root);

    if (options.prune && options.market) {
      const keys = new Set<string>();
      // Ordered by key, so that paging is stable while listings change.
      let keysUrl: string | undefined = resourceUrl(root, 'Property', [
        ['$select', 'ListingKey'],
        ['$orderby', 'ListingKey'],
        ['$top', String(pageSize)],
      ]);
      while (keysUrl) {
        const page = await getPage(keysUrl);
        for (const record of page.value) {
          const key = (record as { ListingKey?: unknown } | null)?.ListingKey;
          if (typeof key === 'string' && key) keys.add(key);
        }
        keysUrl = nextUrl(page['@odata.nextLink'], keysUrl);
      }
      if (keys.size === 0) throw new ListingSyncError('The feed offered no ListingKey at all; nothing was pruned.');
      report.pruned = await pruneListings(db, options.market, keys);
    }
  } catch (error) {
    if (error instanceof ListingSyncError) error.partial = report;
    throw error;
  }
  return report;
}
