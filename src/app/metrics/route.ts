import { getEnv } from '@/server/config/env';
import { getReadyDatabase } from '@/server/db';
import { proxiesTrusted } from '@/server/http/trust-proxy';
import { LOOPBACK_HEADER, metricsAccess } from '@/server/metrics/access';
import { getMetrics, renderMetrics } from '@/server/metrics/metrics';
import { runtime } from '@/server/runtime';

export const dynamic = 'force-dynamic';

/** GET /metrics: Prometheus text format (docs/decisions/014-observability.md). */
export async function GET(request: Request) {
  const headers = { 'Cache-Control': 'no-store' };
  // Only server.mjs overwrites the header on every request: elsewhere (next dev) it is the client's.
  const headerSet = runtime().loopbackHeaderSet === true;
  // Behind trusted proxies (TRUST_PROXY), a loopback peer is the proxy (an nginx on this host)
  // passing on anyone's request: then only the token lets a client in.
  const env = getEnv();
  const fromLoopback = headerSet && !proxiesTrusted(env.TRUST_PROXY) && request.headers.get(LOOPBACK_HEADER) === '1';
  const access = metricsAccess(request.headers.get('authorization'), env.METRICS_TOKEN, fromLoopback);
  if (access === 'unauthorized') return new Response('unauthorized', { status: 401, headers: { ...headers, 'WWW-Authenticate': 'Bearer' } });
  if (access === 'not-found') return new Response('not found', { status: 404, headers });
  const metrics = getMetrics();
  const body = await renderMetrics(metrics, await getReadyDatabase());
  return new Response(body, { headers: { ...headers, 'Content-Type': metrics.registry.contentType } });
}
