import 'server-only';
import type { ApiContext } from '@/server/http/api-handler';
import { revalidateRealtor } from './cached';
import type { WriteContext } from './write-realtor';

/** The write context of an API request: its database, its signed-in principal, page revalidation. */
export async function writeContext(ctx: ApiContext): Promise<WriteContext> {
  return { db: ctx.db, principal: await ctx.principal(), revalidate: revalidateRealtor };
}
