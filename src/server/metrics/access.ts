import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/** Set by server.mjs on every request from the socket's peer: '1' when it is this machine. */
export const LOOPBACK_HEADER = 'x-realtor-loopback';

/**
 * Who may read GET /metrics. With METRICS_TOKEN: whoever sends it as a bearer token (401
 * otherwise). Without it: loopback clients only, as server.mjs saw the socket (LOOPBACK_HEADER); a
 * process not started by server.mjs (next dev) answers 404, whatever header a client sends.
 */
export function metricsAccess(authorization: string | null, token: string | undefined, fromLoopback: boolean): 'allowed' | 'unauthorized' | 'not-found' {
  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    const given = Buffer.from(authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected) ? 'allowed' : 'unauthorized';
  }
  return fromLoopback ? 'allowed' : 'not-found';
}
