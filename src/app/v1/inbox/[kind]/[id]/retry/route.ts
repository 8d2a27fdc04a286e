import { apiHandler } from '@/server/http/api-handler';
import { idParam } from '@/server/http/request-body';
import { inboxKindParam, retryInboxDelivery } from '@/server/inbox/inbox';
import { wakeOutboxWorker } from '@/server/outbox/worker';

export const dynamic = 'force-dynamic';

type Params = { kind: string; id: string };

/** POST /v1/inbox/{kind}/{id}/retry — the latest delivery back in the queue, due now; 200 with the item. */
export const POST = apiHandler<Params>(async (ctx, params) => {
  const kind = inboxKindParam(params.kind);
  const id = idParam(params.id, 'Api.inboxItemNotFound');
  const item = await retryInboxDelivery(ctx.db, await ctx.principal(), kind, id);
  wakeOutboxWorker();
  return Response.json(item, { headers: { 'Cache-Control': 'no-store' } });
});
