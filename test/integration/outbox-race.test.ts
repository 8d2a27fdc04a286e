// Outbox delivery on several instances (docs/decisions/016-scale-out-redis.md): two workers, each
// with its own connection pool as two app instances would have, race over the same due rows.
// Rows are claimed with FOR UPDATE SKIP LOCKED, so every row is delivered exactly once.
// PostgreSQL only: PGlite serves one process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { enqueue, processDueOutbox, type Deliverers } from '@/server/outbox/outbox';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { startRecordingServer, type RecordingServer } from '../support/http-server';

const available = TEST_DB_DRIVER === 'postgres' && (await postgresAvailable());
const ROWS = 120;

describe.skipIf(!available)('outbox delivery by two instances on PostgreSQL', () => {
  let database: TestDatabase;
  let second: Database;
  let intake: RecordingServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    second = openDatabase({ url: database.url!, poolSize: 4 });
    intake = await startRecordingServer();
  });
  afterAll(async () => {
    await intake?.close();
    await second?.close();
    await database?.drop();
  });

  it('delivers every row exactly once while two workers race', async () => {
    for (let i = 0; i < ROWS; i++) {
      await enqueue(database.db, { kind: 'slack_lead', aggregateType: 'test', aggregateId: i, payload: { n: i } });
    }
    // Delivery takes a few milliseconds (a real HTTP request), so the claims of both workers overlap.
    const deliverers = (worker: string): Deliverers => ({
      slack_lead: async (payload) => {
        const response = await fetch(`${intake.url}/hook`, { method: 'POST', body: JSON.stringify({ ...payload, worker }) });
        if (!response.ok) throw new Error(`intake answered ${response.status}`);
      },
    });
    async function work(db: Database['db'], worker: string) {
      let delivered = 0;
      for (;;) {
        const result = await processDueOutbox(db, deliverers(worker), { limit: 5 });
        delivered += result.delivered;
        if (result.delivered + result.retried + result.failed === 0) return delivered;
      }
    }
    const [a, b] = await Promise.all([work(database.db, 'a'), work(second.db, 'b')]);

    const received = intake.received.map((r) => JSON.parse(r.body) as { n: number; worker: string });
    const numbers = received.map((r) => r.n).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: ROWS }, (_, i) => i));
    expect(a + b).toBe(ROWS);
    // Both really worked (otherwise there was no race to prove anything about).
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const [counts] = await database.db
      .select({ delivered: sql<number>`count(*) filter (where ${outbox.status} = 'delivered')::int`, attempts: sql<number>`sum(${outbox.attempts})::int` })
      .from(outbox);
    expect(counts).toEqual({ delivered: ROWS, attempts: ROWS });
  });
});
