import 'server-only';
import { count, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '@/server/db/client';
import { outbox, outboxAttempts } from '@/server/db/schema';
import { logger } from '@/server/log';
import { runtime } from '@/server/runtime';
import { routeLabel } from './route-label';

/**
 * The process's Prometheus metrics (GET /metrics): HTTP requests by route (counted and timed by
 * server.mjs), the outbox backlog and failures, and the database pool. One registry per process,
 * shared by every route bundle and by server.mjs's request hook (src/server/runtime.ts).
 */
export interface AppMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  outboxRows: Gauge<'status'>;
  outboxOldestPending: Gauge;
  outboxFailedAttempts: Gauge;
  poolConnections: Gauge<'state'>;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(options: { defaultMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route and status.', labelNames: ['method', 'route', 'status'], registers }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outboxRows: new Gauge({ name: 'outbox_rows', help: 'Outbox rows by status (pending = backlog).', labelNames: ['status'], registers }),
    outboxOldestPending: new Gauge({ name: 'outbox_oldest_pending_age_seconds', help: 'Age of the oldest pending outbox row (0 when none).', registers }),
    outboxFailedAttempts: new Gauge({ name: 'outbox_failed_attempts', help: 'Delivery attempts that failed, all time (from the attempts table).', registers }),
    poolConnections: new Gauge({ name: 'db_pool_connections', help: 'Database pool connections by state (PostgreSQL; the embedded database has none).', labelNames: ['state'], registers }),
  };
}

/** Records one answered request (called by server.mjs when the response is finished). */
export function observeRequest(metrics: AppMetrics, method: string | undefined, url: string | undefined, status: number, seconds: number): void {
  const m = method && METHODS.has(method) ? method : 'OTHER';
  const route = routeLabel(url);
  metrics.requests.inc({ method: m, route, status: String(status) });
  metrics.duration.observe({ method: m, route }, seconds);
}

/** Reads the outbox and pool figures, then renders every metric in Prometheus text format. */
export async function renderMetrics(metrics: AppMetrics, database: Database, now = new Date()): Promise<string> {
  const rows = await database.db.select({ status: outbox.status, n: count(), oldest: sql<string | null>`min(case when ${outbox.status} = 'pending' then ${outbox.createdAt} end)` }).from(outbox).groupBy(outbox.status);
  metrics.outboxRows.reset();
  for (const status of ['pending', 'delivered', 'failed']) metrics.outboxRows.set({ status }, 0);
  let oldest: number | undefined;
  for (const row of rows) {
    metrics.outboxRows.set({ status: row.status }, Number(row.n));
    if (row.oldest) oldest = new Date(row.oldest).getTime();
  }
  metrics.outboxOldestPending.set(oldest ? Math.max(0, (now.getTime() - oldest) / 1000) : 0);
  const [failed] = await database.db.select({ n: count() }).from(outboxAttempts).where(sql`not ${outboxAttempts.ok}`);
  metrics.outboxFailedAttempts.set(Number(failed?.n ?? 0));
  metrics.poolConnections.reset();
  if (database.pool) {
    metrics.poolConnections.set({ state: 'total' }, database.pool.totalCount);
    metrics.poolConnections.set({ state: 'idle' }, database.pool.idleCount);
    metrics.poolConnections.set({ state: 'waiting' }, database.pool.waitingCount);
    metrics.poolConnections.set({ state: 'max' }, database.pool.options.max ?? 10);
  }
  return metrics.registry.metrics();
}

/** What server.mjs calls when an answer is finished. */
export type ObserveRequest = (method: string | undefined, url: string | undefined, status: number, seconds: number, requestId?: string) => void;

/** The process's metrics (created once). */
export function getMetrics(): AppMetrics {
  return (runtime().metrics ??= createMetrics({ defaultMetrics: true }));
}

/** Lets server.mjs record every request (idempotent). */
export function installRequestObserver(): void {
  const metrics = getMetrics();
  runtime().observeRequest ??= (method, url, status, seconds, requestId) => {
    observeRequest(metrics, method, url, status, seconds);
    logger.debug({ requestId, method, url, status, ms: Math.round(seconds * 1000) }, 'request');
  };
}
