/**
 * The local Redis server (TEST_REDIS_URL, default redis://127.0.0.1:6379) for the scale-out tests.
 * Each test file uses its own key prefix and deletes its keys afterwards. In CI an unreachable
 * Redis fails the run rather than skipping.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAvailable(): Promise<boolean> {
  const client = createClient({ url: TEST_REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`Redis is required in CI but ${TEST_REDIS_URL} is unreachable.`);
    console.warn(`Redis at ${TEST_REDIS_URL} is unreachable: the Redis integration tests are skipped.`);
    return false;
  } finally {
    if (client.isOpen) await client.close();
  }
}

/** A key prefix no other test run uses. */
export function uniqueRedisPrefix(): string {
  return `test:${randomUUID().slice(0, 8)}:`;
}

/** Deletes every key under `prefix`. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = createClient({ url: TEST_REDIS_URL });
  client.on('error', () => {});
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await client.unlink(keys);
  } finally {
    await client.close();
  }
}

/** A TCP port on loopback where nothing listens (a Redis that is down). */
export async function closedPort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as import('node:net').AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
