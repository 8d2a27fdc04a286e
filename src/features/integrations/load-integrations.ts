/**
 * Loaded only after consent, once the page is interactive: the tag manager, error reporting
 * (Sentry's browser SDK) and monitoring with session replay (Datadog RUM), each only when
 * configured. Every SDK is a lazy chunk of its own.
 */
import { shouldDropError, type IntegrationsConfig, type MonitoringConfig } from '@/lib/integrations';
import { isProfilingSupported, lazyLoadFailureOf, profilingStateLabel, profilingStateOfEvent, type ProfilingState } from '@/lib/profiling-state';

declare global {
  interface Window {
    __profilingState?: ProfilingState;
    __integrationsLoaded?: boolean;
  }
}

type Report = (error: Error) => void;

/** The request id of this page (server.mjs sends it as a Server-Timing entry). */
export function pageRequestId(): string | undefined {
  try {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return navigation?.serverTiming?.find((entry) => entry.name === 'request')?.description || undefined;
  } catch {
    return undefined;
  }
}

function setProfilingState(state: ProfilingState) {
  window.__profilingState = state;
  document.documentElement.dataset.profilingState = profilingStateLabel(state);
}

function loadTagManager(id: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

async function startErrorReporting(sentry: NonNullable<IntegrationsConfig['sentry']>): Promise<Report | null> {
  try {
    const Sentry = await import('@sentry/browser');
    const requestId = pageRequestId();
    Sentry.init({
      dsn: sentry.dsn,
      environment: sentry.environment,
      release: sentry.release,
      initialScope: requestId ? { tags: { request_id: requestId } } : undefined,
      // SPEC §8: errors whose message contains 'profile is not defined' are dropped.
      beforeSend: (event) => ([event.message, ...(event.exception?.values ?? []).map((v) => v.value)].some((m) => shouldDropError(m)) ? null : event),
    });
    return (error) => void Sentry.captureException(error);
  } catch (error) {
    console.error('Error reporting failed to load', error);
    return null;
  }
}

async function startMonitoring(config: MonitoringConfig, report: Report) {
  const reported = new Set<string>();
  const reportLazyLoadFailure = (source: 'Profiler' | 'Recorder') => {
    if (reported.has(source)) return;
    reported.add(source);
    // SPEC §8: a failed lazy load of the profiler or the recorder goes to the error service.
    report(new Error(`${source} failed to lazy load`));
  };
  const profiling = config.profilingSampleRate > 0;
  if (profiling) setProfilingState(isProfilingSupported(window as { Profiler?: unknown }) ? { status: 'starting' } : { status: 'error', reason: 'not-supported-by-browser' });

  // The SDK keeps the console it finds when it loads and says there when its profiler or
  // recorder chunk failed to load: watch for that before loading it.
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const source = lazyLoadFailureOf(args);
    if (source) {
      if (source === 'Profiler') setProfilingState({ status: 'error', reason: 'failed-to-lazy-load' });
      reportLazyLoadFailure(source);
    }
    consoleError(...args);
  };

  let rum: typeof import('@datadog/browser-rum').datadogRum;
  try {
    rum = (await import('@datadog/browser-rum')).datadogRum;
  } catch {
    if (profiling) setProfilingState({ status: 'error', reason: 'failed-to-lazy-load' });
    reportLazyLoadFailure('Recorder');
    return;
  }
  rum.init({
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    site: config.site,
    service: config.service,
    version: config.version,
    proxy: config.proxy,
    sessionSampleRate: config.sessionSampleRate,
    sessionReplaySampleRate: config.sessionReplaySampleRate,
    profilingSampleRate: config.profilingSampleRate,
    trackUserInteractions: true,
    defaultPrivacyLevel: 'mask-user-input',
    beforeSend: (event) => {
      const state = profilingStateOfEvent(event);
      if (state) {
        setProfilingState(state);
        if (state.status === 'error' && state.reason === 'failed-to-lazy-load') reportLazyLoadFailure('Profiler');
      }
      const message = (event as { error?: { message?: string } }).error?.message;
      return !(event.type === 'error' && shouldDropError(message));
    },
  });
  const requestId = pageRequestId();
  if (requestId) rum.setGlobalContextProperty('request_id', requestId);
}

/** Loads every configured integration once per page. */
export async function loadIntegrations(config: IntegrationsConfig): Promise<void> {
  if (window.__integrationsLoaded) return;
  window.__integrationsLoaded = true;
  const report = (config.sentry && (await startErrorReporting(config.sentry))) || ((error: Error) => console.error(error));
  if (config.tagManagerId) loadTagManager(config.tagManagerId);
  if (config.monitoring) await startMonitoring(config.monitoring, report);
}
