// Rate limits in the scale-out mode (docs/decisions/016-scale-out-redis.md) against the real local
// Redis. Runs once (the ".pglite" project): it uses no database.
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimit } from '@/server/rate-limit';
import { createRedisClient, createRedisHealth, type RedisClient } from '@/server/redis/client';
import { closedPort, deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/redis';

const available = await redisAvailable();

function recordingLog() {
  const lines: { level: 'warn' | 'info'; msg: string }[] = [];
  return {
    lines,
    warn: (_fields: object, msg: string) => void lines.push({ level: 'warn', msg }),
    info: (msg: string) => void lines.push({ level: 'info', msg }),
  };
}

async function untilReady(client: RedisClient) {
  const started = Date.now();
  while (!client.isReady) {
    if (Date.now() - started > 5_000) throw new Error('Redis client not ready after 5 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!available)('rate limits shared through Redis', () => {
  const prefix = uniqueRedisPrefix();
  const clients: RedisClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => (c.isOpen ? c.close() : c.destroy())));
    await deleteRedisKeys(prefix);
  });

  /** A limiter as one app instance builds it: its own client, health and memory insurance. */
  function instance(url: string, log = recordingLog()) {
    const health = createRedisHealth(log);
    const client = createRedisClient(url, health, 'rate limits');
    clients.push(client);
    return { client, log, limit: createRateLimit({ name: 'contact', points: 5, durationSeconds: 60, redis: { client, keyPrefix: prefix, health } }) };
  }

  it('two instances count against one budget', async () => {
    const a = instance(TEST_REDIS_URL);
    const b = instance(TEST_REDIS_URL);
    await untilReady(a.client);
    await untilReady(b.client);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await a.limit.consume('203.0.113.7'));
      answers.push(await b.limit.consume('203.0.113.7'));
    }
    // 5 points in all, not 5 per instance: the 6th request, wherever it lands, waits.
    expect(answers.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(answers.slice(5).every((wait) => wait > 0 && wait <= 60)).toBe(true);
    expect(await b.limit.peek('203.0.113.7')).toBeGreaterThan(0);
    // Another client's budget is untouched, and the counts really are in Redis.
    expect(await a.limit.consume('203.0.113.8')).toBe(0);
    expect(await a.client.exists(`${prefix}rl:contact:203.0.113.7`)).toBe(1);
    expect(a.log.lines).toEqual([]);
  });

  it('with Redis unreachable, each instance answers from its own memory and logs the fallback once', async () => {
    const down = `redis://127.0.0.1:${await closedPort()}`;
    const a = instance(down);
    const started = Date.now();
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push(await a.limit.consume('198.51.100.1'));
    // Answered at once from memory, with the limits still applied per instance.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answers.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(answers.slice(5).every((wait) => wait > 0)).toBe(true);
    expect(await a.limit.peek('198.51.100.1')).toBeGreaterThan(0);
    // A second instance has its own memory budget while Redis is down.
    const b = instance(down);
    expect(await b.limit.consume('198.51.100.1')).toBe(0);
    // One warning per instance, however many requests fell back (and reconnection attempts failed).
    await new Promise((r) => setTimeout(r, 500));
    for (const { log } of [a, b]) {
      expect(log.lines).toEqual([{ level: 'warn', msg: 'rate limits: Redis unavailable, falling back to per-instance memory' }]);
    }
  });
});
