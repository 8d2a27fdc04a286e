/**
 * The editor's preview of unsaved changes (decision 037): the patch is stored for an hour under a
 * random id and shown at /{desiredUrl}/admin/preview?draft={id} by applying it in a transaction
 * that is rolled back, so a preview is exactly what a save would make, and never more.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { realtorPatchSchema, type RealtorPatch } from '@/lib/schemas/realtor';
import type { Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { realtorPreviews, realtors } from '@/server/db/schema';
import type { RealtorView } from './get-realtor';
import { realtorWithPatch } from './write-realtor';

/** How long a preview's address works. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

/**
 * POST /v1/realtor/{id}/preview (admins or the owner): the patch is checked as a PATCH would check
 * it (a 403 or 409 here is the save's), then kept; older previews of every realtor go.
 */
export async function createPreview(ctx: { db: Db; principal: Principal }, id: number, patch: RealtorPatch) {
  await realtorWithPatch(ctx, id, patch);
  const previewId = randomUUID();
  const desiredUrl = await ctx.db.transaction(async (tx) => {
    await tx.delete(realtorPreviews).where(lt(realtorPreviews.createdAt, new Date(Date.now() - PREVIEW_LIFETIME_MS)));
    await tx.insert(realtorPreviews).values({ id: previewId, realtorId: id, patch });
    const [saved] = await tx.select({ desiredUrl: realtors.desiredUrl }).from(realtors).where(eq(realtors.id, id));
    return saved!.desiredUrl;
  });
  // At the saved address: a preview of a new desired URL is shown where the realtor still is.
  return { previewId, path: `/${desiredUrl}/admin/preview?draft=${previewId}` };
}

/**
 * The realtor `realtorId` as the preview `previewId` shows it, for `principal`; null when there is
 * no such preview of this realtor, or it is more than an hour old.
 */
export async function previewedRealtor(ctx: { db: Db; principal: Principal }, realtorId: number, previewId: string): Promise<RealtorView | null> {
  const [row] = await ctx.db
    .select({ patch: realtorPreviews.patch })
    .from(realtorPreviews)
    .where(and(eq(realtorPreviews.id, previewId), eq(realtorPreviews.realtorId, realtorId), gt(realtorPreviews.createdAt, new Date(Date.now() - PREVIEW_LIFETIME_MS))));
  if (!row) return null;
  return realtorWithPatch(ctx, realtorId, realtorPatchSchema.parse(row.patch));
}
