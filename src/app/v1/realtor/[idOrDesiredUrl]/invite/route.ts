import { answer } from '@/server/api/endpoint';
import { siteUrl } from '@/server/config/public';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { AppError } from '@/server/errors/app-error';
import { idParam, readJsonBody } from '@/server/http/request-body';
import { wakeOutboxWorker } from '@/server/outbox/worker';
import { revalidateRealtor } from '@/server/realtors/cached';
import { inviteRealtor } from '@/server/realtors/invite';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

type Params = { idOrDesiredUrl: string };

/**
 * POST /v1/realtor/{id}/invite {email} — admins: links the user with this e-mail as the owner, or
 * e-mails an invitation (in the request's language). 200 {status, email, expiresAt}.
 */
export const POST = apiHandler<Params>(async (ctx, { idOrDesiredUrl }) => {
  // The numeric id only (the path is shared with GET by slug).
  if (!/^\d{1,10}$/.test(idOrDesiredUrl)) throw new AppError('bad_request', 'Api.invalidRequest');
  const id = idParam(idOrDesiredUrl);
  const principal = await ctx.principal();
  const input = await parseInput(ctx, endpoints.inviteRealtorOwner.body.schema, await readJsonBody(ctx.request, 10_000));
  const result = await inviteRealtor(ctx.db, principal, id, input, { origin: siteUrl(), locale: ctx.locale, revalidate: revalidateRealtor });
  if (result.status === 'invited') wakeOutboxWorker();
  return answer(endpoints.inviteRealtorOwner, 200, result, { headers: { 'Cache-Control': 'no-store' } });
});
