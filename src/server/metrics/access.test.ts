import { describe, expect, it } from 'vitest';
import { metricsAccess } from './access';

describe('who may read /metrics', () => {
  const token = 'a-metrics-token-of-some-length';
  it('with METRICS_TOKEN: the bearer token only (401 otherwise)', () => {
    expect(metricsAccess(`Bearer ${token}`, token, false)).toBe('allowed');
    expect(metricsAccess(`Bearer ${token}`, token, true)).toBe('allowed');
    expect(metricsAccess('Bearer wrong', token, true)).toBe('unauthorized');
    expect(metricsAccess(null, token, true)).toBe('unauthorized');
  });
  it('without it: a client on this machine, as server.mjs saw the socket, else 404', () => {
    expect(metricsAccess(null, undefined, true)).toBe('allowed');
    expect(metricsAccess('Bearer anything', undefined, false)).toBe('not-found');
  });
});
