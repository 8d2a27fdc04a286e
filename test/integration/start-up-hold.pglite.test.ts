/**
 * A starting server answers before its database is open (docs/decisions/020): requests that need
 * the database wait until start-up's work on it (demo data, the first admin) is done, and GET
 * /readyz says "starting" meanwhile. Here on an in-memory PGlite.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as readyz } from '@/app/readyz/route';
import { getAuth } from '@/server/auth/auth';
import { getEnv } from '@/server/config/env';
import { databaseStarting, getReadyDatabase, startDatabase } from '@/server/db';
import { user } from '@/server/db/schema';
import { setUpDatabase } from '@/server/startup';
import { runtime } from '@/server/runtime';

const ADMIN = { email: 'first.admin@example.com', password: 'a long enough password' };

beforeAll(() => {
  vi.stubEnv('DATA_DIR', 'memory://');
  vi.stubEnv('ADMIN_EMAIL', ADMIN.email);
  vi.stubEnv('ADMIN_PASSWORD', ADMIN.password);
  vi.stubEnv('SEED_DEMO_DATA', '0');
});

// The process's database lives in the runtime registry (src/server/runtime.ts): each test
// closes it and empties that object, so the next one opens a database of its own.
afterEach(async () => {
  const state = runtime().db!;
  await state.database?.close().catch(() => {});
  Object.assign(state, { database: undefined, ready: undefined, starting: undefined });
  delete runtime().auth;
  delete runtime().secret;
});

describe('start-up hold on the database', () => {
  it('gives requests the database only after start-up has made the first admin, /readyz saying "starting" meanwhile', async () => {
    let finishSetUp!: () => void;
    const setUpMayFinish = new Promise<void>((resolve) => (finishSetUp = resolve));
    const events: string[] = [];

    const started = startDatabase(async (database) => {
      events.push('start-up has the database');
      await setUpMayFinish;
      await setUpDatabase(getEnv())(database);
      events.push('start-up done');
    });
    const request = getReadyDatabase().then((database) => {
      events.push('a request has the database');
      return database;
    });
    // A sign-in page asks for better-auth before start-up makes the admin: it waits for the hold,
    // and start-up, which makes the admin with an auth instance of its own, does not wait for it.
    const auth = getAuth();

    // The migrations come first (several seconds on PGlite here).
    await vi.waitFor(() => expect(events).toContain('start-up has the database'), { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['start-up has the database']);
    expect(databaseStarting()).toBe(true);
    const starting = await readyz();
    expect(starting.status).toBe(503);
    expect(await starting.json()).toMatchObject({ reason: 'starting' });

    finishSetUp();
    const [database, forRequest] = await Promise.all([started, request, auth]);
    expect(forRequest).toBe(database);
    expect(events).toEqual(['start-up has the database', 'start-up done', 'a request has the database']);
    const [admin] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, ADMIN.email));
    expect(admin).toEqual({ role: 'admin' });
    expect(databaseStarting()).toBe(false);
    expect((await readyz()).status).toBe(200);
  });

  it('fails the waiting requests when start-up fails', async () => {
    const started = startDatabase(async () => {
      throw new Error('seed failed');
    });
    const request = getReadyDatabase();
    await expect(started).rejects.toThrow('seed failed');
    await expect(request).rejects.toThrow('seed failed');
  });
});
