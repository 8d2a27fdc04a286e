/**
 * GET /readyz turns 503 when the database is unreachable and 200 again when it returns. The
 * database is the real PostgreSQL server behind a TCP relay that the test opens and closes.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../support/db';
import { runtime } from '@/server/runtime';

const available = await postgresAvailable();

/** A TCP relay to PostgreSQL on a fixed port that can be taken down and brought back. */
function relay(target: { host: string; port: number }) {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async up() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    },
  };
}

describe.skipIf(!available)('GET /readyz', () => {
  let database: TestDatabase;
  const link = relay({ host: '127.0.0.1', port: 5432 });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await link.up();
    const url = new URL(database.url!);
    url.host = `127.0.0.1:${link.port}`;
    vi.stubEnv('DATABASE_URL', url.toString());
    // No mail server and no Slack webhook: a detail of readiness, never a failure of it.
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('SLACK_WEBHOOK_URL', '');
    vi.stubEnv('LENDER_SLACK_WEBHOOK_URL', '');
  });

  afterAll(async () => {
    const state = runtime().db;
    await state?.database?.close().catch(() => {});
    delete runtime().db;
    vi.unstubAllEnvs();
    await link.down();
    await database?.drop();
  });

  it('is 200 while the database answers, 503 while it is unreachable, and 200 again when it returns', async () => {
    const { GET } = await import('@/app/readyz/route');
    const ready = await GET();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', driver: 'postgres', email: 'not configured', slack: 'not configured', lenderSlack: 'not configured' });

    await link.down();
    const down = await GET();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', reason: 'database unreachable' });

    await link.up();
    expect((await GET()).status).toBe(200);
  });
});
