/**
 * The process's shared state, in one place: everything that lives once per server process rather
 * than once per module copy. Next.js bundles a module into every route that imports it, so a
 * module-level variable exists once per bundle; what must be one per process (the database, the
 * auth instance, the outbox worker, the metrics, the rate limiters, the error reporter) hangs off
 * `globalThis.__realtor`, which every bundle, server.mjs and cache-handler.mjs share.
 *
 * Each slot is owned by one module, which alone creates and changes it (the comment names it);
 * others read it through that module's functions. server.mjs and cache-handler.mjs import this
 * file as it is (Node strips its types), so it imports nothing at run time and no `server-only`.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Auth } from './auth/auth';
import type { DbState } from './db/index';
import type { ListingAvailability } from './listings/get-listing';
import type { RequestContext } from './log';
import type { AppMetrics, ObserveRequest } from './metrics/metrics';
import type { OutboxWorkerState } from './outbox/worker';
import type { RateLimiterState } from './rate-limit/index';
import type { ServerErrorReporter } from './errors/sentry';

/** What cache-handler.mjs keeps (docs/decisions/016-scale-out-redis.md). */
export interface CacheHandlerState {
  /** The handler list, made once per process on the first cache access. */
  config?: Promise<unknown>;
  /** The context Next.js gave the handler, for expireTags. */
  context?: unknown;
  /** Expires tags in the shared cache before a write answers (src/server/realtors/cached.ts). */
  expireTags?: (tags: string[]) => Promise<void>;
}

export interface Runtime {
  /** The database and start-up's hold on it (src/server/db/index.ts). */
  db?: DbState;
  /** The auth instance (src/server/auth/auth.ts). */
  auth?: { auth?: Promise<Auth> };
  /** The secret kept in the database when AUTH_SECRET is unset (src/server/auth/secret.ts). */
  secret?: { secret?: Promise<string> };
  /** The outbox worker's timers (src/server/outbox/worker.ts). */
  outbox?: OutboxWorkerState;
  /** The Prometheus registry and metrics (src/server/metrics/metrics.ts). */
  metrics?: AppMetrics;
  /** Called by server.mjs when an answer is finished (installed by src/server/metrics/metrics.ts). */
  observeRequest?: ObserveRequest;
  /** The rate limiters and their Redis client (src/server/rate-limit/index.ts). */
  rateLimiters?: RateLimiterState;
  /** The error reporter, null when SENTRY_DSN is unset (src/server/errors/sentry.ts). */
  errorReporter?: { reporter?: ServerErrorReporter | null };
  /** The page and data cache (cache-handler.mjs). */
  cacheHandler?: CacheHandlerState;
  /** The proxy's short-lived listing statuses, by realtor and listing (src/server/listings/get-listing.ts). */
  listingStatuses?: Map<string, { status: ListingAvailability; expires: number }>;
  /** The context of the request being handled: its id (server.mjs sets it, src/server/log.ts reads it). */
  requestContext?: AsyncLocalStorage<RequestContext>;
  /**
   * Whether server.mjs sets the loopback header on every request, so that GET /metrics may trust
   * it (src/app/metrics/route.ts); in any other process a client could send its own.
   */
  loopbackHeaderSet?: boolean;
}

declare global {
  // A global of the process must be declared with `var`: `let` and `const` are not on globalThis.
  var __realtor: Runtime | undefined;
}

/** The process's shared state (made on first use). */
export function runtime(): Runtime {
  return (globalThis.__realtor ??= {});
}
