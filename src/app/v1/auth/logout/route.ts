import { answer } from '@/server/api/endpoint';
import { getAuth } from '@/server/auth/auth';
import { signOut } from '@/server/auth/sessions';
import { apiHandler } from '@/server/http/api-handler';
import * as endpoints from './endpoints';

/** POST /v1/auth/logout — ends the session of the bearer token or cookie. 200. */
export const POST = apiHandler(async (ctx) => {
  const cleared = await signOut(await getAuth(), ctx.request.headers);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of cleared.getSetCookie()) headers.append('Set-Cookie', cookie);
  return answer(endpoints.logout, 200, { ok: true }, { headers });
});
