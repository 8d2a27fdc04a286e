import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const header = (env: Parameters<typeof securityHeaders>[0], key: string) =>
  securityHeaders(env).find((h) => h.key === key)?.value;

describe('securityHeaders', () => {
  it('sends the fixed headers everywhere', () => {
    const env = { NODE_ENV: 'production' };
    expect(header(env, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(env, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(env, 'Permissions-Policy')).toContain('camera=()');
    expect(header(env, 'Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });

  it('sends HSTS in production only', () => {
    expect(header({ NODE_ENV: 'production' }, 'Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(header({ NODE_ENV: 'development' }, 'Strict-Transport-Security')).toBeUndefined();
  });

  it('allows third-party origins only when they are configured', () => {
    const plain = contentSecurityPolicy({ NODE_ENV: 'production' });
    expect(plain).not.toContain('googletagmanager');
    expect(plain).not.toContain("'unsafe-eval'");
    expect(plain).toContain("object-src 'none'");
    const withGtm = contentSecurityPolicy({ NODE_ENV: 'production', GTM_ID: 'GTM-ABC1' });
    expect(withGtm).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    const withS3 = contentSecurityPolicy({ NODE_ENV: 'production', S3_PUBLIC_URL: 'https://cdn.example.com/bucket' });
    expect(withS3).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    const withTiles = contentSecurityPolicy({ NODE_ENV: 'production', MAP_TILE_URL: 'https://tile.example/{z}/{x}/{y}.png' });
    expect(withTiles).toMatch(/img-src [^;]*https:\/\/tile\.example/);
    expect(plain).not.toContain('tile.example');
  });
});

describe('observability integrations in the headers', () => {
  it('allow the error-reporting and monitoring intakes, and profiling, only when configured', () => {
    const none = securityHeaders({});
    expect(none.find((h) => h.key === 'Document-Policy')).toBeUndefined();
    const configured = securityHeaders({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/5', DATADOG_APPLICATION_ID: 'a', DATADOG_CLIENT_TOKEN: 't' });
    const csp = configured.find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(csp).toMatch(/connect-src [^;]*https:\/\/o1\.ingest\.sentry\.io/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/browser-intake-datadoghq\.com/);
    expect(configured).toContainEqual({ key: 'Document-Policy', value: 'js-profiling' });
  });
});
