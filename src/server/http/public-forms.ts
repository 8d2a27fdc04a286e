import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { contactSchema } from '@/lib/schemas/contact';
import { leadSchema } from '@/lib/schemas/lead';
import { loanInquirySchema } from '@/lib/schemas/loan-inquiry';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { getReadyDatabase, type Database } from '@/server/db';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { createLoanInquiry } from '@/server/loans/create-loan-inquiry';
import { wakeOutboxWorker } from '@/server/outbox/worker';
import { apiHandler, parseInput, type MessageNamespace } from './api-handler';
import { readJsonBody } from './request-body';

/** The most a public form's body may be (its fields take a few kilobytes at most). */
export const PUBLIC_FORM_MAX_BYTES = 100_000;

/**
 * A public form's POST handler, through the one transport of every API route (api-handler.ts):
 * this site's pages only (403), a per-address rate limit (429), JSON only (415) within its limit
 * (413), the entity's zod schema with the form's own field messages (400), all in the language of
 * the page that sent it. A filled honeypot is answered as if accepted; otherwise the record and
 * its outbox row are stored before the 201, and the outbox worker is woken to deliver in the
 * background.
 */
function publicForm<S extends z.ZodType<{ website?: string; locale?: Locale }>>(
  name: string,
  schema: S,
  messages: MessageNamespace,
  create: (database: Database, data: z.output<S>, meta: { locale: Locale; userAgent: string }) => Promise<{ id: number }>,
) {
  return apiHandler(
    async (ctx) => {
      const body = await readJsonBody(ctx.request, PUBLIC_FORM_MAX_BYTES);
      ctx.useLocale((body as { locale?: unknown } | null)?.locale);
      const data = await parseInput(ctx, schema, body);
      // The honeypot: people never see the field; a filled one is a bot, answered as if accepted.
      if (data.website) return Response.json({ id: 0 }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
      const { id } = await create(await getReadyDatabase(), data, { locale: ctx.locale, userAgent: ctx.request.headers.get('user-agent') ?? '' });
      wakeOutboxWorker();
      return Response.json({ id }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
    },
    { messages, rateLimit: { name, points: (env) => env.RATE_LIMIT_FORMS_PER_MINUTE, seconds: 60 } },
  );
}

/** POST /v1/realtor-contacts — a visitor's message to a realtor (public, SPEC §3, §7), e-mailed to them. */
export const postContactMessage = publicForm('contact', contactSchema, 'ContactForm', createContactMessage);

/** POST /api/send-to-slack — a homepage request from the landing page (SPEC §7), posted to Slack. */
export const postHomepageRequest = publicForm('lead', leadSchema, 'LeadForm', createHomepageRequest);

/**
 * POST /v1/loan-inquiries — "talk to a loan officer" from a for-sale listing's estimate (issue #24),
 * posted to Slack for the lender. Its own rate limit per address, beside the contact form's.
 */
export const postLoanInquiry = publicForm('loan', loanInquirySchema, 'LoanInquiryForm', createLoanInquiry);
