/**
 * Vitest global setup of the integration projects: one migrated template database per run, so a
 * test file starts from a copy instead of creating and migrating its own. An embedded PGlite
 * database boots in 1–2 s from a copied data folder against 5–7 s for a new one (initdb); on
 * PostgreSQL, `CREATE DATABASE … TEMPLATE` clones the migrated schema.
 *
 * The setup provides the template to the project's tests (`inject('pgliteTemplate')` or
 * `inject('postgresTemplate')` in test/support/db.ts); it is removed when the run ends.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { POSTGRES_ADMIN_URL, postgresAvailable } from './db';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env.TEST_DB_DRIVER;
  if (driver === 'pglite') {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-test-template-'));
    const database = openDatabase({ dataDir: folder });
    await runMigrations(database);
    await database.close();
    project.provide('pgliteTemplate', folder);
    return async () => fs.rmSync(folder, { recursive: true, force: true });
  }
  if (!(await postgresAvailable())) return async () => {};
  const name = `test_template_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 1 });
  await runMigrations(database);
  // No connection may stay open on a template while it is being copied.
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy (integration-pglite). */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database to clone (integration-postgres). */
    postgresTemplate?: string;
  }
}
