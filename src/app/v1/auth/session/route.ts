import { decodePathSegment } from '@/lib/validators';
import { answer } from '@/server/api/endpoint';
import { apiUser } from '@/server/auth/api';
import { apiHandler } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/**
 * GET /v1/auth/session — the bearer token of the browser's session cookie, for the SPEC's client
 * after a social sign-in (`/login/redirect` keeps it in local storage). 401 without a session.
 */
export const GET = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  const cookie = (ctx.request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .find((c) => /^(__Secure-)?realtor\.session_token=/.test(c));
  if (!cookie) throw new AppError('unauthorized', 'Api.unauthorized');
  const accessToken = decodePathSegment(cookie.slice(cookie.indexOf('=') + 1));
  if (!accessToken) throw new AppError('unauthorized', 'Api.unauthorized');
  return answer(endpoints.getSessionToken, 200, { accessToken, user: apiUser(principal) }, { headers: { 'Cache-Control': 'no-store' } });
});
