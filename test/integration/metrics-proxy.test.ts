/**
 * GET /metrics behind a proxy on the same host (security issue item 11): with trusted proxies
 * configured (TRUST_PROXY), a loopback socket is the proxy, not the operator, so the loopback
 * exception ends and the bearer token is required. Without TRUST_PROXY the loopback exception
 * stays as it was. The route runs as in the app under server.mjs (its flag that it sets the
 * loopback header on every request), with the embedded database in memory.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtime } from '@/server/runtime';

const LOOPBACK = { 'x-realtor-loopback': '1' };
const token = 'metrics-proxy-token-0123456789';

/** The route with a fresh environment (getEnv reads process.env once per module instance). */
async function metricsRoute(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('@/app/metrics/route')).GET;
}

async function closeDatabase() {
  const state = runtime().db;
  await state?.database?.close();
  delete runtime().db;
}

describe('GET /metrics from a loopback socket', () => {
  runtime().loopbackHeaderSet = true;
  const base = { DATA_DIR: 'memory://metrics-proxy', DATABASE_URL: '', METRICS_TOKEN: '' };

  beforeAll(async () => {
    // The embedded database opens once per process (its registry outlives module resets).
    for (const [name, value] of Object.entries(base)) vi.stubEnv(name, value);
    await (await import('@/server/db')).getReadyDatabase();
    vi.unstubAllEnvs();
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    delete runtime().loopbackHeaderSet;
    await closeDatabase();
  });

  it('is refused to a loopback client when trusted proxies are configured and no token is set', async () => {
    for (const trust of ['1', '2', 'loopback', '127.0.0.1']) {
      const GET = await metricsRoute({ ...base, TRUST_PROXY: trust });
      const response = await GET(new Request('http://localhost/metrics', { headers: LOOPBACK }));
      expect(response.status, `TRUST_PROXY=${trust}`).toBe(404);
      expect(await response.text()).not.toContain('http_requests_total');
    }
  });

  it('needs the token from a loopback client when trusted proxies are configured, and answers with it', async () => {
    const GET = await metricsRoute({ ...base, TRUST_PROXY: '1', METRICS_TOKEN: token });
    expect((await GET(new Request('http://localhost/metrics', { headers: LOOPBACK }))).status).toBe(401);
    const response = await GET(new Request('http://localhost/metrics', { headers: { ...LOOPBACK, authorization: `Bearer ${token}` } }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('outbox_rows');
  });

  it('still answers a loopback client without a token when no proxy is trusted', async () => {
    const GET = await metricsRoute({ ...base, TRUST_PROXY: '' });
    const response = await GET(new Request('http://localhost/metrics', { headers: LOOPBACK }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('outbox_rows');
    expect((await GET(new Request('http://localhost/metrics', { headers: { 'x-realtor-loopback': '0' } }))).status).toBe(404);
  });
});
