import 'server-only';
import { ensureAdmin } from './auth/admin';
import { getAuth } from './auth/auth';
import { EnvError, getEnv, shouldSeedDemoData } from './config/env';
import { getReadyDatabase } from './db';
import { getServerErrorReporter } from './errors/sentry';
import { logger } from './log';
import { installRequestObserver } from './metrics/metrics';
import { startOutboxWorker } from './outbox/worker';
import { seedDemoData } from './seed';

/** Start-up of a server process: environment, database, migrations, demo data. */
export async function startServer(): Promise<void> {
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
  try {
    const database = await getReadyDatabase();
    logger.info({ driver: database.driver }, 'database ready');
    if (shouldSeedDemoData(env)) {
      const result = await seedDemoData(database.db);
      if (result.realtorsCreated || result.listingsCreated) logger.info(result, 'demo data seeded');
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const admin = await ensureAdmin(database.db, await getAuth(), env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      if (admin !== 'unchanged') logger.info({ email: env.ADMIN_EMAIL, admin }, 'admin account ready');
    }
    startOutboxWorker();
  } catch (error) {
    // A server that cannot open its database must not start answering 500s: stop, say why.
    logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
