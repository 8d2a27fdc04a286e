// Scale-out mode across real processes (docs/decisions/016-scale-out-redis.md): two production
// servers of one build share a fresh PostgreSQL database and Redis (under a key prefix of this
// run). An edit through instance A shows on instance B's next request, both report the same
// build, and an instance whose Redis is down keeps serving and says so once in its log.
//
// It needs the production build, which `npm test` and `npm run test:integration` make first when
// it is missing or stale; run alone without one, it is skipped, saying why (in CI it fails).
// PostgreSQL project only (PGlite serves one process).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCacheHandler, hasBuild, startAppProcess, type AppProcess } from '../support/app-process';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { closedPort, deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/redis';

function reasonToSkip(): string | undefined {
  if (TEST_DB_DRIVER !== 'postgres') return 'runs in the PostgreSQL project only';
  const missing = !hasBuild()
    ? 'no build in .next: run `npm run build` first'
    : !buildCacheHandler()
      ? 'the build in .next has no cache handler (it predates cache-handler.mjs in every build): run `npm run build`'
      : undefined;
  if (missing && process.env.CI) throw new Error(`scale-out test: ${missing}`);
  return missing;
}
const skipReason = reasonToSkip() ?? ((await postgresAvailable()) && (await redisAvailable()) ? undefined : 'PostgreSQL or Redis unreachable');
if (skipReason && TEST_DB_DRIVER === 'postgres') console.warn(`scale-out test skipped: ${skipReason}`);

/** A fresh slug (letters and hyphens only, as SLUG_PATTERN wants). */
const slugOf = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8).replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

const ADMIN = { email: 'scale-admin@example.com', password: 'scale-out-password-1' };

describe.skipIf(Boolean(skipReason))('two instances on one build, PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let a: AppProcess;
  let b: AppProcess;
  const prefix = uniqueRedisPrefix();
  const env = () => ({
    DATABASE_URL: database.url!,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    AUTH_SECRET: 'scale-out-test-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_DATA: '0',
    LOG_LEVEL: 'info',
  });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // One after the other: start-up migrates (serialised by an advisory lock anyway) and the
    // machine is small.
    a = await startAppProcess(env());
    b = await startAppProcess(env());
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await deleteRedisKeys(prefix);
  }, 30_000);

  it('an edit through A shows on B at its next request (page and API), from the shared cache', async () => {
    const login = await fetch(`${a.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const slug = slugOf('scale');
    const created = await fetch(`${a.url}/v1/realtor`, { method: 'POST', headers: auth, body: JSON.stringify({ desiredUrl: slug, aboutMeEn: 'Before the edit' }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // Warm B's cache (twice: the second answer comes from the cache).
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${b.url}/en/${slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Before the edit');
      expect(await (await fetch(`${b.url}/v1/realtor/${slug}`)).text()).toContain('Before the edit');
    }

    const patched = await fetch(`${a.url}/v1/realtor/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ aboutMeEn: 'After the edit' }) });
    expect(patched.status).toBe(200);

    // B's very next requests.
    const page = await (await fetch(`${b.url}/en/${slug}`)).text();
    expect(page).toContain('After the edit');
    expect(page).not.toContain('Before the edit');
    const api = await (await fetch(`${b.url}/v1/realtor/${slug}`)).text();
    expect(api).toContain('After the edit');
    // And A's.
    expect(await (await fetch(`${a.url}/en/${slug}`)).text()).toContain('After the edit');

    // The entries really are in Redis, under this run's prefix.
    const { createClient } = await import('redis');
    const client = createClient({ url: TEST_REDIS_URL });
    await client.connect();
    try {
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: `${prefix}next:*`, COUNT: 500 })) keys.push(...batch);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
    expect(a.output()).not.toContain('Redis unavailable');
    expect(b.output()).not.toContain('Redis unavailable');
  }, 45_000);

  it('both instances report the same build', async () => {
    const [fromA, fromB] = await Promise.all([a, b].map(async (app) => (await fetch(`${app.url}/builds/latest.json`)).json()));
    expect(fromA).toEqual(fromB);
    expect((fromA as { buildId?: string }).buildId).toBeTruthy();
  });

  it('an instance whose Redis is down keeps serving from memory and logs the fallback once', async () => {
    const down = await startAppProcess({ ...env(), REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const login = await fetch(`${down.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      expect(login.status).toBe(200);
      const slug = slugOf('down');
      const { accessToken } = (await login.json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      const created = await fetch(`${down.url}/v1/realtor`, { method: 'POST', headers: auth, body: JSON.stringify({ desiredUrl: slug, aboutMeEn: 'Served without Redis' }) });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      for (let i = 0; i < 3; i++) {
        const page = await fetch(`${down.url}/en/${slug}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Served without Redis');
        expect((await fetch(`${down.url}/v1/realtor/${slug}`)).status).toBe(200);
      }
      // A write still expires the per-instance cache.
      expect((await fetch(`${down.url}/v1/realtor/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ aboutMeEn: 'Edited without Redis' }) })).status).toBe(200);
      expect(await (await fetch(`${down.url}/en/${slug}`)).text()).toContain('Edited without Redis');
      const log = down.output();
      const count = (text: string) => log.split('\n').filter((line) => line.includes(text)).length;
      expect(count('cache: Redis unavailable, falling back to per-instance memory')).toBe(1);
      // The sign-in went through the rate limits (per IP), which fell back too.
      expect(count('rate limits: Redis unavailable, falling back to per-instance memory')).toBe(1);
    } finally {
      await down.stop();
    }
  }, 45_000);
});
