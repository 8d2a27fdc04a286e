import 'server-only';
import { contactSchema } from '@/lib/schemas/contact';
import { leadSchema } from '@/lib/schemas/lead';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { getReadyDatabase } from '@/server/db';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { wakeOutboxWorker } from '@/server/outbox/worker';
import { handlePublicForm } from './public-form';

/**
 * POST /v1/realtor-contacts — a visitor's message to a realtor (public, SPEC §3, §7). Stored with
 * its e-mail outbox row before the 201; the realtor is e-mailed in the background.
 */
export function postContactMessage(request: Request): Promise<Response> {
  return handlePublicForm(request, {
    name: 'contact',
    schema: contactSchema,
    namespace: 'ContactForm',
    async store(contact, meta) {
      const result = await createContactMessage(await getReadyDatabase(), contact, meta);
      wakeOutboxWorker();
      return result;
    },
  });
}

/**
 * POST /api/send-to-slack — a homepage request from the landing page (SPEC §7). Stored with its
 * Slack outbox row before the 201; Slack delivery happens in the background.
 */
export function postHomepageRequest(request: Request): Promise<Response> {
  return handlePublicForm(request, {
    name: 'lead',
    schema: leadSchema,
    namespace: 'LeadForm',
    async store(lead, meta) {
      const result = await createHomepageRequest(await getReadyDatabase(), lead, meta);
      wakeOutboxWorker();
      return result;
    },
  });
}
