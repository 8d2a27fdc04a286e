import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { leadSchema } from '@/lib/schemas/lead';
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { homepageRequests, outbox, outboxAttempts } from '@/server/db/schema';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { GIVE_UP_AFTER_MS, processDueOutbox, retryDelay, retryOutboxRow, RETRY_CAP_MS } from '@/server/outbox/outbox';
import { slackDeliverer } from '@/server/outbox/slack';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { startRecordingServer, type RecordingServer } from '../support/http-server';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

const lead = (name: string) =>
  leadSchema.parse({
    name,
    area: 'Irvine, CA',
    phone: '949-555-0134',
    phoneCountryCode: 'US',
    hasSite: 'はい',
    consentPrivacy: true,
    consentContact: true,
  });

const meta = { locale: 'ja-JP', userAgent: 'vitest' };

describe('retryDelay', () => {
  it('retries within seconds, doubles, and caps at one minute', () => {
    expect(retryDelay(1)).toBe(2_000);
    expect(retryDelay(2)).toBe(4_000);
    expect(retryDelay(5)).toBe(32_000);
    expect(retryDelay(6)).toBe(RETRY_CAP_MS);
    expect(retryDelay(50)).toBe(RETRY_CAP_MS);
  });
});

describe.skipIf(!available)(`leads and Slack delivery on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  let slack: RecordingServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    slack = await startRecordingServer();
  });
  afterAll(async () => {
    await slack?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(homepageRequests);
    slack.received.length = 0;
    slack.status = 200;
  });

  it('stores the lead and its outbox row together', async () => {
    const { id } = await createHomepageRequest(database, lead('Sato Yui'), meta);
    const [row] = await database.db.select().from(homepageRequests).where(eq(homepageRequests.id, id));
    expect(row).toMatchObject({ name: 'Sato Yui', hasSite: true, consentPrivacy: true, consentContact: true, locale: 'ja-JP', userAgent: 'vitest' });
    // What was typed, and the number in E.164 beside it (issue #29).
    expect(row).toMatchObject({ phone: '949-555-0134', phoneCountryCode: 'US', phoneE164: '+19495550134' });
    const rows = await database.db.select().from(outbox).where(eq(outbox.aggregateId, String(id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'slack_lead', status: 'pending', attempts: 0 });
  });

  it('delivers leads sent while Slack answers 500 once it answers 200: none lost, none twice', async () => {
    const deliverers = { slack_lead: slackDeliverer(`${slack.url}/hook`) };
    const names = ['Lee Jiho', 'Park Seoyeon', 'Choi Minho'];
    for (const name of names) await createHomepageRequest(database, lead(name), meta);

    slack.status = 500;
    let now = new Date();
    const first = await processDueOutbox(database.db, deliverers, { now });
    expect(first).toEqual({ delivered: 0, retried: 3, failed: 0 });
    // Nothing is due before the backoff delay.
    expect(await processDueOutbox(database.db, deliverers, { now: new Date(now.getTime() + 1_000) })).toEqual({ delivered: 0, retried: 0, failed: 0 });
    now = new Date(now.getTime() + retryDelay(1));
    expect(await processDueOutbox(database.db, deliverers, { now })).toEqual({ delivered: 0, retried: 3, failed: 0 });

    slack.status = 200;
    now = new Date(now.getTime() + retryDelay(2));
    expect(await processDueOutbox(database.db, deliverers, { now })).toEqual({ delivered: 3, retried: 0, failed: 0 });
    now = new Date(now.getTime() + RETRY_CAP_MS);
    expect(await processDueOutbox(database.db, deliverers, { now })).toEqual({ delivered: 0, retried: 0, failed: 0 });

    const texts = slack.received.map((r) => JSON.parse(r.body).text as string);
    expect(texts).toHaveLength(3);
    for (const name of names) expect(texts.filter((t) => t.includes(name))).toHaveLength(1);
    const attempts = await database.db.select().from(outboxAttempts);
    expect(attempts.filter((a) => !a.ok)).toHaveLength(6);
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
  });

  it('gives up after 24 hours, marks the row failed, and a manual retry delivers it', async () => {
    const deliverers = { slack_lead: slackDeliverer(`${slack.url}/hook`) };
    await createHomepageRequest(database, lead('Kim Hana'), meta);
    slack.status = 503;
    const later = new Date(Date.now() + GIVE_UP_AFTER_MS + 1_000);
    expect(await processDueOutbox(database.db, deliverers, { now: later })).toEqual({ delivered: 0, retried: 0, failed: 1 });
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', lastError: 'Slack answered 503' });

    slack.status = 200;
    expect(await retryOutboxRow(database.db, row!.id)).toBe(true);
    expect(await processDueOutbox(database.db, deliverers, { now: new Date(Date.now() + 1_000) })).toMatchObject({ delivered: 1 });
    expect(slack.received).toHaveLength(1);
  });

  it('escapes Slack markup in every text of a lead: no channel-wide ping, no disguised link', async () => {
    const deliverers = { slack_lead: slackDeliverer(`${slack.url}/hook`) };
    const hostile = leadSchema.parse({ ...lead('<!channel>'), area: '<https://evil.example|Open the CRM> & <@U123>' });
    await createHomepageRequest(database, hostile, { locale: '<!here>', userAgent: 'vitest' });
    expect(await processDueOutbox(database.db, deliverers)).toMatchObject({ delivered: 1 });

    expect(slack.received).toHaveLength(1);
    const body = JSON.parse(slack.received[0]!.body) as { text: string; blocks: { text: { text: string } }[] };
    const texts = [body.text, ...body.blocks.map((b) => b.text.text)];
    for (const text of texts) {
      // Slack reads <…> as a mention or a link, and & as the start of an entity.
      expect(text).not.toMatch(/[<>]/);
      expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
    }
    expect(body.text).toContain('&lt;!channel&gt;');
    expect(body.text).toContain('&lt;https://evil.example|Open the CRM&gt; &amp; &lt;@U123&gt;');
    expect(body.blocks[0]!.text.text).toContain('• Name: &lt;!channel&gt;');
    expect(body.blocks[0]!.text.text).toContain('• Language: &lt;!here&gt;');
  });

  it('keeps leads waiting while no webhook is configured', async () => {
    await createHomepageRequest(database, lead('Jung Woo'), meta);
    expect(await processDueOutbox(database.db, {})).toEqual({ delivered: 0, retried: 0, failed: 0 });
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('never lets two workers deliver the same row', async () => {
    const deliverers = { slack_lead: slackDeliverer(`${slack.url}/hook`) };
    for (let i = 0; i < 6; i++) await createHomepageRequest(database, lead(`Worker ${i}`), meta);
    const results = await Promise.all([
      processDueOutbox(database.db, deliverers, { limit: 4 }),
      processDueOutbox(database.db, deliverers, { limit: 4 }),
    ]);
    const later = await processDueOutbox(database.db, deliverers);
    const delivered = results.reduce((n, r) => n + r.delivered, later.delivered);
    expect(delivered).toBe(6);
    expect(slack.received).toHaveLength(6);
  });
});

describe('a stored lead survives a restart of the app before delivery', () => {
  it('is delivered by the next process that opens the data folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-restart-'));
    // From the run's migrated template folder when there is one: a new folder runs initdb first.
    const template = inject('pgliteTemplate');
    if (template) fs.cpSync(template, dir, { recursive: true });
    const slack = await startRecordingServer();
    try {
      const before = openDatabase({ dataDir: dir });
      await runMigrations(before);
      await createHomepageRequest(before, lead('Restart Lee'), meta);
      await before.close(); // the app stops before Slack was reached

      const after = openDatabase({ dataDir: dir });
      const result = await processDueOutbox(after.db, { slack_lead: slackDeliverer(`${slack.url}/hook`) });
      await after.close();
      expect(result.delivered).toBe(1);
      expect(JSON.parse(slack.received[0]!.body).text).toContain('Restart Lee');
    } finally {
      await slack.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
