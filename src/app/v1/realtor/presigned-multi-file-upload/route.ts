import { answer } from '@/server/api/endpoint';
import { getEnv } from '@/server/config/env';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';
import { getStorage } from '@/server/storage';
import { authorizeUploads, presignUploads } from '@/server/storage/presign-uploads';
import * as endpoints from './endpoints';

export const dynamic = 'force-dynamic';

/**
 * POST /v1/realtor/presigned-multi-file-upload — `{files: [{fileName, contentType, size}]}` →
 * `[{fileName, contentType, size, key, uploadUrl, url}]` (SPEC §7; an admin or a realtor; 413
 * past the realtor's quota).
 */
export const POST = apiHandler(async (ctx) => {
  const principal = await ctx.principal();
  await authorizeUploads(principal);
  const { files } = await parseInput(ctx, endpoints.presignUploads.body.schema, await readJsonBody(ctx.request));
  // A realtor's files count against their quota (UPLOAD_QUOTA_MB); an admin's are for no realtor yet.
  const owner = { db: ctx.db, realtorId: principal.realtorId, userId: principal.userId, quotaBytes: getEnv().UPLOAD_QUOTA_MB * 1024 * 1024 };
  const items = await presignUploads(await getStorage(), files, await ctx.translator(), new Date(), owner);
  return answer(endpoints.presignUploads, 200, items, { headers: { 'Cache-Control': 'no-store' } });
});
