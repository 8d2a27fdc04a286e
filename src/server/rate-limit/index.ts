import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/server/config/env';
import { createRedisClient, createRedisHealth, type RedisClient, type RedisHealth } from '@/server/redis/client';
import { runtime } from '@/server/runtime';

/**
 * Fixed-window rate limits per key (client IP) with rate-limiter-flexible: in process by default;
 * with REDIS_URL in Redis, so that every instance counts against one budget
 * (docs/decisions/016-scale-out-redis.md). While Redis is unreachable, each instance counts in its
 * own memory (the store's insurance limiter), and that fallback is logged once.
 */
export interface RateLimit {
  /** Resolves to the seconds until the next allowed request, or 0 when this one is allowed. */
  consume(key: string): Promise<number>;
  /** Seconds until `key` may try again when its points are used up, else 0; consumes nothing. */
  peek(key: string): Promise<number>;
  /** The points `key` has used in its current window (0 when none); consumes nothing. */
  used(key: string): Promise<number>;
  /** Forgets `key`'s count (e.g. a sign-in that succeeded). */
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  name: string;
  points: number;
  durationSeconds: number;
  /** Count in Redis (shared) with the memory as insurance; omitted: memory only. */
  redis?: { client: RedisClient; keyPrefix: string; health: RedisHealth };
}

/** The memory store that answers while Redis does not; reports the fallback (once) when it is used. */
class InsuranceMemory extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }
  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.onUse();
    return super.get(...args);
  }
}

export function createRateLimit({ name, points, durationSeconds, redis }: RateLimitOptions): RateLimit {
  let store: RateLimiterAbstract;
  if (redis) {
    // Used while the client is still making its first connection too; that is not an outage (a
    // failed first connection is reported by the client's error event).
    const insurance = new InsuranceMemory({ keyPrefix: name, points, duration: durationSeconds }, () => {
      if (redis.health.everReady) redis.health.failed(new Error('a rate-limit call failed'), 'rate limits');
    });
    store = new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: true,
      // Not ready (disconnected): go to the insurance at once instead of waiting for a time-out.
      rejectIfRedisNotReady: true,
      keyPrefix: `${redis.keyPrefix}rl:${name}`,
      points,
      duration: durationSeconds,
      insuranceLimiter: insurance,
    });
  } else {
    store = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  }
  return {
    async consume(key: string) {
      try {
        await store.consume(key);
        return 0;
      } catch (result) {
        if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
        throw result;
      }
    },
    async peek(key: string) {
      const state = await store.get(key);
      return state && state.consumedPoints >= points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    async used(key: string) {
      return (await store.get(key))?.consumedPoints ?? 0;
    },
    async reset(key: string) {
      await store.delete(key);
    },
  };
}

export interface RateLimiterState {
  limiters: Map<string, RateLimit>;
  redis?: { client: RedisClient; keyPrefix: string; health: RedisHealth };
}

// One set per process, shared by every route bundle (src/server/runtime.ts).
const shared: RateLimiterState = (runtime().rateLimiters ??= { limiters: new Map() });

function redisOfProcess(): RateLimiterState['redis'] {
  const { REDIS_URL, REDIS_KEY_PREFIX } = getEnv();
  if (!REDIS_URL) return undefined;
  if (!shared.redis) {
    const health = createRedisHealth();
    shared.redis = { client: createRedisClient(REDIS_URL, health, 'rate limits'), keyPrefix: REDIS_KEY_PREFIX, health };
  }
  return shared.redis;
}

export function rateLimit(name: string, points: number, durationSeconds: number): RateLimit {
  const id = `${name}:${points}:${durationSeconds}`;
  let limiter = shared.limiters.get(id);
  if (!limiter) {
    limiter = createRateLimit({ name, points, durationSeconds, redis: redisOfProcess() });
    shared.limiters.set(id, limiter);
  }
  return limiter;
}
