import { inboxPageSchema } from '@/lib/schemas/answers';
import { defineEndpoint } from '@/server/api/endpoint';
import { inboxQuerySchema } from '@/server/inbox/inbox';

export const listInbox = defineEndpoint({
  method: 'GET',
  path: '/v1/inbox',
  operationId: 'listInbox',
  tag: 'Inbox',
  summary: 'Leads or contact messages with their delivery state',
  description:
    "Leads (`kind=lead`): admins only. Contact messages (`kind=contact`): admins see all, or one realtor's with `realtorId`; a realtor user sees their own realtor's only (403 for another `realtorId`). Newest first.",
  auth: 'signed-in',
  query: inboxQuerySchema,
  answers: { 200: { description: 'One page, newest first.', schema: inboxPageSchema } },
  errors: [[400, 'A query parameter is missing, does not fit, or is unknown.'], 401, 403],
});
