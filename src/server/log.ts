import 'server-only';
import pino from 'pino';
import { runtime } from '@/server/runtime';

/** What server.mjs keeps for the request being handled (docs/decisions/014-observability.md). */
export interface RequestContext {
  requestId: string;
}

/** The context of the request being handled, which server.mjs keeps (src/server/runtime.ts). */
export function requestContext(): RequestContext | undefined {
  return runtime().requestContext?.getStore();
}

/**
 * Structured JSON logs (one line per event). Every line written while a request is handled
 * carries its `requestId` (from server.mjs's request context; a line may also pass it itself).
 */
export function createLogger(destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL || 'info',
    base: { service: 'realtor-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const context = requestContext();
      return context ? { requestId: context.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();
