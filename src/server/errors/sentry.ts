import 'server-only';
import { createStackParser, createTransport, linkedErrorsIntegration, Scope, type ErrorEvent } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { shouldDropError } from '@/lib/integrations';
import { runtime } from '@/server/runtime';

/**
 * Server-side error reporting with Sentry's core SDK (docs/decisions/014-observability.md): one
 * client per process, only when SENTRY_DSN is set. No auto-instrumentation: errors arrive through
 * `reportRequestError` (Next.js's onRequestError) and the process's uncaught-exception monitor,
 * each with the request id that the log lines carry.
 */
export interface ServerErrorReporter {
  capture(error: unknown, context?: { requestId?: string; tags?: Record<string, string | undefined>; extra?: Record<string, unknown> }): string | undefined;
  flush(timeoutMs?: number): Promise<boolean>;
  close(timeoutMs?: number): Promise<boolean>;
}

/** SPEC §8: events whose message contains 'profile is not defined' are dropped. */
export function dropFilteredEvent(event: ErrorEvent): ErrorEvent | null {
  const messages = [event.message, ...(event.exception?.values ?? []).map((v) => v.value)];
  return messages.some((m) => shouldDropError(m)) ? null : event;
}

export function createServerErrorReporter(options: { dsn: string; environment?: string; release?: string }): ServerErrorReporter {
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment ?? process.env.NODE_ENV,
    release: options.release,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    // No dedupe: identical errors of different requests are separate events, each with its request id.
    integrations: [linkedErrorsIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    sendDefaultPii: false,
    beforeSend: dropFilteredEvent,
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request) => {
        const response = await fetch(transportOptions.url, {
          method: 'POST',
          body: request.body as BodyInit,
          headers: { 'content-type': 'application/x-sentry-envelope' },
          signal: AbortSignal.timeout(10_000),
        });
        return {
          statusCode: response.status,
          headers: { 'retry-after': response.headers.get('retry-after'), 'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits') },
        };
      }),
  });
  client.init();
  return {
    capture(error, context = {}) {
      const scope = new Scope();
      scope.setClient(client);
      if (context.requestId) scope.setTag('request_id', context.requestId);
      for (const [key, value] of Object.entries(context.tags ?? {})) if (value !== undefined) scope.setTag(key, value);
      if (context.extra) scope.setExtras(context.extra);
      return client.captureException(error, { originalException: error }, scope);
    },
    flush: (timeoutMs = 2_000) => Promise.resolve(client.flush(timeoutMs)),
    close: (timeoutMs = 2_000) => Promise.resolve(client.close(timeoutMs)),
  };
}

// One per process, shared by every route bundle (src/server/runtime.ts).
const state = (runtime().errorReporter ??= {});

/** The process's reporter, or null when SENTRY_DSN is unset. */
export function getServerErrorReporter(env: { SENTRY_DSN?: string; SENTRY_ENVIRONMENT?: string } = process.env as { SENTRY_DSN?: string }): ServerErrorReporter | null {
  if (state.reporter === undefined) {
    state.reporter = env.SENTRY_DSN
      ? createServerErrorReporter({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT, release: process.env.NEXT_PUBLIC_BUILD_ID })
      : null;
    if (state.reporter) {
      const reporter = state.reporter;
      // Observes crashes without changing what the process does about them.
      process.on('uncaughtExceptionMonitor', (error) => {
        reporter.capture(error, { tags: { mechanism: 'uncaughtException' } });
      });
    }
  }
  return state.reporter;
}
