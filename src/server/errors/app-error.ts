import 'server-only';

/**
 * The one error type of the product's operations: a code, a (localised) message and optional field
 * messages. Domain functions throw it; the HTTP transport (src/server/http/errors.ts) answers it as
 * JSON `{ error: { code, message, fields? } }` with its status. Kept out of the transport so that a
 * domain module never imports from it.
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
