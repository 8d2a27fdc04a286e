import 'server-only';
/**
 * One endpoint of the HTTP API, defined once beside its handler (issue #27, decision 029): each
 * route folder's `endpoints.ts` defines its methods with `defineEndpoint`, `src/app/endpoints.ts`
 * lists them all (the table), the OpenAPI document is generated from the table
 * (`createApiDocument` in ./openapi.ts), and the handler answers with `answer()`, which checks
 * at compile time that what it sends is what the table says.
 *
 * Types and two tiny functions only: no database, no environment.
 */
import { z } from 'zod';
import type { ZodOpenApiRequestBodyObject, ZodOpenApiResponseObject } from 'zod-openapi';
import type { ERROR_STATUS, ErrorCode } from '@/server/errors/app-error';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call it: `public` (no token), `optional` (public, but a token changes the answer),
 * `signed-in` (the bearer token, or the session cookie), `session-cookie` (the browser's session
 * cookie only). What a signed-in caller may do beyond that is the domain function's check.
 */
export type Auth = 'public' | 'optional' | 'signed-in' | 'session-cookie';

/** The document's groups (its `tags`, described in ./openapi.ts). */
export type Tag = 'Auth' | 'Realtors' | 'Uploads' | 'Contacts' | 'Leads' | 'Loans' | 'Inbox' | 'Listings' | 'Visits' | 'Documentation';

export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
export type SuccessStatus = 200 | 201 | 204;

/** A JSON answer: the document shows its schema, and `answer()` checks the handler's value against it. */
export interface JsonAnswer<S extends z.ZodType = z.ZodType> {
  description: string;
  schema: S;
  /** Answer headers worth documenting (the Cache-Control of a cacheable answer, X-Total-Count, …). */
  headers?: z.ZodObject;
}

/** Any other answer (a file, a CSV, a page, an empty 200): its OpenAPI response object as it is. */
export type OtherAnswer = ZodOpenApiResponseObject & { schema?: never };

/** A JSON request body with the document's example. */
export interface JsonBody<S extends z.ZodType = z.ZodType> {
  schema: S;
  example: unknown;
}

export interface EndpointDefinition {
  method: HttpMethod;
  /** The OpenAPI path: `/v1/realtor/{idOrDesiredUrl}` for `src/app/v1/realtor/[idOrDesiredUrl]/route.ts`. */
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  auth: Auth;
  /** The path parameters, as the document describes them. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body (its schema and an example), or another kind of body (multipart, a file) as OpenAPI has it. */
  body?: JsonBody | (ZodOpenApiRequestBodyObject & { schema?: never });
  /** The success answers by status. */
  answers: Partial<Record<SuccessStatus, JsonAnswer | OtherAnswer>>;
  /**
   * The error statuses it answers (500 is always added), each with the shared ApiError body; a
   * `[status, meaning]` pair says what that status means here.
   */
  errors?: readonly (ErrorStatus | readonly [ErrorStatus, string])[];
  /** Made at build time from the code alone (the document and its page): no error answers at all. */
  prerendered?: true;
}

/** An entry of the table; the definition as written, so `answer()` knows its schemas. */
export function defineEndpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/** A documented header of a cacheable answer, with the value the handler sends as its example. */
export function cacheControlHeaders(value: string, more: Record<string, z.ZodType> = {}): z.ZodObject {
  return z.object({ 'Cache-Control': z.string().meta({ example: value }), ...more });
}

// ---------------------------------------------------------------------------------------------
// answer(): the handler's value must be what the table says (this replaces hand-written checks)
// ---------------------------------------------------------------------------------------------

type KeysOf<O> = O extends unknown ? keyof O : never;
type At<O, K> = O extends unknown ? (K extends keyof O ? O[K] : never) : never;

/** What may be sent for a schema's output: the same shape, with a Date where it has a string (JSON makes it one). */
export type Sendable<Out> = Out extends string
  ? string extends Out
    ? string | Date
    : Out
  : Out extends readonly (infer U)[]
    ? readonly Sendable<U>[]
    : Out extends object
      ? { [K in keyof Out]: Sendable<Out[K]> }
      : Out;

/** `T` with every key the schema does not have turned into `never`, however deep: no field goes out undocumented. */
export type NoExtraKeys<T, Out> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? readonly NoExtraKeys<U, Extract<Out, readonly unknown[]>[number]>[]
    : T extends object
      ? { [K in keyof T]: K extends KeysOf<Extract<Out, object>> ? NoExtraKeys<T[K], At<Extract<Out, object>, K>> : never }
      : T;

type AnswerOf<E extends EndpointDefinition, S extends SuccessStatus> = E['answers'][S] extends { schema: infer Z extends z.ZodType } ? z.output<Z> : never;
type JsonStatus<E extends EndpointDefinition> = { [S in SuccessStatus]: E['answers'][S] extends { schema: z.ZodType } ? S : never }[SuccessStatus];

/**
 * The handler's JSON answer with `status`: a compile error unless `body` fits the schema that the
 * endpoint's table entry gives for that status (every field of the schema's type, no other).
 */
export function answer<E extends EndpointDefinition, S extends JsonStatus<E>, T extends Sendable<AnswerOf<E, S>>>(
  _endpoint: E,
  status: S,
  body: T & NoExtraKeys<T, AnswerOf<E, S>>,
  init: { headers?: HeadersInit } = {},
): Response {
  return Response.json(body, { ...init, status });
}

/** `answer()`'s check for a handler that writes the JSON itself (a download): `body`, unchanged. */
export function checkedBody<E extends EndpointDefinition, S extends JsonStatus<E>, T extends Sendable<AnswerOf<E, S>>>(
  _endpoint: E,
  _status: S,
  body: T & NoExtraKeys<T, AnswerOf<E, S>>,
): T {
  return body;
}
