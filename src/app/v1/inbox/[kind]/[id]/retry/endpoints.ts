import { inboxItemSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { inboxItemPathParams } from '@/server/api/path-params';

export const retryInboxDelivery = defineEndpoint({
  method: 'POST',
  path: '/v1/inbox/{kind}/{id}/retry',
  operationId: 'retryInboxDelivery',
  tag: 'Inbox',
  summary: "Retry a lead's or contact message's delivery now",
  description: 'Puts the latest delivery (Slack or e-mail) back in the queue, due now. Same permissions as the update.',
  auth: 'signed-in',
  params: inboxItemPathParams,
  answers: { 200: { description: 'The item, its delivery pending again.', schema: inboxItemSchema } },
  errors: [401, 403, [404, 'No such item (or kind), or it has no delivery.'], [409, 'The delivery has succeeded already.']],
});
