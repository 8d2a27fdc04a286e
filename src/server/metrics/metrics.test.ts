import { describe, expect, it } from 'vitest';
import { createMetrics, observeRequest } from './metrics';

describe('request metrics', () => {
  it('count requests and time them by route, in Prometheus text format', async () => {
    const metrics = createMetrics();
    observeRequest(metrics, 'GET', '/en/grace-kim', 200, 0.042);
    observeRequest(metrics, 'GET', '/ko/jane', 200, 0.3);
    observeRequest(metrics, 'POST', '/v1/realtor-contacts', 201, 0.02);
    observeRequest(metrics, 'BREW', '/v1/realtor-contacts', 405, 0.001);
    const text = await metrics.registry.metrics();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('http_requests_total{method="GET",route="/[locale]/[desiredUrl]",status="200"} 2');
    expect(text).toContain('http_requests_total{method="POST",route="/v1/realtor-contacts",status="201"} 1');
    expect(text).toContain('http_requests_total{method="OTHER",route="/v1/realtor-contacts",status="405"} 1');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",method="GET",route="/[locale]/[desiredUrl]"} 1');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.5",method="GET",route="/[locale]/[desiredUrl]"} 2');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/[locale]/[desiredUrl]"} 2');
    const sum = /http_request_duration_seconds_sum\{method="GET",route="\/\[locale\]\/\[desiredUrl\]"\} ([\d.]+)/.exec(text)?.[1];
    expect(Number(sum)).toBeCloseTo(0.342, 6);
  });
});
