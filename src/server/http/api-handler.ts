import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';
import { getAuth } from '@/server/auth/auth';
import { getPrincipal, type Principal } from '@/server/auth/guard';
import { getEnv, type Env } from '@/server/config/env';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/client';
import { reportRequestError } from '@/server/errors/report';
import { apiLocale } from '@/server/i18n/request-locale';
import { rateLimit } from '@/server/rate-limit';
import { clientIp } from './client-ip';
import { AppError } from '@/server/errors/app-error';
import { errorResponse } from './errors';
import { isCrossSiteRequest } from './same-origin';

/** A namespace of the catalogs whose messages a route answers with before `Api`'s (a form's own). */
export type MessageNamespace = 'ContactForm' | 'LeadForm' | 'LoanInquiryForm';

export interface ApiContext {
  request: Request;
  /** The request's language; a route may settle it from its body (useLocale). */
  readonly locale: Locale;
  /** The namespace of the route's own messages, tried before `Api` (RouteOptions.messages). */
  readonly messages?: MessageNamespace;
  db: Db;
  /** The signed-in user (bearer token or session cookie); AppError('unauthorized') otherwise. */
  principal(): Promise<Principal>;
  /** The messages of the request's language, loaded on demand: `(await ctx.translator())('Api.forbidden')`. */
  translator(): Promise<Translator>;
  /** Answers in this language from now on, when it is one of the site's (a form's `locale` field). */
  useLocale(value: unknown): void;
}

/** What a route asks of the transport besides the defaults. */
export interface RouteOptions {
  /** Its own messages (the form's namespace), tried before `Api`'s. */
  messages?: MessageNamespace;
  /** A limit per client address, counted before the handler runs: 429 with Retry-After past it. */
  rateLimit?: { name: string; points: (env: Env) => number; seconds: number };
}

export type Translator = (key: string, values?: Record<string, string | number>) => string;

/**
 * The message of a key: the key itself when the catalogs have it ('Api.forbidden'), else the same
 * key in the route's namespace ('realtorNotFound' → 'ContactForm.realtorNotFound'), else in `Api`
 * ('rateLimited' → 'Api.rateLimited'); anything else is a message already (kept as it is).
 */
async function translatorFor(locale: Locale, namespace?: MessageNamespace): Promise<Translator> {
  const translate = createTranslator({ locale, messages: await loadMessages(locale) });
  return (key, values) => {
    const found = [key, namespace && `${namespace}.${key}`, `Api.${key}`].find((candidate) => candidate && translate.has(candidate as never));
    return found ? translate(found as never, values as never) : key;
  };
}

/**
 * The one transport of every API route and public form: the request's language, this site's pages
 * only for a browser's writes (403), the route's rate limit per client address (429), the
 * database, the principal on demand, and one error mapping — an AppError becomes its 4xx JSON
 * answer with its message and field messages translated (domain code throws message keys such as
 * 'Api.forbidden'); anything else is reported (log line with the request id, and the error
 * reporter when configured) and answered 500 without details. Bodies are read within a limit by
 * readJsonBody (415, 413, 400) and checked by parseInput (400 with field messages).
 */
export function apiHandler<P = Record<string, never>>(fn: (ctx: ApiContext, params: P) => Promise<Response>, options: RouteOptions = {}) {
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    let locale = apiLocale(request);
    // Messages are loaded only when an answer needs one: the accepted path stays cheap.
    const translator = () => translatorFor(locale, options.messages);
    try {
      assertSameOrigin(request);
      if (options.rateLimit) {
        const { name, points, seconds } = options.rateLimit;
        const wait = await rateLimit(name, points(getEnv()), seconds).consume(clientIp(request.headers));
        if (wait) throw new AppError('rate_limited', 'rateLimited', undefined, { 'Retry-After': String(wait) });
      }
      const db = await getDb();
      let principal: Promise<Principal> | undefined;
      const ctx: ApiContext = {
        request,
        get locale() {
          return locale;
        },
        messages: options.messages,
        db,
        translator,
        useLocale: (value) => {
          locale = apiLocale(request, value);
        },
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
      // The client left (in the middle of its body): nobody to answer, nothing to report.
      if (request.signal.aborted) return errorResponse(new AppError('internal', t('failed')));
      const { pathname } = new URL(request.url);
      reportRequestError(error, { path: pathname, method: request.method, headers: Object.fromEntries(request.headers) }, { routePath: pathname, routeType: 'route' });
      return errorResponse(new AppError('internal', t('failed')));
    }
  };
}

/**
 * Against cross-site request forgery: the API also accepts the session cookie, and the public
 * forms take a browser's post, so a browser write that carries no bearer token must come from
 * this same origin. (Browsers send Origin on every cross-origin POST, and cannot send a bearer
 * token to another site without its consent; clients without a browser send a bearer token or no
 * Origin.)
 */
export function assertSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (/^bearer /i.test(request.headers.get('authorization') ?? '')) return;
  // A malformed Origin (not a URL, or 'null') is not this site: 403, never a 500.
  if (isCrossSiteRequest(request)) throw new AppError('forbidden', 'forbidden');
}

function localise(error: AppError, t: Translator): AppError {
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, t(v)]));
  return new AppError(error.code, t(error.message), fields, error.headers);
}

/**
 * zod issue → message key: the schema's own code (`ContactForm.errors.invalid_term` in the route's
 * namespace, else `Api.errors.…`), else one from the issue kind.
 */
function issueKey(issue: z.core.$ZodIssue, messages: Messages, namespace?: MessageNamespace): string {
  const own = namespace ? (messages[namespace] as { errors?: Record<string, string> }).errors ?? {} : {};
  const key = (code: string) => (code in own ? `${namespace}.errors.${code}` : `Api.errors.${code}`);
  if (issue.message in own || issue.message in messages.Api.errors) return key(issue.message);
  switch (issue.code) {
    case 'unrecognized_keys':
      return key('unknown_field');
    case 'too_big':
      return key(issue.origin === 'array' ? 'too_many' : issue.origin === 'string' ? 'too_long' : 'invalid_number');
    case 'too_small':
      return key(issue.origin === 'string' ? 'required' : 'invalid_number');
    case 'invalid_type':
      return key(issue.input === undefined ? 'required' : 'invalid_type');
    default:
      return key('invalid_value');
  }
}

/**
 * The one mapping of a zod error to field messages: field path → message key of its first issue
 * ('body' for the body itself, each unknown key by its own path).
 */
export function validationFields(error: z.ZodError, messages: Messages, namespace?: MessageNamespace): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || 'body'];
    for (const path of paths) fields[path] ??= issueKey(issue, messages, namespace);
  }
  return fields;
}

/** Parses input with an entity schema; a 400 with localised field messages when it does not fit. */
export async function parseInput<S extends z.ZodType>(ctx: Pick<ApiContext, 'locale' | 'messages'>, schema: S, input: unknown): Promise<z.output<S>> {
  const parsed = await schema.safeParseAsync(input);
  if (parsed.success) return parsed.data;
  throw new AppError('validation_failed', 'invalidRequest', validationFields(parsed.error, await loadMessages(ctx.locale), ctx.messages));
}
