import { leadSchema } from '@/lib/schemas/lead';
import { getReadyDatabase } from '@/server/db';
import { handlePublicForm } from '@/server/http/public-form';
import { createHomepageRequest } from '@/server/leads/create-homepage-request';
import { wakeOutboxWorker } from '@/server/outbox/worker';

/**
 * POST /api/send-to-slack — a homepage request from the landing page (SPEC §7).
 * Stored with its Slack outbox row before the 201; Slack delivery happens in the background.
 */
export function POST(request: Request) {
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
