import 'server-only';
import { ensureAdmin } from './auth/admin';
import { createAuth } from './auth/auth';
import { loadOrCreateSecret } from './auth/secret';
import { EnvError, getEnv, shouldSeedDemoData, type Env } from './config/env';
import { placeholderLicensing, placeholderLicensingWarning, siteUrlWarning } from './config/public';
import { startDatabase, type Database } from './db';
import { getServerErrorReporter } from './errors/sentry';
import { startListingChangeListener } from './listings/change-listener';
import { logger } from './log';
import { installRequestObserver } from './metrics/metrics';
import { warnUnconfiguredDelivery } from './outbox/channels';
import { startOutboxWorker } from './outbox/worker';
import { seedDemoData } from './seed';

/**
 * Start-up of a server process. The environment is checked before this returns (a bad value stops
 * the process at once); the database work then goes on while Next.js loads the pages, so the server
 * answers sooner, and requests that need the database wait for it (src/server/db/index.ts).
 */
export function startServer(): void {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Metrics of every request (server.mjs calls the hook) and error reporting when configured.
  installRequestObserver();
  if (getServerErrorReporter(env)) logger.info('error reporting on');
  // SMTP_URL or SLACK_WEBHOOK_URL unset: their messages wait in the outbox; say so once.
  warnUnconfiguredDelivery(env, logger);
  const siteUrlUnset = siteUrlWarning(env.NODE_ENV, process.env.SITE_URL);
  if (siteUrlUnset) logger.warn(siteUrlUnset);
  const placeholders = placeholderLicensingWarning(placeholderLicensing(env.NODE_ENV, env));
  if (placeholders) logger.warn(placeholders);
  void startData(env);
}

/** Migrations, demo data and the first admin (held from requests), then the outbox worker. */
async function startData(env: Env): Promise<void> {
  try {
    const database = await startDatabase(setUpDatabase(env));
    logger.info({ driver: database.driver }, 'database ready');
    startOutboxWorker();
    // Listing imports run beside the app on PostgreSQL and announce what they changed.
    if (database.driver === 'postgres' && env.DATABASE_URL) startListingChangeListener(env.DATABASE_URL);
  } catch (error) {
    // A server that cannot open its database must not go on answering 500s: stop, say why.
    logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}

/**
 * Start-up's work on the migrated database: the demo data and the first admin. It uses the
 * database it is given: getDb() and getAuth() would wait for the hold this work is part of.
 */
export function setUpDatabase(env: Env): (database: Database) => Promise<void> {
  return async ({ db }) => {
    if (shouldSeedDemoData(env)) {
      const result = await seedDemoData(db);
      if (result.realtorsCreated || result.listingsCreated) logger.info(result, 'demo data seeded');
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const auth = createAuth({ db, secret: env.AUTH_SECRET ?? (await loadOrCreateSecret(db)), env });
      const admin = await ensureAdmin(db, auth, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      if (admin !== 'unchanged') logger.info({ email: env.ADMIN_EMAIL, admin }, 'admin account ready');
    }
  };
}
