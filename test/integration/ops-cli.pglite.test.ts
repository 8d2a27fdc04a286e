import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadSchema } from '@/lib/schemas/lead';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';

// The CLI lists the leads kept while no Slack webhook is configured. It runs on a PGlite data
// folder only (*.pglite.test.ts): the PostgreSQL project excludes it.
describe('npm run ops -- leads', () => {
  it('lists stored homepage requests with their delivery state, and retries a row', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-cli-'));
    try {
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
      await createHomepageRequest(database.db, lead, { locale: 'en', userAgent: 'test' });
      await database.close();

      const run = (...args: string[]) =>
        execFileSync('npx', ['tsx', 'scripts/ops.ts', ...args], { env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' });
      const leads = run('leads');
      expect(leads).toContain('Cli Kim');
      expect(leads).toContain('Alpharetta, GA');
      expect(leads).toContain('pending');
      expect(run('retry', '1')).toContain('will be retried');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
