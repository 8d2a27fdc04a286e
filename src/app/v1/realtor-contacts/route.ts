import { answer } from '@/server/api/endpoint';
import { listContactMessages } from '@/server/contacts/list-contact-messages';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { postContactMessage } from '@/server/http/public-forms';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** POST /v1/realtor-contacts — a visitor's message to a realtor (src/server/http/public-forms.ts). */
export const POST = postContactMessage;

/** GET /v1/realtor-contacts?realtorId=&page=&pageSize= — admins or the owner: newest first. */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const query = await parseInput(ctx, endpoints.listContactMessages.query, Object.fromEntries(new URL(ctx.request.url).searchParams));
  return answer(endpoints.listContactMessages, 200, await listContactMessages(ctx.db, principal, query), { headers: { 'Cache-Control': 'no-store' } });
});
