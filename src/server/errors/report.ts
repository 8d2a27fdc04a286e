import 'server-only';
import type { Logger } from 'pino';
import { logger } from '@/server/log';

/** Logs a server error with the request id that the proxy gave the request. */
export function reportRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
  log: Logger = logger,
) {
  const requestId = request.headers['x-request-id'];
  const err = error instanceof Error ? error : new Error(String(error));
  log.error(
    {
      requestId: Array.isArray(requestId) ? requestId[0] : requestId,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      digest: (err as Error & { digest?: string }).digest,
      err,
    },
    'request failed',
  );
}
