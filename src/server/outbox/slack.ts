/**
 * Delivery to a Slack incoming webhook: a readable message with the lead's fields.
 * Throws unless Slack answers 2xx, so the outbox retries.
 */
import 'server-only';

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

export function slackDeliverer(webhookUrl: string, timeoutMs = 10_000) {
  return async (payload: Record<string, unknown>) => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(slackLeadMessage(payload as unknown as SlackLeadPayload)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Slack answered ${response.status}`);
  };
}
