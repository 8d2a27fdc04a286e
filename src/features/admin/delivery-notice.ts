import type { InboxKind } from '@/server/inbox/inbox';
import { CHANNEL_VARIABLES, type DeliveryChannels } from '@/server/outbox/channels';

export interface DeliveryNotice {
  /** The Admin message that says the records of this list are not delivered. */
  message: 'emailNotConfigured' | 'slackNotConfigured' | 'lenderSlackNotConfigured';
  /** The environment variable that turns the channel on (shown to admins). */
  variable: string;
}

/** The channel that delivers each kind of inbox record. */
const CHANNEL_OF = { contact: 'email', lead: 'slack', loan: 'lenderSlack' } as const satisfies Record<InboxKind, keyof DeliveryChannels>;

/**
 * The notice above an inbox list whose records cannot be delivered in this process: contact
 * messages without SMTP_URL, homepage requests without SLACK_WEBHOOK_URL, loan inquiries without
 * LENDER_SLACK_WEBHOOK_URL or SLACK_WEBHOOK_URL. Their rows stay "pending" until the channel is
 * set up, so the list says why; null when the channel works.
 */
export function deliveryNotice(kind: InboxKind, channels: DeliveryChannels): DeliveryNotice | null {
  const channel = CHANNEL_OF[kind];
  if (channels[channel] === 'configured') return null;
  return { message: `${channel}NotConfigured`, variable: CHANNEL_VARIABLES[channel] };
}
