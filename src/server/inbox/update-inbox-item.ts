/**
 * The inbox's writes: a record's status and notes, and a manual retry of its delivery. Leads and
 * loan inquiries are the admins'; a contact message is also its realtor's owner's.
 */
import 'server-only';
import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { plainString } from '@/lib/validators';
import { assertAdmin, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { contactMessages, homepageRequests, INBOX_STATUSES, loanInquiries, outbox } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { assertMayHandle, getInboxItem, latestOutboxRow, type InboxItem, type InboxKind } from './read-inbox';

export const inboxUpdateSchema = z
  .strictObject({
    status: z.enum(INBOX_STATUSES, { error: 'invalid_value' }).optional(),
    notes: plainString({ error: 'invalid_type' }).trim().max(5000, { error: 'too_long' }).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.notes !== undefined, { error: 'required' });

export type InboxUpdate = z.output<typeof inboxUpdateSchema>;

/** The record with the permission checked: 403 for leads and loan inquiries unless admin, 404 when missing. */
async function loadForWrite(db: Db, principal: Principal, kind: InboxKind, id: number): Promise<InboxItem> {
  if (kind !== 'contact') assertAdmin(principal);
  const item = await getInboxItem(db, kind, id);
  if (!item) throw new AppError('not_found', 'Api.inboxItemNotFound');
  assertMayHandle(principal, kind, item.realtorId);
  return item;
}

/** PATCH /v1/inbox/{kind}/{id}: status and/or notes. */
export async function updateInboxItem(db: Db, principal: Principal, kind: InboxKind, id: number, patch: InboxUpdate): Promise<InboxItem> {
  await loadForWrite(db, principal, kind, id);
  const set = { ...(patch.status !== undefined ? { status: patch.status } : {}), ...(patch.notes !== undefined ? { notes: patch.notes } : {}), updatedAt: new Date() };
  if (kind === 'contact') await db.update(contactMessages).set(set).where(eq(contactMessages.id, id));
  else if (kind === 'loan') await db.update(loanInquiries).set(set).where(eq(loanInquiries.id, id));
  else await db.update(homepageRequests).set(set).where(eq(homepageRequests.id, id));
  return (await getInboxItem(db, kind, id))!;
}

/**
 * POST /v1/inbox/{kind}/{id}/retry: the record's latest outbox row back to pending, due now (the
 * route then wakes the worker). 404 without an outbox row, 409 when it was delivered already. A
 * row a worker is delivering at this moment is left to that worker.
 */
export async function retryInboxDelivery(db: Db, principal: Principal, kind: InboxKind, id: number): Promise<InboxItem> {
  await loadForWrite(db, principal, kind, id);
  const row = await latestOutboxRow(db, kind, id);
  if (!row) throw new AppError('not_found', 'Api.deliveryNotFound');
  if (row.status === 'delivered') throw new AppError('conflict', 'Api.deliveryAlreadyDelivered');
  const now = new Date();
  const updated = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(outbox.id, row.id), ne(outbox.status, 'delivered'), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now))))
    .returning({ id: outbox.id });
  if (!updated.length) {
    const [current] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, row.id));
    if (current?.status === 'delivered') throw new AppError('conflict', 'Api.deliveryAlreadyDelivered');
  }
  return (await getInboxItem(db, kind, id))!;
}
