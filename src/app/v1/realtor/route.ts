import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';
import { writeContext } from '@/server/realtors/api';
import { listRealtors } from '@/server/realtors/list-realtors';
import { createRealtor } from '@/server/realtors/write-realtor';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/** GET /v1/realtor?q=&state=&published=&page=&pageSize= — the admin's list, newest change first. */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const query = await parseInput(ctx, endpoints.listRealtors.query, Object.fromEntries(new URL(ctx.request.url).searchParams));
  return answer(endpoints.listRealtors, 200, await listRealtors(ctx.db, principal, query), { headers: { 'Cache-Control': 'no-store' } });
});

/** POST /v1/realtor — create a realtor (admins). 201 with the realtor. */
export const POST = apiHandler(async (ctx) => {
  const write = await writeContext(ctx);
  const input = await parseInput(ctx, endpoints.createRealtor.body.schema, await readJsonBody(ctx.request));
  return answer(endpoints.createRealtor, 201, await createRealtor(write, input), { headers: { 'Cache-Control': 'no-store' } });
});
