/**
 * The database and auth that route handlers use in integration tests. A test file sets
 * `services.db` or `services.database` (and `services.auth`) in its hooks and hands them to the app with:
 *
 *   vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
 *   vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));
 */
import type { Auth } from '@/server/auth/auth';
import type { Database, Db } from '@/server/db/client';

/** `database`: for routes that also run raw statements (getReadyDatabase); `db` alone otherwise. */
export const services: { db?: Db; database?: Database; auth?: Auth } = {};

/** Stands in for `@/server/db`. */
export const dbModule = {
  getDb: async () => {
    const db = services.db ?? services.database?.db;
    if (!db) throw new Error('no test database');
    return db;
  },
  getReadyDatabase: async () => {
    if (!services.database) throw new Error('no test database (set services.database)');
    return services.database;
  },
};

/** Stands in for `@/server/auth/auth`: the real module, with getAuth answering `services.auth`. */
export async function authModule(importOriginal: <T>() => Promise<T>) {
  return { ...(await importOriginal<typeof import('@/server/auth/auth')>()), getAuth: async () => services.auth! };
}

/**
 * Stands in for `next/cache`, which is not there outside the app: cached reads go to the
 * database every time, and writes expire nothing.
 */
export async function nextCacheModule(importOriginal: <T>() => Promise<T>) {
  return {
    ...(await importOriginal<typeof import('next/cache')>()),
    unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
    revalidateTag: () => {},
    revalidatePath: () => {},
  };
}
