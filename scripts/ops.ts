/**
 * The operator's command line: `npm run ops -- <command>`.
 *   leads [--limit N]        the latest homepage requests with their Slack delivery state
 *   outbox [--status S]      outbox rows (pending, delivered, failed) with attempts and errors
 *   retry <outboxId>         put a failed or waiting outbox row back for an immediate attempt
 *   migrate                  apply the committed migrations
 * It opens the same database as the app (DATABASE_URL, else DATA_DIR: stop the app first).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { homepageRequests, outbox } from '../src/server/db/schema';
import { retryOutboxRow } from '../src/server/outbox/outbox';
import { loadEnvOrExit } from './env';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main() {
  const [command, argument] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const env = loadEnvOrExit();
  const database = env.DATABASE_URL ? openDatabase({ url: env.DATABASE_URL }) : openDatabase({ dataDir: env.DATA_DIR });
  try {
    await runMigrations(database);
    const { db } = database;
    switch (command) {
      case 'leads': {
        const rows = await db
          .select({ lead: homepageRequests, delivery: outbox.status, attempts: outbox.attempts, error: outbox.lastError })
          .from(homepageRequests)
          .leftJoin(outbox, and(eq(outbox.aggregateType, 'homepage_requests'), eq(outbox.aggregateId, sql`${homepageRequests.id}::text`)))
          .orderBy(desc(homepageRequests.createdAt))
          .limit(Number(option('limit', '20')));
        console.table(
          rows.map(({ lead, delivery, attempts, error }) => ({
            id: lead.id,
            received: lead.createdAt.toISOString(),
            name: lead.name,
            area: lead.area,
            phone: `${lead.phoneCountryCode} ${lead.phone}`,
            hasSite: lead.hasSite,
            locale: lead.locale,
            slack: delivery ?? '-',
            attempts: attempts ?? 0,
            error: error ?? '',
          })),
        );
        break;
      }
      case 'outbox': {
        const status = option('status', '');
        const rows = await db
          .select()
          .from(outbox)
          .where(status ? eq(outbox.status, status as 'pending') : undefined)
          .orderBy(desc(outbox.id))
          .limit(50);
        console.table(rows.map((r) => ({ id: r.id, kind: r.kind, record: `${r.aggregateType}/${r.aggregateId}`, status: r.status, attempts: r.attempts, next: r.nextAttemptAt.toISOString(), error: r.lastError ?? '' })));
        break;
      }
      case 'retry': {
        const ok = await retryOutboxRow(db, Number(argument));
        console.log(ok ? `Outbox row ${argument} will be retried by the running app.` : `No retryable outbox row ${argument}.`);
        if (!ok) process.exitCode = 1;
        break;
      }
      case 'migrate':
        console.log('Migrations applied.');
        break;
      default:
        console.log('Usage: npm run ops -- leads [--limit N] | outbox [--status pending|delivered|failed] | retry <id> | migrate');
        process.exitCode = command ? 1 : 0;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
