import { getTranslations } from 'next-intl/server';
import { leadSchema } from '@/lib/schemas/lead';
import { getEnv } from '@/server/config/env';
import { getDb } from '@/server/db';
import { clientIp } from '@/server/http/client-ip';
import { AppError, errorResponse } from '@/server/http/errors';
import { fieldErrors, readJson } from '@/server/http/json';
import { apiLocale } from '@/server/i18n/request-locale';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { logger } from '@/server/log';
import { wakeOutboxWorker } from '@/server/outbox/worker';
import { rateLimit } from '@/server/rate-limit';

const KNOWN_CODES = new Set(['required', 'too_long', 'invalid_phone', 'invalid_country', 'consent_required']);

/**
 * POST /api/send-to-slack — a homepage request from the landing page (SPEC §7).
 * Stored with its Slack outbox row before the 201; Slack delivery happens in the background.
 */
export async function POST(request: Request) {
  let locale = apiLocale(request);
  try {
    const t = await getTranslations({ locale, namespace: 'LeadForm' });
    const limit = rateLimit('lead', getEnv().RATE_LIMIT_FORMS_PER_MINUTE, 60);
    const wait = await limit.consume(clientIp(request.headers));
    if (wait) throw new AppError('rate_limited', t('rateLimited'), undefined, { 'Retry-After': String(wait) });

    const body = await readJson(request, t('invalidRequest'));
    locale = apiLocale(request, (body as { locale?: unknown } | null)?.locale);
    const tl = await getTranslations({ locale, namespace: 'LeadForm' });
    const parsed = leadSchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError(
        'validation_failed',
        tl('invalidRequest'),
        fieldErrors(parsed.error, (code) => (KNOWN_CODES.has(code) ? tl(`errors.${code}` as 'errors.required') : tl('invalidRequest'))),
      );
    }
    // The honeypot: people never see the field; a filled one is a bot, answered as if accepted.
    if (parsed.data.website) return Response.json({ id: 0 }, { status: 201 });

    const { id } = await createHomepageRequest(await getDb(), parsed.data, {
      locale,
      userAgent: request.headers.get('user-agent') ?? '',
    });
    wakeOutboxWorker();
    return Response.json({ id }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    logger.error({ err: error, requestId: request.headers.get('x-request-id') }, 'lead request failed');
    const t = await getTranslations({ locale, namespace: 'realtorwwwInput' });
    return errorResponse(new AppError('internal', t('12')));
  }
}
