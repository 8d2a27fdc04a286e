/**
 * `npm run ops -- backup` and `restore` (docs/operating.md): a populated installation (users and
 * their accounts, a realtor with its owner, a lead, a contact message, their outbox rows, upload
 * files) backed up and restored into an empty one, on the driver of the project: PGlite folders,
 * or new databases on the real PostgreSQL server. Real child processes, as an operator runs it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadSchema } from '@/lib/schemas/lead';
import { realtorInputSchema } from '@/lib/schemas/realtor';
import type { Principal } from '@/server/auth/guard';
import { backupTables } from '@/server/backup/backup';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { openDatabase, resultRows, type Database } from '@/server/db/client';
import { realtors, user } from '@/server/db/schema';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { createRealtor } from '@/server/realtors/write-realtor';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { tempDirFactory } from '../support/temp-dir';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop().catch(() => {});
});
const tempDir = tempDirFactory();

/** One installation: its DATA_DIR (uploads in DATA_DIR/uploads, the default) and its database. */
interface Installation {
  dataDir: string;
  url?: string;
  env: Record<string, string>;
  /** The database in this process (PGlite: closed again by the caller before the CLI runs). */
  open(): Promise<Database>;
  release(database: Database): Promise<void>;
}

async function installation(): Promise<Installation> {
  const dataDir = path.join(tempDir('backup-install-'), 'data');
  if (TEST_DB_DRIVER === 'pglite') {
    return {
      dataDir,
      env: { DATABASE_URL: '', DATA_DIR: dataDir, UPLOAD_DIR: '', STORAGE_DRIVER: 'local' },
      open: async () => openDatabase({ dataDir }),
      release: (database) => database.close(),
    };
  }
  // A new database of its own on the server (created migrated; dropped after the file).
  const database = await createTestDatabase('postgres');
  databases.push(database);
  return {
    dataDir,
    url: database.url,
    env: { DATABASE_URL: database.url!, DATA_DIR: dataDir, UPLOAD_DIR: '', STORAGE_DRIVER: 'local' },
    open: async () => database,
    release: async () => {},
  };
}

const ops = (target: Installation, args: string[]) =>
  spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/ops.ts', ...args], {
    env: { ...process.env, ...target.env },
    encoding: 'utf8',
  });

