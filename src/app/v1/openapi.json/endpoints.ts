import { defineEndpoint } from '@/server/api/endpoint';

export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: '/v1/openapi.json',
  operationId: 'getOpenApiDocument',
  tag: 'Documentation',
  summary: 'This OpenAPI document',
  auth: 'public',
  answers: { 200: { description: 'The OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } } },
  prerendered: true,
});
