import { openApiDocument } from '@/app/endpoints';

// Built from the zod schemas alone (no database, no environment), so it is prerendered at build.
export const dynamic = 'force-static';

/** GET /v1/openapi.json — the OpenAPI 3.1 document of the API (the reference page: /v1/docs). */
export function GET(): Response {
  return Response.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
