/**
 * A fresh, migrated database per test file, on the driver the project runs under: PGlite in a
 * temporary folder, or a new database on the real PostgreSQL server, dropped afterwards. Both
 * start as a copy of the run's migrated template (test/support/db-template.ts).
 * In CI, PostgreSQL is required: if it is unreachable the run fails rather than skips.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';

export const TEST_DB_DRIVER = (process.env.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'postgres';
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  /** The connection URL (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether this run has a PostgreSQL server; throws in CI when it has not. */
export async function postgresAvailable(): Promise<boolean> {
  if (await postgresReachable()) return true;
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI but ${POSTGRES_ADMIN_URL} is unreachable.`);
  console.warn(`PostgreSQL at ${POSTGRES_ADMIN_URL} is unreachable: the PostgreSQL integration tests are skipped.`);
  return false;
}

export async function createTestDatabase(driver = TEST_DB_DRIVER): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const template = inject('pgliteTemplate');
    if (!template) {
      const database = openDatabase({ dataDir: 'memory://' });
      await runMigrations(database);
      return { ...database, drop: () => database.close() };
    }
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-test-db-'));
    fs.cpSync(template, folder, { recursive: true });
    // A test's private folder: a lock lost in a long pause of a busy machine fails that file's
    // statements (with a clear error) rather than ending the test worker's process.
    const database = openDatabase({ dataDir: folder, onLockLost: (error) => console.error(error.message) });
    return {
      ...database,
      async drop() {
        await database.close();
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const template = inject('postgresTemplate');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 4 });
  if (!template) await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
