import { sql } from 'drizzle-orm';
import { databaseStarting, getDatabase } from '@/server/db';
import { migrationsApplied } from '@/server/db/migrate';
import { getEnv } from '@/server/config/env';
import { placeholderLicensing } from '@/server/config/public';
import { deliveryChannels } from '@/server/outbox/channels';

export const dynamic = 'force-dynamic';

/**
 * Readiness: start-up is done (migrations, demo data, first admin), the database answers and every
 * migration is applied (503 otherwise). When ready, it also names the delivery channels that are
 * not configured (`"email": "not configured"`): a detail, not a failure — their messages are
 * stored and wait in the outbox until the variable is set. In production it names the licensing
 * variables still at their shipped placeholders (`"licensing": "placeholder values: …"`).
 */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' };
  if (databaseStarting()) return Response.json({ status: 'unavailable', reason: 'starting' }, { status: 503, headers });
  try {
    const database = getDatabase();
    await database.db.execute(sql`select 1`);
    if (!(await migrationsApplied(database))) {
      return Response.json({ status: 'unavailable', reason: 'migrations pending' }, { status: 503, headers });
    }
    const env = getEnv();
    const placeholders = placeholderLicensing(env.NODE_ENV, env);
    const licensing = placeholders.length ? { licensing: `placeholder values: ${placeholders.join(', ')}` } : {};
    return Response.json({ status: 'ready', driver: database.driver, ...deliveryChannels(), ...licensing }, { headers });
  } catch {
    return Response.json({ status: 'unavailable', reason: 'database unreachable' }, { status: 503, headers });
  }
}
