/**
 * `npm run ops -- sweep-listings [--dry-run] [--json]`: the operator's purge of listing
 * tombstones removed more than LISTING_TOMBSTONE_DAYS ago, as package.json runs the CLI (tsx,
 * react-server condition), on a PGlite data folder (the PostgreSQL project excludes
 * *.pglite.test.ts; the purge itself is tested on both databases in listings-import.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { listings } from '@/server/db/schema';
import { tempDirFactory } from '../support/temp-dir';

const tempDir = tempDirFactory();

const sweep = (dataDir: string, args: string[] = []) =>
  spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/ops.ts', 'sweep-listings', ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LISTING_TOMBSTONE_DAYS: '30' },
    encoding: 'utf8',
  });

const row = (listingKey: string, removedDaysAgo: number | null) => ({
  listingKey,
  listingId: listingKey,
  market: 'crmls' as const,
  standardStatus: removedDaysAgo === null ? 'Active' : 'Withdrawn',
  propertyType: 'Residential',
  stateOrProvince: 'CA',
  modificationTimestamp: new Date('2026-11-01T00:00:00Z'),
  removedAt: removedDaysAgo === null ? null : new Date(Date.now() - removedDaysAgo * 86_400_000),
});

describe('npm run ops -- sweep-listings', () => {
  it('purges tombstones older than LISTING_TOMBSTONE_DAYS (a dry run only counts them), keeps younger ones and live listings', async () => {
    const dataDir = tempDir('ops-sweep-listings-');
    const database = openDatabase({ dataDir });
    await runMigrations(database);
    await database.db.insert(listings).values([row('OPS-OLD-1', 31), row('OPS-OLD-2', 400), row('OPS-YOUNG', 29), row('OPS-LIVE', null)]);
    await database.close();

    const dry = sweep(dataDir, ['--dry-run', '--json']);
    expect(dry.stderr).toBe('');
    expect(dry.status).toBe(0);
    const report = JSON.parse(dry.stdout) as { dryRun: boolean; retentionDays: number; cutoff: string; purged: number; listingKeys: string[] };
    expect(report).toMatchObject({ dryRun: true, retentionDays: 30, purged: 2 });
    // The oldest removal first.
    expect(report.listingKeys).toEqual(['OPS-OLD-2', 'OPS-OLD-1']);
    expect(Date.now() - Date.parse(report.cutoff)).toBeGreaterThanOrEqual(30 * 86_400_000);

    const run = sweep(dataDir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Purged 2 listing tombstones removed before \S+ \(LISTING_TOMBSTONE_DAYS=30\)/);

    const check = openDatabase({ dataDir });
    try {
      const left = await check.db.select({ key: listings.listingKey }).from(listings).orderBy(listings.listingKey);
      expect(left.map((r) => r.key)).toEqual(['OPS-LIVE', 'OPS-YOUNG']);
    } finally {
      await check.close();
    }

    // The command takes no other option.
    const usage = sweep(dataDir, ['--force']);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/sweep-listings does not take --force/);
  }, 240_000);
});
