/**
 * Reads a realtor with everything their homepage shows, reshaped for the app (SPEC §3): photos
 * grouped by path group into lists of {imageType, url} (every group present, empty when none),
 * etc-info, regions, additional sections, testimonials, SEO meta per language, and the owner's name.
 */
import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Testimonial } from '@/lib/schemas/realtor';
import type { DbOrTx } from './write-graph';
import {
  PHOTO_PATHS,
  realtorEtcInfo,
  realtorPhotos,
  realtorRegions,
  realtors,
  realtorSections,
  realtorSeoMeta,
  realtorTestimonials,
  user,
  type EtcInfoType,
  type ImageType,
  type PhotoPath,
  type SeoLang,
} from '@/server/db/schema';

export type RealtorRow = typeof realtors.$inferSelect;

export interface RealtorView extends RealtorRow {
  /** The owner account's name, when the realtor has an owner: the default of the display names. */
  ownerName: string | null;
  photos: Record<PhotoPath, { imageType: ImageType; url: string }[]>;
  etcInfo: { contentType: EtcInfoType; content: string }[];
  activityRegion: { state: 'CA' | 'GA'; city: string; neighborhood: string; zipcode: string }[];
  additionalSections: { title: string; body: string; titleEn: string; bodyEn: string; titleJa: string; bodyJa: string }[];
  testimonials: Testimonial[];
  seoMeta: Partial<Record<SeoLang, { title: string; description: string; keywords: string; author: string }>>;
}

export function getRealtorByDesiredUrl(db: DbOrTx, desiredUrl: string): Promise<RealtorView | null> {
  return loadRealtor(db, sql`lower(${realtors.desiredUrl}) = lower(${desiredUrl})`);
}

/** By numeric id, or by desired URL (slugs never contain digits). */
export function getRealtor(db: DbOrTx, idOrDesiredUrl: string): Promise<RealtorView | null> {
  if (/^\d{1,9}$/.test(idOrDesiredUrl)) return loadRealtor(db, eq(realtors.id, Number(idOrDesiredUrl)));
  return getRealtorByDesiredUrl(db, idOrDesiredUrl);
}

/** The API shape of SPEC §3: the record with photos as a flat list of {path, imageType, url}. */
export function toApiRealtor(view: RealtorView) {
  const { photos, homepageHost: _host, ownerName: _ownerName, ...fields } = view;
  return {
    ...fields,
    photos: PHOTO_PATHS.flatMap((path) => photos[path].map((p) => ({ path, imageType: p.imageType, url: p.url }))),
  };
}

async function loadRealtor(db: DbOrTx, where: SQL): Promise<RealtorView | null> {
  const [row] = await db
    .select({ realtor: realtors, name: user.name })
    .from(realtors)
    .leftJoin(user, eq(user.id, realtors.userId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const id = row.realtor.id;
  const [photos, etcInfo, regions, sections, testimonials, seo] = await Promise.all([
    db.select().from(realtorPhotos).where(eq(realtorPhotos.realtorId, id)).orderBy(asc(realtorPhotos.position)),
    db.select().from(realtorEtcInfo).where(eq(realtorEtcInfo.realtorId, id)).orderBy(asc(realtorEtcInfo.position)),
    db.select().from(realtorRegions).where(eq(realtorRegions.realtorId, id)).orderBy(asc(realtorRegions.position)),
    db.select().from(realtorSections).where(eq(realtorSections.realtorId, id)).orderBy(asc(realtorSections.position)),
    db.select().from(realtorTestimonials).where(eq(realtorTestimonials.realtorId, id)).orderBy(asc(realtorTestimonials.position)),
    db.select().from(realtorSeoMeta).where(eq(realtorSeoMeta.realtorId, id)),
  ]);
  const grouped = Object.fromEntries(PHOTO_PATHS.map((p) => [p, [] as { imageType: ImageType; url: string }[]])) as RealtorView['photos'];
  for (const photo of photos) grouped[photo.path].push({ imageType: photo.imageType, url: photo.url });
  return {
    ...row.realtor,
    ownerName: row.name,
    photos: grouped,
    etcInfo: etcInfo.map(({ contentType, content }) => ({ contentType, content })),
    activityRegion: regions.map(({ state, city, neighborhood, zipcode }) => ({ state, city, neighborhood, zipcode })),
    additionalSections: sections.map(({ title, body, titleEn, bodyEn, titleJa, bodyJa }) => ({ title, body, titleEn, bodyEn, titleJa, bodyJa })),
    testimonials: testimonials.map(({ quote, author, detail, lang }) => ({ quote, author, detail, lang })),
    seoMeta: Object.fromEntries(seo.map(({ lang, title, description, keywords, author }) => [lang, { title, description, keywords, author }])),
  };
}
