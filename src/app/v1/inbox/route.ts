import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { listInbox } from '@/server/inbox/inbox';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** GET /v1/inbox?kind=&realtorId=&status=&page=&pageSize= — leads (admins) or contact messages (admins or the owner). */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const query = await parseInput(ctx, endpoints.listInbox.query, Object.fromEntries(new URL(ctx.request.url).searchParams));
  return answer(endpoints.listInbox, 200, await listInbox(ctx.db, principal, query), { headers: { 'Cache-Control': 'no-store' } });
});
