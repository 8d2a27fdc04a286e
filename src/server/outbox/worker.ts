import 'server-only';
import { getEnv } from '@/server/config/env';
import { getDb } from '@/server/db';
import { getServerErrorReporter } from '@/server/errors/sentry';
import { logger } from '@/server/log';
import { processDueOutbox, type Deliverers } from './outbox';
import { emailDeliverer } from './email';
import { slackDeliverer } from './slack';

/** The channels configured in this process (an unconfigured channel's rows wait, kept). */
let cached: Deliverers | undefined;

export function configuredDeliverers(): Deliverers {
  if (cached) return cached;
  const env = getEnv();
  cached = {
    ...(env.SLACK_WEBHOOK_URL ? { slack_lead: slackDeliverer(env.SLACK_WEBHOOK_URL) } : {}),
    ...(env.SMTP_URL ? { contact_email: emailDeliverer(env.SMTP_URL, env.SMTP_FROM) } : {}),
  };
  return cached;
}

interface WorkerState {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}
const state: WorkerState = ((globalThis as { __realtorOutbox?: WorkerState }).__realtorOutbox ??= {});

const POLL_MS = 1_000;

async function tick() {
  try {
    const result = await processDueOutbox(await getDb(), configuredDeliverers());
    if (result.delivered || result.retried || result.failed) logger.info(result, 'outbox processed');
  } catch (error) {
    logger.error({ err: error }, 'outbox tick failed');
    getServerErrorReporter()?.capture(error, { tags: { component: 'outbox' } });
  }
}

function schedule(delay: number) {
  clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    state.running = tick().finally(() => {
      state.running = undefined;
      schedule(POLL_MS);
    });
  }, delay);
  state.timer.unref();
}

/** Starts the in-process worker (once per process). */
export function startOutboxWorker() {
  if (!state.timer) schedule(POLL_MS);
}

/** Asks for an attempt now (after a new row was written), instead of at the next poll. */
export function wakeOutboxWorker() {
  if (state.timer && !state.running) schedule(0);
}
