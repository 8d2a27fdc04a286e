/**
 * The client's IP address. server.mjs replaces X-Forwarded-For with the socket address unless
 * TRUST_PROXY is set; behind a trusted load balancer the right-most entry is the address that
 * balancer saw (entries to its left are whatever the client claimed).
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return 'unknown';
  const parts = forwarded.split(',').map((p) => p.trim()).filter(Boolean);
  return parts.at(-1) ?? 'unknown';
}
