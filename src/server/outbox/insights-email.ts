/**
 * The monthly summary of a realtor's visits and messages (outbox kind insights_email, issue #28),
 * plain text in the language the realtor chose on their insights page.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import nodemailer from 'nodemailer';
import { DEFAULT_LOCALE, isLocale, localizePath } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { siteUrl } from '@/server/config/public';

export interface InsightsEmailPayload {
  realtorId: number;
  to: string;
  locale: string;
  realtorDesiredUrl: string;
  /** YYYY-MM */
  month: string;
  views: number;
  visitors: number;
  messages: number;
  listingMessages: number;
  /** The most viewed listing's page ('/homes/{key}'), when any was viewed. */
  topListing?: string;
}

export async function insightsEmail(payload: InsightsEmailPayload, from: string, origin = siteUrl()) {
  const locale = isLocale(payload.locale) ? payload.locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Email.insights' });
  const [year, month] = payload.month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  const link = `${origin.replace(/\/$/, '')}${localizePath(`/${payload.realtorDesiredUrl}/admin/insights`, locale)}`;
  const rate = payload.visitors ? payload.messages / payload.visitors : 0;
  return {
    from,
    to: payload.to,
    subject: t('subject', { month: monthName }),
    text: [
      t('intro', { month: monthName, desiredUrl: payload.realtorDesiredUrl }),
      '',
      t('views', { count: payload.views }),
      t('visitors', { count: payload.visitors }),
      t('messages', { count: payload.messages, listing: payload.listingMessages }),
      t('conversion', { rate: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate) }),
      ...(payload.topListing ? [t('topListing', { page: payload.topListing })] : []),
      '',
      t('dashboard', { link }),
      t('optOut'),
    ].join('\n'),
  };
}

export function insightsEmailDeliverer(smtpUrl: string, from: string, origin?: string) {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 });
  return async (payload: Record<string, unknown>) => {
    await transport.sendMail(await insightsEmail(payload as unknown as InsightsEmailPayload, from, origin));
  };
}
