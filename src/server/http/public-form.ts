import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { getEnv } from '@/server/config/env';
import { apiLocale } from '@/server/i18n/request-locale';
import { logger } from '@/server/log';
import { rateLimit } from '@/server/rate-limit';
import { clientIp } from './client-ip';
import { AppError, errorResponse } from './errors';
import { fieldErrors, readJson } from './json';
import { isCrossSiteRequest } from './same-origin';

export type FormNamespace = 'LeadForm' | 'ContactForm';

/** The most a public form's body may be (its fields take a few kilobytes at most). */
export const PUBLIC_FORM_MAX_BYTES = 100_000;

/**
 * The shared handling of a public form POST (the lead and the contact message): this site's pages
 * only (403 cross-site), JSON only (415), a per-IP rate limit, the body read within its limit
 * (413), the entity's zod schema with localised field messages, the honeypot, and JSON errors —
 * 4xx for anything the visitor sent, a logged 500 for anything else.
 */
export async function handlePublicForm<S extends z.ZodType<{ website?: string; locale?: Locale }>>(
  request: Request,
  { name, schema, namespace, store }: {
    name: string;
    schema: S;
    namespace: FormNamespace;
    /** Throws AppErrors whose messages are keys of the form's namespace (e.g. 'realtorNotFound'). */
    store: (data: z.output<S>, meta: { locale: Locale; userAgent: string }) => Promise<{ id: number }>;
  },
): Promise<Response> {
  let locale = apiLocale(request);
  // Messages are loaded only when an answer needs one: the accepted path stays cheap. Not
  // next-intl's getTranslations: server.mjs answers these forms outside Next.js's request scope.
  const translator = async () => createTranslator({ locale, messages: await loadMessages(locale), namespace });
  try {
    // Only this site's own pages post here, and only as JSON: a page of another site can make its
    // visitors' browsers send a form or text/plain without asking (no CORS preflight), never JSON.
    // The forms submit only through JavaScript (their buttons wait for hydration), so no
    // urlencoded post of our own is refused.
    if (isCrossSiteRequest(request)) throw new AppError('forbidden', 'crossSite');
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) throw new AppError('unsupported_media_type', 'unsupportedMediaType');

    const wait = await rateLimit(name, getEnv().RATE_LIMIT_FORMS_PER_MINUTE, 60).consume(clientIp(request.headers));
    if (wait) throw new AppError('rate_limited', 'rateLimited', undefined, { 'Retry-After': String(wait) });

    const body = await readJson(request, { invalid: 'invalidRequest', tooLarge: 'tooLarge' }, PUBLIC_FORM_MAX_BYTES);
    locale = apiLocale(request, (body as { locale?: unknown } | null)?.locale);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AppError('validation_failed', 'invalidRequest', fieldErrors(parsed.error, (code) => `errors.${code}`));
    // The honeypot: people never see the field; a filled one is a bot, answered as if accepted.
    if (parsed.data.website) return Response.json({ id: 0 }, { status: 201, headers: { 'Cache-Control': 'no-store' } });

    const { id } = await store(parsed.data, { locale, userAgent: request.headers.get('user-agent') ?? '' });
    return Response.json({ id }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    const t = await translator();
    const message = (key: string) => (t.has(key as 'failed') ? t(key as 'failed') : t('invalidRequest'));
    if (error instanceof AppError) {
      const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, message(key)]));
      return errorResponse(new AppError(error.code, message(error.message), fields, error.headers));
    }
    logger.error({ err: error, requestId: request.headers.get('x-request-id'), form: name }, 'form request failed');
    return errorResponse(new AppError('internal', t('failed')));
  }
}
