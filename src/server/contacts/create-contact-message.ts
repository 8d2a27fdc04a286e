/**
 * Stores a visitor's message to a realtor with its e-mail outbox row, in one transaction: the
 * message is safe before the visitor hears "sent", whatever the mail server does.
 */
import { eq } from 'drizzle-orm';
import { contactName, type Contact } from '@/lib/schemas/contact';
import type { Db } from '@/server/db/client';
import { contactMessages, realtors } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { enqueue } from '@/server/outbox/outbox';
import type { ContactEmailPayload } from '@/server/outbox/email';

export async function createContactMessage(
  db: Db,
  contact: Contact,
  meta: { locale: string; userAgent: string; notFoundMessage: string },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [realtor] = await tx
      .select({ id: realtors.id, desiredUrl: realtors.desiredUrl, email: realtors.email })
      .from(realtors)
      .where(eq(realtors.id, contact.realtorId));
    if (!realtor) throw new AppError('not_found', meta.notFoundMessage, { realtorId: meta.notFoundMessage });
    const [row] = await tx
      .insert(contactMessages)
      .values({
        realtorId: realtor.id,
        realtorDesiredUrl: realtor.desiredUrl,
        name: contactName(contact),
        lastName: contact.lastName,
        firstName: contact.firstName,
        email: contact.email,
        phone: contact.phone,
        phoneCountryCode: contact.phoneCountryCode,
        message: contact.message,
        isTerm: contact.isTerm === 'Y',
        locale: contact.locale ?? meta.locale,
        userAgent: meta.userAgent.slice(0, 500),
      })
      .returning();
    if (realtor.email) {
      const payload: ContactEmailPayload = {
        id: row!.id,
        to: realtor.email,
        replyTo: row!.email,
        name: row!.name,
        phone: `${row!.phoneCountryCode} ${row!.phone}`,
        message: row!.message,
        realtorDesiredUrl: realtor.desiredUrl,
        createdAt: row!.createdAt.toISOString(),
      };
      await enqueue(tx, { kind: 'contact_email', aggregateType: 'contact_messages', aggregateId: row!.id, payload: { ...payload } });
    }
    return { id: row!.id };
  });
}
