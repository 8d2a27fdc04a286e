/**
 * The realtor entity (SPEC §3 "Realtor"): one schema for the API (create, update, import), the
 * admin editor and the OpenAPI document. Error messages are the helper validators' codes, which
 * the API and the forms localise (`Api.errors.*`). Unknown fields are rejected everywhere.
 */
import { z } from 'zod';
import { CONTENT_LANGS } from '@/lib/content-language';
import {
  absoluteUrlSchema,
  careerDateSchema,
  desiredUrlSchema,
  emailSchema,
  hexColorSchema,
  isValidContactPhone,
  isValidPhone,
  plainString,
  urlSchema,
  videoUrlSchema,
  ynSchema,
} from '@/lib/validators';

export const PHOTO_PATHS = ['logo', 'logo2', 'id', 'id2', 'top', 'gallery', 'favicon', 'ogImage'] as const;
export const IMAGE_TYPES = ['thumbnail', 'fullsize'] as const;
export const ETC_INFO_TYPES = [
  'zillow_link',
  'korea_name',
  'home_list_realtor',
  'company_address',
  'company_phone',
  'company_fax',
  'company_license',
] as const;
export const REALTOR_STATES = ['CA', 'GA'] as const;
/** The homepage layouts a realtor chooses from: each a distinct layout, not a colour swap. */
export const REALTOR_TEMPLATES = ['classic', 'modern', 'luxury'] as const;

export type PhotoPath = (typeof PHOTO_PATHS)[number];
export type ImageType = (typeof IMAGE_TYPES)[number];
export type EtcInfoType = (typeof ETC_INFO_TYPES)[number];
export type RealtorTemplate = (typeof REALTOR_TEMPLATES)[number];

/** Maximum lengths and counts: generous for real profiles, bounded for the database and pages. */
export const REALTOR_LIMITS = {
  shortText: 100,
  name: 200,
  url: 2000,
  aboutMe: 10_000,
  sectionBody: 10_000,
  seoDescription: 500,
  photos: 100,
  listItems: 50,
  sections: 20,
  testimonials: 12,
  quote: 1000,
} as const;

const text = (max: number) => plainString().trim().max(max, { error: 'too_long' });
/** An optional field: '' clears it; anything else must pass the helper validator. */
const orEmpty = <S extends z.ZodType<string>>(schema: S) => z.union([z.literal(''), schema]);
const count = (max: number) => z.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(0, { error: 'invalid_number' }).max(max, { error: 'invalid_number' });

const hasPhoneShape = (s: string) => isValidPhone(s, 'US') || isValidPhone(s, 'KR');
/**
 * A contact phone: digits and hyphens, 10 digits (US) or 11 (Korea and others) (`invalid_phone`),
 * and a real US or Korean number (`invalid_phone_number`: not "949-123-4567").
 */
const contactPhoneSchema = plainString()
  .trim()
  .max(20, { error: 'too_long' })
  .refine(hasPhoneShape, { error: 'invalid_phone' })
  // Not `abort` (see orEmpty): only a well-shaped number gets this second code.
  .refine((s) => !hasPhoneShape(s) || isValidContactPhone(s), { error: 'invalid_phone_number' });

/** A photo URL: an absolute http(s) URL (S3, a CDN) or a path on this site (/uploads/…, /demo/…). */
const photoUrlSchema = plainString()
  .max(REALTOR_LIMITS.url, { error: 'too_long' })
  .refine((s) => /^\/(?!\/)\S*$/.test(s) || /^https?:\/\/\S+$/.test(s), { error: 'invalid_url' });

export const photoSchema = z.strictObject({
  path: z.enum(PHOTO_PATHS, { error: 'invalid_value' }),
  imageType: z.enum(IMAGE_TYPES, { error: 'invalid_value' }),
  url: photoUrlSchema,
});

export const etcInfoSchema = z.strictObject({
  contentType: z.enum(ETC_INFO_TYPES, { error: 'invalid_value' }),
  content: text(REALTOR_LIMITS.url),
});

export const regionSchema = z.strictObject({
  state: z.enum(REALTOR_STATES, { error: 'invalid_state' }),
  city: text(REALTOR_LIMITS.shortText).min(1, { error: 'required' }),
  neighborhood: text(REALTOR_LIMITS.shortText).default(''),
  zipcode: orEmpty(z.string().regex(/^\d{5}$/, { error: 'invalid_value' })).default(''),
});

