/**
 * `npm run db:migrate` applies the committed migrations; `npm run db:seed` also seeds the demo
 * data (idempotently). Both use the same database as the app: DATABASE_URL or DATA_DIR.
 */
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemoData } from '../src/server/seed';
import { loadEnvOrExit } from './env';

export async function prepareDatabase({ seed }: { seed: boolean }): Promise<void> {
  const env = loadEnvOrExit();
  const database = env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL }) : openDatabase({ dataDir: env.DATA_DIR });
  try {
    await runMigrations(database);
    console.log(`Migrations applied (${database.driver}).`);
    if (seed) {
      const started = Date.now();
      const result = await seedDemoData(database.db);
      console.log(
        `Demo data: ${result.realtorsCreated} realtors and ${result.listingsCreated} listings added (${Date.now() - started} ms).`,
      );
    }
  } finally {
    await database.close();
  }
}

const command = process.argv[2];
if (command === 'migrate' || command === 'seed') {
  prepareDatabase({ seed: command === 'seed' }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
