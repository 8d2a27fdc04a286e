import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/**
 * Who may read GET /metrics. With METRICS_TOKEN: whoever sends it as a bearer token (401
 * otherwise). Without it: loopback clients only, which server.mjs checks on the socket before the
 * request gets here; a process not started by server.mjs (next dev) then answers 404.
 */
export function metricsAccess(authorization: string | null, token: string | undefined, gatedByServer: boolean): 'allowed' | 'unauthorized' | 'not-found' {
  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    const given = Buffer.from(authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected) ? 'allowed' : 'unauthorized';
  }
  return gatedByServer ? 'allowed' : 'not-found';
}
