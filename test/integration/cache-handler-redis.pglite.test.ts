// The shared cache handler (cache-handler.mjs, docs/decisions/016-scale-out-redis.md) against the
// real local Redis: entries land in Redis under the run's prefix, `expireTags` (awaited by realtor
// writes before they answer) deletes them there at once. Runs once: it uses no database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/redis';
import { runtime } from '@/server/runtime';

const available = await redisAvailable();

interface Handler {
  get(key: string, ctx: { kind: string; softTags: string[] }): Promise<{ value: { data: { body: string } } } | null>;
  set(key: string, value: unknown, ctx: { tags: string[]; revalidate: number }): Promise<void>;
}

describe.skipIf(!available)('the Redis cache handler', () => {
  const prefix = uniqueRedisPrefix();
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-cache-'));
  let handler: Handler;
  let expireTags: (tags: string[]) => Promise<void>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'server'));
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'test-build');
    process.env.REDIS_URL = TEST_REDIS_URL;
    process.env.REDIS_KEY_PREFIX = prefix;
    const { default: CacheHandler } = (await import('../../cache-handler.mjs')) as unknown as { default: new (context: object) => Handler };
    handler = new CacheHandler({ serverDistDir: path.join(distDir, 'server'), dev: false });
    expireTags = runtime().cacheHandler!.expireTags!;
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
    fs.rmSync(distDir, { recursive: true, force: true });
    await deleteRedisKeys(prefix);
  });

  const entry = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600 });

  it('keeps entries in Redis and expires a tag there before expireTags resolves', async () => {
    const { createClient } = await import('redis');
    const client = createClient({ url: TEST_REDIS_URL });
    await client.connect();
    try {
      // The client connects in the background; the first writes may go to memory only.
      const started = Date.now();
      let keys: string[] = [];
      while (Date.now() - started < 5_000) {
        await handler.set('realtor-page-key', entry('cached page'), { tags: ['realtor:grace'], revalidate: 3600 });
        keys = await client.keys(`${prefix}next:test-build:realtor-page-key`);
        if (keys.length) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(keys).toHaveLength(1);
      await handler.set('other-key', entry('another realtor'), { tags: ['realtor:other'], revalidate: 3600 });
      expect((await handler.get('realtor-page-key', { kind: 'FETCH', softTags: [] }))?.value.data.body).toBe('cached page');

      await expireTags(['realtor:grace']);

      expect(await client.exists(`${prefix}next:test-build:realtor-page-key`)).toBe(0);
      expect(await handler.get('realtor-page-key', { kind: 'FETCH', softTags: [] })).toBeNull();
      // Other tags stay.
      expect((await handler.get('other-key', { kind: 'FETCH', softTags: [] }))?.value.data.body).toBe('another realtor');
    } finally {
      await client.close();
    }
  });
});
