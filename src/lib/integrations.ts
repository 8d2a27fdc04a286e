/**
 * The optional third-party integrations of the browser (SPEC §1): the tag manager, error
 * reporting (Sentry) and monitoring with session replay (Datadog RUM). Pure and isomorphic: the
 * server builds the config from the environment, the browser loads what it names after consent
 * (docs/decisions/014-observability.md). None configured: nothing is rendered or shipped.
 */

export interface MonitoringConfig {
  applicationId: string;
  clientToken: string;
  site: string;
  service: string;
  /** Where the SDK sends its requests instead of the vendor's intake. */
  proxy?: string;
  /** Percentages 0–100. */
  sessionSampleRate: number;
  sessionReplaySampleRate: number;
  profilingSampleRate: number;
  version?: string;
}

export interface IntegrationsConfig {
  tagManagerId?: string;
  sentry?: { dsn: string; environment?: string; release?: string };
  monitoring?: MonitoringConfig;
}

export interface IntegrationsEnv {
  GTM_ID?: string;
  SENTRY_DSN?: string;
  SENTRY_ENVIRONMENT?: string;
  DATADOG_APPLICATION_ID?: string;
  DATADOG_CLIENT_TOKEN?: string;
  DATADOG_SITE?: string;
  DATADOG_SERVICE?: string;
  DATADOG_PROXY_URL?: string;
  MONITORING_SESSION_SAMPLE_RATE?: number | string;
  MONITORING_REPLAY_SAMPLE_RATE?: number | string;
  MONITORING_PROFILING_SAMPLE_RATE?: number | string;
}

/**
 * A sampling percentage (SPEC §9: 100 for session and replay). Empty or unset gives the default;
 * anything that is not a number from 0 to 100 throws, naming the value.
 */
export function parseSampleRate(value: number | string | undefined, fallback = 100): number {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return fallback;
  const rate = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw new Error(`Invalid sample rate ${JSON.stringify(value)}: expected 0 to 100`);
  return rate;
}

/** The browser's integrations, or null when none is configured. */
export function integrationsFromEnv(env: IntegrationsEnv, version?: string): IntegrationsConfig | null {
  const config: IntegrationsConfig = {};
  if (env.GTM_ID) config.tagManagerId = env.GTM_ID;
  if (env.SENTRY_DSN) config.sentry = { dsn: env.SENTRY_DSN, ...(env.SENTRY_ENVIRONMENT ? { environment: env.SENTRY_ENVIRONMENT } : {}), ...(version ? { release: version } : {}) };
  if (env.DATADOG_APPLICATION_ID && env.DATADOG_CLIENT_TOKEN) {
    config.monitoring = {
      applicationId: env.DATADOG_APPLICATION_ID,
      clientToken: env.DATADOG_CLIENT_TOKEN,
      site: env.DATADOG_SITE || 'datadoghq.com',
      service: env.DATADOG_SERVICE || 'realtor-web',
      ...(env.DATADOG_PROXY_URL ? { proxy: env.DATADOG_PROXY_URL } : {}),
      sessionSampleRate: parseSampleRate(env.MONITORING_SESSION_SAMPLE_RATE),
      sessionReplaySampleRate: parseSampleRate(env.MONITORING_REPLAY_SAMPLE_RATE),
      profilingSampleRate: parseSampleRate(env.MONITORING_PROFILING_SAMPLE_RATE),
      ...(version ? { version } : {}),
    };
  }
  return Object.keys(config).length ? config : null;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The monitoring SDK's intake host for a site: `us3.datadoghq.com` → `browser-intake-us3-datadoghq.com`. */
export function monitoringIntakeHost(site: string): string {
  const parts = site.split('.');
  const extension = parts.pop();
  return `browser-intake-${parts.join('-')}.${extension}`;
}

/** The origins the configured integrations load scripts from and send data to (for the CSP). */
export function integrationOrigins(env: IntegrationsEnv): { script: string[]; connect: string[] } {
  const config = integrationsFromEnv(env);
  const script: string[] = [];
  const connect: string[] = [];
  if (config?.sentry) connect.push(...originOf(config.sentry.dsn));
  if (config?.monitoring) {
    if (config.monitoring.proxy) connect.push(...originOf(config.monitoring.proxy));
    else {
      const host = monitoringIntakeHost(config.monitoring.site);
      connect.push(`https://${host}`, `https://*.${host}`);
    }
  }
  return { script, connect };
}

/** SPEC §8: monitoring drops errors whose message contains 'profile is not defined'. */
export const DROPPED_ERROR_TEXT = 'profile is not defined';

export function shouldDropError(message: string | undefined | null): boolean {
  return Boolean(message?.includes(DROPPED_ERROR_TEXT));
}
