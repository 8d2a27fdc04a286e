import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadSchema } from '@/lib/schemas/lead';
import { realtorInputSchema, type RealtorInput } from '@/lib/schemas/realtor';
import type { Principal } from '@/server/auth/guard';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { openDatabase } from '@/server/db/client';
import { migrationsApplied, runMigrations } from '@/server/db/migrate';
import { user } from '@/server/db/schema';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { createRealtor } from '@/server/realtors/write-realtor';
import { tempDirFactory } from '../support/temp-dir';

// The CLI runs on a PGlite data folder only (*.pglite.test.ts): the PostgreSQL project excludes it.
const tempDir = tempDirFactory();

/**
 * `npm run ops -- …`: the script under tsx with the react-server condition, as package.json runs
 * it, but through tsx's loader in one node process (npx and tsx's own launcher cost about 5 s a
 * call here, and the test makes eleven).
 */
const ops = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/ops.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });

/** The same, with the exit status and both streams, for commands that fail. */
const opsRun = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/ops.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });

const admin: Principal = { userId: 'test', email: 'admin@example.com', name: 'Admin', role: 'admin', realtorId: null };

const realtorInput = (overrides: Partial<RealtorInput>) =>
  realtorInputSchema.parse({
    desiredUrl: 'jane-doe',
    email: 'jane@example.com',
    contactPhone: '949-555-0100',
    aboutMeKr: '안녕하세요',
    aboutMeEn: 'Hello from Irvine',
    activityRegion: [
      { state: 'CA', city: 'Irvine', zipcode: '92620' },
      { state: 'CA', city: 'Tustin', zipcode: '92780' },
    ],
    photos: [
      { path: 'top', imageType: 'fullsize', url: '/uploads/realtors/2026/11/top.webp' },
      { path: 'gallery', imageType: 'fullsize', url: '/uploads/realtors/2026/11/g1.webp' },
      { path: 'gallery', imageType: 'fullsize', url: '/uploads/realtors/2026/11/g2.webp' },
    ],
    seoMeta: { ko: { title: '제인', description: '어바인 리얼터' }, en: { title: 'Jane', description: 'Irvine realtor' } },
    ...overrides,
  });

/** An export without what differs between installations and runs. */
function comparable(folder: string) {
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .sort()
      .map((name) => {
        const file = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
        const { id: _id, createdAt: _c, updatedAt: _u, ...realtor } = file.realtor;
        return [name, { ...file, exportedAt: undefined, realtor }];
      }),
  );
}