/** The translations of an additional section, beside SPEC §3's title and body. */
export const SECTION_TRANSLATION_KEYS = ['titleEn', 'bodyEn', 'titleJa', 'bodyJa'] as const;

/**
 * An additional section: `title` and `body` in Korean, or in the one language it is written in
 * (SPEC §3), and optionally in English and Japanese. At least one title is required. A section
 * sent without its translations (an older client) keeps the stored ones (see write-realtor.ts).
 */
export const sectionSchema = z
  .strictObject({
    title: text(REALTOR_LIMITS.name).default(''),
    body: text(REALTOR_LIMITS.sectionBody).default(''),
    titleEn: text(REALTOR_LIMITS.name).optional(),
    bodyEn: text(REALTOR_LIMITS.sectionBody).optional(),
    titleJa: text(REALTOR_LIMITS.name).optional(),
    bodyJa: text(REALTOR_LIMITS.sectionBody).optional(),
  })
  .refine((s) => s.title || s.titleEn || s.titleJa, { error: 'required', path: ['title'] });

/**
 * A client's testimonial, in the language the client wrote it in (`lang`, Korean when not given):
 * quoted as written, never translated. The author is the name the client agreed to be quoted
 * under; the detail says what the realtor did for them ("Bought in Irvine, 2025").
 */
