import { defineEndpoint } from '@/server/api/endpoint';

export const getApiReference = defineEndpoint({
  method: 'GET',
  path: '/v1/docs',
  operationId: 'getApiReference',
  tag: 'Documentation',
  summary: 'The API reference page (HTML)',
  auth: 'public',
  answers: { 200: { description: 'The API reference, rendered from this document.', content: { 'text/html': { schema: { type: 'string' } } } } },
  prerendered: true,
});
