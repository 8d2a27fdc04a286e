import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { realtorEtcInfo, realtorPhotos, realtors, realtorSections, realtorSeoMeta, uploads } from '@/server/db/schema';
import type { StoredFiles } from './driver';

/**
 * The sweep of stored photos (security issue item 7): a file no realtor field refers to is removed
 * once it is older than the grace period (an upload abandoned before its form was saved, a photo
 * replaced), and every file of a deleted realtor at once (unless another realtor refers to it, e.g.
 * after an import). Upload rows of removed files, and of presigns never uploaded past the grace
 * period, are forgotten, so they no longer count against the quota. Run by the app's background
 * worker every hour and by `npm run ops -- sweep-uploads`.
 */

/** A key anywhere in a text (the stored URL: local /uploads/{key}, S3 or CDN …/{key}). */
const KEY_IN_TEXT = /realtors\/\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|gif|ico)/g;

export const DEFAULT_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  now?: Date;
  /** How old an unreferenced file must be before it is removed. */
  graceMs?: number;
  /** Report what would be removed; remove nothing. */
  dryRun?: boolean;
}

export interface SweepResult {
  /** Keys removed (or, in a dry run, that would be). */
  removed: string[];
  /** Files kept. */
  kept: number;
  /** Upload rows forgotten (no file any more). */
  forgotten: number;
}

/** Every upload key a stored realtor field refers to, with the realtor that does. */
export async function referencedUploadKeys(db: Db): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const collect = (realtorId: number, ...texts: (string | null | undefined)[]) => {
    for (const text of texts) for (const [key] of (text ?? '').matchAll(KEY_IN_TEXT)) if (!found.has(key)) found.set(key, realtorId);
  };
  for (const row of await db.select({ realtorId: realtorPhotos.realtorId, url: realtorPhotos.url }).from(realtorPhotos)) collect(row.realtorId, row.url);
  for (const row of await db.select({ realtorId: realtorSections.realtorId, title: realtorSections.title, body: realtorSections.body }).from(realtorSections)) {
    collect(row.realtorId, row.title, row.body);
  }
  for (const row of await db.select({ realtorId: realtorEtcInfo.realtorId, content: realtorEtcInfo.content }).from(realtorEtcInfo)) collect(row.realtorId, row.content);
  for (const row of await db.select({ realtorId: realtorSeoMeta.realtorId, description: realtorSeoMeta.description }).from(realtorSeoMeta)) {
    collect(row.realtorId, row.description);
  }
  for (const row of await db.select({ id: realtors.id, aboutMeKr: realtors.aboutMeKr, aboutMeEn: realtors.aboutMeEn }).from(realtors)) {
    collect(row.id, row.aboutMeKr, row.aboutMeEn);
  }
  return found;
}

export async function sweepUploads(db: Db, files: StoredFiles, { now = new Date(), graceMs = DEFAULT_GRACE_MS, dryRun = false }: SweepOptions = {}): Promise<SweepResult> {
  const cutoff = now.getTime() - graceMs;
  // The files first, then the references: a file uploaded and saved meanwhile is not in the list.
  const listed = [];
  for await (const file of files.list()) listed.push(file);
  const referenced = await referencedUploadKeys(db);
  const rows = new Map((await db.select().from(uploads)).map((row) => [row.key, row]));
  const living = new Set((await db.select({ id: realtors.id }).from(realtors)).map((r) => r.id));
  const ofDeletedRealtor = (realtorId: number | null | undefined) => realtorId != null && !living.has(realtorId);

  const result: SweepResult = { removed: [], kept: 0, forgotten: 0 };
  const present = new Set<string>();
  for (const file of listed) {
    const row = rows.get(file.key);
    const old = file.lastModified.getTime() <= cutoff && (!row || row.createdAt.getTime() <= cutoff);
    if (referenced.has(file.key) || !(old || ofDeletedRealtor(row?.realtorId))) {
      present.add(file.key);
      result.kept++;
      continue;
    }
    result.removed.push(file.key);
    if (!dryRun) await files.remove(file.key);
  }
  if (dryRun) return result;

  // Rows whose file is gone (removed now, or never uploaded) once it can no longer arrive.
  const forget = [...rows.values()]
    .filter((row) => !present.has(row.key) && !referenced.has(row.key) && (row.createdAt.getTime() <= cutoff || ofDeletedRealtor(row.realtorId) || result.removed.includes(row.key)))
    .map((row) => row.key);
  for (let i = 0; i < forget.length; i += 500) {
    const deleted = await db.delete(uploads).where(inArray(uploads.key, forget.slice(i, i + 500))).returning({ key: uploads.key });
    result.forgotten += deleted.length;
  }
  // An admin's upload for a realtor not yet created counts against that realtor once it refers to it.
  for (const [key, realtorId] of referenced) {
    if (rows.get(key)?.realtorId === null) await db.update(uploads).set({ realtorId }).where(and(eq(uploads.key, key), isNull(uploads.realtorId)));
  }
  return result;
}
