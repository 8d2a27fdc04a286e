import { inboxItemSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { inboxItemPathParams } from '@/server/api/path-params';
import { inboxUpdateSchema } from '@/server/inbox/inbox';

export const updateInboxItem = defineEndpoint({
  method: 'PATCH',
  path: '/v1/inbox/{kind}/{id}',
  operationId: 'updateInboxItem',
  tag: 'Inbox',
  summary: "Set a lead's or contact message's status and notes",
  description: 'Leads: admins. Contact messages: admins or the owner of its realtor. At least one field.',
  auth: 'signed-in',
  params: inboxItemPathParams,
  body: { schema: inboxUpdateSchema.meta({ id: 'InboxUpdate' }), example: { status: 'contacted', notes: 'Called back on Monday.' } },
  answers: { 200: { description: 'The updated item.', schema: inboxItemSchema } },
  errors: [400, 401, 403, [404, 'No such item (or kind).'], 413],
});
