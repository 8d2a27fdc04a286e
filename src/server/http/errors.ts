/**
 * The one error type of the HTTP APIs: a code, a (localised) message and optional field messages.
 * Every error answer is JSON `{ error: { code, message, fields? } }` with a 4xx status; anything
 * unexpected is logged and answered 500 without details.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function errorResponse(error: AppError): Response {
  return Response.json(
    { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  );
}
