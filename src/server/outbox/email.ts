/**
 * Delivery by SMTP (nodemailer): contact messages to the realtor, and admins' invitations to own
 * a realtor homepage. Throws unless the server accepted the message, so the outbox retries.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import nodemailer from 'nodemailer';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, localizePath, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { ContactInterest } from '@/lib/schemas/enums';
import { siteUrl } from '@/server/config/public';

/*
 * Every subject and line comes from the message catalogs (namespace Email). The mails are plain
 * text only, one part: a visitor's name and message are arguments of the messages, never part of
 * a pattern, and no HTML part exists that they could inject markup into.
 */

export interface ContactEmailPayload {
  id: number;
  to: string;
  replyTo: string;
  name: string;
  /** With its dial code, e.g. "+1 213-555-0190". */
  phone: string;
  message: string;
  realtorDesiredUrl: string;
  createdAt: string;
  /** The language of the page the visitor wrote from (absent on rows written before it was kept). */
  visitorLocale?: string;
  /** A listing inquiry or tour request (issue #24): the listing's RESO key and address. */
  listingKey?: string;
  listingAddress?: string;
  /** The visitor's preferred dates for a tour, as they wrote them. */
  preferredDates?: string;
  /** What the visitor wants help with, when they said. */
  interest?: ContactInterest;
}

/**
 * The language of a realtor's e-mail. A realtor record keeps no language of its own (no field for
 * it; its user account has none either), and every realtor homepage's default, unprefixed page is
 * Korean: the language the product serves its realtors in. So the realtor hears in Korean, whatever
 * language the visitor's page was in (that language is named in the mail, so the realtor knows
 * which one to answer in). A language field on the realtor would be the place to change this.
 */
export function realtorEmailLocale(): Locale {
  return DEFAULT_LOCALE;
}

/** "2026-05-01 09:30 UTC": one unambiguous time for any reader. */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

export interface EmailOptions {
  /** The site's public origin, for links in the mail (default: SITE_URL). */
  siteUrl?: string;
}

export async function contactEmail(payload: ContactEmailPayload, from: string, { siteUrl: origin = siteUrl() }: EmailOptions = {}) {
  const locale = realtorEmailLocale();
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Email.contact' });
  // What the visitor wants help with, in the words of the form they chose it on.
  const interests = createTranslator({ locale, messages, namespace: 'ContactForm.interests' });
  const inbox = `${origin.replace(/\/$/, '')}${localizePath(`/${payload.realtorDesiredUrl}/admin`, locale)}`;
  const visitorLocale = isLocale(payload.visitorLocale) ? payload.visitorLocale : undefined;
  // A listing inquiry names the listing: its address, key and page (in the realtor's language).
  const listing = payload.listingKey
    ? {
        address: payload.listingAddress || payload.listingKey,
        key: payload.listingKey,
        link: `${origin.replace(/\/$/, '')}${localizePath(`/${payload.realtorDesiredUrl}/homes/${encodeURIComponent(payload.listingKey)}`, locale)}`,
      }
    : undefined;
  return {
    from,
    to: payload.to,
    replyTo: payload.replyTo,
    subject: listing
      ? t('listingSubject', { name: payload.name, address: listing.address })
      : t('subject', { name: payload.name, desiredUrl: payload.realtorDesiredUrl }),
    text: [
      listing ? t('listingIntro', { name: payload.name }) : t('intro', { name: payload.name }),
      ...(listing ? ['', t('listing', { address: listing.address, key: listing.key }), t('listingLink', { link: listing.link })] : []),
      ...(listing && payload.preferredDates ? [t('preferredDates', { dates: payload.preferredDates })] : []),
      ...(payload.interest ? ['', t('interest', { interest: interests(payload.interest) })] : []),
      '',
      t('email', { email: payload.replyTo }),
      t('phone', { phone: payload.phone }),
      t('received', { receivedAt: utcMinute(payload.createdAt) }),
      ...(visitorLocale ? [t('pageLanguage', { language: LOCALE_INFO[visitorLocale].name })] : []),
      '',
      t('message'),
      payload.message,
      '',
      t('reply'),
      t('inbox', { link: inbox }),
    ].join('\n'),
  };
}

/**
 * Time-outs well within the outbox's one-minute lease (nodemailer's defaults are minutes): a hung
 * server fails the attempt, which is retried, instead of outlasting the claim on the row.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
}

export function emailDeliverer(smtpUrl: string, from: string, options: EmailOptions = {}) {
  const transport = smtpTransport(smtpUrl);
  return async (payload: Record<string, unknown>) => {
    await transport.sendMail(await contactEmail(payload as unknown as ContactEmailPayload, from, options));
  };
}

/** An admin's invitation to own a realtor homepage (outbox kind invite_email). */
export interface InviteEmailPayload {
  inviteId: number;
  to: string;
  /**
   * The sign-up link with the one-use token: kept in the outbox row only until the e-mail is
   * delivered (DELIVERY_ONLY_FIELDS in outbox.ts), so a retry still sends it.
   */
  link: string;
  realtorDesiredUrl: string;
  /** ko, en or ja-JP: the language of the mail and of the link. */
  locale: string;
  expiresAt: string;
}

export async function inviteEmail(payload: InviteEmailPayload, from: string) {
  // The language of the admin's page that sent the invitation (kept in the row), else Korean.
  const locale = isLocale(payload.locale) ? payload.locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Email.invite' });
  const desiredUrl = payload.realtorDesiredUrl;
  return {
    from,
    to: payload.to,
    subject: t('subject', { desiredUrl }),
    text: [t('greeting'), '', t('invited', { desiredUrl }), t('signUp'), '', payload.link, '', t('expires', { expires: utcMinute(payload.expiresAt) }), t('ignore')].join('\n'),
  };
}

export function inviteEmailDeliverer(smtpUrl: string, from: string) {
  const transport = smtpTransport(smtpUrl);
  return async (payload: Record<string, unknown>) => {
    await transport.sendMail(await inviteEmail(payload as unknown as InviteEmailPayload, from));
  };
}
