import 'server-only';
import { getEnv } from '@/server/config/env';
import { runtime } from '@/server/runtime';
import { openDatabase, type Database, type Db } from './client';
import { runMigrations } from './migrate';

export type { Db, Database } from './client';

export interface DbState {
  database?: Database;
  ready?: Promise<Database>;
  /** Set while start-up holds the database. */
  starting?: boolean;
}

// One database per process, shared by every route bundle (src/server/runtime.ts).
const state: DbState = (runtime().db ??= {});

function assertNotBuilding() {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database must not be opened during `next build`.');
  }
}

/** The process's database, opened on first use (never at import, never during `next build`). */
export function getDatabase(): Database {
  assertNotBuilding();
  if (!state.database) {
    const env = getEnv();
    state.database = env.DATABASE_URL
      ? openDatabase({ url: env.DATABASE_URL })
      : openDatabase({ dataDir: env.DATA_DIR });
  }
  return state.database;
}

/** The database once migrations are applied (runs them once per process), and start-up's hold is over. */
export function getReadyDatabase(): Promise<Database> {
  state.ready ??= migrated().catch((error: unknown) => {
    state.ready = undefined;
    throw error;
  });
  return state.ready;
}

async function migrated(): Promise<Database> {
  const database = getDatabase();
  await runMigrations(database);
  return database;
}

/**
 * Start-up's hold on the database (src/server/startup.ts, docs/decisions/020): migrations, then
 * `setUp` (the demo data, the first admin, given the database directly), before any request gets
 * the database. The server meanwhile answers what needs no database (prerendered pages, /healthz);
 * a request that needs it waits, so nobody sees a half-seeded site or signs in before the first
 * admin exists.
 */
export function startDatabase(setUp: (database: Database) => Promise<void>): Promise<Database> {
  if (state.ready) throw new Error('startDatabase() runs once, before anything asks for the database.');
  state.starting = true;
  state.ready = migrated().then(async (database) => {
    await setUp(database);
    state.starting = false;
    return database;
  });
  return state.ready;
}

/** Whether start-up still holds the database (GET /readyz answers 503 meanwhile). */
export function databaseStarting(): boolean {
  return state.starting === true;
}

export async function getDb(): Promise<Db> {
  return (await getReadyDatabase()).db;
}
