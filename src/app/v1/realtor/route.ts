import { realtorInputSchema } from '@/lib/schemas/realtor';
import { apiHandler, parseInput } from '@/server/http/api-handler';
import { readJsonBody } from '@/server/http/request-body';
import { writeContext } from '@/server/realtors/api';
import { createRealtor } from '@/server/realtors/write-realtor';

/** POST /v1/realtor — create a realtor (admins). 201 with the realtor. */
export const POST = apiHandler(async (ctx) => {
  const write = await writeContext(ctx);
  const input = await parseInput(ctx, realtorInputSchema, await readJsonBody(ctx.request));
  return Response.json(await createRealtor(write, input), { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