export const testimonialSchema = z.strictObject({
  quote: text(REALTOR_LIMITS.quote).min(1, { error: 'required' }),
  author: text(REALTOR_LIMITS.shortText).min(1, { error: 'required' }),
  detail: text(REALTOR_LIMITS.shortText).default(''),
  lang: z.enum(CONTENT_LANGS, { error: 'invalid_value' }).default('ko'),
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const seoEntrySchema = z.strictObject({
  title: text(REALTOR_LIMITS.name).default(''),
  description: text(REALTOR_LIMITS.seoDescription).default(''),
  keywords: text(REALTOR_LIMITS.seoDescription).default(''),
  author: text(REALTOR_LIMITS.shortText).default(''),
});

/** Every field a realtor may be created with; all but desiredUrl have defaults. */
export const realtorInputSchema = z.strictObject({
  desiredUrl: desiredUrlSchema,
  /** The user who owns the record (admins only). */
  userId: plainString().max(REALTOR_LIMITS.shortText).nullable().optional(),
  contactPhone: orEmpty(contactPhoneSchema).default(''),
  email: orEmpty(emailSchema).default(''),
  kakaoLink: orEmpty(urlSchema).default(''),
  /** Product field, beside SPEC §3's KakaoTalk link: LINE, which Japanese-speaking clients use. */
  lineLink: orEmpty(urlSchema).default(''),
  snsYoutubeUrl: orEmpty(videoUrlSchema).default(''),
  snsInstagramUrl: orEmpty(urlSchema).default(''),
  aboutMeKr: text(REALTOR_LIMITS.aboutMe).default(''),
  aboutMeEn: text(REALTOR_LIMITS.aboutMe).default(''),
  aboutMeJa: text(REALTOR_LIMITS.aboutMe).default(''),
  /** The name visitors read, per language (the owner account's name is only the default). */
  displayNameKo: text(REALTOR_LIMITS.name).default(''),
  displayNameEn: text(REALTOR_LIMITS.name).default(''),
  displayNameJa: text(REALTOR_LIMITS.name).default(''),
  template: z.enum(REALTOR_TEMPLATES, { error: 'invalid_value' }).default('classic'),
  salesCount: count(1_000_000).default(0),
  licenseNumber: text(REALTOR_LIMITS.shortText).default(''),
  brokerage: text(REALTOR_LIMITS.name).default(''),
  careerStart: orEmpty(careerDateSchema).default(''),
  careerEnd: orEmpty(careerDateSchema).nullable().transform((v) => v ?? '').default(''),
  designFontSize: z.number({ error: 'font_size' }).int({ error: 'font_size' }).min(12, { error: 'font_size' }).max(24, { error: 'font_size' }).default(16),
  designMainColor: hexColorSchema.default('#1f4e79'),
  designMainDarkMode: ynSchema.default('N'),
  contentDarkMode: ynSchema.default('N'),
  isMakeHomepage: ynSchema.default('Y'),
  /** Product field: the homepage's "Thinking of selling?" band (Y, the default, shows it). */
  sellerBand: ynSchema.default('Y'),
  /** Used as a base URL (the canonical link, the custom domain): the scheme is required. */
  hompageUrl: orEmpty(absoluteUrlSchema).default(''),
  lastYearSalesTotal: count(1e13).default(0),
  recommendedYoutubeUrl: orEmpty(videoUrlSchema).default(''),
  madeForRealtor: text(REALTOR_LIMITS.name).default(''),
  ppProfileId: text(REALTOR_LIMITS.shortText).default(''),
  /** Product field: an unpublished homepage is hidden from visitors and the sitemap. */
  published: z.boolean({ error: 'invalid_type' }).default(true),
  photos: z.array(photoSchema).max(REALTOR_LIMITS.photos, { error: 'too_many' }).default([]),
  etcInfo: z.array(etcInfoSchema).max(REALTOR_LIMITS.listItems, { error: 'too_many' }).default([]),
  activityRegion: z.array(regionSchema).max(REALTOR_LIMITS.listItems, { error: 'too_many' }).default([]),
  additionalSections: z.array(sectionSchema).max(REALTOR_LIMITS.sections, { error: 'too_many' }).default([]),
  /** Product field, beside SPEC §3's: what clients said, in their own words. */
  testimonials: z.array(testimonialSchema).max(REALTOR_LIMITS.testimonials, { error: 'too_many' }).default([]),
  seoMeta: z.strictObject({ ko: seoEntrySchema.optional(), en: seoEntrySchema.optional(), ja: seoEntrySchema.optional() }).default({}),
});

/**
 * The fields GET /v1/realtor/{idOrDesiredUrl} answers beyond the input fields (id, createdAt,
 * updatedAt). A client sends the record back as it loaded it (SPEC §7 "realtor input with merged
 * photos"): an update accepts them, when of their kind, and ignores them.
 */
const readOnly = (schema: z.ZodType) => schema.optional().meta({ description: 'Read-only, as GET answers it: accepted and ignored.' });

/**
 * An update: any subset of the fields. `photos` is merged by path group (the groups present in
 * the request replace those groups, the others stay: SPEC §7); `clearPhotoPaths` empties groups.
 * The read-only fields of the loaded record are dropped.
 */
export const realtorPatchSchema = z
  .strictObject({
    ...Object.fromEntries(
      Object.entries(realtorInputSchema.shape).map(([key, schema]) => [key, (schema instanceof z.ZodDefault ? schema.removeDefault() : schema).optional()]),
    ),
    clearPhotoPaths: z.array(z.enum(PHOTO_PATHS, { error: 'invalid_value' })).max(PHOTO_PATHS.length).optional(),
    id: readOnly(z.number({ error: 'invalid_number' }).int({ error: 'invalid_number' })),
    createdAt: readOnly(plainString().max(40, { error: 'too_long' })),
    updatedAt: readOnly(plainString().max(40, { error: 'too_long' })),
  })
  .transform(({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...patch }) => patch) as unknown as z.ZodType<RealtorPatch>;

/**
 * Fields only an admin may change, also on a realtor's own record: the owner link, publication and
 * the review step (make-homepage), the address and domain, and the partner's records (made-for,
 * partner profile id). The editor does not show them to an owner.
 */
export const ADMIN_ONLY_REALTOR_FIELDS = ['userId', 'published', 'isMakeHomepage', 'desiredUrl', 'hompageUrl', 'madeForRealtor', 'ppProfileId'] as const;

export type RealtorInput = z.input<typeof realtorInputSchema>;
export type RealtorFields = z.output<typeof realtorInputSchema>;
export type RealtorPatch = Partial<RealtorFields> & { clearPhotoPaths?: PhotoPath[] };

/** The export file (GET /v1/realtor/export/{id}): the record, its owner's name, and a version. */
export const realtorExportSchema = z.strictObject({
  format: z.literal('realtor-homepage-export', { error: 'invalid_value' }),
  version: z.literal(1, { error: 'invalid_value' }),
  exportedAt: plainString().max(40),
  realtor: realtorInputSchema.extend({
    id: z.number().int().positive().max(2_147_483_647),
    createdAt: plainString().max(40).optional(),
    updatedAt: plainString().max(40).optional(),
  }),
  user: z.strictObject({ name: plainString().max(REALTOR_LIMITS.name), email: plainString().max(254) }).nullable(),
});

export type RealtorExport = z.output<typeof realtorExportSchema>;
