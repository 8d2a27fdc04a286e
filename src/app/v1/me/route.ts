import { apiUser } from '@/server/auth/api';
import { apiHandler } from '@/server/http/api-handler';

export const dynamic = 'force-dynamic';

/** GET /v1/me — the signed-in user and their role (401 without a valid token). */
export const GET = apiHandler(async (ctx) =>
  Response.json({ user: apiUser(await ctx.principal()) }, { headers: { 'Cache-Control': 'no-store' } }),
);
