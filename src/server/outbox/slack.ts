/**
 * Delivery to a Slack incoming webhook: a readable message with the lead's fields.
 * Throws unless Slack answers 2xx, so the outbox retries.
 */
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

export function slackLeadMessage(lead: SlackLeadPayload) {
  const lines = [
    `*New homepage request #${lead.id}*`,
    `• Name: ${lead.name}`,
    `• Area: ${lead.area}`,
    `• Phone: ${lead.dialCode} ${lead.phone} (${lead.phoneCountryCode})`,
    `• Has a homepage: ${lead.hasSite ? 'yes' : 'no'}`,
    `• Language: ${lead.locale}`,
    `• Received: ${lead.createdAt}`,
  ];
  return { text: `New homepage request #${lead.id} from ${lead.name} (${lead.area})`, blocks: [{ type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } }] };
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
