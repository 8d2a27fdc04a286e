/**
 * The operator's command line: `npm run ops -- <command>` (docs/operating.md, "The ops CLI").
 *   leads [--limit N] [--json]      the latest homepage requests with their Slack delivery state
 *   contacts [--limit N] [--json]   the latest contact messages with their e-mail delivery state
 *   outbox [--status S] [--limit N] [--json]
 *                                   outbox rows (pending, delivered, failed) with attempts and errors
 *   retry <outboxId>                put a failed or waiting outbox row back for an immediate attempt
 *   create-admin <email> [--password-env VAR]
 *                                   create an admin (or make an existing user admin); the password is
 *                                   read from the variable VAR (default OPS_ADMIN_PASSWORD), never asked
 *   export <folder>                 every realtor to <folder>/<desiredUrl>.json (the API's export format)
 *   import <folder>                 every *.json export in <folder>: replaces the realtor with the same
 *                                   desiredUrl, or creates it
 *   backup <folder>                 everything: every table in one snapshot, and the upload folder
 *   restore <folder> [--force]      a backup, all or nothing, into an empty database (--force: replace)
 *   sweep-uploads [--dry-run]       remove stored photos no realtor refers to (older than
 *                                   UPLOAD_ORPHAN_GRACE_HOURS) and all of deleted realtors'
 *   sweep-visits                    roll finished days of visits up, delete page views past 30 days
 *                                   and old day salts (what the app's hourly sweep does)
 *   sweep-listings [--dry-run] [--json]
 *                                   purge listing tombstones removed more than LISTING_TOMBSTONE_DAYS
 *                                   ago (their pages answer 404 instead of 410; the app does it daily)
 *   migrate                         apply the committed migrations
 * `--help` and usage errors (exit 2) answer without opening the database. Read commands (leads,
 * contacts, outbox, export, backup) never migrate: they stop when the schema is behind.
 * It opens the same database as the app (DATABASE_URL, else DATA_DIR: the embedded database
 * allows one process only, so stop the app first; the folder's lock says so if you forget).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { realtorExportSchema, type RealtorExport, type RealtorFields } from '../src/lib/schemas/realtor';
import type { Principal } from '../src/server/auth/guard';
import type { Env } from '../src/server/config/env';
import { createBackup, restoreBackup } from '../src/server/backup/backup';
import type { Database, Db } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/client';
import { migrationsApplied, runMigrations } from '../src/server/db/migrate';
import { contactMessages, homepageRequests, outbox, realtors } from '../src/server/db/schema';
import { sweepListings } from '../src/server/listings/sweep-listings';
import { retryOutboxRow } from '../src/server/outbox/outbox';
import { getStoredFiles } from '../src/server/storage';
import { sweepUploads } from '../src/server/storage/sweep-uploads';
import { RAW_VISIT_DAYS, sweepVisits } from '../src/server/visits/roll-up';
import { createRealtor, exportRealtor, importRealtor, type WriteContext } from '../src/server/realtors/write-realtor';
import { loadEnvOrExit } from './env';

/** The operator acts as an admin; there is no page cache to renew in this process. */
const OPERATOR: Principal = { userId: 'ops-cli', email: 'ops@localhost', name: 'ops', role: 'admin', realtorId: null };

function writeContext(db: Db): WriteContext {
  return { db, principal: OPERATOR, revalidate: () => {} };
}

/** Writes one JSON file per realtor; answers the number written. */
async function exportRealtors(db: Db, folder: string): Promise<number> {
  fs.mkdirSync(folder, { recursive: true });
  const rows = await db.select({ id: realtors.id, desiredUrl: realtors.desiredUrl }).from(realtors).orderBy(asc(realtors.id));
  for (const row of rows) {
    const file = await exportRealtor(writeContext(db), row.id);
    fs.writeFileSync(path.join(folder, `${row.desiredUrl}.json`), `${JSON.stringify(file, null, 2)}\n`);
  }
  return rows.length;
}

