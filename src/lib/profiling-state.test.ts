import { describe, expect, it } from 'vitest';
import { isProfilingSupported, lazyLoadFailureOf, profilingStateLabel, profilingStateOfEvent } from './profiling-state';

describe('profiling state (SPEC §4)', () => {
  it('is labelled for debugging', () => {
    expect(profilingStateLabel({ status: 'starting' })).toBe('starting');
    expect(profilingStateLabel({ status: 'error', reason: 'not-supported-by-browser' })).toBe('error:not-supported-by-browser');
  });

  it("is read from the monitoring SDK's events", () => {
    expect(profilingStateOfEvent({ type: 'view', _dd: { profiling: { status: 'starting' } } })).toEqual({ status: 'starting' });
    expect(profilingStateOfEvent({ _dd: { profiling: { status: 'error', error_reason: 'failed-to-lazy-load' } } })).toEqual({ status: 'error', reason: 'failed-to-lazy-load' });
    expect(profilingStateOfEvent({ _dd: {} })).toBeNull();
    expect(profilingStateOfEvent(null)).toBeNull();
  });

  it('needs the JS Self-Profiling API', () => {
    expect(isProfilingSupported({ Profiler: class {} })).toBe(true);
    expect(isProfilingSupported({})).toBe(false);
  });

  it("recognises the SDK's message for a profiler or recorder that failed to load", () => {
    expect(lazyLoadFailureOf(['Datadog Browser SDK:', 'Recorder failed to start: an error occurred while initializing the module:', new Error('x')])).toBe('Recorder');
    expect(lazyLoadFailureOf(['Datadog Browser SDK: Profiler failed to start: an error occurred while initializing the module:'])).toBe('Profiler');
    expect(lazyLoadFailureOf(['something else'])).toBeNull();
  });
});
