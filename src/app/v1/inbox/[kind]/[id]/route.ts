import { apiHandler, parseInput } from '@/server/http/api-handler';
import { idParam, readJsonBody } from '@/server/http/request-body';
import { inboxKindParam, inboxUpdateSchema, updateInboxItem } from '@/server/inbox/inbox';

export const dynamic = 'force-dynamic';

type Params = { kind: string; id: string };

/** PATCH /v1/inbox/{kind}/{id} {status?, notes?} — 200 with the item. */
export const PATCH = apiHandler<Params>(async (ctx, params) => {
  const kind = inboxKindParam(params.kind);
  const id = idParam(params.id, 'Api.inboxItemNotFound');
  const principal = await ctx.principal();
  const patch = await parseInput(ctx, inboxUpdateSchema, await readJsonBody(ctx.request, 50_000));
  return Response.json(await updateInboxItem(ctx.db, principal, kind, id, patch), { headers: { 'Cache-Control': 'no-store' } });
});
