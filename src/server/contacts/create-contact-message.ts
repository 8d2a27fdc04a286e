/**
 * Stores a visitor's message to a realtor with its e-mail outbox row, atomically: the message is
 * safe before the visitor hears "sent", whatever the mail server does.
 *
 * One SQL statement (CTEs) rather than a transaction of four, and its text built once: it is the
 * public form that takes the most traffic (bench/api.mjs: the round trips were most of the
 * request's cost, and Drizzle building this statement's text was 6% of the app's time under load).
 * A statement is atomic, so the message and its outbox row are stored together or not at all.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { findCountry } from '@/lib/countries';
import { listingAddress } from '@/lib/listing-display';
import { toE164 } from '@/lib/phone';
import { personName } from '@/lib/person-name';
import { contactName, type Contact } from '@/lib/schemas/contact';
import { statement, type Database } from '@/server/db/client';
import { contactMessages, outbox, realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { shownListing } from '@/server/listings/shown-listing';
import type { ContactEmailPayload } from '@/server/outbox/email';

const p = sql.placeholder;

const insertContactMessage = statement<{ id: number }>(sql`
  with realtor as (
    select id, desired_url, email from ${realtors} where id = ${p('realtorId')} and published
  ), message as (
    insert into ${contactMessages} (realtor_id, realtor_desired_url, name, last_name, first_name, email, phone,
      phone_country_code, phone_e164, message, is_term, locale, user_agent, listing_key, listing_address, preferred_dates, interest,
      created_at, updated_at)
    select id, desired_url, ${p('name')}, ${p('lastName')}, ${p('firstName')}, ${p('email')}, ${p('phone')},
      ${p('phoneCountryCode')}, ${p('phoneE164')}, ${p('message')}, ${p('isTerm')}, ${p('locale')},
      ${p('userAgent')}, ${p('listingKey')}::text, ${p('listingAddress')}::text, ${p('preferredDates')}::text, ${p('interest')}::text,
      ${p('createdAt')}::timestamptz, ${p('createdAt')}::timestamptz
    from realtor
    returning id
  ), mail as (
    insert into ${outbox} (kind, aggregate_type, aggregate_id, payload, next_attempt_at)
    select 'contact_email', 'contact_messages', message.id::text,
      ${p('payload')}::jsonb || jsonb_build_object('id', message.id, 'to', realtor.email, 'realtorDesiredUrl', realtor.desired_url),
      ${p('createdAt')}::timestamptz
    from message, realtor
    where realtor.email <> ''
  )
  select id from message`);

/**
 * A message from the realtor's contact form, or (with `listingKey`) a question about one of their
 * listings or a tour request from the listing's page: the same record, outbox row and e-mail, with
 * the listing named.
 */
export async function createContactMessage(
  database: Pick<Database, 'query' | 'db'>,
  contact: Contact,
  meta: { locale: string; userAgent: string },
): Promise<{ id: number }> {
  // Only a listing inquiry pays for the listing's look-up; the contact form's path is one statement.
  const shown = contact.listingKey ? await shownListing(database.db, contact.realtorId, contact.listingKey) : null;
  const listing = shown ? { key: shown.listing.listingKey, address: listingAddress(shown.listing) } : null;
  const preferredDates = listing && contact.preferredDates ? contact.preferredDates : null;
  const createdAt = new Date().toISOString();
  const name = contactName(contact);
  const locale = contact.locale ?? meta.locale;
  const dialCode = findCountry(contact.phoneCountryCode)?.dialCode;
  // The e-mail's fields that do not come from the database rows.
  const payload: Omit<ContactEmailPayload, 'id' | 'to' | 'realtorDesiredUrl'> = {
    replyTo: contact.email,
    // The e-mail names the visitor as they write their name; the row keeps the SPEC's order.
    name: personName(contact.lastName, contact.firstName),
    phone: `${dialCode ?? contact.phoneCountryCode} ${contact.phone}`,
    message: contact.message,
    createdAt,
    visitorLocale: locale,
    ...(listing ? { listingKey: listing.key, listingAddress: listing.address, ...(preferredDates ? { preferredDates } : {}) } : {}),
    ...(contact.interest ? { interest: contact.interest } : {}),
  };
  const [row] = await insertContactMessage(database, {
    realtorId: contact.realtorId,
    name,
    lastName: contact.lastName,
    firstName: contact.firstName,
    email: contact.email,
    phone: contact.phone,
    phoneCountryCode: contact.phoneCountryCode,
    // The schema has checked the number against its country, so it has an E.164 form.
    phoneE164: toE164(contact.phone, contact.phoneCountryCode),
    message: contact.message,
    isTerm: contact.isTerm === 'Y',
    locale,
    userAgent: meta.userAgent.slice(0, 500),
    listingKey: listing?.key ?? null,
    listingAddress: listing?.address ?? null,
    preferredDates,
    interest: contact.interest ?? null,
    createdAt,
    payload: JSON.stringify(payload),
  });
  // No such realtor, or an unpublished one (to visitors it does not exist): the same 404.
  // A message key of the ContactForm namespace: the transport localises it.
  if (!row) throw new AppError('not_found', 'realtorNotFound', { realtorId: 'realtorNotFound' });
  return { id: Number(row.id) };
}
