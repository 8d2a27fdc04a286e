import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadSchema } from '@/lib/schemas/lead';
import { realtorInputSchema, type RealtorInput } from '@/lib/schemas/realtor';
import type { Principal } from '@/server/auth/guard';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { user } from '@/server/db/schema';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { createRealtor } from '@/server/realtors/write-realtor';

// The CLI runs on a PGlite data folder only (*.pglite.test.ts): the PostgreSQL project excludes it.
const folders: string[] = [];
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

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
    expect(ops(target, ['import', backup])).toContain('2 created, 0 replaced');
    const again = tempDir('ops-backup-again-');
    ops(target, ['export', again]);
    expect(comparable(again)).toEqual(comparable(backup));

    // Importing the same backup again replaces the records: still the same.
    expect(ops(target, ['import', backup])).toContain('0 created, 2 replaced');
    const third = tempDir('ops-backup-third-');
    ops(target, ['export', third]);
    expect(comparable(third)).toEqual(comparable(backup));
  }, 180_000);
});
