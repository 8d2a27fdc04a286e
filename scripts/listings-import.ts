/**
 * `npm run listings:import -- …`: MLS listings from a RESO source into the database
 * (docs/decisions/010-listing-import.md).
 *
 *   --file x.json                        an array of RESO Property records, or an OData page { "value": [...] }
 *   --url https://host/odata [--token T] incremental sync from a RESO Web API (OData) server; the token
 *                                        from RESO_TOKEN when --token is not given (keeps it out of `ps`)
 *   --market crmls|fmls                  the feed's market (default: each record's StateOrProvince, CA or GA)
 *   --prune                              (sync) then remove the market's listings the feed no longer offers
 *                                        (kept as tombstones: 410 pages until purged)
 *   --full                               (sync) ignore the stored timestamp and ask for every record
 *   --top N                              (sync) records per page (default 200)
 *   --expand Media,OpenHouse             (sync) for servers that send Media (and open houses) only when asked
 *
 * It opens the same database as the app (DATABASE_URL, else DATA_DIR: stop the app first).
 * Exit code 1 when the import could not run or the sync failed; skipped records are reported.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { addImportReport, emptyImportReport, importListings, type ImportReport } from '../src/server/listings/import/import-listings';
import { ListingSyncError, syncListings, type SyncReport } from '../src/server/listings/import/odata-sync';
import { MARKETS, recordsOfResoDocument, type Market } from '../src/server/listings/import/reso';
import { loadEnvOrExit } from './env';

/** Records per progress line when importing a file. */
const FILE_PAGE = 500;

const USAGE = `Usage:
  npm run listings:import -- --file listings.json [--market crmls|fmls]
  RESO_TOKEN=… npm run listings:import -- --url https://host/odata [--token TOKEN] [--market crmls|fmls] [--prune] [--full] [--top N] [--expand Media]
One progress line per page (sync) or per ${FILE_PAGE} records (file).`;

/** At most this many skipped records are listed one by one. */
const SKIPPED_SHOWN = 50;

class UsageError extends Error {}

interface Command {
  file?: string;
  url?: string;
  token?: string;
  market?: Market;
  prune: boolean;
  full: boolean;
  top?: number;
  expand?: string;
}

function parseCommand(args: string[], environment: NodeJS.ProcessEnv): Command | 'help' {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      file: { type: 'string' },
      url: { type: 'string' },
      token: { type: 'string' },
      market: { type: 'string' },
      prune: { type: 'boolean', default: false },
      full: { type: 'boolean', default: false },
      top: { type: 'string' },
      expand: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (Boolean(values.file) === Boolean(values.url)) throw new UsageError('Give either --file or --url.');
  const token = values.token ?? (values.url ? environment.RESO_TOKEN?.trim() || undefined : undefined);
  if (values.url && !token) throw new UsageError('--url needs --token, or the token in RESO_TOKEN.');
  if (values.file && (values.token || values.prune || values.full || values.top || values.expand)) {
    throw new UsageError('--token, --prune, --full, --top and --expand go with --url.');
  }
  if (values.market !== undefined && !(MARKETS as readonly string[]).includes(values.market)) {
    throw new UsageError(`--market must be one of ${MARKETS.join(', ')}.`);
  }
  if (values.prune && !values.market) throw new UsageError('--prune needs --market: it removes listings of that market only.');
  const top = values.top === undefined ? undefined : Number(values.top);
  if (top !== undefined && !(Number.isInteger(top) && top >= 1 && top <= 10_000)) throw new UsageError('--top must be a whole number from 1 to 10000.');
  return {
    file: values.file,
    url: values.url,
    token,
    market: values.market as Market | undefined,
    prune: values.prune,
    full: values.full,
    top,
    expand: values.expand,
  };
}

function readRecords(file: string): unknown[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return recordsOfResoDocument(document);
}

function counts(report: ImportReport): string {
  return (
    `${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ` +
    `${report.removed} removed (kept as 410 pages until purged), ${report.skipped.length} skipped`
  );
}

function printCounts(report: ImportReport): void {
  console.log(`${counts(report)}.`);
  for (const skipped of report.skipped.slice(0, SKIPPED_SHOWN)) {
    console.log(`  skipped ${skipped.listingKey ?? '(no ListingKey)'} (record #${skipped.index + 1}): ${skipped.reason}`);
  }
  if (report.skipped.length > SKIPPED_SHOWN) console.log(`  … and ${report.skipped.length - SKIPPED_SHOWN} more skipped.`);
}

function printSync(report: SyncReport): void {
  const since = report.since ? `changes after ${report.since.toISOString()}` : 'every record';
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(`${report.source}: asked for ${since}; ${plural(report.received, 'record')} in ${plural(report.pages, 'page')}.`);
  printCounts(report);
  if (report.pruned !== null) console.log(`${report.pruned} listings pruned (no longer offered by the feed; kept as 410 pages until purged).`);
  console.log(`Last ModificationTimestamp: ${report.lastModification?.toISOString() ?? 'none yet'}.`);
}

async function main(): Promise<void> {
  let command: Command | 'help';
  try {
    command = parseCommand(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  if (command === 'help') {
    console.log(USAGE);
    return;
  }
  const records = command.file ? readRecords(command.file) : undefined;

  const env = loadEnvOrExit();
  const database = env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL }) : openDatabase({ dataDir: env.DATA_DIR });
  try {
    await runMigrations(database);
    if (records) {
      const market = command.market ? command.market : 'market from StateOrProvince';
      console.log(`${command.file}: ${records.length} records (${market}).`);
      const report = emptyImportReport();
      for (let start = 0; start < records.length; start += FILE_PAGE) {
        const page = records.slice(start, start + FILE_PAGE);
        addImportReport(report, await importListings(database.db, page, { market: command.market }), start);
        if (records.length > FILE_PAGE) console.log(`records ${start + 1}–${start + page.length} of ${records.length}: ${counts(report)}`);
      }
      printCounts(report);
      return;
    }
    try {
      printSync(
        await syncListings(database.db, {
          url: command.url!,
          token: command.token!,
          market: command.market,
          prune: command.prune,
          full: command.full,
          pageSize: command.top,
          expand: command.expand,
          onPage: ({ number, records, report }) =>
            console.log(`page ${number}: ${records} record${records === 1 ? '' : 's'} (${report.received} so far): ${counts(report)}`),
        }),
      );
    } catch (error) {
      if (error instanceof ListingSyncError && error.partial) {
        console.log('Done before the failure:');
        printSync(error.partial);
      }
      throw error;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
