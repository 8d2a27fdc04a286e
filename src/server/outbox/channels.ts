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
  /** Homepage requests from the landing page and loan inquiries from listings' estimates (SLACK_WEBHOOK_URL). */
  slack: ChannelState;
}

export const CHANNEL_VARIABLES = { email: 'SMTP_URL', slack: 'SLACK_WEBHOOK_URL' } as const satisfies Record<keyof DeliveryChannels, keyof Env>;

export function deliveryChannels(env: Pick<Env, 'SMTP_URL' | 'SLACK_WEBHOOK_URL'> = getEnv()): DeliveryChannels {
  return {
    email: env.SMTP_URL ? 'configured' : 'not configured',
    slack: env.SLACK_WEBHOOK_URL ? 'configured' : 'not configured',
  };
}

/** One warning line at start-up naming the channels that cannot deliver, or nothing. */
export function warnUnconfiguredDelivery(env: Pick<Env, 'SMTP_URL' | 'SLACK_WEBHOOK_URL'>, log: { warn(fields: object, message: string): void }): void {
  const channels = deliveryChannels(env);
  const missing = (Object.keys(channels) as (keyof DeliveryChannels)[]).filter((channel) => channels[channel] === 'not configured');
  if (!missing.length) return;
  const names = missing.map((channel) => `${channel === 'email' ? 'e-mail' : 'Slack'} (${CHANNEL_VARIABLES[channel]} unset)`).join(', ');
  log.warn(
    { ...channels, unset: missing.map((channel) => CHANNEL_VARIABLES[channel]) },
    `delivery not configured: ${names}; the messages are stored, shown in the admin inbox and delivered once it is set`,
  );
}