/** Imports every export file of a folder (all are validated before any is written). */
async function importRealtors(db: Db, folder: string): Promise<{ created: number; replaced: number }> {
  const files = fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  const parsed: { name: string; file: RealtorExport }[] = [];
  for (const name of files) {
    const result = realtorExportSchema.safeParse(JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')));
    if (!result.success) throw new Error(`${name}: not a realtor export (${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
    parsed.push({ name, file: result.data });
  }
  const counts = { created: 0, replaced: 0 };
  const ctx = writeContext(db);
  for (const [index, { name, file }] of parsed.entries()) {
    const [existing] = await db.select({ id: realtors.id }).from(realtors).where(sql`lower(${realtors.desiredUrl}) = lower(${file.realtor.desiredUrl})`);
    let id = existing?.id;
    if (id === undefined) {
      // A new record with the file's address, then the same import as POST /v1/realtor/import.
      const { id: _id, createdAt: _c, updatedAt: _u, userId: _userId, ...fields } = file.realtor;
      id = (await createRealtor(ctx, fields as RealtorFields)).id;
      counts.created++;
    } else counts.replaced++;
    await importRealtor(ctx, id, file);
    console.log(`[${index + 1}/${parsed.length}] ${name}: ${existing ? 'replaced' : 'created'} realtor ${id}`);
  }
  return counts;
}

async function createAdmin(db: Db, env: Env, email: string | undefined, passwordVariable: string): Promise<string> {
  if (!email) throw new Error('Usage: npm run ops -- create-admin <email> [--password-env VAR]');
  const password = process.env[passwordVariable];
  if (!password || password.length < 12) throw new Error(`Set ${passwordVariable} to the new admin's password (12+ characters).`);
  // The auth library takes over a second to load: only this command needs it.
  const [{ ensureAdmin }, { createAuth }, { loadOrCreateSecret }] = await Promise.all([
    import('../src/server/auth/admin'),
    import('../src/server/auth/auth'),
    import('../src/server/auth/secret'),
  ]);
  const auth = createAuth({ db, secret: env.AUTH_SECRET ?? (await loadOrCreateSecret(db)), env });
  const result = await ensureAdmin(db, auth, email, password);
  return result === 'created' ? `Admin ${email} created.` : result === 'promoted' ? `${email} is now an admin (password unchanged).` : `${email} is already an admin.`;
}

/** A mistake in the command line: usage on stderr, exit 2, the database never opened. */
class UsageError extends Error {}

/** Read commands stop here when the database is not migrated (they never migrate). */
class SchemaBehindError extends Error {}

const USAGE = `Usage: npm run ops -- <command> [options]
  leads [--limit N] [--json]               latest homepage requests and their Slack delivery
  contacts [--limit N] [--json]            latest contact messages and their e-mail delivery
  outbox [--status pending|delivered|failed] [--limit N] [--json]
  retry <outboxId>                         retry an outbox row now
  create-admin <email> [--password-env VAR]  password from VAR (default OPS_ADMIN_PASSWORD)
  export <folder> | import <folder>        realtors only, in the API's export format
  backup <folder>                          everything: database and upload folder
  restore <folder> [--force]               a backup, all or nothing; --force replaces a non-empty target
  sweep-uploads [--dry-run]                remove orphaned photos (unreferenced past the grace period, deleted realtors')
  sweep-visits                             roll up finished days of visits, delete page views past 30 days and old salts
  sweep-listings [--dry-run] [--json]      purge listing tombstones (410 pages) removed more than LISTING_TOMBSTONE_DAYS ago
  migrate                                  apply the committed migrations
  --help                                   this text`;

const OPTIONS = {
  limit: { type: 'string' },
  status: { type: 'string' },
  'password-env': { type: 'string' },
  json: { type: 'boolean', default: false },
  force: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

interface Command {
  /** Read commands never migrate; the others apply the migrations first. */
  reads: boolean;
  /** The positional argument it needs, named in the usage error. */
  argument?: string;
  /** The options it takes besides --help. */
  options: (keyof typeof OPTIONS)[];
  run(database: Database, env: Env, argument: string | undefined, values: Values): Promise<void>;
}

const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** A whole number within bounds, else a usage error naming the option. */
function whole(name: string, value: string | undefined, fallback: number, max = 10_000): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1 || number > max) {
    throw new UsageError(`--${name} must be a whole number from 1 to ${max} (got "${value}").`);
  }
  return number;
}

/** Rows as a table, or as JSON with --json (one document on stdout, for scripts). */
function print(rows: object[], values: Values) {
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else console.table(rows);
}

function uploadFolder(env: Env): string | null {
  return env.STORAGE_DRIVER === 'local' ? path.resolve(env.UPLOAD_DIR) : null;
}

const COMMANDS: Record<string, Command> = {
  leads: {
    reads: true,
    options: ['limit', 'json'],
    async run({ db }, _env, _argument, values) {
      const rows = await db
        .select({ lead: homepageRequests, delivery: outbox.status, attempts: outbox.attempts, error: outbox.lastError })
        .from(homepageRequests)
        .leftJoin(outbox, and(eq(outbox.aggregateType, 'homepage_requests'), eq(outbox.aggregateId, sql`${homepageRequests.id}::text`)))
        .orderBy(desc(homepageRequests.createdAt))
        .limit(whole('limit', values.limit, 20));
      print(
        rows.map(({ lead, delivery, attempts, error }) => ({
          id: lead.id,
          received: lead.createdAt.toISOString(),
          name: lead.name,
          area: lead.area,
          phone: `${lead.phoneCountryCode} ${lead.phone}`,
          hasSite: lead.hasSite,
          locale: lead.locale,
          slack: delivery ?? '-',
          attempts: attempts ?? 0,
          error: error ?? '',
        })),
        values,
      );
    },
  },
  contacts: {
    reads: true,
    options: ['limit', 'json'],
    async run({ db }, _env, _argument, values) {
      const rows = await db
        .select({ message: contactMessages, delivery: outbox.status, attempts: outbox.attempts, error: outbox.lastError })
        .from(contactMessages)
        .leftJoin(outbox, and(eq(outbox.aggregateType, 'contact_messages'), eq(outbox.aggregateId, sql`${contactMessages.id}::text`)))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(whole('limit', values.limit, 20));
      print(
        rows.map(({ message, delivery, attempts, error }) => ({
          id: message.id,
          received: message.createdAt.toISOString(),
          realtor: message.realtorDesiredUrl,
          name: message.name,
          email: message.email,
          phone: `${message.phoneCountryCode} ${message.phone}`,
          // The table shortens long messages; JSON has them whole.
          message: !values.json && message.message.length > 60 ? `${message.message.slice(0, 57)}...` : message.message,
          // A question or tour request from a listing's page names its listing (decision 027).
          listing: message.listingKey ?? '',
          status: message.status,
          email_delivery: delivery ?? '-',
          attempts: attempts ?? 0,
          error: error ?? '',
        })),
        values,
      );
    },
  },
  outbox: {
    reads: true,
    options: ['status', 'limit', 'json'],
    async run({ db }, _env, _argument, values) {
      const status = values.status;
      const rows = await db
        .select()
        .from(outbox)
        .where(status ? eq(outbox.status, status as (typeof OUTBOX_STATUSES)[number]) : undefined)
        .orderBy(desc(outbox.id))
        .limit(whole('limit', values.limit, 50));
      print(
        rows.map((r) => ({ id: r.id, kind: r.kind, record: `${r.aggregateType}/${r.aggregateId}`, status: r.status, attempts: r.attempts, next: r.nextAttemptAt.toISOString(), error: r.lastError ?? '' })),
        values,
      );
    },
  },
  retry: {
    reads: false,
    argument: '<outboxId>',
    options: [],
    async run({ db }, _env, argument) {
      const ok = await retryOutboxRow(db, whole('outboxId', argument, 0, Number.MAX_SAFE_INTEGER));
      console.log(ok ? `Outbox row ${argument} will be retried by the running app.` : `No retryable outbox row ${argument}.`);
      if (!ok) process.exitCode = 1;
    },
  },
  'create-admin': {
    reads: false,
    argument: '<email>',
    options: ['password-env'],
    async run({ db }, env, argument, values) {
      console.log(await createAdmin(db, env, argument, values['password-env'] ?? 'OPS_ADMIN_PASSWORD'));
    },
  },
  export: {
    reads: true,
    argument: '<folder>',
    options: [],
    async run({ db }, _env, argument) {
      console.log(`Exported ${await exportRealtors(db, argument!)} realtors to ${argument}.`);
    },
  },
  import: {
    reads: false,
    argument: '<folder>',
    options: [],
    async run({ db }, _env, argument) {
      const { created, replaced } = await importRealtors(db, argument!);
      console.log(`Imported from ${argument}: ${created} created, ${replaced} replaced. A running app renews its cached pages within its revalidation time; restart it to see them at once.`);
    },
  },
  backup: {
    reads: true,
    argument: '<folder>',
    options: [],
    async run(database, env, argument) {
      const manifest = await createBackup(database, { folder: argument!, uploadDir: uploadFolder(env), progress: (line) => console.log(line) });
      const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
      const files = manifest.uploads === null ? 'uploads not on local disk (S3): back the bucket up on its own' : `${manifest.uploads.length} upload files`;
      console.log(`Backup written to ${argument}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${files}.`);
    },
  },
  restore: {
    reads: false,
    argument: '<folder>',
    options: ['force'],
    async run(database, env, argument, values) {
      const { tables, uploads } = await restoreBackup(database, { folder: argument!, uploadDir: uploadFolder(env), force: values.force, progress: (line) => console.log(line) });
      const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
      console.log(`Restored from ${argument}: ${rows} rows, ${uploads} upload files. Restart a running app to drop its cached pages.`);
    },
  },
  'sweep-uploads': {
    reads: false,
    options: ['dry-run'],
    async run({ db }, env, _argument, values) {
      const dryRun = values['dry-run'] === true;
      const result = await sweepUploads(db, getStoredFiles(env), { graceMs: env.UPLOAD_ORPHAN_GRACE_HOURS * 60 * 60 * 1000, dryRun });
      for (const key of result.removed) console.log(`${dryRun ? 'would remove' : 'removed'} ${key}`);
      console.log(`${dryRun ? 'Dry run: would remove' : 'Removed'} ${result.removed.length} orphaned upload files; ${result.kept} kept; ${result.forgotten} upload records forgotten.`);
    },
  },
  'sweep-visits': {
    reads: false,
    options: [],
    async run({ db }) {
      const result = await sweepVisits(db);
      console.log(`Rolled up ${result.rolledUp} daily figures; deleted ${result.purged} page views older than ${RAW_VISIT_DAYS} days.`);
    },
  },
  'sweep-listings': {
    reads: false,
    options: ['dry-run', 'json'],
    async run({ db }, env, _argument, values) {
      const dryRun = values['dry-run'] === true;
      const retentionDays = env.LISTING_TOMBSTONE_DAYS;
      const { cutoff, listingKeys } = await sweepListings(db, { retentionDays, dryRun });
      if (values.json) {
        console.log(JSON.stringify({ dryRun, retentionDays, cutoff: cutoff.toISOString(), purged: listingKeys.length, listingKeys }, null, 2));
        return;
      }
      console.log(
        `${dryRun ? 'Dry run: would purge' : 'Purged'} ${listingKeys.length} listing tombstones removed before ${cutoff.toISOString()} ` +
          `(LISTING_TOMBSTONE_DAYS=${retentionDays}); their pages answer 404 instead of 410.`,
      );
    },
  },
  migrate: {
    reads: false,
    options: [],
    async run() {
      console.log('Migrations applied.');
    },
  },
};

/** The command line, checked before anything is opened. */
function parseCommandLine(args: string[]): { help: true } | { help: false; name: string; command: Command; argument: string | undefined; values: Values } {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [name, argument, ...extra] = positionals;
  if (values.help) return { help: true };
  if (!name) throw new UsageError('Give a command.');
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name]! : undefined;
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  if (command.argument && !argument) throw new UsageError(`${name} needs ${command.argument}.`);
  if (extra.length || (!command.argument && argument)) throw new UsageError(`Too many arguments for ${name}.`);
  for (const option of Object.keys(OPTIONS) as (keyof typeof OPTIONS)[]) {
    const given = OPTIONS[option].type === 'boolean' ? values[option] === true : values[option] !== undefined;
    if (given && option !== 'help' && !command.options.includes(option)) throw new UsageError(`${name} does not take --${option}.`);
  }
  if (values.status !== undefined && !(OUTBOX_STATUSES as readonly string[]).includes(values.status)) {
    throw new UsageError(`--status must be one of ${OUTBOX_STATUSES.join(', ')}.`);
  }
  // Numbers are checked here too, before the database opens.
  whole('limit', values.limit, 1);
  if (name === 'retry') whole('outboxId', argument, 0, Number.MAX_SAFE_INTEGER);
  return { help: false, name, command, argument, values };
}

async function main() {
  let line;
  try {
    line = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (line.help) {
    console.log(USAGE);
    return;
  }
  const { command, argument, values } = line;
  const env = loadEnvOrExit();
  if (command.reads && !env.DATABASE_URL && !fs.existsSync(path.join(env.DATA_DIR, 'pglite'))) {
    // Opening it would create an empty database: a read has nothing to read there.
    throw new SchemaBehindError(`No embedded database in ${path.resolve(env.DATA_DIR)} (DATA_DIR): nothing to read. Check DATA_DIR, or create it with \`npm run ops -- migrate\`.`);
  }
  const database = env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL }) : openDatabase({ dataDir: env.DATA_DIR });
  try {
    if (!command.reads) await runMigrations(database);
    else if (!(await migrationsApplied(database))) {
      throw new SchemaBehindError(
        `The database schema is behind this version of the app (migrations not applied): read commands do not migrate. ` +
          'Run `npm run ops -- migrate` (or start the app, which migrates) first.',
      );
    }
    await command.run(database, env, argument, values);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
