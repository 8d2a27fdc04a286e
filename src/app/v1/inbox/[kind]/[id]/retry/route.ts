import { answer } from '@/server/api/endpoint';
import { apiHandler } from '@/server/http/api-handler';
import { idParam } from '@/server/http/request-body';
import { inboxKindParam, retryInboxDelivery } from '@/server/inbox/inbox';
import { wakeOutboxWorker } from '@/server/outbox/worker';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { kind: string; id: string };

/** POST /v1/inbox/{kind}/{id}/retry — the latest delivery back in the queue, due now; 200 with the item. */
export const POST = apiHandler<Params>(async (ctx, params) => {
  const kind = inboxKindParam(params.kind);
  const id = idParam(params.id, 'Api.inboxItemNotFound');
  const item = await retryInboxDelivery(ctx.db, await ctx.principal(), kind, id);
  wakeOutboxWorker();
  return answer(endpoints.retryInboxDelivery, 200, item, { headers: { 'Cache-Control': 'no-store' } });
});
