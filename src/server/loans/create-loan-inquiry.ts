/**
 * Stores a loan inquiry ("talk to a loan officer", issue #24) with its Slack outbox row,
 * atomically: the inquiry is safe before the visitor is told so, whatever Slack does.
 *
 * The listing must be one the realtor's page shows, for sale (the estimate is on for-sale pages
 * only); then one SQL statement (CTEs), its text built once, like the homepage request
 * (src/server/leads/create-homepage-request.ts) and the contact message: the realtor still
 * published, the inquiry, and its outbox row.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { findCountry } from '@/lib/countries';
import { listingAddress } from '@/lib/listing-display';
import { toE164 } from '@/lib/phone';
import type { LoanInquiry } from '@/lib/schemas/loan-inquiry';
import { branding } from '@/server/config/public';
import { statement, type Database } from '@/server/db/client';
import { loanInquiries, outbox, realtors } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { shownListing } from '@/server/listings/shown-listing';
import type { SlackLoanInquiryPayload } from '@/server/outbox/slack';

const p = sql.placeholder;

const insertLoanInquiry = statement<{ id: number }>(sql`
  with realtor as (
    select id, desired_url from ${realtors} where id = ${p('realtorId')} and published
  ), inquiry as (
    insert into ${loanInquiries} (realtor_id, realtor_desired_url, listing_key, listing_address, lender_name, name, email,
      phone, phone_country_code, phone_e164, message, price, down_payment, rate_percent, term_years, monthly_total,
      consent_contact, locale, user_agent, created_at, updated_at)
    select id, desired_url, ${p('listingKey')}, ${p('listingAddress')}, ${p('lenderName')}, ${p('name')}, ${p('email')},
      ${p('phone')}, ${p('phoneCountryCode')}, ${p('phoneE164')}, ${p('message')}, ${p('price')}::numeric,
      ${p('downPayment')}::numeric, ${p('ratePercent')}::numeric, ${p('termYears')}::integer, ${p('monthlyTotal')}::numeric,
      ${p('consentContact')}, ${p('locale')}, ${p('userAgent')}, ${p('createdAt')}::timestamptz, ${p('createdAt')}::timestamptz
    from realtor
    returning id
  ), slack as (
    insert into ${outbox} (kind, aggregate_type, aggregate_id, payload, next_attempt_at)
    select 'slack_loan_inquiry', 'loan_inquiries', inquiry.id::text, ${p('payload')}::jsonb || jsonb_build_object('id', inquiry.id),
      ${p('createdAt')}::timestamptz
    from inquiry
  )
  select id from inquiry`);

/** The realtor's name for the lender's message: their English display name first (the message is English). */
function realtorName(realtor: { desiredUrl: string; displayNameEn: string; displayNameKo: string; displayNameJa: string }): string {
  return realtor.displayNameEn || realtor.displayNameKo || realtor.displayNameJa || realtor.desiredUrl;
}

export async function createLoanInquiry(
  database: Pick<Database, 'query' | 'db'>,
  inquiry: LoanInquiry,
  meta: { locale: string; userAgent: string },
): Promise<{ id: number }> {
  const { listing, realtor } = await shownListing(database.db, inquiry.realtorId, inquiry.listingKey);
  // The estimate (and so this form) is on the pages of homes for sale only.
  if (listing.searchType !== 'sale') throw new AppError('not_found', 'listingNotForSale', { listingKey: 'listingNotForSale' });
  const createdAt = new Date().toISOString();
  const locale = inquiry.locale ?? meta.locale;
  const address = listingAddress(listing);
  const { lenderName } = branding();
  const message = inquiry.message ?? '';
  // The Slack message's fields but the id, which the database gives.
  const payload: Omit<SlackLoanInquiryPayload, 'id'> = {
    lenderName,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    phoneCountryCode: inquiry.phoneCountryCode,
    dialCode: findCountry(inquiry.phoneCountryCode)?.dialCode ?? '',
    message,
    listingKey: listing.listingKey,
    listingAddress: address,
    realtorName: realtorName(realtor),
    realtorDesiredUrl: realtor.desiredUrl,
    estimate: inquiry.estimate,
    locale,
    createdAt,
  };
  const [row] = await insertLoanInquiry(database, {
    realtorId: realtor.id,
    listingKey: listing.listingKey,
    listingAddress: address,
    lenderName,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    phoneCountryCode: inquiry.phoneCountryCode,
    // The schema has checked the number against its country, so it has an E.164 form.
    phoneE164: toE164(inquiry.phone, inquiry.phoneCountryCode),
    message,
    price: inquiry.estimate.price,
    downPayment: inquiry.estimate.downPayment,
    ratePercent: inquiry.estimate.ratePercent,
    termYears: inquiry.estimate.termYears,
    monthlyTotal: inquiry.estimate.monthlyTotal,
    consentContact: inquiry.consentContact,
    locale,
    userAgent: meta.userAgent.slice(0, 500),
    createdAt,
    payload: JSON.stringify(payload),
  });
  // The realtor was unpublished or deleted between the look-up and the statement: the same 404.
  if (!row) throw new AppError('not_found', 'realtorNotFound', { realtorId: 'realtorNotFound' });
  return { id: Number(row.id) };
}
