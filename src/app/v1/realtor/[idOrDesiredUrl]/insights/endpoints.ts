import { defineEndpoint } from '@/server/api/endpoint';
import { realtorIdPathParam } from '@/server/api/path-params';
import { insightsQueryParams, insightsSchema } from '@/lib/schemas/visits';

export const getRealtorInsights = defineEndpoint({
  method: 'GET',
  path: '/v1/realtor/{idOrDesiredUrl}/insights',
  operationId: 'getRealtorInsights',
  tag: 'Visits',
  summary: "A realtor's visits and messages (admins or the owner)",
  description:
    'Page views and visitors (per UTC day, rolled up), by language, device, referrer, country and page; contact messages by source and language; the conversion from visitors to messages.',
  auth: 'signed-in',
  params: realtorIdPathParam,
  query: insightsQueryParams,
  answers: { 200: { description: 'The insights.', schema: insightsSchema } },
  errors: [400, 401, 403, 404],
});
