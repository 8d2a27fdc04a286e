/**
 * The environment, read and validated once (STYLE: "Environment is one validated schema").
 * Every variable is documented in .env.example; defaults make `npm start` and the tests work
 * with no .env at all. Optional integrations stay off until their variable is set.
 *
 * server.mjs and cache-handler.mjs import this file as it is, before Next.js loads (Node strips
 * its types): so its imports are relative, with their extension, and it has no `server-only`.
 */
import { z } from 'zod';
import { TAG_MANAGER_ID_PATTERN } from '../../lib/gtm.ts';
import { isTileUrlTemplate } from '../../lib/map-tiles.ts';
import { parseProxyTrust } from '../http/trust-proxy.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A sampling percentage, 0 to 100; empty or unset means 100 (SPEC §9). */
const sampleRate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : '100'))
  .transform(Number)
  .pipe(z.number().min(0).max(100));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  SITE_URL: z.url().default('http://localhost:3000'),
  ROOT_HOST_LOCAL: z.string().min(1).default('localhost:3000'),
  ROOT_HOST_DEV: z.string().min(1).default('dev.realtors.example.com'),
  ROOT_HOST_PRODUCTION: z.string().min(1).default('realtors.example.com'),
  /**
   * Which proxies in front are trusted with X-Forwarded-For (src/server/http/trust-proxy.ts):
   * off, 1 (one hop), a hop count, or trusted addresses/ranges. server.mjs reads it too.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseProxyTrust(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),

  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Days a removed listing's tombstone (its 410 page) is kept before the daily sweep purges it (then 404). */
  LISTING_TOMBSTONE_DAYS: z.coerce.number().int().positive().default(180),

  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  KAKAO_CLIENT_ID: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,

  SLACK_WEBHOOK_URL: optionalUrl,
  /** The lender's own channel for loan inquiries; unset: they go to SLACK_WEBHOOK_URL with the homepage requests. */
  LENDER_SLACK_WEBHOOK_URL: optionalUrl,
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  SMTP_FROM: z.string().default('Realtor Homepages <no-reply@realtors.example.com>'),
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().min(1).default(5),

  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Local uploads; unset or empty: DATA_DIR/uploads (beside the database, in one backup). */
  UPLOAD_DIR: z.string().trim().default(''),
  /** Most megabytes of photos one realtor may have signed for upload (checked at presign time). */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Hours an unreferenced upload is kept before the sweep removes it (a deleted realtor's: at once). */
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce.number().positive().default(24),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-west-2'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: bool,

  /** Base addresses of the browser's API clients (SPEC §7), per deploy environment; empty = this app. */
  NEXT_PUBLIC_API_BASE_URL_PRODUCTION: optionalUrl,
  NEXT_PUBLIC_API_BASE_URL_DEVELOPMENT: optionalUrl,
  NEXT_PUBLIC_LOANING_API_BASE_URL_PRODUCTION: optionalUrl,
  NEXT_PUBLIC_LOANING_API_BASE_URL_DEVELOPMENT: optionalUrl,

  /** Scale-out mode: rate limits and the page/data cache shared through Redis (decision 016). */
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  /** Prefix of every Redis key of this app (several apps or test runs may share one Redis). */
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('realtor:'),

  /** Raster map tiles on listing pages (`https://tile.example/{z}/{x}/{y}.png`); unset: a link to the visitor's map app only. */
  MAP_TILE_URL: optionalString.pipe(z.string().refine(isTileUrlTemplate, 'must be an http(s) URL with {z}, {x} and {y}').optional()),
  /** The tile server's attribution, shown on the map (e.g. "© OpenStreetMap contributors"). */
  MAP_TILE_ATTRIBUTION: optionalString,

  GTM_ID: optionalString.pipe(
    z.string().regex(TAG_MANAGER_ID_PATTERN, 'must be GTM- or G- followed by upper-case letters and digits').optional(),
  ),

  BRAND_NAME: z.string().min(1).default('Realtor Homepages'),
  COMPANY_LINE: z.string().min(1).default('Realtor Homepages, Inc. · 2010 Main Street, Irvine, CA 92614'),
  LENDER_NAME: z.string().min(1).default('Pacific Crest Home Loans'),
  /** The lender's logo on the landing page: a file under public/, by its path (/lender.svg). */
  LENDER_LOGO_URL: optionalString.pipe(z.string().regex(/^\/(?!\/)\S+$/, 'must be a path on this site, such as /lender.svg').optional()),
  LICENSE_NUMBER: z.string().min(1).default('CA DFPI 60DBO-000000'),
  NMLS_NUMBER: z.string().min(1).default('0000000'),
  LENDER_DISCLAIMER: optionalString,

  ERROR_PROBE_ENABLED: bool,

  /** Error reporting (Sentry's SDK), server and browser; off when unset. */
  SENTRY_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: optionalString,
  /** Browser monitoring and session replay (Datadog RUM); off unless both are set. */
  DATADOG_APPLICATION_ID: optionalString,
  DATADOG_CLIENT_TOKEN: optionalString,
  DATADOG_SITE: z.string().trim().min(1).default('datadoghq.com'),
  DATADOG_SERVICE: z.string().trim().min(1).default('realtor-web'),
  /** Send the monitoring SDK's requests here instead of the vendor's intake (a forwarding proxy). */
  DATADOG_PROXY_URL: optionalUrl,
  /** Percentages 0–100 (SPEC §9: 100 for session and replay). */
  MONITORING_SESSION_SAMPLE_RATE: sampleRate,
  MONITORING_REPLAY_SAMPLE_RATE: sampleRate,
  MONITORING_PROFILING_SAMPLE_RATE: sampleRate,
  /** Bearer token for GET /metrics; unset: /metrics answers loopback clients only. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The route-rules manifest an operator edits (served as /builds/meta/{buildId}.json). */
  ROUTE_RULES_FILE: z.string().trim().min(1).default('./route-rules.json'),
  /** Seed the demo realtors and listings at start-up. Default: on for the embedded database only. */
  SEED_DEMO_DATA: z.enum(['1', '0', 'true', 'false', '']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
    this.issues = issues;
  }
}

/** Parses an environment object; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = result.data;
  const crossIssues: string[] = [];
  if (env.STORAGE_DRIVER === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) crossIssues.push(`${key}: required when STORAGE_DRIVER=s3`);
    }
  }
  if (Boolean(env.DATADOG_APPLICATION_ID) !== Boolean(env.DATADOG_CLIENT_TOKEN)) {
    crossIssues.push('DATADOG_APPLICATION_ID/DATADOG_CLIENT_TOKEN: set both or neither');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    crossIssues.push('ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither');
  }
  if (crossIssues.length) throw new EnvError(crossIssues);
  // An in-memory database (tests) has no folder: its uploads keep the old default.
  if (!env.UPLOAD_DIR) env.UPLOAD_DIR = env.DATA_DIR.startsWith('memory://') ? './data/uploads' : `${env.DATA_DIR.replace(/[\\/]+$/, '')}/uploads`;
  return env;
}

/** Whether start-up seeds the demo data (SEED_DEMO_DATA, else: only on the embedded database). */
export function shouldSeedDemoData(env: Env): boolean {
  if (env.SEED_DEMO_DATA === undefined || env.SEED_DEMO_DATA === '') return !env.DATABASE_URL;
  return env.SEED_DEMO_DATA === '1' || env.SEED_DEMO_DATA === 'true';
}

let cached: Env | undefined;

/** The validated process environment (read once per process). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
