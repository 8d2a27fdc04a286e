import { contactSchema } from '@/lib/schemas/contact';
import { createContactMessage } from '@/server/contacts/create-contact-message';
import { contactListQuerySchema, listContactMessages } from '@/server/contacts/list-contact-messages';
import { getReadyDatabase } from '@/server/db';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { handlePublicForm } from '@/server/http/public-form';
import { wakeOutboxWorker } from '@/server/outbox/worker';

export const dynamic = 'force-dynamic';

/**
 * POST /v1/realtor-contacts — a visitor's message to a realtor (public, SPEC §3, §7). Stored with
 * its e-mail outbox row before the 201; the realtor is e-mailed in the background.
 */
export function POST(request: Request) {
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

/** GET /v1/realtor-contacts?realtorId=&page=&pageSize= — admins or the owner: newest first. */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const query = await parseInput(ctx, contactListQuerySchema, Object.fromEntries(new URL(ctx.request.url).searchParams));
  return Response.json(await listContactMessages(ctx.db, principal, query), { headers: { 'Cache-Control': 'no-store' } });
});
