import 'server-only';
/**
 * A whole-installation backup and its restore (docs/operating.md, "Backup and restore"): every
 * table of the Drizzle schema (realtors and their owners' users and accounts, leads, contact
 * messages, the outbox…) read in one REPEATABLE READ transaction, plus the local upload folder.
 * The same code on PGlite and PostgreSQL, and either way round: a backup of one restores into the
 * other.
 *
 * A backup is a folder:
 *   manifest.json          format, version, migrations applied, rows per table, every upload file with its sha256
 *   tables/<table>.jsonl   one row per line, PostgreSQL's own JSON of the row (row_to_json)
 *   uploads/…              the upload folder's files
 * It is written as `<folder>.partial` and renamed when complete: a folder with that name is whole.
 *
 * A restore is all or nothing: everything is checked first (manifest, row counts, checksums), the
 * rows go in in one transaction (with the sequences set past the restored ids), and the upload
 * folder is staged beside its place and swapped in only once that transaction has committed.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable as PgTableClass, type PgTable } from 'drizzle-orm/pg-core';
import { resultRows, type Database, type Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';

export const BACKUP_FORMAT = 'realtor-homepages-backup';
export const BACKUP_VERSION = 1;
/** Rows per fetch when reading, and per INSERT when restoring. */
const BATCH = 500;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  driver: Database['driver'];
  /** Migrations applied to the backed-up database: a restore needs the same schema. */
  migrations: number;
  /** Rows per table, in restore order (a table after those it refers to). */
  tables: Record<string, number>;
  /** The upload folder's files (paths with `/`), or null when uploads are not on local disk. */
  uploads: { file: string; size: number; sha256: string }[] | null;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Progress = (line: string) => void;

/**
 * Tables that are never copied: the day's salt of the visitor keys must not outlive its day
 * (docs/decisions/031-visits-without-cookies.md); a restored site makes a new one.
 */
const NOT_BACKED_UP = new Set(['visit_salts']);

/** The schema's tables, each after the tables it refers to (foreign keys). */
export function backupTables(): { name: string; table: PgTable }[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTableClass) && !NOT_BACKED_UP.has(getTableConfig(value).name));
  const byName = new Map(tables.map((table) => [getTableConfig(table).name, table]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const foreignKey of getTableConfig(byName.get(name)!).foreignKeys) {
      const parent = getTableConfig(foreignKey.reference().foreignTable).name;
      if (parent !== name) visit(parent, [...path, name]);
    }
    ordered.push(name);
  };
  for (const name of [...byName.keys()].sort()) visit(name, []);
  return ordered.map((name) => ({ name, table: byName.get(name)! }));
}

const ident = (name: string) => sql.identifier(name);

async function migrationCount(db: Pick<Db, 'execute'>): Promise<number> {
  try {
    const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    return resultRows<{ count: number }>(result)[0]?.count ?? 0;
  } catch {
    return 0;
  }
}

/** Every file under `root` (paths relative to it, with `/`), without upload temporaries (*.part). */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Writes a backup of `database` (and of `uploadDir`, when uploads are on local disk) to
 * `folder`, which must not exist yet. Answers its manifest.
 */