/** Every table's rows (PostgreSQL's JSON of each row, sorted), by table. */
async function tableContents(target: Installation): Promise<Record<string, string[]>> {
  const database = await target.open();
  try {
    const contents: Record<string, string[]> = {};
    for (const { name } of backupTables()) {
      const rows = resultRows<{ row: string }>(await database.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`));
      contents[name] = rows.map((r) => r.row).sort();
    }
    return contents;
  } finally {
    await target.release(database);
  }
}

/** Every file under a folder with its bytes (base64), by relative path. */
function files(root: string): Record<string, string> {
  if (!fs.existsSync(root)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(root, file), fs.readFileSync(file).toString('base64')];
      })
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

const admin: Principal = { userId: 'test', email: 'admin@example.com', name: 'Admin', role: 'admin', realtorId: null };

describe.skipIf(!available)(`npm run ops -- backup / restore on ${TEST_DB_DRIVER}`, () => {
  it('backs up everything and restores it, all or nothing, into an empty installation', async () => {
    const source = await installation();
    // The first admin and a realtor's owner: users with password accounts (better-auth's tables).
    for (const email of ['boss@example.com', 'owner@example.com']) {
      const made = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/ops.ts', 'create-admin', email], {
        env: { ...process.env, ...source.env, OPS_ADMIN_PASSWORD: 'a long enough password' },
        encoding: 'utf8',
      });
      expect(made.status, made.stderr).toBe(0);
    }
    const database = await source.open();
    try {
      const ctx = { db: database.db, principal: admin, revalidate: () => {} };
      const realtor = await createRealtor(
        ctx,
        realtorInputSchema.parse({
          desiredUrl: 'backup-realtor',
          email: 'backup@example.com',
          contactPhone: '949-555-0100',
          aboutMeEn: 'Hello from Irvine',
          activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: '92620' }],
          photos: [{ path: 'top', imageType: 'fullsize', url: '/uploads/realtors/2026/11/top.webp' }],
          seoMeta: { en: { title: 'Backup', description: 'A realtor to back up' } },
        }),
      );
      const [owner] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, 'owner@example.com'));
      await database.db.update(realtors).set({ userId: owner!.id }).where(eq(realtors.id, realtor.id));
      await createHomepageRequest(
        database,
        leadSchema.parse({ name: 'Backup Lead', area: 'Irvine, CA', phone: '949-555-0101', phoneCountryCode: 'US', hasSite: 'No', consentPrivacy: true, consentContact: true }),
        { locale: 'en', userAgent: 'test' },
      );
      await createContactMessage(
        database,
        { realtorId: realtor.id, lastName: 'Park', firstName: 'Minji', email: 'minji@example.com', phone: '714-555-0123', phoneCountryCode: 'US', message: 'Back me up', isTerm: 'Y' },
        { locale: 'ko', userAgent: 'vitest' },
      );
    } finally {
      await source.release(database);
    }
    // Upload files where the local driver keeps them by default: DATA_DIR/uploads.
    const uploadFiles = { 'realtors/2026/11/top.webp': randomBytes(2048), 'realtors/2026/11/g1.png': randomBytes(517) };
    for (const [key, bytes] of Object.entries(uploadFiles)) {
      fs.mkdirSync(path.dirname(path.join(source.dataDir, 'uploads', key)), { recursive: true });
      fs.writeFileSync(path.join(source.dataDir, 'uploads', key), bytes);
    }
    const before = await tableContents(source);
    for (const table of ['user', 'account', 'realtors', 'homepage_requests', 'contact_messages', 'outbox']) {
      expect(before[table]!.length, table).toBeGreaterThan(0);
    }

    const backupFolder = path.join(tempDir('backup-'), 'nightly');
    const backup = ops(source, ['backup', backupFolder]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^table user: 2 rows$/m);
    expect(backup.stdout).toMatch(/^uploads: 2 files$/m);
    expect(backup.stdout).toContain(`Backup written to ${backupFolder}`);

    // A damaged backup (a duplicated row in the last table restored) fails inside the restore's
    // transaction: nothing of it stays behind.
    const damagedFolder = path.join(tempDir('backup-damaged-'), 'copy');
    fs.cpSync(backupFolder, damagedFolder, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(damagedFolder, 'manifest.json'), 'utf8')) as { tables: Record<string, number> };
    const last = Object.keys(manifest.tables).filter((name) => manifest.tables[name]! > 0).at(-1)!;
    const lastFile = path.join(damagedFolder, 'tables', `${last}.jsonl`);
    fs.appendFileSync(lastFile, fs.readFileSync(lastFile, 'utf8').split('\n')[0] + '\n');
    manifest.tables[last]! += 1;
    fs.writeFileSync(path.join(damagedFolder, 'manifest.json'), JSON.stringify(manifest));
    const damagedTarget = await installation();
    const failed = ops(damagedTarget, ['restore', damagedFolder]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(new RegExp(`Restoring ${last} failed, so nothing was restored: duplicate key`));
    // PostgreSQL's reason only, not the rows (session tokens, e-mail addresses).
    expect(failed.stderr).not.toContain('"token"');
    expect(Object.values(await tableContents(damagedTarget)).flat()).toEqual([]);
    expect(files(path.join(damagedTarget.dataDir, 'uploads'))).toEqual({});

    const target = await installation();
    const restored = ops(target, ['restore', backupFolder]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^table realtors: 1 rows restored$/m);
    expect(await tableContents(target)).toEqual(before);
    expect(files(path.join(target.dataDir, 'uploads'))).toEqual(files(path.join(source.dataDir, 'uploads')));
    expect(Object.keys(files(path.join(target.dataDir, 'uploads'))).sort()).toEqual(['realtors/2026/11/g1.png', 'realtors/2026/11/top.webp'].map((f) => f.split('/').join(path.sep)));

    // A non-empty target is refused, and left as it was.
    const again = ops(target, ['restore', backupFolder]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not empty.*--force/);
    expect(await tableContents(target)).toEqual(before);

    // The sequences follow the restored ids: the next message gets a new id. Then --force puts the
    // backup back exactly.
    const restoredDb = await target.open();
    try {
      const [realtor] = await restoredDb.db.select({ id: realtors.id }).from(realtors);
      const message = await createContactMessage(
        restoredDb,
        { realtorId: realtor!.id, lastName: 'Lee', firstName: 'Jun', email: 'jun@example.com', phone: '714-555-0199', phoneCountryCode: 'US', message: 'After the restore', isTerm: 'Y' },
        { locale: 'en', userAgent: 'vitest' },
      );
      expect(message.id).toBe(before.contact_messages!.length + 1);
    } finally {
      await target.release(restoredDb);
    }
    const forced = ops(target, ['restore', backupFolder, '--force']);
    expect(forced.status, forced.stderr).toBe(0);
    expect(await tableContents(target)).toEqual(before);
  }, 600_000);
});
