import { defineEndpoint } from '@/server/api/endpoint';
import { realtorIdPathParam } from '@/server/api/path-params';
import { insightSettingsAnswerSchema, insightSettingsSchema } from '@/lib/schemas/visits';

export const updateRealtorInsightSettings = defineEndpoint({
  method: 'PUT',
  path: '/v1/realtor/{idOrDesiredUrl}/insights/settings',
  operationId: 'updateRealtorInsightSettings',
  tag: 'Visits',
  summary: 'The monthly summary e-mail: opt-in and language (admins or the owner)',
  auth: 'signed-in',
  params: realtorIdPathParam,
  body: { schema: insightSettingsSchema, example: { monthlyEmail: true, emailLocale: 'ko' } },
  answers: { 200: { description: 'The saved settings.', schema: insightSettingsAnswerSchema } },
  errors: [400, 401, 403, 404, 413, 415],
});
