import 'server-only';
import { getEnv } from '@/server/config/env';
import { openDatabase, type Database, type Db } from './client';
import { runMigrations } from './migrate';

export type { Db, Database } from './client';

interface DbState {
  database?: Database;
  ready?: Promise<Database>;
}

// One database per process, shared by every route bundle (module copies differ between bundles,
// globalThis does not).
const state: DbState = ((globalThis as { __realtorDb?: DbState }).__realtorDb ??= {});

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

/** The database once migrations are applied (runs them once per process). */
export function getReadyDatabase(): Promise<Database> {
  state.ready ??= (async () => {
    const database = getDatabase();
    await runMigrations(database);
    return database;
  })().catch((error: unknown) => {
    state.ready = undefined;
    throw error;
  });
  return state.ready;
}

export async function getDb(): Promise<Db> {
  return (await getReadyDatabase()).db;
}
