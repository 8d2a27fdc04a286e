import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed-window rate limits per key (client IP) with rate-limiter-flexible: in process by default;
 * the scale-out mode swaps in its Redis store with the same interface.
 */
export interface RateLimit {
  /** Resolves to the seconds until the next allowed request, or 0 when this one is allowed. */
  consume(key: string): Promise<number>;
  /** Seconds until `key` may try again when its points are used up, else 0; consumes nothing. */
  peek(key: string): Promise<number>;
}

const limiters = ((globalThis as { __realtorRateLimiters?: Map<string, RateLimit> }).__realtorRateLimiters ??= new Map());

export function rateLimit(name: string, points: number, durationSeconds: number): RateLimit {
  const id = `${name}:${points}:${durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
    limiter = {
      async consume(key: string) {
        try {
          await memory.consume(key);
          return 0;
        } catch (result) {
          if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
          throw result;
        }
      },
      async peek(key: string) {
        const state = await memory.get(key);
        return state && state.consumedPoints >= points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
      },
    };
    limiters.set(id, limiter);
  }
  return limiter;
}
