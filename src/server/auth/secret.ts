import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getEnv } from '@/server/config/env';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/client';
import { appSettings } from '@/server/db/schema';
import { runtime } from '@/server/runtime';

const state = (runtime().secret ??= {});

/**
 * The secret that signs sessions and upload URLs: AUTH_SECRET when set, else one generated once
 * and kept in the database, so that `npm start` needs no configuration and every instance that
 * shares the database agrees on it.
 */
export function getAppSecret(): Promise<string> {
  const configured = getEnv().AUTH_SECRET;
  if (configured) return Promise.resolve(configured);
  state.secret ??= getDb()
    .then(loadOrCreateSecret)
    .catch((error: unknown) => {
      state.secret = undefined;
      throw error;
    });
  return state.secret;
}

/** Inserts a random secret unless one is stored (first writer wins), and returns the stored one. */
export async function loadOrCreateSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row!.value;
}
