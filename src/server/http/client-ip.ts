import 'server-only';
import { getEnv } from '@/server/config/env';
import { resolveClientAddress, type ProxyTrust } from './trust-proxy';

/**
 * The client's IP address, for every rate limit and for better-auth alike. server.mjs replaces
 * X-Forwarded-For with the socket address unless TRUST_PROXY is set, and appends the socket address
 * when it is; the entries are then read from the right, skipping the trusted proxies that TRUST_PROXY
 * names (src/server/http/trust-proxy.ts, docs/decisions/023-sign-in-limits-and-proxy-trust.md).
 */
export function clientIp(headers: Headers, trust: ProxyTrust = getEnv().TRUST_PROXY): string {
  return resolveClientAddress(headers.get('x-forwarded-for'), trust);
}

/**
 * The header better-auth reads the client address from (its `advanced.ipAddress`): set here, on
 * every request handed to it, to the address above, so that whatever a client sends in it is replaced.
 */
export const CLIENT_IP_HEADER = 'x-realtor-client-ip';

/** A copy of `headers` with CLIENT_IP_HEADER set to the client's address (removed when unknown). */
export function withClientIp(headers: Headers): Headers {
  const copy = new Headers(headers);
  const ip = clientIp(headers);
  if (ip === 'unknown') copy.delete(CLIENT_IP_HEADER);
  else copy.set(CLIENT_IP_HEADER, ip);
  return copy;
}
