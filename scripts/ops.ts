/**
 * The operator's command line: `npm run ops -- <command>`.
 *   leads [--limit N]        the latest homepage requests with their Slack delivery state
 *   contacts [--limit N]     the latest contact messages with their e-mail delivery state
 *   outbox [--status S]      outbox rows (pending, delivered, failed) with attempts and errors
 *   retry <outboxId>         put a failed or waiting outbox row back for an immediate attempt
 *   create-admin <email> [--password-env VAR]
 *                            create an admin (or make an existing user admin); the password is
 *                            read from the variable VAR (default OPS_ADMIN_PASSWORD), never asked
 *   export <folder>          every realtor to <folder>/<desiredUrl>.json (the API's export format)
 *   import <folder>          every *.json export in <folder>: replaces the realtor with the same
 *                            desiredUrl, or creates it (a backup restore)
 *   migrate                  apply the committed migrations
 * It opens the same database as the app (DATABASE_URL, else DATA_DIR: the embedded database
 * allows one process only, so stop the app first; the folder's lock says so if you forget).
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { realtorExportSchema, type RealtorExport, type RealtorFields } from '../src/lib/schemas/realtor';
import type { Principal } from '../src/server/auth/guard';
import type { Env } from '../src/server/config/env';
import type { Db } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { contactMessages, homepageRequests, outbox, realtors } from '../src/server/db/schema';
import { retryOutboxRow } from '../src/server/outbox/outbox';
import { createRealtor, exportRealtor, importRealtor, type WriteContext } from '../src/server/realtors/write-realtor';
import { loadEnvOrExit } from './env';

/** The operator acts as an admin; there is no page cache to renew in this process. */
const OPERATOR: Principal = { userId: 'ops-cli', email: 'ops@localhost', name: 'ops', role: 'admin', realtorId: null };

function writeContext(db: Db): WriteContext {
  return { db, principal: OPERATOR, revalidate: () => {} };
}

/** Writes one JSON file per realtor; answers the number written. */
async function exportRealtors(db: Db, folder: string): Promise<number> {
  fs.mkdirSync(folder, { recursive: true });
  const rows = await db.select({ id: realtors.id, desiredUrl: realtors.desiredUrl }).from(realtors).orderBy(asc(realtors.id));
  for (const row of rows) {
    const file = await exportRealtor(writeContext(db), row.id);
    fs.writeFileSync(path.join(folder, `${row.desiredUrl}.json`), `${JSON.stringify(file, null, 2)}\n`);
  }
  return rows.length;
}

/** Imports every export file of a folder (all are validated before any is written). */
async function importRealtors(db: Db, folder: string): Promise<{ created: number; replaced: number }> {
  const files = fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  const parsed: { name: string; file: RealtorExport }[] = [];
  for (const name of files) {
    const result = realtorExportSchema.safeParse(JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')));
    if (!result.success) throw new Error(`${name}: not a realtor export (${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
    parsed.push({ name, file: result.data });
  }
  const counts = { created: 0, replaced: 0 };
  const ctx = writeContext(db);
  for (const { file } of parsed) {
    const [existing] = await db.select({ id: realtors.id }).from(realtors).where(sql`lower(${realtors.desiredUrl}) = lower(${file.realtor.desiredUrl})`);
    let id = existing?.id;
    if (id === undefined) {
      // A new record with the file's address, then the same import as POST /v1/realtor/import.
      const { id: _id, createdAt: _c, updatedAt: _u, userId: _userId, ...fields } = file.realtor;
      id = (await createRealtor(ctx, fields as RealtorFields)).id;
      counts.created++;
    } else counts.replaced++;
    await importRealtor(ctx, id, file);
  }
  return counts;
}

async function createAdmin(db: Db, env: Env, email: string | undefined, passwordVariable: string): Promise<string> {
  if (!email) throw new Error('Usage: npm run ops -- create-admin <email> [--password-env VAR]');
  const password = process.env[passwordVariable];
  if (!password || password.length < 12) throw new Error(`Set ${passwordVariable} to the new admin's password (12+ characters).`);
  // The auth library takes over a second to load: only this command needs it.
  const [{ ensureAdmin }, { createAuth }, { loadOrCreateSecret }] = await Promise.all([
    import('../src/server/auth/admin'),
    import('../src/server/auth/auth'),
    import('../src/server/auth/secret'),
  ]);
  const auth = createAuth({ db, secret: env.AUTH_SECRET ?? (await loadOrCreateSecret(db)), env });
  const result = await ensureAdmin(db, auth, email, password);
  return result === 'created' ? `Admin ${email} created.` : result === 'promoted' ? `${email} is now an admin (password unchanged).` : `${email} is already an admin.`;
}

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
      case 'contacts': {
        const rows = await db
          .select({ message: contactMessages, delivery: outbox.status, attempts: outbox.attempts, error: outbox.lastError })
          .from(contactMessages)
          .leftJoin(outbox, and(eq(outbox.aggregateType, 'contact_messages'), eq(outbox.aggregateId, sql`${contactMessages.id}::text`)))
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(Number(option('limit', '20')));
        console.table(
          rows.map(({ message, delivery, attempts, error }) => ({
            id: message.id,
            received: message.createdAt.toISOString(),
            realtor: message.realtorDesiredUrl,
            name: message.name,
            email: message.email,
            phone: `${message.phoneCountryCode} ${message.phone}`,
            message: message.message.length > 60 ? `${message.message.slice(0, 57)}...` : message.message,
            status: message.status,
            email_delivery: delivery ?? '-',
            attempts: attempts ?? 0,
            error: error ?? '',
          })),
        );
        break;
      }
      case 'create-admin':
        console.log(await createAdmin(db, env, argument, option('password-env', 'OPS_ADMIN_PASSWORD')));
        break;
      case 'export': {
        if (!argument) throw new Error('Usage: npm run ops -- export <folder>');
        console.log(`Exported ${await exportRealtors(db, argument)} realtors to ${argument}.`);
        break;
      }
      case 'import': {
        if (!argument) throw new Error('Usage: npm run ops -- import <folder>');
        const { created, replaced } = await importRealtors(db, argument);
        console.log(`Imported from ${argument}: ${created} created, ${replaced} replaced. A running app renews its cached pages within its revalidation time; restart it to see them at once.`);
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
        console.log(
          'Usage: npm run ops -- leads [--limit N] | contacts [--limit N] | outbox [--status pending|delivered|failed] | retry <id> |\n' +
            '  create-admin <email> [--password-env VAR] | export <folder> | import <folder> | migrate',
        );
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
