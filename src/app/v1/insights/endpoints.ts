import { defineEndpoint } from '@/server/api/endpoint';
import { insightsQueryParams, insightsSchema } from '@/lib/schemas/visits';

export const getAllInsights = defineEndpoint({
  method: 'GET',
  path: '/v1/insights',
  operationId: 'getAllInsights',
  tag: 'Visits',
  summary: 'Visits and messages of every realtor, in total and per realtor (admins)',
  description: 'As a realtor’s insights, for all of them, with homepage requests (leads) per period and a list per realtor.',
  auth: 'signed-in',
  query: insightsQueryParams,
  answers: { 200: { description: 'The insights.', schema: insightsSchema } },
  errors: [400, 401, 403],
});
