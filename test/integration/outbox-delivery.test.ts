/**
 * Outbox delivery hardening (security issue items 9 and 15), with real stand-ins for the outside
 * world: the local SMTP server for invitations, the local recording HTTP server as Slack.
 *  - An invitation's one-use token is in the outbox row only until its e-mail is delivered (a
 *    retry before that still sends the working link).
 *  - Two workers (on PostgreSQL, two connection pools, as two app instances) and a slow receiver:
 *    every row is delivered exactly once, and a worker whose lease was taken over never changes
 *    the row (its late failure does not put a delivered row back in the queue).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Principal } from '@/server/auth/guard';
import { openDatabase, type Database } from '@/server/db/client';
import { outbox, outboxAttempts, realtorInvites, user } from '@/server/db/schema';
import { inviteEmailDeliverer } from '@/server/outbox/email';
import { enqueue, LEASE_MS, processDueOutbox, retryDelay } from '@/server/outbox/outbox';
import { slackDeliverer } from '@/server/outbox/slack';
import { hashInviteToken, inviteRealtor } from '@/server/realtors/invite';
import { insertRealtorGraph } from '@/server/realtors/write-graph';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { startRecordingServer, type RecordingServer } from '../support/http-server';
import { startSmtpServer, type RecordingSmtp } from '../support/smtp';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

/** The link of a recorded mail, with its quoted-printable soft breaks undone. */
function linkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https:\/\/app\.test\/\S*invite=[A-Za-z0-9_-]+\S*/.exec(text)![0];
}

