import 'server-only';
import { getEnv, type Env } from '@/server/config/env';

/**
 * Whether each outside channel of the outbox can deliver in this process. An unconfigured channel
 * loses nothing: its records are stored and their outbox rows wait, pending, until the variable is
 * set and the server restarted. What it costs is that nobody hears of them, so the admin inbox,
 * /readyz and a start-up warning say so (readiness does not fail for it: the site works).
 */
export type ChannelState = 'configured' | 'not configured';

export interface DeliveryChannels {
  /** Contact messages to realtors and invitations (SMTP_URL). */
  email: ChannelState;
  /** Homepage requests from the landing page (SLACK_WEBHOOK_URL). */
  slack: ChannelState;
  /** Loan inquiries from listings' estimates: the lender's channel (LENDER_SLACK_WEBHOOK_URL, else SLACK_WEBHOOK_URL). */
  lenderSlack: ChannelState;
}

/** The variable that turns each channel on. */
export const CHANNEL_VARIABLES = {
  email: 'SMTP_URL',
  slack: 'SLACK_WEBHOOK_URL',
  lenderSlack: 'LENDER_SLACK_WEBHOOK_URL',
} as const satisfies Record<keyof DeliveryChannels, keyof Env>;

type ChannelSettings = Pick<Env, 'SMTP_URL' | 'SLACK_WEBHOOK_URL' | 'LENDER_SLACK_WEBHOOK_URL'>;

/** Where loan inquiries are posted: the lender's own channel, else the homepage requests' (decision 036). */
export function lenderWebhookUrl(env: Pick<Env, 'SLACK_WEBHOOK_URL' | 'LENDER_SLACK_WEBHOOK_URL'>): string | undefined {
  return env.LENDER_SLACK_WEBHOOK_URL ?? env.SLACK_WEBHOOK_URL;
}

export function deliveryChannels(env: ChannelSettings = getEnv()): DeliveryChannels {
  const state = (url: string | undefined): ChannelState => (url ? 'configured' : 'not configured');
  return {
    email: state(env.SMTP_URL),
    slack: state(env.SLACK_WEBHOOK_URL),
    lenderSlack: state(lenderWebhookUrl(env)),
  };
}

const CHANNEL_NAMES = { email: 'e-mail', slack: 'Slack', lenderSlack: "the lender's Slack" } as const satisfies Record<keyof DeliveryChannels, string>;

/** One warning line at start-up naming the channels that cannot deliver, or nothing. */
export function warnUnconfiguredDelivery(env: ChannelSettings, log: { warn(fields: object, message: string): void }): void {
  const channels = deliveryChannels(env);
  const missing = (Object.keys(channels) as (keyof DeliveryChannels)[]).filter((channel) => channels[channel] === 'not configured');
  if (!missing.length) return;
  const names = missing.map((channel) => `${CHANNEL_NAMES[channel]} (${CHANNEL_VARIABLES[channel]} unset)`).join(', ');
  log.warn(
    { ...channels, unset: missing.map((channel) => CHANNEL_VARIABLES[channel]) },
    `delivery not configured: ${names}; the messages are stored, shown in the admin inbox and delivered once it is set`,
  );
}