describe('npm run ops', () => {
  it('lists stored homepage requests and contact messages with their delivery state, and retries a row', async () => {
    const dir = tempDir('ops-cli-');
    const database = openDatabase({ dataDir: dir });
    await runMigrations(database);
    const lead = leadSchema.parse({
      name: 'Cli Kim',
      area: 'Alpharetta, GA',
      phone: '678-555-0100',
      phoneCountryCode: 'US',
      hasSite: 'No',
      consentPrivacy: true,
      consentContact: true,
    });
    await createHomepageRequest(database, lead, { locale: 'en', userAgent: 'test' });
    const realtor = await createRealtor({ db: database.db, principal: admin, revalidate: () => {} }, realtorInput({ desiredUrl: 'cli-realtor' }));
    await createContactMessage(
      database,
      { realtorId: realtor.id, lastName: 'Park', firstName: 'Minji', email: 'minji@example.com', phone: '714-555-0123', phoneCountryCode: 'US', message: 'Is the Irvine house still for sale?', isTerm: 'Y' },
      { locale: 'ko', userAgent: 'vitest' },
    );
    await database.close();

    const leads = ops(dir, ['leads']);
    expect(leads).toContain('Cli Kim');
    expect(leads).toContain('Alpharetta, GA');
    expect(leads).toContain('pending');
    const contacts = ops(dir, ['contacts', '--limit', '5']);
    expect(contacts).toContain('minji@example.com');
    expect(contacts).toContain('cli-realtor');
    expect(contacts).toContain('Is the Irvine house still for sale?');
    expect(contacts).toContain('pending');
    // A message from the homepage's form names no listing (a tour request would name its key).
    expect(JSON.parse(ops(dir, ['contacts', '--json']))).toMatchObject([{ email: 'minji@example.com', listing: '' }]);
    expect(ops(dir, ['retry', '1'])).toContain('will be retried');
  }, 120_000);

  it('creates an admin with the password from a variable', async () => {
    const dir = tempDir('ops-admin-');
    expect(() => ops(dir, ['create-admin', 'boss@example.com'], { OPS_ADMIN_PASSWORD: '' })).toThrow(/OPS_ADMIN_PASSWORD/);
    expect(ops(dir, ['create-admin', 'Boss@Example.com', '--password-env', 'BOSS_PASSWORD'], { BOSS_PASSWORD: 'a long enough password' })).toContain('created');
    expect(ops(dir, ['create-admin', 'boss@example.com'], { OPS_ADMIN_PASSWORD: 'another long password' })).toContain('already an admin');
    const database = openDatabase({ dataDir: dir });
    try {
      const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, 'boss@example.com'));
      expect(row?.role).toBe('admin');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('exports every realtor to a folder and imports them into another database without loss', async () => {
    const source = tempDir('ops-export-src-');
    const database = openDatabase({ dataDir: source });
    await runMigrations(database);
    const ctx = { db: database.db, principal: admin, revalidate: () => {} };
    await createRealtor(ctx, realtorInput({ desiredUrl: 'jane-doe', published: true }));
    await createRealtor(ctx, realtorInput({ desiredUrl: 'kim_realty', email: 'kim@example.com', photos: [], activityRegion: [{ state: 'GA', city: 'Suwanee', zipcode: '30024' }] }));
    await database.close();

    const backup = tempDir('ops-backup-');
    expect(ops(source, ['export', backup])).toContain('Exported 2 realtors');
    expect(fs.readdirSync(backup).sort()).toEqual(['jane-doe.json', 'kim_realty.json']);

    const target = tempDir('ops-export-dst-');
    const imported = ops(target, ['import', backup]);
    expect(imported).toContain('2 created, 0 replaced');
    // One progress line per file.
    expect(imported).toMatch(/^\[1\/2\] jane-doe\.json: created realtor \d+$/m);
    expect(imported).toMatch(/^\[2\/2\] kim_realty\.json: created realtor \d+$/m);
    const again = tempDir('ops-backup-again-');
    ops(target, ['export', again]);
    expect(comparable(again)).toEqual(comparable(backup));

    // Importing the same backup again replaces the records: still the same.
    expect(ops(target, ['import', backup])).toContain('0 created, 2 replaced');
    const third = tempDir('ops-backup-third-');
    ops(target, ['export', third]);
    expect(comparable(third)).toEqual(comparable(backup));
  }, 180_000);

  it('answers --help and usage errors (exit 2) without opening the database', () => {
    const dir = path.join(tempDir('ops-usage-'), 'never-opened');
    const help = opsRun(dir, ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run ops -- <command>');
    expect(help.stdout).toContain('backup <folder>');
    expect(fs.existsSync(dir)).toBe(false);
    for (const [args, message] of [
      [['leads', '--limit', 'abc'], /--limit must be a whole number/],
      [['contacts', '--limit', '0'], /--limit must be a whole number/],
      [['outbox', '--status', 'lost'], /--status must be one of pending, delivered, failed/],
      [['retry', 'abc'], /--outboxId must be a whole number/],
      [['leads', '--frobnicate'], /Unknown option '--frobnicate'/],
      [['leads', '--force'], /leads does not take --force/],
      [['export'], /export needs <folder>/],
      [['frobnicate'], /Unknown command "frobnicate"/],
      [[], /Give a command/],
    ] as const) {
      const result = opsRun(dir, [...args]);
      expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('Usage: npm run ops');
    }
    // Nothing made the database folder.
    expect(fs.existsSync(dir)).toBe(false);
  }, 240_000);

  it('never migrates for a read command: it stops clearly when the schema is behind; --json answers JSON', async () => {
    const dir = tempDir('ops-read-');
    const missing = opsRun(path.join(dir, 'missing'), ['leads']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/No embedded database in .*missing/);
    expect(fs.existsSync(path.join(dir, 'missing'))).toBe(false);

    // A database whose migrations were never applied.
    const bare = openDatabase({ dataDir: dir });
    await bare.query('select 1', []);
    await bare.close();
    const behind = opsRun(dir, ['leads']);
    expect(behind.status).toBe(1);
    expect(behind.stderr).toMatch(/schema is behind.*npm run ops -- migrate/s);
    const check = openDatabase({ dataDir: dir });
    try {
      expect(await migrationsApplied(check)).toBe(false);
    } finally {
      await check.close();
    }

    expect(ops(dir, ['migrate'])).toContain('Migrations applied.');
    const database = openDatabase({ dataDir: dir });
    try {
      const lead = leadSchema.parse({ name: 'Json Kim', area: 'Duluth, GA', phone: '678-555-0101', phoneCountryCode: 'US', hasSite: 'Yes', consentPrivacy: true, consentContact: true });
      await createHomepageRequest(database, lead, { locale: 'ko', userAgent: 'test' });
    } finally {
      await database.close();
    }
    const leads = JSON.parse(ops(dir, ['leads', '--json', '--limit', '5'])) as { name: string; area: string; slack: string }[];
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Json Kim', area: 'Duluth, GA', slack: 'pending' });
    const rows = JSON.parse(ops(dir, ['outbox', '--status', 'pending', '--json'])) as { kind: string; status: string }[];
    expect(rows.map((row) => row.status)).toEqual(['pending']);
    expect(JSON.parse(ops(dir, ['outbox', '--status', 'delivered', '--json']))).toEqual([]);
  }, 300_000);
});
