import 'server-only';
import { getEnv } from '@/server/config/env';
import { getDb } from '@/server/db';
import { getServerErrorReporter } from '@/server/errors/sentry';
import { logger } from '@/server/log';
import { processDueOutbox, type Deliverers } from './outbox';
import { emailDeliverer, inviteEmailDeliverer } from './email';
import { slackDeliverer } from './slack';

/** The channels configured in this process (an unconfigured channel's rows wait, kept). */
let cached: Deliverers | undefined;

export function configuredDeliverers(): Deliverers {
  if (cached) return cached;
  const env = getEnv();
  cached = {
    ...(env.SLACK_WEBHOOK_URL ? { slack_lead: slackDeliverer(env.SLACK_WEBHOOK_URL) } : {}),
    ...(env.SMTP_URL
      ? { contact_email: emailDeliverer(env.SMTP_URL, env.SMTP_FROM), invite_email: inviteEmailDeliverer(env.SMTP_URL, env.SMTP_FROM) }
      : {}),
  };
  return cached;
}

interface WorkerState {
  timer?: NodeJS.Timeout;
  /** When the timer fires (ms since the epoch). */
  dueAt?: number;
  running?: Promise<void>;
  /** A wake came while a tick ran: the next tick follows soon, not at the next poll. */
  woken?: boolean;
}
const state: WorkerState = ((globalThis as { __realtorOutbox?: WorkerState }).__realtorOutbox ??= {});

const POLL_MS = 1_000;
/**
 * A wake runs the worker this soon, not at once: under a burst of visitor writes, one tick then
 * takes every row written meanwhile, instead of one tick per write competing with the writes for
 * the database (on PGlite, one thread runs every statement in turn).
 */
const WAKE_MS = 50;

/** Rows claimed per tick; a full batch means more may be due (a backlog after an outage). */
const BATCH = 20;

async function tick() {
  try {
    const result = await processDueOutbox(await getDb(), configuredDeliverers(), { limit: BATCH });
    const processed = result.delivered + result.retried + result.failed;
    if (processed) logger.info(result, 'outbox processed');
    // A backlog drains tick after tick, not one batch per poll.
    if (processed >= BATCH) state.woken = true;
  } catch (error) {
    logger.error({ err: error }, 'outbox tick failed');
    getServerErrorReporter()?.capture(error, { tags: { component: 'outbox' } });
  }
}

function schedule(delay: number) {
  clearTimeout(state.timer);
  state.dueAt = Date.now() + delay;
  state.timer = setTimeout(() => {
    state.running = tick().finally(() => {
      state.running = undefined;
      const again = state.woken;
      state.woken = false;
      schedule(again ? WAKE_MS : POLL_MS);
    });
  }, delay);
  state.timer.unref();
}

/** Starts the in-process worker (once per process). */
export function startOutboxWorker() {
  if (!state.timer) schedule(POLL_MS);
}

/** Asks for an attempt soon (after a new row was written), instead of at the next poll. */
export function wakeOutboxWorker() {
  if (!state.timer) return;
  if (state.running) state.woken = true;
  else if ((state.dueAt ?? 0) > Date.now() + WAKE_MS) schedule(WAKE_MS);
}
