import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('works with an empty environment, using the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toEqual({ hops: 0 });
    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.GTM_ID).toBeUndefined();
  });

  it('treats empty strings as unset for optional integrations', () => {
    const env = parseEnv({ SLACK_WEBHOOK_URL: '', GTM_ID: '', DATABASE_URL: '' });
    expect(env.SLACK_WEBHOOK_URL).toBeUndefined();
    expect(env.GTM_ID).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['GTM_ID', 'gtm-abc'],
    ['GTM_ID', 'UA-12345'],
    ['DATABASE_URL', 'mysql://x'],
    ['SLACK_WEBHOOK_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['STORAGE_DRIVER', 'ftp'],
    ['AUTH_SECRET', 'short'],
  ])('rejects %s=%s with a message that names the variable', (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });

  it('accepts valid tag-manager ids', () => {
    expect(parseEnv({ GTM_ID: 'GTM-ABC123' }).GTM_ID).toBe('GTM-ABC123');
    expect(parseEnv({ GTM_ID: 'G-XYZ9' }).GTM_ID).toBe('G-XYZ9');
  });

  it('requires the S3 credentials with the s3 driver', () => {
    expect(() => parseEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required/);
    const env = parseEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
    });
    expect(env.S3_ENDPOINT).toBe('http://127.0.0.1:4569');
  });

  it('requires the admin e-mail and password together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_EMAIL\/ADMIN_PASSWORD/);
  });

  it('parses the trusted proxies: 1 stays one trusted hop', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ hops: 0 });
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toEqual({ addresses: ['10.0.0.0/8'] });
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY: "10.0.0.0\/99"/);
  });
});

describe('shouldSeedDemoData', () => {
  it('seeds the embedded database by default, never a PostgreSQL server unless asked', async () => {
    const { shouldSeedDemoData } = await import('./env');
    expect(shouldSeedDemoData(parseEnv({}))).toBe(true);
    expect(shouldSeedDemoData(parseEnv({ DATABASE_URL: 'postgres://x@h/db' }))).toBe(false);
    expect(shouldSeedDemoData(parseEnv({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO_DATA: '1' }))).toBe(true);
    expect(shouldSeedDemoData(parseEnv({ SEED_DEMO_DATA: '0' }))).toBe(false);
  });
});

describe('observability variables', () => {
  it('default the monitoring sample rates to 100 and read each one', () => {
    const env = parseEnv({});
    expect([env.MONITORING_SESSION_SAMPLE_RATE, env.MONITORING_REPLAY_SAMPLE_RATE, env.MONITORING_PROFILING_SAMPLE_RATE]).toEqual([100, 100, 100]);
    expect(parseEnv({ MONITORING_REPLAY_SAMPLE_RATE: '20' }).MONITORING_REPLAY_SAMPLE_RATE).toBe(20);
    expect(env.ROUTE_RULES_FILE).toBe('./route-rules.json');
  });

  it.each([
    ['MONITORING_SESSION_SAMPLE_RATE', '150'],
    ['MONITORING_REPLAY_SAMPLE_RATE', 'all'],
    ['SENTRY_DSN', 'not a url'],
    ['METRICS_TOKEN', 'short'],
  ])('stops on a bad %s', (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });

  it('wants both monitoring keys or neither', () => {
    expect(() => parseEnv({ DATADOG_APPLICATION_ID: 'app' })).toThrow(/DATADOG_APPLICATION_ID\/DATADOG_CLIENT_TOKEN/);
  });

  it('keeps local uploads inside DATA_DIR unless UPLOAD_DIR says otherwise', () => {
    expect(parseEnv({}).UPLOAD_DIR).toBe('./data/uploads');
    expect(parseEnv({ DATA_DIR: '/var/lib/realtors/' }).UPLOAD_DIR).toBe('/var/lib/realtors/uploads');
    expect(parseEnv({ DATA_DIR: '/var/lib/realtors', UPLOAD_DIR: '' }).UPLOAD_DIR).toBe('/var/lib/realtors/uploads');
    expect(parseEnv({ DATA_DIR: '/var/lib/realtors', UPLOAD_DIR: '/mnt/photos' }).UPLOAD_DIR).toBe('/mnt/photos');
  });
});
