import { describe, expect, it } from 'vitest';
import { integrationOrigins, integrationsFromEnv, monitoringIntakeHost, parseSampleRate, shouldDropError } from './integrations';

describe('sample rates', () => {
  it('default to 100 (SPEC §9) and accept 0 to 100', () => {
    expect(parseSampleRate(undefined)).toBe(100);
    expect(parseSampleRate('')).toBe(100);
    expect(parseSampleRate(' 25 ')).toBe(25);
    expect(parseSampleRate('0')).toBe(0);
    expect(parseSampleRate(12.5)).toBe(12.5);
  });
  it.each(['-1', '101', 'all', 'NaN'])('refuse %s', (value) => {
    expect(() => parseSampleRate(value)).toThrow(/sample rate/);
  });
});

describe('integrationsFromEnv', () => {
  it('is null when nothing is configured (nothing is rendered or shipped)', () => {
    expect(integrationsFromEnv({})).toBeNull();
    expect(integrationsFromEnv({ DATADOG_APPLICATION_ID: 'app' })).toBeNull();
  });

  it('names each configured integration, monitoring with full sampling by default', () => {
    const config = integrationsFromEnv({ GTM_ID: 'GTM-ABC', SENTRY_DSN: 'https://k@o1.ingest.sentry.io/5', DATADOG_APPLICATION_ID: 'app', DATADOG_CLIENT_TOKEN: 'pub123' }, 'build-1');
    expect(config).toEqual({
      tagManagerId: 'GTM-ABC',
      sentry: { dsn: 'https://k@o1.ingest.sentry.io/5', release: 'build-1' },
      monitoring: {
        applicationId: 'app',
        clientToken: 'pub123',
        site: 'datadoghq.com',
        service: 'realtor-web',
        sessionSampleRate: 100,
        sessionReplaySampleRate: 100,
        profilingSampleRate: 100,
        version: 'build-1',
      },
    });
  });

  it('takes each rate from its variable', () => {
    const config = integrationsFromEnv({ DATADOG_APPLICATION_ID: 'a', DATADOG_CLIENT_TOKEN: 't', MONITORING_SESSION_SAMPLE_RATE: '50', MONITORING_REPLAY_SAMPLE_RATE: 10, MONITORING_PROFILING_SAMPLE_RATE: '0' });
    expect(config?.monitoring).toMatchObject({ sessionSampleRate: 50, sessionReplaySampleRate: 10, profilingSampleRate: 0 });
  });
});

describe('intake origins for the CSP', () => {
  it('follow the DSN, the monitoring site or its proxy', () => {
    expect(monitoringIntakeHost('datadoghq.com')).toBe('browser-intake-datadoghq.com');
    expect(monitoringIntakeHost('us3.datadoghq.com')).toBe('browser-intake-us3-datadoghq.com');
    expect(monitoringIntakeHost('datadoghq.eu')).toBe('browser-intake-datadoghq.eu');
    expect(integrationOrigins({}).connect).toEqual([]);
    expect(integrationOrigins({ SENTRY_DSN: 'http://key@127.0.0.1:9999/1', DATADOG_APPLICATION_ID: 'a', DATADOG_CLIENT_TOKEN: 't', DATADOG_SITE: 'datadoghq.eu' }).connect).toEqual([
      'http://127.0.0.1:9999',
      'https://browser-intake-datadoghq.eu',
      'https://*.browser-intake-datadoghq.eu',
    ]);
    expect(integrationOrigins({ DATADOG_APPLICATION_ID: 'a', DATADOG_CLIENT_TOKEN: 't', DATADOG_PROXY_URL: 'https://rum.example.com/intake' }).connect).toEqual(['https://rum.example.com']);
  });
});

describe('dropped errors (SPEC §8)', () => {
  it("drop messages containing 'profile is not defined'", () => {
    expect(shouldDropError('ReferenceError: profile is not defined')).toBe(true);
    expect(shouldDropError('profile is undefined')).toBe(false);
    expect(shouldDropError(undefined)).toBe(false);
  });
});
