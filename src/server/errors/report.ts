import 'server-only';
import type { Logger } from 'pino';
import { logger } from '@/server/log';
import { getServerErrorReporter, type ServerErrorReporter } from './sentry';

/**
 * Logs a server error with the request id that the server gave the request, and sends it to the
 * error-reporting service when one is configured (SENTRY_DSN), tagged with the same id.
 */
export function reportRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
  log: Logger = logger,
  reporter: ServerErrorReporter | null = getServerErrorReporter(),
) {
  const header = request.headers['x-request-id'];
  const requestId = Array.isArray(header) ? header[0] : header;
  const err = error instanceof Error ? error : new Error(String(error));
  const digest = (err as Error & { digest?: string }).digest;
  log.error(
    {
      requestId,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      digest,
      err,
    },
    'request failed',
  );
  reporter?.capture(err, {
    requestId,
    tags: { route: context.routePath, route_type: context.routeType, method: request.method },
    extra: { path: request.path, digest },
  });
}
