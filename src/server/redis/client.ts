import 'server-only';
import { createClient } from 'redis';
import { logger } from '@/server/log';

/** What the health object writes to (the pino logger, or a test's recorder). */
export interface RedisHealthLog {
  warn(fields: object, msg: string): void;
  info(msg: string): void;
}

/**
 * Whether Redis answers, as this process last saw it. A change is logged once each way (not per
 * request): "unavailable, falling back to per-instance memory" and "available again".
 */
export interface RedisHealth {
  readonly down: boolean;
  /** Whether the client has been connected at least once (before that, a miss is not an outage). */
  readonly everReady: boolean;
  ready(): void;
  failed(error: unknown, what: string): void;
  recovered(): void;
}

export function createRedisHealth(log: RedisHealthLog = logger): RedisHealth {
  let down = false;
  let everReady = false;
  return {
    get down() {
      return down;
    },
    get everReady() {
      return everReady;
    },
    ready() {
      everReady = true;
      this.recovered();
    },
    failed(error, what) {
      if (down) return;
      down = true;
      log.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, `${what}: Redis unavailable, falling back to per-instance memory`);
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info('Redis available again: rate limits shared across instances');
    },
  };
}

/**
 * A node-redis client that never blocks a request on Redis: it connects in the background and
 * keeps reconnecting (at most every 2 s), and commands fail at once while it is disconnected
 * (no offline queue), so callers fall back to memory without waiting.
 */
export function createRedisClient(url: string, health: RedisHealth, what: string) {
  const client = createClient({
    url,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
    disableOfflineQueue: true,
  });
  client.on('error', (error: unknown) => health.failed(error, what));
  client.on('ready', () => health.ready());
  client.connect().catch((error: unknown) => health.failed(error, what));
  return client;
}

export type RedisClient = ReturnType<typeof createRedisClient>;
