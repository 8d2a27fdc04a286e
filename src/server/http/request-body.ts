import 'server-only';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { apiLocale } from '@/server/i18n/request-locale';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from './errors';
import { readBodyBytes, readJson } from './json';

// Keys of the route's own messages or `Api`'s (api-handler.ts translates them).
const BODY_MESSAGES = { invalid: 'invalidRequest', tooLarge: 'payloadTooLarge' };

/**
 * The JSON body of an API request or a public form, read within `maxBytes` (refused by its
 * Content-Length before any of it is read; without one, reading stops at the limit): malformed or
 * missing JSON is a 400, another content type a 415, an oversized body a 413, never a 500.
 */
export async function readJsonBody(request: Request, maxBytes = 1_000_000): Promise<unknown> {
  // Only JSON: a page of another site can make its visitors' browsers post a form or text/plain
  // without asking (no CORS preflight), never JSON, so no such post can pass for an API call.
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new AppError('unsupported_media_type', 'unsupportedMediaType');
  return readJson(request, BODY_MESSAGES, maxBytes);
}

/**
 * A multipart/form-data body, read within `maxBytes` like readJsonBody, then parsed. A body that
 * is not a form (or not complete) is AppError('bad_request', `invalid`).
 */
export async function readFormDataBody(request: Request, maxBytes: number, messages: { invalid: string; tooLarge: string; field?: string }): Promise<FormData> {
  const fields = messages.field ? { [messages.field]: 'Api.errors.too_long' } : undefined;
  const bytes = await readBodyBytes(request, maxBytes, messages.tooLarge).catch((error: unknown) => {
    throw error instanceof AppError ? new AppError(error.code, error.message, fields) : error;
  });
  const type = request.headers.get('content-type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('bad_request', messages.invalid, messages.field ? { [messages.field]: 'Api.errors.required' } : undefined);
  }
}

/**
 * The request with its body read within `maxBytes`, for a handler that reads the body itself (a
 * library's): the same request, its body now in memory, or AppError 413 without reading past the limit.
 */
export async function withBoundedBody(request: Request, maxBytes: number): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  const body = await readBodyBytes(request, maxBytes, 'Api.payloadTooLarge');
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

/**
 * A handler that reads the body itself (better-auth's), given the request with its body already
 * read within `maxBytes`; a longer one is answered 413 in the request's language, unread.
 */
export function withBodyLimit(handler: (request: Request) => Promise<Response>, maxBytes: number): (request: Request) => Promise<Response> {
  return async (request) => {
    let bounded: Request;
    try {
      bounded = await withBoundedBody(request, maxBytes);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const locale = apiLocale(request);
      const t = createTranslator({ locale, messages: await loadMessages(locale) });
      return errorResponse(new AppError(error.code, t(error.message as 'Api.payloadTooLarge')));
    }
    return handler(bounded);
  };
}

/** A numeric id from the path (1 to 2^31-1); anything else is a 404. */
export function idParam(value: string, notFoundKey = 'Api.realtorNotFound'): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new AppError('not_found', notFoundKey);
  }
  return Number(value);
}
