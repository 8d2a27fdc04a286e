/**
 * The outbox: every message to the outside world (Slack, e-mail) is a row written in the same
 * transaction as the record it belongs to, then delivered by a worker that retries with
 * exponential backoff. Rows are claimed with `FOR UPDATE SKIP LOCKED` plus a lease, so several
 * workers (instances) never deliver the same row twice at once, and a crashed worker's lease ends.
 */
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

/** Claims due rows of the configured kinds, delivers them, and records each attempt. */
export async function processDueOutbox(
  db: Db,
  deliverers: Deliverers,
  { now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {},
): Promise<ProcessResult> {
  const kinds = Object.keys(deliverers).filter((k) => deliverers[k as OutboxKind]) as OutboxKind[];
  const result: ProcessResult = { delivered: 0, retried: 0, failed: 0 };
  if (!kinds.length) return result;

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          inArray(outbox.kind, kinds),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due.map((d) => d.id)))
      .returning();
  });

  for (const row of claimed) {
    const started = Date.now();
    try {
      await deliverers[row.kind]!(row.payload);
      await db.transaction(async (tx) => {
        await tx
          .update(outbox)
          .set({ status: 'delivered', deliveredAt: now, lockedUntil: null, lastError: null })
          .where(eq(outbox.id, row.id));
        await tx.insert(outboxAttempts).values({ outboxId: row.id, ok: true, durationMs: Date.now() - started, attemptedAt: now });
      });
      result.delivered++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      await db.transaction(async (tx) => {
        await tx
          .update(outbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            nextAttemptAt: new Date(now.getTime() + retryDelay(row.attempts)),
            lockedUntil: null,
            lastError: message.slice(0, 1000),
          })
          .where(eq(outbox.id, row.id));
        await tx
          .insert(outboxAttempts)
          .values({ outboxId: row.id, ok: false, error: message.slice(0, 1000), durationMs: Date.now() - started, attemptedAt: now });
      });
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
    .set({ status: 'pending', nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'pending'])))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
