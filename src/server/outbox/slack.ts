/**
 * Delivery to a Slack incoming webhook: a readable message with the record's fields (a homepage
 * request, or a loan inquiry for the lender). Throws unless Slack answers 2xx, so the outbox retries.
 */
import 'server-only';
import { formatUsd } from '@/lib/format';

export interface SlackLeadPayload {
  id: number;
  name: string;
  area: string;
  phone: string;
  phoneCountryCode: string;
  dialCode: string;
  hasSite: boolean;
  locale: string;
  createdAt: string;
}

/**
 * Slack's own escaping (api.slack.com/reference/surfaces/formatting#escaping): `&`, `<` and `>`
 * become entities, so a visitor's text is never read as a mention (`<!channel>`, `<@U…>`) or a
 * link with a disguised label (`<https://evil.example|Open the CRM>`).
 */
export function escapeSlackText(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

export function slackLeadMessage(lead: SlackLeadPayload) {
  // Every value is escaped, whatever its field: all of them come from the visitor or the request.
  const e = escapeSlackText;
  const lines = [
    `*New homepage request #${e(lead.id)}*`,
    `• Name: ${e(lead.name)}`,
    `• Area: ${e(lead.area)}`,
    `• Phone: ${e(lead.dialCode)} ${e(lead.phone)} (${e(lead.phoneCountryCode)})`,
    `• Has a homepage: ${lead.hasSite ? 'yes' : 'no'}`,
    `• Language: ${e(lead.locale)}`,
    `• Received: ${e(lead.createdAt)}`,
  ];
  return {
    text: `New homepage request #${e(lead.id)} from ${e(lead.name)} (${e(lead.area)})`,
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } }],
  };
}

/** A loan inquiry from a listing's payment estimate (issue #24), for the lender's loan officers. */
export interface SlackLoanInquiryPayload {
  id: number;
  lenderName: string;
  name: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  dialCode: string;
  message: string;
  listingKey: string;
  listingAddress: string;
  realtorName: string;
  realtorDesiredUrl: string;
  estimate: { price: number; downPayment: number; ratePercent: number; termYears: number; monthlyTotal: number };
  locale: string;
  createdAt: string;
}

/** The listing's page on this site (`siteUrl` is SITE_URL), as the realtor's e-mails link it. */
export function listingPageUrl(siteUrl: string, desiredUrl: string, listingKey: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${encodeURIComponent(desiredUrl)}/homes/${encodeURIComponent(listingKey)}`;
}

export function slackLoanInquiryMessage(inquiry: SlackLoanInquiryPayload, { siteUrl }: { siteUrl: string }) {
  // Every value is escaped, the link's address and label too: the listing's address comes from the
  // MLS feed, everything else from the visitor.
  const e = escapeSlackText;
  const usd = (value: number) => formatUsd(value, 'en-US');
  const { estimate } = inquiry;
  const link = `<${e(listingPageUrl(siteUrl, inquiry.realtorDesiredUrl, inquiry.listingKey))}|${e(inquiry.listingAddress)}>`;
  const downShare = estimate.price > 0 ? ` (${Math.round((estimate.downPayment / estimate.price) * 1000) / 10}%)` : '';
  const lines = [
    `*New loan inquiry #${e(inquiry.id)} for ${e(inquiry.lenderName)}*`,
    `• Name: ${e(inquiry.name)}`,
    `• Phone: ${e(inquiry.dialCode)} ${e(inquiry.phone)} (${e(inquiry.phoneCountryCode)})`,
    `• E-mail: ${e(inquiry.email)}`,
    `• Listing: ${link} (key ${e(inquiry.listingKey)})`,
    `• Realtor: ${e(inquiry.realtorName)} (/${e(inquiry.realtorDesiredUrl)})`,
    `• Estimate: ${e(usd(estimate.monthlyTotal))} a month: price ${e(usd(estimate.price))}, down payment ${e(usd(estimate.downPayment))}${downShare}, rate ${e(estimate.ratePercent)}%, ${e(estimate.termYears)} years`,
    ...(inquiry.message ? [`• Message: ${e(inquiry.message)}`] : []),
    `• Language: ${e(inquiry.locale)}`,
    `• Received: ${e(inquiry.createdAt)}`,
  ];
  return {
    text: `New loan inquiry #${e(inquiry.id)} from ${e(inquiry.name)} about ${e(inquiry.listingAddress)}`,
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } }],
  };
}

/** Posts each payload as the message `format` makes of it (a homepage request's by default). */
export function slackDeliverer(
  webhookUrl: string,
  format: (payload: Record<string, unknown>) => object = (payload) => slackLeadMessage(payload as unknown as SlackLeadPayload),
  timeoutMs = 10_000,
) {
  return async (payload: Record<string, unknown>) => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(format(payload)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Slack answered ${response.status}`);
  };
}
