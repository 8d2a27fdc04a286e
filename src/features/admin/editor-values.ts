/**
 * The realtor editor's values and the request it sends (issue #7). Pure and isomorphic: the
 * server page turns a stored realtor into form values, the client turns them back into a
 * create or update body.
 *
 * Photos: the editor shows one image per upload. The API stores each image as a `fullsize` and a
 * `thumbnail` entry (SPEC §3 image types); uploads are not resized, so both carry the same URL,
 * as the demo data does. A save sends every group: the groups with images replace the stored
 * ones, the empty ones are cleared (`clearPhotoPaths`), so the page shows what the editor shows.
 */
import { z } from 'zod';
import { CONTENT_LANGS, type ContentLang } from '@/lib/content-language';
import {
  ADMIN_ONLY_REALTOR_FIELDS,
  ETC_INFO_TYPES,
  etcInfoSchema,
  PHOTO_PATHS,
  realtorInputSchema,
  type EtcInfoType,
  type PhotoPath,
  type RealtorFields,
  type RealtorInput,
  type RealtorPatch,
} from '@/lib/schemas/realtor';

/** The groups that hold several images (carousel and gallery); the others hold one. */
export const MULTI_PHOTO_PATHS: readonly PhotoPath[] = ['top', 'gallery'];

/**
 * What the form edits: every field but the owner link (its own tool) and photos (the photo
 * groups). The etc-info list is one labelled field per kind (`etc`); a second entry of a kind,
 * which only the API writes, is kept as it is (`etcMore`).
 */
export const editorSchema = realtorInputSchema.omit({ userId: true, photos: true, etcInfo: true }).extend({
  etc: z.strictObject(Object.fromEntries(ETC_INFO_TYPES.map((type) => [type, etcInfoSchema.shape.content])) as Record<EtcInfoType, typeof etcInfoSchema.shape.content>),
  etcMore: realtorInputSchema.shape.etcInfo,
});
export type EditorValues = z.input<typeof editorSchema>;
export type EditorOutput = z.output<typeof editorSchema>;

export type PhotoGroups = Record<PhotoPath, string[]>;

export function emptyPhotoGroups(): PhotoGroups {
  return Object.fromEntries(PHOTO_PATHS.map((path) => [path, [] as string[]])) as PhotoGroups;
}

/** A new realtor's starting values: the schema's own defaults. */
export function newEditorValues(): EditorValues {
  return toEditorValues(realtorInputSchema.parse({ desiredUrl: 'new-realtor' }), { desiredUrl: '' });
}

/** The etc-info list as one value per kind (the first entry of each) and the entries beyond those. */
function splitEtcInfo(etcInfo: RealtorFields['etcInfo']): Pick<EditorValues, 'etc' | 'etcMore'> {
  const etc = Object.fromEntries(ETC_INFO_TYPES.map((type) => [type, ''])) as Record<EtcInfoType, string>;
  const etcMore: RealtorFields['etcInfo'] = [];
  for (const entry of etcInfo) {
    if (etc[entry.contentType] === '' && entry.content) etc[entry.contentType] = entry.content;
    else etcMore.push({ ...entry });
  }
  return { etc, etcMore };
}

/** The editor's etc-info fields as the API's list: the filled kinds in their order, then the others kept. */
function joinEtcInfo({ etc, etcMore }: Pick<EditorOutput, 'etc' | 'etcMore'>): RealtorFields['etcInfo'] {
  return [...ETC_INFO_TYPES.filter((type) => etc[type]).map((contentType) => ({ contentType, content: etc[contentType] })), ...etcMore];
}

type StoredRealtor = Omit<RealtorFields, 'photos' | 'userId' | 'seoMeta'> & {
  seoMeta: Partial<Record<ContentLang, RealtorFields['seoMeta']['ko']>>;
};

const emptySeo = { title: '', description: '', keywords: '', author: '' };
export const emptySection = { title: '', body: '', titleEn: '', bodyEn: '', titleJa: '', bodyJa: '' };

/** The fields of each language's texts: the editor's language tabs. */
export const TEXT_FIELDS = {
  ko: { displayName: 'displayNameKo', aboutMe: 'aboutMeKr', title: 'title', body: 'body' },
  en: { displayName: 'displayNameEn', aboutMe: 'aboutMeEn', title: 'titleEn', body: 'bodyEn' },
  ja: { displayName: 'displayNameJa', aboutMe: 'aboutMeJa', title: 'titleJa', body: 'bodyJa' },
} as const satisfies Record<ContentLang, Record<string, keyof EditorValues | keyof typeof emptySection>>;

