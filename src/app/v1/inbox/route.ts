import { apiHandler, parseInput } from '@/server/http/api-handler';
import { inboxQuerySchema, listInbox } from '@/server/inbox/inbox';

export const dynamic = 'force-dynamic';

/** GET /v1/inbox?kind=&realtorId=&status=&page=&pageSize= — leads (admins) or contact messages (admins or the owner). */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const query = await parseInput(ctx, inboxQuerySchema, Object.fromEntries(new URL(ctx.request.url).searchParams));
  return Response.json(await listInbox(ctx.db, principal, query), { headers: { 'Cache-Control': 'no-store' } });
});
