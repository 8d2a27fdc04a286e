import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { getAuth } from '@/server/auth/auth';
import { getPrincipal, type Principal } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/client';
import { apiLocale } from '@/server/i18n/request-locale';
import { logger } from '@/server/log';
import { AppError, errorResponse } from './errors';
import { isCrossSiteRequest } from './same-origin';

export interface ApiContext {
  request: Request;
  locale: Locale;
  db: Db;
  /** The signed-in user (bearer token or session cookie); AppError('unauthorized') otherwise. */
  principal(): Promise<Principal>;
  /** The messages of the request's language, loaded on demand: `(await ctx.translator())('Api.forbidden')`. */
  translator(): Promise<Translator>;
}

export type Translator = (key: string, values?: Record<string, string | number>) => string;

async function translatorFor(locale: Locale): Promise<Translator> {
  const translate = createTranslator({ locale, messages: await loadMessages(locale) });
  return (key, values) => (translate.has(key as never) ? translate(key as never, values as never) : key);
}

/**
 * The transport of every JSON API route: the request's language, the database, the principal on
 * demand, and one error mapping — an AppError becomes its 4xx JSON answer with its message
 * translated (domain code throws message keys such as 'Api.forbidden'); anything else is logged
 * with the request id and answered 500 without details.
 */
export function apiHandler<P = Record<string, never>>(fn: (ctx: ApiContext, params: P) => Promise<Response>) {
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    const locale = apiLocale(request);
    // Messages are loaded only when an answer needs one: the accepted path stays cheap.
    let loaded: Promise<Translator> | undefined;
    const translator = () => (loaded ??= translatorFor(locale));
    try {
      assertSameOrigin(request);
      const db = await getDb();
      let principal: Promise<Principal> | undefined;
      const ctx: ApiContext = {
        request,
        locale,
        db,
        translator,
        principal: () =>
          (principal ??= getAuth()
            .then((auth) => getPrincipal(db, auth, request.headers))
            .then((found) => {
              if (!found) throw new AppError('unauthorized', 'Api.unauthorized');
              return found;
            })),
      };
      return await fn(ctx, await context.params);
    } catch (error) {
      const t = await translator();
      if (error instanceof AppError) return errorResponse(localise(error, t));
      logger.error({ err: error, requestId: request.headers.get('x-request-id'), url: request.url }, 'api request failed');
      return errorResponse(new AppError('internal', t('Api.failed')));
    }
  };
}

/**
 * Against cross-site request forgery: the API also accepts the session cookie, so a browser
 * write that carries no bearer token must come from this same origin. (Browsers send Origin on
 * every cross-origin POST; clients without a browser send a bearer token or no Origin.)
 */
export function assertSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (/^bearer /i.test(request.headers.get('authorization') ?? '')) return;
  // A malformed Origin (not a URL, or 'null') is not this site: 403, never a 500.
  if (isCrossSiteRequest(request)) throw new AppError('forbidden', 'Api.forbidden');
}

function localise(error: AppError, t: Translator): AppError {
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, t(v)]));
  return new AppError(error.code, t(error.message), fields, error.headers);
}

/** zod issue → message key of `Api.errors`: the schema's own code, else one from the issue kind. */
function issueKey(issue: z.core.$ZodIssue, messages: Messages): string {
  if (issue.message in messages.Api.errors) return `Api.errors.${issue.message}`;
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'Api.errors.unknown_field';
    case 'too_big':
      return issue.origin === 'array' ? 'Api.errors.too_many' : issue.origin === 'string' ? 'Api.errors.too_long' : 'Api.errors.invalid_number';
    case 'too_small':
      return issue.origin === 'string' ? 'Api.errors.required' : 'Api.errors.invalid_number';
    case 'invalid_type':
      return issue.input === undefined ? 'Api.errors.required' : 'Api.errors.invalid_type';
    default:
      return 'Api.errors.invalid_value';
  }
}

/** Field path → message key of the first issue of each field ('body' for unknown top-level keys). */
export function validationFields(error: z.ZodError, messages: Messages): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || 'body'];
    for (const path of paths) fields[path] ??= issueKey(issue, messages);
  }
  return fields;
}

/** Parses input with an entity schema; a 400 with localised field messages when it does not fit. */
export async function parseInput<S extends z.ZodType>(ctx: Pick<ApiContext, 'locale'>, schema: S, input: unknown): Promise<z.output<S>> {
  const parsed = await schema.safeParseAsync(input);
  if (parsed.success) return parsed.data;
  throw new AppError('validation_failed', 'Api.invalidRequest', validationFields(parsed.error, await loadMessages(ctx.locale)));
}