/** How many of a language's texts are empty: the name, the about text, each section's title, the SEO title and description. */
export function missingTexts(values: EditorValues, lang: ContentLang): number {
  const keys = TEXT_FIELDS[lang];
  const seo = values.seoMeta?.[lang];
  const texts = [values[keys.displayName], values[keys.aboutMe], ...(values.additionalSections ?? []).map((s) => s[keys.title]), seo?.title, seo?.description];
  return texts.filter((text) => !text?.trim()).length;
}

/** A stored realtor (API or page shape) as form values; every language's fields are present. */
export function toEditorValues(realtor: StoredRealtor, override: Partial<EditorValues> = {}): EditorValues {
  return {
    desiredUrl: realtor.desiredUrl,
    contactPhone: realtor.contactPhone,
    email: realtor.email,
    kakaoLink: realtor.kakaoLink,
    lineLink: realtor.lineLink,
    snsYoutubeUrl: realtor.snsYoutubeUrl,
    snsInstagramUrl: realtor.snsInstagramUrl,
    aboutMeKr: realtor.aboutMeKr,
    aboutMeEn: realtor.aboutMeEn,
    aboutMeJa: realtor.aboutMeJa,
    displayNameKo: realtor.displayNameKo,
    displayNameEn: realtor.displayNameEn,
    displayNameJa: realtor.displayNameJa,
    template: realtor.template,
    salesCount: realtor.salesCount,
    licenseNumber: realtor.licenseNumber,
    brokerage: realtor.brokerage,
    careerStart: realtor.careerStart,
    careerEnd: realtor.careerEnd ?? '',
    designFontSize: realtor.designFontSize,
    designMainColor: realtor.designMainColor,
    designMainDarkMode: realtor.designMainDarkMode,
    contentDarkMode: realtor.contentDarkMode,
    sellerBand: realtor.sellerBand,
    isMakeHomepage: realtor.isMakeHomepage,
    hompageUrl: realtor.hompageUrl,
    lastYearSalesTotal: realtor.lastYearSalesTotal,
    recommendedYoutubeUrl: realtor.recommendedYoutubeUrl,
    madeForRealtor: realtor.madeForRealtor,
    ppProfileId: realtor.ppProfileId,
    published: realtor.published,
    ...splitEtcInfo(realtor.etcInfo),
    activityRegion: realtor.activityRegion.map((r) => ({ ...r })),
    additionalSections: realtor.additionalSections.map((s) => ({ ...emptySection, ...s })),
    testimonials: realtor.testimonials.map((q) => ({ ...q })),
    seoMeta: Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, { ...emptySeo, ...realtor.seoMeta[lang] }])),
    ...override,
  };
}

/** The stored photo list as one URL per image and group (fullsize first, else thumbnail). */
export function toPhotoGroups(photos: readonly { path: PhotoPath; imageType: string; url: string }[]): PhotoGroups {
  const groups = emptyPhotoGroups();
  for (const path of PHOTO_PATHS) {
    const inGroup = photos.filter((p) => p.path === path);
    const fullsize = inGroup.filter((p) => p.imageType === 'fullsize');
    groups[path] = [...new Set((fullsize.length ? fullsize : inGroup).map((p) => p.url))];
  }
  return groups;
}

/** Each image as the API's fullsize and thumbnail entries, in the editor's order. */
export function toApiPhotos(groups: PhotoGroups): NonNullable<RealtorInput['photos']> {
  return PHOTO_PATHS.flatMap((path) =>
    groups[path].flatMap((url) => (['fullsize', 'thumbnail'] as const).map((imageType) => ({ path, imageType, url }))),
  );
}

/** The body of `POST /v1/realtor`. */
export function toCreateBody({ etc, etcMore, ...values }: EditorOutput, groups: PhotoGroups): RealtorInput {
  return { ...values, etcInfo: joinEtcInfo({ etc, etcMore }), photos: toApiPhotos(groups) };
}

/**
 * The body of `PATCH /v1/realtor/{id}`: every field, every photo group (empty groups cleared).
 * An owner's request leaves out the admin-only fields.
 */
export function toUpdateBody({ etc, etcMore, ...values }: EditorOutput, groups: PhotoGroups, { admin }: { admin: boolean }): RealtorPatch {
  const fields: Partial<Omit<EditorOutput, 'etc' | 'etcMore'> & Pick<RealtorPatch, 'userId' | 'etcInfo'>> = { ...values, etcInfo: joinEtcInfo({ etc, etcMore }) };
  // The server refuses these from an owner (the editor has no owner link field; userId is never set here).
  if (!admin) for (const key of ADMIN_ONLY_REALTOR_FIELDS) delete fields[key];
  return {
    ...fields,
    photos: toApiPhotos(groups),
    clearPhotoPaths: PHOTO_PATHS.filter((path) => groups[path].length === 0),
  };
}

/** Moves the item at `from` by `step` places (−1 up, +1 down), within bounds. */
export function move<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
