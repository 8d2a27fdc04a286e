import { apiHandler, parseInput } from '@/server/http/api-handler';
import { inboxCsv } from '@/server/inbox/inbox';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** GET /v1/inbox/export?kind=&realtorId=&status= — every matching record as a CSV attachment. */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const query = await parseInput(ctx, endpoints.exportInbox.query, Object.fromEntries(new URL(ctx.request.url).searchParams));
  const csv = await inboxCsv(ctx.db, principal, query);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${query.kind}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
