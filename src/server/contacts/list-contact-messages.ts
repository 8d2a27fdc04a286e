/**
 * A realtor's contact messages, newest first, for the admin inbox and the realtor's own
 * (GET /v1/realtor-contacts?realtorId=): admins or the realtor who owns the record.
 */
import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { assertAdminOrOwner, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { contactMessages, realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';

export const contactListQuerySchema = z.strictObject({
  realtorId: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).positive({ error: 'invalid_number' }).max(2_147_483_647, { error: 'invalid_number' }),
  page: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(0, { error: 'invalid_number' }).max(100_000, { error: 'invalid_number' }).default(0),
  pageSize: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1, { error: 'invalid_number' }).max(100, { error: 'invalid_number' }).default(20),
});

export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export async function listContactMessages(db: Db, principal: Principal, query: ContactListQuery) {
  const [realtor] = await db.select({ id: realtors.id }).from(realtors).where(eq(realtors.id, query.realtorId));
  if (!realtor) throw new AppError('not_found', 'Api.realtorNotFound');
  assertAdminOrOwner(principal, realtor.id);
  const where = eq(contactMessages.realtorId, realtor.id);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        realtorId: contactMessages.realtorId,
        name: contactMessages.name,
        lastName: contactMessages.lastName,
        firstName: contactMessages.firstName,
        email: contactMessages.email,
        phone: contactMessages.phone,
        phoneCountryCode: contactMessages.phoneCountryCode,
        phoneE164: contactMessages.phoneE164,
        message: contactMessages.message,
        isTerm: contactMessages.isTerm,
        listingKey: contactMessages.listingKey,
        listingAddress: contactMessages.listingAddress,
        preferredDates: contactMessages.preferredDates,
        interest: contactMessages.interest,
        locale: contactMessages.locale,
        status: contactMessages.status,
        notes: contactMessages.notes,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
