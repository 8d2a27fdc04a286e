/**
 * Opens the database: embedded PGlite in a data folder by default, a node-postgres pool when a
 * DATABASE_URL is given. Both speak PostgreSQL and share one schema and one migration folder.
 *
 * PGlite has no lock across processes (two processes on one folder lose writes and corrupt it),
 * so the folder is guarded by a lock inside it, on its real path: a second process gets a clear
 * error, and a process that loses the lock (another took it over after a stall) stops at once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw `db.execute(sql…)` result (PGlite and node-postgres both answer `{ rows }`). */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only), for pool metrics and advisory locks. */
  pool?: pg.Pool;
  /**
   * One statement with positional parameters ($1, $2…), answered with its rows (see `statement`).
   * With a `name`, it is a prepared statement on PostgreSQL (PGlite ignores the name).
   */
  query<T>(text: string, params: unknown[], name?: string): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A statement whose SQL text Drizzle builds once, at import, from a template with named
 * placeholders (`sql.placeholder('name')`); each call fills in the values and runs it through
 * `Database.query`. For the hot public writes: Drizzle builds a query's text again on every call.
 * On PostgreSQL it is a prepared statement, named after its text: each connection parses it once
 * and, after five runs, reuses one plan (bench/cluster.mjs: an unnamed statement was parsed and
 * planned for every message, on the cores that serve the requests).
 */
export function statement<Row>(query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const name = `statement_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  return (database: Pick<Database, 'query'>, values: Record<string, unknown>): Promise<Row[]> =>
    database.query<Row>(text, fillPlaceholders(params, values), name);
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** `memory://` keeps everything in memory (tests); anything else is a folder. */
  | {
      dataDir: string;
      /**
       * Runs when the folder's lock is lost while open (after the database has refused every
       * further statement and its thread is stopping). Default: `exitOnLockLost`.
       */
      onLockLost?: (error: DataDirLockLostError, stopped: Promise<void>) => void;
    };

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database folder ${dataDir} is in use by another process. ` +
        'Only one process may open it: stop the other process (npm start, npm run db:*), ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock was lost while the folder was open: this process must not write to it any more. */
export class DataDirLockLostError extends Error {
  constructor(dataDir: string, reason: string) {
    super(
      `This process lost the lock on the embedded database folder ${dataDir} (${reason}); another process may have ` +
        'opened it. It stops using the folder (no statement is run or acknowledged any more) and exits: restart it ' +
        'once the other process is gone.',
    );
    this.name = 'DataDirLockLostError';
  }
}

/** The lock, a directory made atomically inside the data folder (so every path to it sees one lock). */
export const DATA_DIR_LOCK = '.lock';
/** A lock not refreshed for this long is stale: another process may take it over. */
const LOCK_STALE_MS = 10_000;
/** How often the lock's time is refreshed. */
const LOCK_UPDATE_MS = 2_000;
/**
 * A main thread that did not run for this long (a paused container, a frozen VM, a busy loop) may
 * have let the lock go stale: before its next statement, the lock's time is checked (a sync stat).
 * Shorter stalls cannot have lost it (another process sees a fresh lock), and after one this
 * process's own refresh may already have moved the lock's time: checking then would take a busy
 * machine's pause for a takeover and stop a healthy server.
 */
const LOCK_STALL_MS = LOCK_STALE_MS;

interface DataDirLock {
  /** Throws DataDirLockLostError once the lock is lost, or when a stall let another process take it. */
  check(): void;
  release(): void;
}

/**
 * Locks the folder's real path (symlinks and `..` resolved), with the lock inside the folder: a
 * second container that mounts the same volume elsewhere, or a process that opens it through a
 * symlink, finds the same lock. `onLost` runs once if the lock is lost while held.
 */
function lockDataDir(dataDir: string, onLost: (error: DataDirLockLostError) => void): DataDirLock {
  const lockPath = path.join(dataDir, DATA_DIR_LOCK);
  let lost: DataDirLockLostError | undefined;
  let released = false;
  const lose = (reason: string) => {
    if (lost || released) return;
    lost = new DataDirLockLostError(dataDir, reason);
    clearInterval(heartbeat);
    onLost(lost);
  };
  let release: () => void;
  try {
    // Refreshed while we run; a crashed process's lock goes stale after 10 s, so a restart after
    // a crash does not need a manual clean-up.
    release = lockfile.lockSync(dataDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: LOCK_STALE_MS,
      update: LOCK_UPDATE_MS,
      // By default proper-lockfile throws from a timer (an uncaught exception).
      onCompromised: (error) => lose(error.message),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  /**
   * After a stall, whether another process has taken the lock: its lock directory is newer than
   * anything this process could have written before the stall (proper-lockfile notices it too,
   * but only at its next refresh, after statements already waiting on the event loop).
   */
  let lastBeat = Date.now();
  const verify = () => {
    const now = Date.now();
    if (now - lastBeat > LOCK_STALL_MS && !lost && !released) {
      let mtime: number | undefined;
      try {
        mtime = fs.statSync(lockPath).mtimeMs;
      } catch {
        mtime = undefined;
      }
      if (mtime === undefined) lose(`its lock ${lockPath} was removed`);
      else if (mtime > lastBeat + LOCK_UPDATE_MS + 1_000) lose(`the process stalled for ${Math.round((now - lastBeat) / 1000)} s and another process took the lock over`);
    }
    lastBeat = now;
  };
  const heartbeat = setInterval(verify, 1_000);
  heartbeat.unref();
  return {
    check() {
      verify();
      if (lost) throw lost;
    },
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      if (!lost) release();
    },
  };
}

/**
 * What a process does when it loses its folder's lock (the default of `openDatabase`): one clear
 * line on stderr, and exit 1 once the database's thread has stopped. A supervisor restarts it; the
 * restart waits for the folder like any second process.
 */
export function exitOnLockLost(error: DataDirLockLostError, stopped: Promise<void>): void {
  console.error(JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: error.message }));
  const exit = () => process.exit(1);
  setTimeout(exit, 5_000).unref();
  stopped.then(exit, exit);
}

export function openDatabase(options: DatabaseOptions): Database {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error (e.g. the server restarted) must not crash the process; the pool
    // drops that client and the next query opens a new connection.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      pool,
      query: async <T>(text: string, params: unknown[], name?: string) => (await pool.query({ text, values: params, name })).rows as T[],
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  let dataDir = options.dataDir;
  let lock: DataDirLock | undefined;
  if (!inMemory) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    dataDir = fs.realpathSync(options.dataDir);
    const onLockLost = options.onLockLost ?? exitOnLockLost;
    // Lost only later (a timer, or a statement's check), once `thread` below exists.
    lock = lockDataDir(dataDir, (error) => onLockLost(error, thread.abandon(error)));
  }
  // On a thread of its own, so that its statements do not hold up the app's requests.
  const thread = new PGliteThread(inMemory ? undefined : path.join(dataDir, 'pglite'), { admit: lock?.check });
  const db = drizzlePglite({ client: thread as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    query: async <T>(text: string, params: unknown[]) => (await thread.query<T>(text, params)).rows,
    async close() {
      try {
        await thread.close();
      } finally {
        lock?.release();
      }
    },
  };
}
