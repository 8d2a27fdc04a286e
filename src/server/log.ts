import 'server-only';
import pino from 'pino';

/** Structured JSON logs (one line per event). Request-scoped lines carry `requestId`. */
export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'realtor-web' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
