import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { contactSchema } from '@/lib/schemas/contact';
import { leadSchema } from '@/lib/schemas/lead';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { getReadyDatabase, type Database } from '@/server/db';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { wakeOutboxWorker } from '@/server/outbox/worker';
import { handlePublicForm, type FormNamespace } from './public-form';

/**
 * A public form's POST handler: the record and its outbox row are stored before the 201, and the
 * outbox worker is woken to deliver in the background.
 */
function publicForm<S extends z.ZodType<{ website?: string; locale?: Locale }>>(
  name: string,
  schema: S,
  namespace: FormNamespace,
  create: (database: Database, data: z.output<S>, meta: { locale: string; userAgent: string }) => Promise<{ id: number }>,
): (request: Request) => Promise<Response> {
  return (request) =>
    handlePublicForm(request, {
      name,
      schema,
      namespace,
      async store(data, meta) {
        const result = await create(await getReadyDatabase(), data, meta);
        wakeOutboxWorker();
        return result;
      },
    });
}

/** POST /v1/realtor-contacts — a visitor's message to a realtor (public, SPEC §3, §7), e-mailed to them. */
export const postContactMessage = publicForm('contact', contactSchema, 'ContactForm', createContactMessage);

/** POST /api/send-to-slack — a homepage request from the landing page (SPEC §7), posted to Slack. */
export const postHomepageRequest = publicForm('lead', leadSchema, 'LeadForm', createHomepageRequest);
