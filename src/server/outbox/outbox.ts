/**
 * The outbox: every message to the outside world (Slack, e-mail) is a row written in the same
 * transaction as the record it belongs to, then delivered by a worker that retries with
 * exponential backoff. Each row is claimed just before its delivery with `FOR UPDATE SKIP LOCKED`
 * and a lease under a token of that claim, so several workers (instances) never deliver the same
 * row twice at once, a crashed worker's lease ends, and only the claim that holds the row may
 * complete it. A delivery must end well within the lease (Slack's and SMTP's time-outs do).
 */
import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { outbox, outboxAttempts, type OutboxKind } from '@/server/db/schema';
import type { DbOrTx } from '@/server/realtors/write-graph';

/** First retry after 2 s, doubling, capped at one minute; give up after 24 hours. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long a claimed row is reserved for the worker that claimed it. */
export const LEASE_MS = 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxMessage {
  kind: OutboxKind;
  aggregateType: string;
  aggregateId: string | number;
  payload: Record<string, unknown>;
}

export async function enqueue(tx: DbOrTx, message: OutboxMessage): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ ...message, aggregateId: String(message.aggregateId) })
    .returning({ id: outbox.id });
  return row!.id;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Delivers one payload; throws on failure. Undefined when the channel is not configured. */
export type Deliverer = (payload: Record<string, unknown>) => Promise<void>;
export type Deliverers = Partial<Record<OutboxKind, Deliverer>>;

export interface ProcessResult {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * Payload fields that are secrets needed only to send the message (an invitation's link carries
 * its one-use token): removed from the row once it is delivered, kept for retries until then.
 */
export const DELIVERY_ONLY_FIELDS: Partial<Record<OutboxKind, readonly string[]>> = { invite_email: ['link'] };

function withoutDeliveryOnlyFields(kind: OutboxKind, payload: Record<string, unknown>): Record<string, unknown> {
  const fields = DELIVERY_ONLY_FIELDS[kind];
  if (!fields) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([name]) => !fields.includes(name)));
}

/**
 * Claims one due row of the given kinds for `leaseMs` under a fresh lease token, or none. The
 * claim is a lease per row, taken just before its delivery: a batch of slow deliveries never
 * outlasts a lease taken for the whole batch at its start.
 */
async function claimOne(db: Db, kinds: OutboxKind[], now: Date, leaseNow: Date, leaseMs: number): Promise<{ row: OutboxRow; lease: string } | null> {
  const lease = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          inArray(outbox.kind, kinds),
          // The column keeps microseconds (a new row's now()), a Date milliseconds: a row written in
          // the same millisecond as `now` is due, not left to the next poll.
          lte(outbox.nextAttemptAt, new Date(now.getTime() + 1)),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, leaseNow)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [row] = await tx
      .update(outbox)
      .set({ lockedUntil: new Date(leaseNow.getTime() + leaseMs), lockedBy: lease, attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, due.id))
      .returning();
    return row ? { row, lease } : null;
  });
}

/**
 * Claims due rows of the configured kinds one at a time (up to `limit`), delivers each, and
 * records each attempt. A row is completed (delivered, or put back for a retry) only while this
 * worker's claim still holds it: after a lease ran out and another worker took the row over, the
 * first worker's late answer changes nothing but the attempt log.
 *
 * `now` is the time of the call (rows due by then are sent; retries are scheduled from it). Leases
 * are measured on a clock that starts at `now` and advances with real time while rows are sent.
 */
export async function processDueOutbox(
  db: Db,
  deliverers: Deliverers,
  { now = new Date(), limit = 20, leaseMs = LEASE_MS }: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<ProcessResult> {
  const kinds = Object.keys(deliverers).filter((k) => deliverers[k as OutboxKind]) as OutboxKind[];
  const result: ProcessResult = { delivered: 0, retried: 0, failed: 0 };
  if (!kinds.length) return result;
  const startedAt = Date.now();
  const leaseClock = () => new Date(now.getTime() + (Date.now() - startedAt));

  for (let i = 0; i < limit; i++) {
    const claimed = await claimOne(db, kinds, now, leaseClock(), leaseMs);
    if (!claimed) break;
    const { row, lease } = claimed;
    const ours = and(eq(outbox.id, row.id), eq(outbox.lockedBy, lease), eq(outbox.status, 'pending'));
    const started = Date.now();
    try {
      await deliverers[row.kind]!(row.payload);
      const completed = await db.transaction(async (tx) => {
        await tx.insert(outboxAttempts).values({ outboxId: row.id, ok: true, durationMs: Date.now() - started, attemptedAt: now });
        const updated = await tx
          .update(outbox)
          .set({ status: 'delivered', deliveredAt: now, lockedUntil: null, lockedBy: null, lastError: null, payload: withoutDeliveryOnlyFields(row.kind, row.payload) })
          .where(ours)
          .returning({ id: outbox.id });
        return updated.length > 0;
      });
      if (completed) result.delivered++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      const completed = await db.transaction(async (tx) => {
        await tx
          .insert(outboxAttempts)
          .values({ outboxId: row.id, ok: false, error: message.slice(0, 1000), durationMs: Date.now() - started, attemptedAt: now });
        const updated = await tx
          .update(outbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            nextAttemptAt: new Date(now.getTime() + retryDelay(row.attempts)),
            lockedUntil: null,
            lockedBy: null,
            lastError: message.slice(0, 1000),
          })
          .where(ours)
          .returning({ id: outbox.id });
        return updated.length > 0;
      });
      if (!completed) continue;
      if (giveUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/** Puts a failed row back in the queue for an immediate attempt (manual retry). */
export async function retryOutboxRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: new Date(), lockedUntil: null, lockedBy: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'pending'])))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
