import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { resultRows, type Database } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** An arbitrary constant: the advisory-lock key that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 720_411_001;

/**
 * Applies the committed migrations. On PostgreSQL several instances may start at once, so the
 * run is serialised with an advisory lock held on one connection.
 */
export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_FOLDER;
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = database.pool!;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migratePg(drizzle(client) as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** True when every committed migration has been applied (readiness check). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
  try {
    const result = await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const count = resultRows<{ count: number }>(result)[0]?.count ?? 0;
    return count >= expected;
  } catch {
    return false;
  }
}
