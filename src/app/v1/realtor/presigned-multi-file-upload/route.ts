import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';
import { getStorage } from '@/server/storage';
import { authorizeUploads, presignUploads } from '@/server/storage/presign-uploads';
import { presignRequestSchema } from '@/server/storage/upload-policy';

export const dynamic = 'force-dynamic';

/**
 * POST /v1/realtor/presigned-multi-file-upload — `{files: [{fileName, contentType, size}]}` →
 * `[{fileName, contentType, size, key, uploadUrl, url}]` (SPEC §7; an admin or a realtor).
 */
export const POST = apiHandler(async (ctx) => {
  await authorizeUploads(await ctx.principal());
  const { files } = await parseInput(ctx, presignRequestSchema, await readJsonBody(ctx.request));
  const items = await presignUploads(await getStorage(), files, await ctx.translator());
  return Response.json(items, { headers: { 'Cache-Control': 'no-store' } });
});
