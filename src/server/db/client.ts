/**
 * Opens the database: embedded PGlite in a data folder by default, a node-postgres pool when a
 * DATABASE_URL is given. Both speak PostgreSQL and share one schema and one migration folder.
 *
 * PGlite has no lock across processes (two processes on one folder lose writes and corrupt it),
 * so the folder is guarded by a lock file: a second process gets a clear error.
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
  | { dataDir: string };

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

function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // A directory lock beside the folder, refreshed while we run; a crashed process's lock goes
    // stale after 10 s, so a restart after a crash does not need a manual clean-up.
    return lockfile.lockSync(dataDir, { stale: 10_000, update: 2_000, realpath: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
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
  const dataDir = inMemory ? options.dataDir : path.resolve(options.dataDir);
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  // On a thread of its own, so that its statements do not hold up the app's requests.
  const client = new PGliteThread(inMemory ? undefined : path.join(dataDir, 'pglite'));
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    query: async <T>(text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
