import 'server-only';
import { EnvError, getEnv } from './config/env';
import { getReadyDatabase } from './db';
import { logger } from './log';

/** Start-up of a server process: environment, database, migrations. */
export async function startServer(): Promise<void> {
  try {
    getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const database = await getReadyDatabase();
    logger.info({ driver: database.driver }, 'database ready');
  } catch (error) {
    // A server that cannot open its database must not start answering 500s: stop, say why.
    logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}
