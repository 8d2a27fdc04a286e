/**
 * Error reporting against a local stand-in for the intake (a real HTTP server), and GET /metrics
 * through its route handler on a real database.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { leadSchema } from '@/lib/schemas/lead';
import { reportRequestError } from '@/server/errors/report';
import { createServerErrorReporter } from '@/server/errors/sentry';
import { startRecordingServer } from '../support/http-server';
import { runtime } from '@/server/runtime';

const silent = pino({ base: null }, new Writable({ write: (_chunk, _encoding, done) => done() }));

/** The event items of the Sentry envelopes the stand-in received. */
function eventsOf(received: { path: string; body: string }[]) {
  return received.flatMap((r) =>
    r.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { exception?: { values?: { value?: string }[] }; tags?: Record<string, string> })
      .filter((item) => item.exception),
  );
}

describe('server error reporting', () => {
  it('sends a server error to the intake with its request id, and drops "profile is not defined"', async () => {
    const intake = await startRecordingServer();
    try {
      const dsn = intake.url.replace('http://', 'http://publickey@') + '/42';
      const reporter = createServerErrorReporter({ dsn, environment: 'test' });
      const request = (id: string) => ({ path: '/en/error-probe', method: 'GET', headers: { 'x-request-id': id } });
      const context = { routePath: '/[locale]/error-probe', routeType: 'render' };
      reportRequestError(new ReferenceError('profile is not defined'), request('req-dropped'), context, silent, reporter);
      reportRequestError(new Error('Error probe: a deliberate server error'), request('req-reported-1'), context, silent, reporter);
      expect(await reporter.flush(5_000)).toBe(true);

      expect(intake.received.every((r) => r.path.startsWith('/api/42/envelope/'))).toBe(true);
      const events = eventsOf(intake.received);
      expect(events).toHaveLength(1);
      expect(events[0]?.exception?.values?.[0]?.value).toBe('Error probe: a deliberate server error');
      expect(events[0]?.tags).toMatchObject({ request_id: 'req-reported-1', route: '/[locale]/error-probe', method: 'GET' });
      expect(intake.received.map((r) => r.body).join('\n')).not.toContain('profile is not defined');
      await reporter.close();
    } finally {
      await intake.close();
    }
  });
});

describe('GET /metrics', () => {
  const token = 'metrics-token-for-the-test-0123';
  vi.stubEnv('DATA_DIR', 'memory://metrics-test');
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('METRICS_TOKEN', token);

  afterAll(async () => {
    const state = runtime().db;
    await state?.database?.close();
    delete runtime().db;
    vi.unstubAllEnvs();
  });

  it('needs the bearer token, then answers request counts and latency by route, and the outbox backlog', async () => {
    const { GET } = await import('@/app/metrics/route');
    const { installRequestObserver } = await import('@/server/metrics/metrics');
    const { getReadyDatabase } = await import('@/server/db');
    const { createHomepageRequest } = await import('@/server/leads/create-homepage-request');

    expect((await GET(new Request('http://localhost/metrics'))).status).toBe(401);
    expect((await GET(new Request('http://localhost/metrics', { headers: { authorization: 'Bearer wrong' } }))).status).toBe(401);

    // What server.mjs does when a response is finished.
    installRequestObserver();
    const observe = runtime().observeRequest!;
    observe('GET', '/en/jane-doe', 200, 0.12, 'r1');
    observe('GET', '/jane-doe?x=1', 200, 0.02, 'r2');
    observe('POST', '/api/send-to-slack', 500, 1.5, 'r3');
    const lead = leadSchema.parse({ name: 'Metric Kim', area: 'Irvine', phone: '949-555-0101', phoneCountryCode: 'US', hasSite: 'No', consentPrivacy: true, consentContact: true });
    await createHomepageRequest(await getReadyDatabase(), lead, { locale: 'en', userAgent: 'test' });

    const response = await GET(new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${token}` } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/[locale]/[desiredUrl]",status="200"} 2');
    expect(text).toContain('http_requests_total{method="POST",route="/api/send-to-slack",status="500"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/[locale]/[desiredUrl]"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.025",method="GET",route="/[locale]/[desiredUrl]"} 1');
    expect(text).toContain('outbox_rows{status="pending"} 1');
    expect(text).toContain('outbox_rows{status="failed"} 0');
    expect(text).toContain('outbox_failed_attempts 0');
    expect(text).toMatch(/outbox_oldest_pending_age_seconds \d/);
    expect(text).toContain('process_cpu_seconds_total');
    // The app's own database opens here: a new embedded PGlite runs initdb and the migrations,
    // up to a minute on a busy 2-core machine.
  }, 90_000);
});
