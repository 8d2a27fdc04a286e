/**
 * Stores a visitor's message to a realtor with its e-mail outbox row, atomically: the message is
 * safe before the visitor hears "sent", whatever the mail server does.
 *
 * One SQL statement (CTEs) rather than a transaction of four: it is the public form that takes
 * the most traffic, and on the embedded database every statement runs on the app's own thread
 * (bench/api.mjs: the round trips were most of the request's cost). A statement is atomic, so the
 * message and its outbox row are stored together or not at all.
 */
import { sql } from 'drizzle-orm';
import { contactName, type Contact } from '@/lib/schemas/contact';
import { resultRows, type Db } from '@/server/db/client';
import { contactMessages, outbox, realtors } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import type { ContactEmailPayload } from '@/server/outbox/email';

export async function createContactMessage(db: Db, contact: Contact, meta: { locale: string; userAgent: string }): Promise<{ id: number }> {
  const createdAt = new Date().toISOString();
  const name = contactName(contact);
  // The e-mail's fields that do not come from the database rows.
  const payload: Omit<ContactEmailPayload, 'id' | 'to' | 'realtorDesiredUrl'> = {
    replyTo: contact.email,
    name,
    phone: `${contact.phoneCountryCode} ${contact.phone}`,
    message: contact.message,
    createdAt,
  };
  const result = await db.execute(sql`
    with realtor as (
      select id, desired_url, email from ${realtors} where id = ${contact.realtorId}
    ), message as (
      insert into ${contactMessages} (realtor_id, realtor_desired_url, name, last_name, first_name, email, phone,
        phone_country_code, message, is_term, locale, user_agent, created_at, updated_at)
      select id, desired_url, ${name}, ${contact.lastName}, ${contact.firstName}, ${contact.email}, ${contact.phone},
        ${contact.phoneCountryCode}, ${contact.message}, ${contact.isTerm === 'Y'}, ${contact.locale ?? meta.locale},
        ${meta.userAgent.slice(0, 500)}, ${createdAt}::timestamptz, ${createdAt}::timestamptz
      from realtor
      returning id
    ), mail as (
      insert into ${outbox} (kind, aggregate_type, aggregate_id, payload, next_attempt_at)
      select 'contact_email', 'contact_messages', message.id::text,
        ${JSON.stringify(payload)}::jsonb || jsonb_build_object('id', message.id, 'to', realtor.email, 'realtorDesiredUrl', realtor.desired_url),
        ${createdAt}::timestamptz
      from message, realtor
      where realtor.email <> ''
    )
    select id from message`);
  const [row] = resultRows<{ id: number }>(result);
  // A message key of the ContactForm namespace: the transport localises it.
  if (!row) throw new AppError('not_found', 'realtorNotFound', { realtorId: 'realtorNotFound' });
  return { id: Number(row.id) };
}
