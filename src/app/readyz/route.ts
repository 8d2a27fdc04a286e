import { sql } from 'drizzle-orm';
import { databaseStarting, getDatabase } from '@/server/db';
import { migrationsApplied } from '@/server/db/migrate';

export const dynamic = 'force-dynamic';

/**
 * Readiness: start-up is done (migrations, demo data, first admin), the database answers and every
 * migration is applied (503 otherwise).
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
    return Response.json({ status: 'ready', driver: database.driver }, { headers });
  } catch {
    return Response.json({ status: 'unavailable', reason: 'database unreachable' }, { status: 503, headers });
  }
}
