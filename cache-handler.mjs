// @ts-check
// The Next.js cache handler (docs/decisions/016-scale-out-redis.md), set in every build by
// next.config.ts and loaded by Next.js at run time as plain JavaScript. With REDIS_URL set when the
// server starts (scale-out mode), pages (ISR) and `unstable_cache` data live in Redis, shared by
// every instance, so a write through one instance (revalidateTag) expires the entry for all of
// them; without it, in this process's memory only.
//
// @fortedigital/nextjs-cache-handler asks its handlers in order: Redis first, then this process's
// LRU memory. Every write goes to both. While Redis is unreachable the Redis handler fails at once
// (the client is not ready, or a command times out after 1 s) and the memory answers: the site keeps
// serving from a per-instance cache. The change of state is logged once each way, not per request.
//
// Its settings come from the app's one environment schema, and its state lives in the one runtime
// registry (src/server/runtime.ts): Node strips the types of both files as it imports them.
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import pino from 'pino';
import { createClient } from 'redis';
import { getEnv } from './src/server/config/env.ts';
import { runtime } from './src/server/runtime.ts';

/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler */
/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerConfig} CacheHandlerConfig */
/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').FileSystemCacheContext} FileSystemCacheContext */

/** The build reads no run-time setting: it only ever gets the memory handler. */
const building = process.env.NEXT_PHASE === 'phase-production-build';
const logger = pino({ level: building ? 'info' : getEnv().LOG_LEVEL, base: { service: 'realtor-web', component: 'cache' }, timestamp: pino.stdTimeFunctions.isoTime });

/** Logs "Redis unavailable" once when it goes, and "Redis available" once when it is back. */
function createHealth() {
  let down = false;
  return {
    /** @param {unknown} error */
    failed(error) {
      if (down) return;
      down = true;
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'cache: Redis unavailable, falling back to per-instance memory');
    },
    ok() {
      if (!down) return;
      down = false;
      logger.info('cache: Redis available again, cache shared across instances');
    },
  };
}

/**
 * Wraps a handler so that its failures are reported (once) before the next handler answers. A
 * call made while the client is still connecting for the first time is not an outage (a failed
 * first connection is reported by the client's own error event).
 * @param {Handler} handler
 * @param {ReturnType<typeof createHealth>} health
 * @param {() => boolean} connected
 * @returns {Handler}
 */
function watched(handler, health, connected) {
  /**
   * @template {'get' | 'set' | 'revalidateTag' | 'delete'} M
   * @param {M} method
   * @returns {NonNullable<Handler[M]>}
   */
  const wrap = (method) =>
    /** @type {NonNullable<Handler[M]>} */ (
      /** @type {unknown} */ (
        /** @param {unknown[]} args */
        async (...args) => {
          try {
            const result = await /** @type {(...a: unknown[]) => Promise<unknown>} */ (handler[method]).apply(handler, args);
            health.ok();
            return result;
          } catch (error) {
            if (connected()) health.failed(error);
            throw error;
          }
        }
      )
    );
  return { ...handler, get: wrap('get'), set: wrap('set'), revalidateTag: wrap('revalidateTag'), delete: handler.delete && wrap('delete') };
}

const MAX_EXPIRE_SECONDS = 24 * 60 * 60;
const state = (runtime().cacheHandler ??= {});

CacheHandler.onCreation(({ buildId }) => {
  /** @type {Promise<CacheHandlerConfig>} */
  const config = /** @type {Promise<CacheHandlerConfig> | undefined} */ (state.config) ?? (async () => {
    const memory = createLruHandler();
    const env = building ? undefined : getEnv();
    if (!env?.REDIS_URL) return { handlers: [memory] };
    const health = createHealth();
    const client = createClient({
      url: env.REDIS_URL,
      pingInterval: 10_000,
      // Keep retrying in the background (at most every 2 s); the memory answers meanwhile.
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
      // Commands fail at once while disconnected instead of queueing behind the reconnection.
      disableOfflineQueue: true,
    });
    let everReady = false;
    client.on('error', (error) => health.failed(error));
    client.on('ready', () => {
      everReady = true;
      health.ok();
    });
    // Not awaited: a server whose Redis is down at start-up must still start.
    client.connect().catch((error) => health.failed(error));
    // Entries of another build (another deploy) must never be served: the build id is in the key.
    const keyPrefix = `${env.REDIS_KEY_PREFIX}next:${buildId ?? 'dev'}:`;
    const redis = createRedisHandler({ client: /** @type {Parameters<typeof createRedisHandler>[0]['client']} */ (/** @type {unknown} */ (client)), keyPrefix, timeoutMs: 1_000 });
    // Entries leave Redis at most a day after they were written (the default keeps a page of a
    // build that is no longer deployed for a year and a half); a page asked for after that is
    // rendered again.
    return { handlers: [watched(redis, health, () => everReady), memory], ttl: { estimateExpireAge: (staleAge) => Math.min(staleAge * 1.5, MAX_EXPIRE_SECONDS) } };
  })();
  state.config = config;
  return config;
});

/** The handler Next.js instantiates; it keeps the context it was given for `expireTags`. */
export default class RealtorCacheHandler extends CacheHandler {
  /** @param {FileSystemCacheContext} context */
  constructor(context) {
    super(context);
    state.context = context;
  }
}

// Next.js runs revalidateTag against the cache handler only after the response is sent
// (waitUntil), so a request to another instance right after a write could still get the old
// page. src/server/realtors/cached.ts awaits this before the write answers. Failures (Redis down)
// are absorbed by the handler list: the memory is expired, the Redis one is logged once.
state.expireTags = async (/** @type {string[]} */ tags) => {
  const context = /** @type {FileSystemCacheContext} */ (state.context ?? { serverDistDir: path.join(process.cwd(), '.next', 'server'), dev: false });
  await new RealtorCacheHandler(context).revalidateTag(tags);
};
