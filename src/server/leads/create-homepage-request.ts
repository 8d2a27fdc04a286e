/**
 * Stores a homepage request from the landing page with its Slack outbox row, atomically: the lead
 * is safe before the visitor is told so, whatever Slack does.
 *
 * One SQL statement (CTEs), its text built once, like the contact message
 * (src/server/contacts/create-contact-message.ts): a public form under load, and on the embedded
 * database a transaction of several statements would hold the database across as many trips
 * between the app's thread and PGlite's.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { findCountry } from '@/lib/countries';
import { toE164 } from '@/lib/phone';
import { isAffirmative, type Lead } from '@/lib/schemas/lead';
import { statement, type Database } from '@/server/db/client';
import { homepageRequests, outbox } from '@/server/db/schema';
import type { SlackLeadPayload } from '@/server/outbox/slack';

export interface LeadMeta {
  locale: string;
  userAgent: string;
}

const p = sql.placeholder;

const insertHomepageRequest = statement<{ id: number }>(sql`
  with lead as (
    insert into ${homepageRequests} (name, area, phone, phone_country_code, phone_e164, has_site, consent_privacy,
      consent_contact, locale, user_agent, created_at, updated_at)
    values (${p('name')}, ${p('area')}, ${p('phone')}, ${p('phoneCountryCode')}, ${p('phoneE164')}, ${p('hasSite')}, ${p('consentPrivacy')},
      ${p('consentContact')}, ${p('locale')}, ${p('userAgent')}, ${p('createdAt')}::timestamptz, ${p('createdAt')}::timestamptz)
    returning id
  ), slack as (
    insert into ${outbox} (kind, aggregate_type, aggregate_id, payload, next_attempt_at)
    select 'slack_lead', 'homepage_requests', lead.id::text, ${p('payload')}::jsonb || jsonb_build_object('id', lead.id),
      ${p('createdAt')}::timestamptz
    from lead
  )
  select id from lead`);

export async function createHomepageRequest(database: Pick<Database, 'query'>, lead: Lead, meta: LeadMeta): Promise<{ id: number }> {
  const createdAt = new Date().toISOString();
  const locale = lead.locale ?? meta.locale;
  const hasSite = isAffirmative(lead.hasSite);
  // The Slack message's fields but the id, which the database gives.
  const payload: Omit<SlackLeadPayload, 'id'> = {
    name: lead.name,
    area: lead.area,
    phone: lead.phone,
    phoneCountryCode: lead.phoneCountryCode,
    dialCode: findCountry(lead.phoneCountryCode)?.dialCode ?? '',
    hasSite,
    locale,
    createdAt,
  };
  const [row] = await insertHomepageRequest(database, {
    name: lead.name,
    area: lead.area,
    phone: lead.phone,
    phoneCountryCode: lead.phoneCountryCode,
    // The schema has checked the number against its country, so it has an E.164 form.
    phoneE164: toE164(lead.phone, lead.phoneCountryCode),
    hasSite,
    consentPrivacy: lead.consentPrivacy,
    consentContact: lead.consentContact,
    locale,
    userAgent: meta.userAgent.slice(0, 500),
    createdAt,
    payload: JSON.stringify(payload),
  });
  return { id: Number(row!.id) };
}
