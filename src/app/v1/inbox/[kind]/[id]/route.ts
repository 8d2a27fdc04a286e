import { answer } from '@/server/api/endpoint';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { idParam, readJsonBody } from '@/server/http/request-body';
import { inboxKindParam, updateInboxItem } from '@/server/inbox/inbox';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { kind: string; id: string };

/** PATCH /v1/inbox/{kind}/{id} {status?, notes?} — 200 with the item. */
export const PATCH = apiHandler<Params>(async (ctx, params) => {
  const kind = inboxKindParam(params.kind);
  const id = idParam(params.id, 'Api.inboxItemNotFound');
  const principal = await ctx.principal();
  const patch = await parseInput(ctx, endpoints.updateInboxItem.body.schema, await readJsonBody(ctx.request, 50_000));
  return answer(endpoints.updateInboxItem, 200, await updateInboxItem(ctx.db, principal, kind, id, patch), { headers: { 'Cache-Control': 'no-store' } });
});
