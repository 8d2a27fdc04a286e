/**
 * Stores a homepage request from the landing page with its Slack outbox row, in one transaction:
 * the lead is safe before the visitor is told so, whatever Slack does.
 */
import { findCountry } from '@/lib/countries';
import { isAffirmative, type Lead } from '@/lib/schemas/lead';
import type { Db } from '@/server/db/client';
import { homepageRequests } from '@/server/db/schema';
import { enqueue } from '@/server/outbox/outbox';
import type { SlackLeadPayload } from '@/server/outbox/slack';

export interface LeadMeta {
  locale: string;
  userAgent: string;
}

export async function createHomepageRequest(db: Db, lead: Lead, meta: LeadMeta): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(homepageRequests)
      .values({
        name: lead.name,
        area: lead.area,
        phone: lead.phone,
        phoneCountryCode: lead.phoneCountryCode,
        hasSite: isAffirmative(lead.hasSite),
        consentPrivacy: lead.consentPrivacy,
        consentContact: lead.consentContact,
        locale: lead.locale ?? meta.locale,
        userAgent: meta.userAgent.slice(0, 500),
      })
      .returning();
    const payload: SlackLeadPayload = {
      id: row!.id,
      name: row!.name,
      area: row!.area,
      phone: row!.phone,
      phoneCountryCode: row!.phoneCountryCode,
      dialCode: findCountry(row!.phoneCountryCode)?.dialCode ?? '',
      hasSite: row!.hasSite,
      locale: row!.locale,
      createdAt: row!.createdAt.toISOString(),
    };
    await enqueue(tx, {
      kind: 'slack_lead',
      aggregateType: 'homepage_requests',
      aggregateId: row!.id,
      payload: { ...payload },
    });
    return { id: row!.id };
  });
}
