import 'server-only';
import type { AppError } from '@/server/errors/app-error';

/**
 * Every error answer of the HTTP APIs: JSON `{ error: { code, message, fields? } }` with the
 * AppError's 4xx status (src/server/errors/app-error.ts); anything unexpected is logged and
 * answered 500 without details (api-handler.ts).
 */
export function errorResponse(error: AppError): Response {
  return Response.json(
    { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  );
}
