/**
 * `npm run ops -- sweep-uploads [--dry-run]` (security issue item 7): the operator's sweep of
 * orphaned photos on a local upload folder, as package.json runs the CLI (tsx, react-server
 * condition), on a PGlite data folder (the PostgreSQL project excludes *.pglite.test.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { tempDirFactory } from '../support/temp-dir';

const tempDir = tempDirFactory();

const sweep = (dataDir: string, uploadDir: string, args: string[] = []) =>
  spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/ops.ts', 'sweep-uploads', ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, STORAGE_DRIVER: 'local', UPLOAD_DIR: uploadDir, UPLOAD_ORPHAN_GRACE_HOURS: '24' },
    encoding: 'utf8',
  });

function storeFile(uploadDir: string, key: string, modified: Date) {
  const file = path.join(uploadDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]));
  fs.utimesSync(file, modified, modified);
}

describe('npm run ops -- sweep-uploads', () => {
  it('removes old files no realtor refers to (a dry run only names them), and keeps referenced and young ones', async () => {
    const dataDir = tempDir('ops-sweep-data-');
    const uploadDir = tempDir('ops-sweep-uploads-');
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const orphan = `realtors/2026/01/${crypto.randomUUID()}.png`;
    const referenced = `realtors/2026/01/${crypto.randomUUID()}.png`;
    const young = `realtors/2026/01/${crypto.randomUUID()}.png`;
    storeFile(uploadDir, orphan, old);
    storeFile(uploadDir, referenced, old);
    storeFile(uploadDir, young, new Date());

    const database = openDatabase({ dataDir });
    await runMigrations(database);
    await database.db.transaction((tx) =>
      insertRealtorGraph(
        tx,
        { desiredUrl: 'ops-sweep', email: 'ops-sweep@example.com' },
        { photos: [{ path: 'top', imageType: 'fullsize', url: `http://localhost:3000/uploads/${referenced}` }], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} },
      ),
    );
    await database.close();

    const dry = sweep(dataDir, uploadDir, ['--dry-run']);
    expect(dry.stderr).toBe('');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(`would remove ${orphan}`);
    expect(dry.stdout).toContain('Dry run: would remove 1 orphaned upload files; 2 kept');
    expect(fs.existsSync(path.join(uploadDir, orphan))).toBe(true);

    const run = sweep(dataDir, uploadDir);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`removed ${orphan}`);
    expect(run.stdout).toContain('Removed 1 orphaned upload files; 2 kept');
    expect(fs.existsSync(path.join(uploadDir, orphan))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, referenced))).toBe(true);
    expect(fs.existsSync(path.join(uploadDir, young))).toBe(true);

    // Another command does not take the option.
    expect(spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/ops.ts', 'leads', '--dry-run'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' }).status).toBe(2);
  }, 240_000);
});