export async function createBackup(
  database: Database,
  options: { folder: string; uploadDir: string | null; progress?: Progress },
): Promise<BackupManifest> {
  const folder = path.resolve(options.folder);
  const progress = options.progress ?? (() => {});
  if (fs.existsSync(folder)) throw new BackupError(`${folder} exists already: give a new folder for the backup.`);
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.join(partial, 'tables'), { recursive: true });
  try {
    const tables: Record<string, number> = {};
    let migrations = 0;
    // One snapshot for every table: rows written meanwhile by a running app (PostgreSQL) are
    // either all in the backup or all out of it.
    await database.db.transaction(
      async (tx) => {
        migrations = await migrationCount(tx);
        for (const { name } of backupTables()) {
          const file = fs.openSync(path.join(partial, 'tables', `${name}.jsonl`), 'w');
          let count = 0;
          try {
            await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${ident(name)} t`);
            for (;;) {
              const rows = resultRows<{ row: string }>(await tx.execute(sql.raw(`fetch forward ${BATCH} from backup_rows`)));
              if (!rows.length) break;
              fs.writeSync(file, rows.map((r) => `${r.row}\n`).join(''));
              count += rows.length;
            }
            await tx.execute(sql`close backup_rows`);
          } finally {
            fs.closeSync(file);
          }
          tables[name] = count;
          progress(`table ${name}: ${count} rows`);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    // After the snapshot: a file the rows refer to was stored before its row (the upload comes
    // first), so every file the backup's rows name is here.
    let uploads: BackupManifest['uploads'] = null;
    if (options.uploadDir) {
      const root = path.resolve(options.uploadDir);
      uploads = [];
      for (const file of listFiles(root)) {
        const target = path.join(partial, 'uploads', ...file.split('/'));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(root, ...file.split('/')), target);
        uploads.push({ file, size: fs.statSync(target).size, sha256: sha256(target) });
      }
      progress(`uploads: ${uploads.length} files`);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      driver: database.driver,
      migrations,
      tables,
      uploads,
    };
    fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, folder);
    return manifest;
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Reads and checks a backup folder completely; throws BackupError naming the first problem. */
export function readBackup(folder: string): { manifest: BackupManifest; rows: (table: string) => string[] } {
  const manifestFile = path.join(folder, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new BackupError(`${folder} is not a backup (no manifest.json).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`${folder} is not a backup of this format (${BACKUP_FORMAT} version ${BACKUP_VERSION}).`);
  }
  const known = new Set(backupTables().map((t) => t.name));
  const unknown = Object.keys(manifest.tables).filter((name) => !known.has(name));
  if (unknown.length) throw new BackupError(`The backup has tables this version does not know: ${unknown.join(', ')}.`);
  const rows = (table: string) => {
    const file = path.join(folder, 'tables', `${table}.jsonl`);
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    if (lines.length !== (manifest.tables[table] ?? 0)) {
      throw new BackupError(`tables/${table}.jsonl has ${lines.length} rows, the manifest says ${manifest.tables[table] ?? 0}: the backup is damaged.`);
    }
    return lines;
  };
  for (const name of Object.keys(manifest.tables)) rows(name);
  for (const upload of manifest.uploads ?? []) {
    const file = path.join(folder, 'uploads', ...upload.file.split('/'));
    if (!fs.existsSync(file) || sha256(file) !== upload.sha256) throw new BackupError(`uploads/${upload.file} is missing or changed: the backup is damaged.`);
  }
  return { manifest, rows };
}

/**
 * Restores a backup into `database` (migrated to the backup's schema) and `uploadDir`. Refuses a
 * target that has any row or upload file, unless `force`, which replaces everything.
 */
export async function restoreBackup(
  database: Database,
  options: { folder: string; uploadDir: string | null; force?: boolean; progress?: Progress },
): Promise<{ tables: Record<string, number>; uploads: number }> {
  const folder = path.resolve(options.folder);
  const progress = options.progress ?? (() => {});
  const { manifest, rows } = readBackup(folder);
  const tables = backupTables();

  const migrations = await migrationCount(database.db);
  if (migrations !== manifest.migrations) {
    throw new BackupError(
      `The backup was made at migration ${manifest.migrations}, the target database is at ${migrations}: ` +
        'restore with the version of the app that made the backup (then start the newer one, which migrates).',
    );
  }
  const uploadDir = options.uploadDir ? path.resolve(options.uploadDir) : null;
  if (!options.force) {
    for (const { name } of tables) {
      const [{ count }] = resultRows<{ count: number }>(await database.db.execute(sql`select count(*)::int as count from ${ident(name)}`)) as [{ count: number }];
      if (count > 0) throw new BackupError(`The target is not empty (${name} has ${count} rows). Restore into an empty database, or give --force to replace everything in it.`);
    }
    if (uploadDir && listFiles(uploadDir).length) throw new BackupError(`The upload folder ${uploadDir} is not empty. Restore into an empty one, or give --force to replace it.`);
  }
  if (manifest.uploads?.length && !uploadDir) throw new BackupError('The backup has upload files but uploads are not on local disk here (STORAGE_DRIVER=s3): copy backup/uploads to the bucket yourself.');

  // The files first, beside their place (same disk, so the swap is a rename).
  const staging = uploadDir && manifest.uploads ? `${uploadDir}.restoring-${randomUUID()}` : null;
  if (staging) {
    fs.mkdirSync(staging, { recursive: true });
    for (const upload of manifest.uploads!) {
      const target = path.join(staging, ...upload.file.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(folder, 'uploads', ...upload.file.split('/')), target);
    }
  }
  try {
    await database.db.transaction(async (tx) => {
      if (options.force) await tx.execute(sql`truncate table ${sql.join(tables.map((t) => ident(t.name)), sql`, `)}`);
      for (const { name } of tables) {
        const lines = rows(name);
        for (let start = 0; start < lines.length; start += BATCH) {
          const batch = `[${lines.slice(start, start + BATCH).join(',')}]`;
          try {
            await tx.execute(sql`insert into ${ident(name)} select * from json_populate_recordset(null::${ident(name)}, ${batch}::json)`);
          } catch (error) {
            // PostgreSQL's reason, without the statement's parameters (the rows: tokens, e-mails…).
            const cause = ((error as { cause?: unknown }).cause ?? error) as Error;
            throw new BackupError(`Restoring ${name} failed, so nothing was restored: ${cause.message}`);
          }
        }
        if (lines.length) progress(`table ${name}: ${lines.length} rows restored`);
        // Sequences past the restored ids, so that the next insert does not collide.
        const serials = resultRows<{ column: string; sequence: string }>(
          await tx.execute(sql`
            select column_name as "column", pg_get_serial_sequence(quote_ident(table_name), column_name) as "sequence"
            from information_schema.columns
            where table_schema = current_schema() and table_name = ${name}
              and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`),
        );
        for (const { column, sequence } of serials) {
          await tx.execute(sql`select setval(${sequence}, coalesce((select max(${ident(column)}) from ${ident(name)}), 0) + 1, false)`);
        }
      }
    });
  } catch (error) {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  if (staging && uploadDir) {
    const replaced = `${uploadDir}.replaced-${randomUUID()}`;
    if (fs.existsSync(uploadDir)) fs.renameSync(uploadDir, replaced);
    fs.renameSync(staging, uploadDir);
    fs.rmSync(replaced, { recursive: true, force: true });
    progress(`uploads: ${manifest.uploads!.length} files restored`);
  }
  return { tables: manifest.tables, uploads: manifest.uploads?.length ?? 0 };
}