describe.skipIf(!available)(`outbox delivery on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;
  /** A second instance: its own pool on PostgreSQL; PGlite serves one process, so the same one. */
  let second: Database | undefined;
  let otherDb: Database['db'];
  let smtp: RecordingSmtp;
  let slack: RecordingServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) second = openDatabase({ url: database.url, poolSize: 4 });
    otherDb = second?.db ?? database.db;
    smtp = await startSmtpServer();
    slack = await startRecordingServer();
  });
  afterAll(async () => {
    await slack?.close();
    await smtp?.close();
    await second?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    slack.received.length = 0;
    slack.status = 200;
    slack.delayMs = 0;
    smtp.failing = false;
  });

  it("keeps an invitation's token in the outbox only until its e-mail is delivered; a retry before that still works", async () => {
    const adminId = crypto.randomUUID();
    await database.db.insert(user).values({ id: adminId, name: 'Admin', email: `${adminId}@example.com`, role: 'admin' });
    const admin: Principal = { userId: adminId, email: `${adminId}@example.com`, name: 'Admin', role: 'admin', realtorId: null };
    const realtorId = await database.db.transaction((tx) =>
      insertRealtorGraph(tx, { desiredUrl: 'token-keeper', email: 'token-keeper@example.com' }, { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], seoMeta: {} }),
    );
    await inviteRealtor(database.db, admin, realtorId, { email: 'invitee@example.com' }, { origin: 'https://app.test', locale: 'en' });
    const deliverers = { invite_email: inviteEmailDeliverer(smtp.url, 'Realtor Homepages <no-reply@example.com>') };

    // SMTP is down: the row waits for a retry, with what the retry needs.
    smtp.failing = true;
    const start = new Date();
    expect(await processDueOutbox(database.db, deliverers, { now: start })).toMatchObject({ delivered: 0, retried: 1 });
    expect(smtp.mails).toHaveLength(0);

    smtp.failing = false;
    expect(await processDueOutbox(database.db, deliverers, { now: new Date(start.getTime() + retryDelay(1)) })).toMatchObject({ delivered: 1 });
    expect(smtp.mails).toHaveLength(1);
    const link = linkIn(smtp.mails[0]!);
    const token = new URL(link).searchParams.get('invite')!;
    const [invite] = await database.db.select().from(realtorInvites).where(eq(realtorInvites.realtorId, realtorId));
    // The mail sent by the retry carries the working token.
    expect(invite!.tokenHash).toBe(hashInviteToken(token));

    const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, 'invite_email'));
    expect(row).toMatchObject({ status: 'delivered', aggregateType: 'realtor_invites', aggregateId: String(invite!.id) });
    expect(JSON.stringify(row!.payload)).not.toContain(token);
    expect(JSON.stringify(row!.payload)).not.toContain('invite=');
    // What the admin inbox and the ops CLI show of the row is still there.
    expect(row!.payload).toMatchObject({ to: 'invitee@example.com', realtorDesiredUrl: 'token-keeper', locale: 'en' });
  });

  it('delivers each row of a batch exactly once when a slow receiver makes the batch outlast the lease and a second worker starts', async () => {
    for (let i = 0; i < 4; i++) await enqueue(database.db, { kind: 'slack_lead', aggregateType: 'test', aggregateId: i, payload: { id: i, name: `Row ${i}`, area: 'Irvine' } });
    // Each delivery takes 3 s: the first worker's batch takes longer than one row's delivery.
    slack.delayMs = 3_000;
    const deliverers = { slack_lead: slackDeliverer(`${slack.url}/hook`) };
    const first = processDueOutbox(database.db, deliverers);
    // The second worker starts while the first one's second delivery is under way, at a moment
    // when a lease taken for the whole batch at the start would have ended (its clock is ahead
    // by nearly a lease: the first worker's claims are that old for it).
    await vi.waitFor(() => expect(slack.received.length).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 20 });
    const secondRun = processDueOutbox(otherDb, deliverers, { now: new Date(Date.now() + LEASE_MS - 1_500) });
    const [a, b] = await Promise.all([first, secondRun]);

    const names = slack.received.map((r) => (JSON.parse(r.body) as { text: string }).text.replace(/^.* from (Row \d) .*$/, '$1')).sort();
    expect(names).toEqual(['Row 0', 'Row 1', 'Row 2', 'Row 3']);
    expect(a.delivered + b.delivered).toBe(4);
    expect(b.delivered).toBeGreaterThan(0);
    const rows = await database.db.select().from(outbox);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array.from({ length: 4 }, () => ['delivered', 1]));
  });

  it("completes a row only under the worker's own lease: a late failure after another worker delivered leaves it delivered", async () => {
    const slow = await startRecordingServer();
    try {
      const id = await enqueue(database.db, { kind: 'slack_lead', aggregateType: 'test', aggregateId: 'late', payload: { id: 1, name: 'Late Lee', area: 'Irvine' } });
      // The first worker's Slack hangs, then fails; its lease ends meanwhile.
      slow.status = 503;
      slow.delayMs = 3_000;
      const first = processDueOutbox(database.db, { slack_lead: slackDeliverer(`${slow.url}/hook`) });
      await vi.waitFor(async () => expect((await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.attempts).toBe(1), { timeout: 10_000, interval: 20 });
      // Past that lease (a clock a lease and a second ahead), another worker takes the row over and delivers it.
      const later = new Date(Date.now() + LEASE_MS + 1_000);
      expect(await processDueOutbox(otherDb, { slack_lead: slackDeliverer(`${slack.url}/hook`) }, { now: later })).toMatchObject({ delivered: 1 });
      await first;

      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: 'delivered', lastError: null });
      // Nothing is due any more, however long one waits: Slack got the lead once.
      const muchLater = new Date(Date.now() + 2 * LEASE_MS + 60 * 60_000);
      expect(await processDueOutbox(database.db, { slack_lead: slackDeliverer(`${slack.url}/hook`) }, { now: muchLater })).toEqual({ delivered: 0, retried: 0, failed: 0 });
      expect(slack.received).toHaveLength(1);
      // Both attempts are on record, the failed one included.
      const attempts = await database.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, id));
      expect(attempts.map((a) => a.ok).sort()).toEqual([false, true]);
    } finally {
      await slow.close();
    }
  });
});
