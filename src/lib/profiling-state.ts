/**
 * The monitoring profiler's state (SPEC §4): starting, or error with the reason
 * not-supported-by-browser or failed-to-lazy-load. Shown for debugging as
 * `window.__profilingState` and `<html data-profiling-state="error:failed-to-lazy-load">`.
 */
export type ProfilingErrorReason = 'not-supported-by-browser' | 'failed-to-lazy-load' | (string & {});

export type ProfilingState =
  | { status: 'starting' }
  | { status: 'running' }
  | { status: 'stopped' }
  | { status: 'error'; reason: ProfilingErrorReason };

/** The state as one attribute value: `starting`, `error:not-supported-by-browser`, … */
export function profilingStateLabel(state: ProfilingState): string {
  return state.status === 'error' ? `error:${state.reason}` : state.status;
}

/** The profiling context that the monitoring SDK attaches to its events (`_dd.profiling`), if any. */
export function profilingStateOfEvent(event: unknown): ProfilingState | null {
  const profiling = (event as { _dd?: { profiling?: { status?: unknown; error_reason?: unknown } } } | null)?._dd?.profiling;
  if (!profiling || typeof profiling.status !== 'string') return null;
  if (profiling.status === 'error') return { status: 'error', reason: typeof profiling.error_reason === 'string' ? profiling.error_reason : 'unknown' };
  if (profiling.status === 'starting' || profiling.status === 'running' || profiling.status === 'stopped') return { status: profiling.status };
  return null;
}

/** Whether the browser has the JS Self-Profiling API the profiler needs. */
export function isProfilingSupported(win: { Profiler?: unknown } | undefined): boolean {
  return typeof win?.Profiler === 'function';
}

/**
 * The monitoring SDK says on the console when its lazily loaded profiler or session recorder
 * failed to load ("Datadog Browser SDK: Recorder failed to start: …"). Which of the two, if any.
 */
export function lazyLoadFailureOf(args: readonly unknown[]): 'Profiler' | 'Recorder' | null {
  const text = args.filter((a) => typeof a === 'string').join(' ');
  const match = /(Profiler|Recorder) failed to start/.exec(text);
  return match ? (match[1] as 'Profiler' | 'Recorder') : null;
}
