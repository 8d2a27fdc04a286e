import 'server-only';
import { getEnv } from '@/server/config/env';
import { getDb } from '@/server/db';
import { getServerErrorReporter } from '@/server/errors/sentry';
import { sweepListings } from '@/server/listings/sweep-listings';
import { logger } from '@/server/log';
import { runtime } from '@/server/runtime';
import { getStoredFiles } from '@/server/storage';
import { sweepUploads } from '@/server/storage/sweep-uploads';
import { queueMonthlySummaries } from '@/server/visits/monthly-summary';
import { sweepVisits } from '@/server/visits/roll-up';
import { lenderWebhookUrl } from './channels';
import { processDueOutbox, type Deliverers } from './outbox';
import { emailDeliverer, inviteEmailDeliverer } from './email';
import { insightsEmailDeliverer } from './insights-email';
import { slackDeliverer, slackLoanInquiryMessage, type SlackLoanInquiryPayload } from './slack';

/** The channels configured in this process (an unconfigured channel's rows wait, kept). */
let cached: Deliverers | undefined;

export function configuredDeliverers(): Deliverers {
  if (cached) return cached;
  const env = getEnv();
  const lenderWebhook = lenderWebhookUrl(env);
  cached = {
    ...(env.SLACK_WEBHOOK_URL ? { slack_lead: slackDeliverer(env.SLACK_WEBHOOK_URL) } : {}),
    // Loan inquiries are the lender's leads (decision 036): its own channel when it has one.
    ...(lenderWebhook
      ? { slack_loan_inquiry: slackDeliverer(lenderWebhook, (payload) => slackLoanInquiryMessage(payload as unknown as SlackLoanInquiryPayload, { siteUrl: env.SITE_URL })) }
      : {}),
    ...(env.SMTP_URL
      ? { contact_email: emailDeliverer(env.SMTP_URL, env.SMTP_FROM, { siteUrl: env.SITE_URL }), invite_email: inviteEmailDeliverer(env.SMTP_URL, env.SMTP_FROM), insights_email: insightsEmailDeliverer(env.SMTP_URL, env.SMTP_FROM, env.SITE_URL) }
      : {}),
  };
  return cached;
}

export interface OutboxWorkerState {
  timer?: NodeJS.Timeout;
  /** When the timer fires (ms since the epoch). */
  dueAt?: number;
  running?: Promise<void>;
  /** A wake came while a tick ran: the next tick follows soon, not at the next poll. */
  woken?: boolean;
  /** The hourly sweep of orphaned uploads. */
  sweepTimer?: NodeJS.Timeout;
  /** When the purge of old listing tombstones last ran (ms since the epoch). */
  listingsSweptAt?: number;
}
const state: OutboxWorkerState = (runtime().outbox ??= {});

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

/** How often the background worker sweeps orphaned uploads (the first sweep after a few minutes). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_MS = 5 * 60 * 1000;

/**
 * Removes stored photos no realtor refers to once older than UPLOAD_ORPHAN_GRACE_HOURS, and a
 * deleted realtor's at once (src/server/storage/sweep-uploads.ts). Every instance sweeps; a
 * second sweep of the same files finds them gone, which is no error.
 */
async function sweep() {
  try {
    const env = getEnv();
    const result = await sweepUploads(await getDb(), getStoredFiles(env), { graceMs: env.UPLOAD_ORPHAN_GRACE_HOURS * 60 * 60 * 1000 });
    if (result.removed.length || result.forgotten) logger.info({ removed: result.removed.length, kept: result.kept, forgotten: result.forgotten }, 'uploads swept');
  } catch (error) {
    logger.error({ err: error }, 'upload sweep failed');
    getServerErrorReporter()?.capture(error, { tags: { component: 'upload-sweep' } });
  }
}

/**
 * The visits' hourly work (issue #28): finished days rolled up, page views past 30 days and old
 * day salts deleted, last month's summary e-mails queued for the realtors who asked for them.
 */
async function sweepVisitCounts() {
  try {
    const db = await getDb();
    const result = await sweepVisits(db);
    const summaries = await queueMonthlySummaries(db);
    if (summaries) wakeOutboxWorker();
    if (result.rolledUp || result.purged || summaries) logger.info({ ...result, summaries }, 'visits swept');
  } catch (error) {
    logger.error({ err: error }, 'visit sweep failed');
    getServerErrorReporter()?.capture(error, { tags: { component: 'visit-sweep' } });
  }
}

/**
 * Tombstones are kept for months (LISTING_TOMBSTONE_DAYS): once a day is soon enough, and spares
 * the listings table a scan every hour (removed_at has no index).
 */
const LISTING_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Purges listing tombstones removed longer than LISTING_TOMBSTONE_DAYS ago (their pages answer
 * 404 from then on; src/server/listings/sweep-listings.ts), at the first sweep and then daily.
 */
async function sweepListingTombstones() {
  if (state.listingsSweptAt !== undefined && Date.now() - state.listingsSweptAt < LISTING_SWEEP_EVERY_MS) return;
  state.listingsSweptAt = Date.now();
  try {
    const result = await sweepListings(await getDb(), { retentionDays: getEnv().LISTING_TOMBSTONE_DAYS });
    if (result.listingKeys.length) logger.info({ purged: result.listingKeys.length, cutoff: result.cutoff }, 'listing tombstones purged');
  } catch (error) {
    logger.error({ err: error }, 'listing sweep failed');
    getServerErrorReporter()?.capture(error, { tags: { component: 'listing-sweep' } });
  }
}

function scheduleSweep(delay: number) {
  state.sweepTimer = setTimeout(() => void Promise.all([sweep(), sweepVisitCounts(), sweepListingTombstones()]).finally(() => scheduleSweep(SWEEP_EVERY_MS)), delay);
  state.sweepTimer.unref();
}

/**
 * Starts the in-process worker (once per process): the outbox, the sweep of orphaned uploads, the
 * visits' roll-up and the purge of old listing tombstones.
 */
export function startOutboxWorker() {
  if (!state.timer) schedule(POLL_MS);
  if (!state.sweepTimer) scheduleSweep(FIRST_SWEEP_MS);
}

/** Asks for an attempt soon (after a new row was written), instead of at the next poll. */
export function wakeOutboxWorker() {
  if (!state.timer) return;
  if (state.running) state.woken = true;
  else if ((state.dueAt ?? 0) > Date.now() + WAKE_MS) schedule(WAKE_MS);
}
