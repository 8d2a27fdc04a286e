import { eq } from 'drizzle-orm';
import type { Testimonial } from '@/lib/schemas/realtor';
import type { Db } from '@/server/db/client';
import {
  realtorEtcInfo,
  realtorPhotos,
  realtorRegions,
  realtors,
  realtorSections,
  realtorSeoMeta,
  realtorTestimonials,
  type EtcInfoType,
  type ImageType,
  type PhotoPath,
  type SeoLang,
} from '@/server/db/schema';

/** A transaction or the database itself: the graph writers work inside either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** An additional section as written: translations left out are stored empty. */
export type RealtorSection = { title: string; body: string; titleEn?: string; bodyEn?: string; titleJa?: string; bodyJa?: string };

export type RealtorColumns = Omit<typeof realtors.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'homepageHost'>;

export interface RealtorChildren {
  photos: { path: PhotoPath; imageType: ImageType; url: string }[];
  etcInfo: { contentType: EtcInfoType; content: string }[];
  activityRegion: { state: 'CA' | 'GA'; city: string; neighborhood: string; zipcode: string }[];
  additionalSections: RealtorSection[];
  testimonials: Testimonial[];
  seoMeta: Partial<Record<SeoLang, { title: string; description: string; keywords: string; author: string }>>;
}

/** The lower-cased host of a homepage URL, for custom-domain lookups ('' or invalid → null). */
export function homepageHostOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).host.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Inserts a realtor and its child rows (a list left out has none); returns the new id. Call inside a transaction. */
export async function insertRealtorGraph(tx: DbOrTx, columns: RealtorColumns, children: Partial<RealtorChildren>): Promise<number> {
  const [row] = await tx
    .insert(realtors)
    .values({ ...columns, homepageHost: homepageHostOf(columns.hompageUrl) })
    .returning({ id: realtors.id });
  const id = row!.id;
  await replaceRealtorChildren(tx, id, children);
  return id;
}

/** Replaces the given child lists of a realtor (lists that are undefined stay as they are). */
export async function replaceRealtorChildren(tx: DbOrTx, realtorId: number, children: Partial<RealtorChildren>) {
  if (children.photos) {
    await tx.delete(realtorPhotos).where(eq(realtorPhotos.realtorId, realtorId));
    if (children.photos.length) {
      await tx.insert(realtorPhotos).values(children.photos.map((p, position) => ({ ...p, realtorId, position })));
    }
  }
  if (children.etcInfo) {
    await tx.delete(realtorEtcInfo).where(eq(realtorEtcInfo.realtorId, realtorId));
    if (children.etcInfo.length) {
      await tx.insert(realtorEtcInfo).values(children.etcInfo.map((e, position) => ({ ...e, realtorId, position })));
    }
  }
  if (children.activityRegion) {
    await tx.delete(realtorRegions).where(eq(realtorRegions.realtorId, realtorId));
    if (children.activityRegion.length) {
      await tx
        .insert(realtorRegions)
        .values(children.activityRegion.map((r, position) => ({ ...r, realtorId, position })));
    }
  }
  if (children.additionalSections) {
    await tx.delete(realtorSections).where(eq(realtorSections.realtorId, realtorId));
    if (children.additionalSections.length) {
      await tx
        .insert(realtorSections)
        .values(children.additionalSections.map((s, position) => ({ ...s, realtorId, position })));
    }
  }
  if (children.testimonials) {
    await tx.delete(realtorTestimonials).where(eq(realtorTestimonials.realtorId, realtorId));
    if (children.testimonials.length) {
      await tx.insert(realtorTestimonials).values(children.testimonials.map((q, position) => ({ ...q, realtorId, position })));
    }
  }
  if (children.seoMeta) {
    await tx.delete(realtorSeoMeta).where(eq(realtorSeoMeta.realtorId, realtorId));
    const entries = Object.entries(children.seoMeta).filter(([, v]) => v) as [SeoLang, NonNullable<RealtorChildren['seoMeta']['ko']>][];
    if (entries.length) {
      await tx.insert(realtorSeoMeta).values(entries.map(([lang, meta]) => ({ ...meta, lang, realtorId })));
    }
  }
}
