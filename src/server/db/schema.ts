/**
 * The one Drizzle schema, for PGlite and PostgreSQL alike (SPEC §3).
 * Column names are snake_case in SQL and camelCase in TypeScript; listings keep the
 * RESO Data Dictionary names (ListPrice → listPrice / list_price).
 * Migrations are generated from this file with `npx drizzle-kit generate` and committed.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative, not '@/…': drizzle-kit loads this file without the app's path aliases.
import { ETC_INFO_TYPES, IMAGE_TYPES, PHOTO_PATHS, REALTOR_TEMPLATES, type EtcInfoType, type ImageType, type PhotoPath } from '../../lib/schemas/realtor';
import { CONTACT_INTERESTS, INBOX_STATUSES, OUTBOX_STATUSES, ROLES } from '../../lib/schemas/enums';
import type { OpenHouse } from '../../lib/open-houses';

export { ETC_INFO_TYPES, IMAGE_TYPES, PHOTO_PATHS, type EtcInfoType, type ImageType, type PhotoPath };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export { ROLES, INBOX_STATUSES, OUTBOX_STATUSES };
export const OUTBOX_KINDS = ['slack_lead', 'contact_email', 'invite_email', 'insights_email', 'slack_loan_inquiry'] as const;
export const SEO_LANGS = ['ko', 'en', 'ja'] as const;

export type Role = (typeof ROLES)[number];
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type SeoLang = (typeof SEO_LANGS)[number];

// ---------------------------------------------------------------------------
// Auth (the tables better-auth's Drizzle adapter expects, plus our role and agreement columns)
// ---------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role', { enum: ROLES }).notNull().default('user'),
  agreementVersion: text('agreement_version'),
  agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Settings the app makes for itself, shared by every instance (e.g. the generated auth secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

// ---------------------------------------------------------------------------
// Realtors (SPEC §3 "Realtor")
// ---------------------------------------------------------------------------

export const realtors = pgTable(
  'realtors',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    desiredUrl: text('desired_url').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    email: text('email').notNull().default(''),
    kakaoLink: text('kakao_link').notNull().default(''),
    /** Product field: a LINE link, the messenger of the realtor's Japanese-speaking clients. */
    lineLink: text('line_link').notNull().default(''),
    snsYoutubeUrl: text('sns_youtube_url').notNull().default(''),
    snsInstagramUrl: text('sns_instagram_url').notNull().default(''),
    aboutMeKr: text('about_me_kr').notNull().default(''),
    aboutMeEn: text('about_me_en').notNull().default(''),
    /** Product fields beside SPEC §3's two about texts: Japanese, and a display name per language. */
    aboutMeJa: text('about_me_ja').notNull().default(''),
    displayNameKo: text('display_name_ko').notNull().default(''),
    displayNameEn: text('display_name_en').notNull().default(''),
    displayNameJa: text('display_name_ja').notNull().default(''),
    template: text('template', { enum: REALTOR_TEMPLATES }).notNull().default('classic'),
    salesCount: integer('sales_count').notNull().default(0),
    licenseNumber: text('license_number').notNull().default(''),
    /** Product decision: SPEC §3 has no brokerage field, but the IDX and footer rules name it. */
    brokerage: text('brokerage').notNull().default(''),
    careerStart: text('career_start').notNull().default(''),
    careerEnd: text('career_end').notNull().default(''),
    designFontSize: integer('design_font_size').notNull().default(16),
    designMainColor: text('design_main_color').notNull().default('#1f4e79'),
    designMainDarkMode: text('design_main_dark_mode', { enum: ['Y', 'N'] }).notNull().default('N'),
    contentDarkMode: text('content_dark_mode', { enum: ['Y', 'N'] }).notNull().default('N'),
    isMakeHomepage: text('is_make_homepage', { enum: ['Y', 'N'] }).notNull().default('Y'),
    /** Product field: the homepage's "Thinking of selling?" band, shown unless the realtor turns it off. */
    sellerBand: text('seller_band', { enum: ['Y', 'N'] }).notNull().default('Y'),
    /** Spelt as in the SPEC. */
    hompageUrl: text('hompage_url').notNull().default(''),
    /** Lower-cased host of hompageUrl, kept in step by the realtor service: custom-domain lookup. */
    homepageHost: text('homepage_host'),
    lastYearSalesTotal: bigint('last_year_sales_total', { mode: 'number' }).notNull().default(0),
    recommendedYoutubeUrl: text('recommended_youtube_url').notNull().default(''),
    madeForRealtor: text('made_for_realtor').notNull().default(''),
    ppProfileId: text('pp_profile_id').notNull().default(''),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('realtors_desired_url_lower_idx').on(sql`lower(${t.desiredUrl})`),
    uniqueIndex('realtors_homepage_host_idx').on(t.homepageHost),
    // A user owns at most one realtor record (checked by the realtor service; this closes the race).
    uniqueIndex('realtors_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);

export const realtorPhotos = pgTable(
  'realtor_photos',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    path: text('path', { enum: PHOTO_PATHS }).notNull(),
    imageType: text('image_type', { enum: IMAGE_TYPES }).notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('realtor_photos_realtor_idx').on(t.realtorId, t.path, t.position)],
);

export const realtorEtcInfo = pgTable(
  'realtor_etc_info',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: ETC_INFO_TYPES }).notNull(),
    content: text('content').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('realtor_etc_info_realtor_idx').on(t.realtorId, t.position)],
);

export const realtorRegions = pgTable(
  'realtor_regions',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['CA', 'GA'] }).notNull(),
    city: text('city').notNull(),
    neighborhood: text('neighborhood').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('realtor_regions_realtor_idx').on(t.realtorId, t.position)],
);

export const realtorSeoMeta = pgTable(
  'realtor_seo_meta',
  {
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: SEO_LANGS }).notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    author: text('author').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.realtorId, t.lang] })],
);

export const realtorSections = pgTable(
  'realtor_sections',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    /** The section in Korean (or in the one language it is written in), as SPEC §3 has it. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    titleEn: text('title_en').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    titleJa: text('title_ja').notNull().default(''),
    bodyJa: text('body_ja').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('realtor_sections_realtor_idx').on(t.realtorId, t.position)],
);

/**
 * What a client said of the realtor (a testimonial), in the one language the client wrote it in:
 * a client's words are quoted, never translated, so a page shows every testimonial, its own
 * language's first (issue #23).
 */
export const realtorTestimonials = pgTable(
  'realtor_testimonials',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull(),
    /** The client as they agreed to be named ("Minji K.", "The Harrisons"). */
    author: text('author').notNull(),
    /** What the realtor did for them, e.g. "Bought in Irvine, 2025"; may be ''. */
    detail: text('detail').notNull().default(''),
    lang: text('lang', { enum: SEO_LANGS }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('realtor_testimonials_realtor_idx').on(t.realtorId, t.position)],
);

/**
 * An admin's invitation to a realtor's owner-to-be (by e-mail): sign-up with the token links the
 * new user to the realtor. Only a SHA-256 hash of the token is stored; a token works once.
 */
export const realtorInvites = pgTable(
  'realtor_invites',
  {
    id: serial('id').primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('realtor_invites_realtor_idx').on(t.realtorId)],
);

// ---------------------------------------------------------------------------
// Visitor writes: contact messages, homepage requests (leads) and loan inquiries
// ---------------------------------------------------------------------------

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** Kept when the realtor is deleted: the message is not lost (set null, slug snapshot below). */
    realtorId: integer('realtor_id').references(() => realtors.id, { onDelete: 'set null' }),
    realtorDesiredUrl: text('realtor_desired_url').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
    /** The phone in E.164 (+19495550134), beside what was typed; null on rows stored before it was kept. */
    phoneE164: text('phone_e164'),
    message: text('message').notNull(),
    isTerm: boolean('is_term').notNull(),
    locale: text('locale').notNull().default('ko'),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * A listing inquiry or tour request from a listing's page (issue #24): the RESO ListingKey, and
     * the listing's address as it was when the visitor wrote (kept when the listing changes or
     * goes). Null for a message from the homepage's contact form.
     */
    listingKey: text('listing_key'),
    listingAddress: text('listing_address'),
    /** The visitor's preferred dates for a tour, as they wrote them (optional). */
    preferredDates: text('preferred_dates'),
    /** What the visitor wants help with (CONTACT_INTERESTS of lib/schemas/enums.ts); null when they did not say. */
    interest: text('interest', { enum: CONTACT_INTERESTS }),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('contact_messages_realtor_idx').on(t.realtorId, t.createdAt)],
);

export const homepageRequests = pgTable(
  'homepage_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    phone: text('phone').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
    /** The phone in E.164 (+19495550134), beside what was typed; null on rows stored before it was kept. */
    phoneE164: text('phone_e164'),
    hasSite: boolean('has_site').notNull(),
    consentPrivacy: boolean('consent_privacy').notNull(),
    consentContact: boolean('consent_contact').notNull(),
    locale: text('locale').notNull().default('ko'),
    userAgent: text('user_agent').notNull().default(''),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('homepage_requests_created_idx').on(t.createdAt)],
);

/**
 * "Talk to a loan officer" from a for-sale listing's payment estimate (issue #24): a lead for the
 * lender that co-brands the estimate, delivered to Slack. It names the listing and the realtor
 * whose page it came from (snapshots, kept when either changes or goes) and the estimate as the
 * visitor saw it.
 */
export const loanInquiries = pgTable(
  'loan_inquiries',
  {
    id: serial('id').primaryKey(),
    /** Kept when the realtor is deleted (set null, slug snapshot below), like a contact message. */
    realtorId: integer('realtor_id').references(() => realtors.id, { onDelete: 'set null' }),
    realtorDesiredUrl: text('realtor_desired_url').notNull(),
    /** The RESO ListingKey, and the listing's address when the visitor wrote. */
    listingKey: text('listing_key').notNull(),
    listingAddress: text('listing_address').notNull(),
    /** The lender the inquiry was sent to (LENDER_NAME at the time). */
    lenderName: text('lender_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
    /** The phone in E.164 (+19495550134), beside what was typed (the schema has checked it has one). */
    phoneE164: text('phone_e164'),
    message: text('message').notNull().default(''),
    /** The estimate on the visitor's screen: price, down payment (dollars), rate, term and the monthly total. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    downPayment: numeric('down_payment', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    termYears: integer('term_years').notNull(),
    monthlyTotal: numeric('monthly_total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The visitor agreed that their details go to the lender and that a loan officer may contact them. */
    consentContact: boolean('consent_contact').notNull(),
    locale: text('locale').notNull().default('ko'),
    userAgent: text('user_agent').notNull().default(''),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('loan_inquiries_created_idx').on(t.createdAt), index('loan_inquiries_realtor_idx').on(t.realtorId)],
);

// ---------------------------------------------------------------------------
// Listings (RESO Data Dictionary names where they fit)
// ---------------------------------------------------------------------------

export const listings = pgTable(
  'listings',
  {
    listingKey: text('listing_key').primaryKey(),
    listingId: text('listing_id').notNull(),
    market: text('market', { enum: ['crmls', 'fmls'] }).notNull(),
    standardStatus: text('standard_status').notNull(),
    propertyType: text('property_type').notNull(),
    propertySubType: text('property_sub_type').notNull().default(''),
    listPrice: bigint('list_price', { mode: 'number' }),
    closePrice: bigint('close_price', { mode: 'number' }),
    closeDate: text('close_date'),
    listingContractDate: text('listing_contract_date'),
    bedroomsTotal: integer('bedrooms_total'),
    bathroomsTotalInteger: integer('bathrooms_total_integer'),
    livingArea: integer('living_area'),
    lotSizeSquareFeet: integer('lot_size_square_feet'),
    yearBuilt: integer('year_built'),
    unparsedAddress: text('unparsed_address').notNull().default(''),
    city: text('city').notNull().default(''),
    countyOrParish: text('county_or_parish').notNull().default(''),
    stateOrProvince: text('state_or_province').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    listAgentStateLicense: text('list_agent_state_license').notNull().default(''),
    listAgentFullName: text('list_agent_full_name').notNull().default(''),
    listOfficeName: text('list_office_name').notNull().default(''),
    media: jsonb('media').$type<string[]>().notNull().default([]),
    // RESO AssociationFee and AssociationFeeFrequency (the HOA dues as the feed states them; the
    // page shows them per month when the frequency is a regular one) and PublicRemarks (the
    // listing's description, as the MLS gives it: usually English).
    associationFee: numeric('association_fee', { precision: 12, scale: 2, mode: 'number' }),
    associationFeeFrequency: text('association_fee_frequency'),
    publicRemarks: text('public_remarks'),
    // RESO OpenHouse (expanded into the Property record): the public ones, soonest first, at most
    // MAX_OPEN_HOUSES; pages show those that have not ended (src/lib/open-houses.ts).
    openHouses: jsonb('open_houses').$type<OpenHouse[]>().notNull().default([]),
    modificationTimestamp: timestamp('modification_timestamp', { withTimezone: true }).notNull(),
    // A tombstone (docs/decisions/034-listing-tombstones-and-import-revalidation.md): when an
    // import removed the listing (a removal status, or pruned); its page answers 410. No tab, list
    // or API shows a removed listing; a newer record of it brings it back.
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // The home list (src/server/listings/search-homes.ts, measured by bench/listings.mjs): each
    // (subtype, status) of a city in date order, so that a page reads only its own rows ...
    index('listings_search_idx').on(
      t.market,
      t.propertyType,
      t.stateOrProvince,
      t.city,
      t.propertySubType,
      t.standardStatus,
      t.modificationTimestamp,
    ),
    // ... and its total: index-only counts on two small indexes whose keys repeat (deduplicated
    // to a few MB per million listings), split by whether the listing has photos (isImageNull).
    // Migration 0003 also adds the statistics object listings_place_kind_stats (drizzle-kit has
    // none): without it the planner underestimates a city's rows and sorts them all.
    index('listings_count_idx')
      .on(t.market, t.propertyType, t.stateOrProvince, t.city, t.propertySubType, t.standardStatus, t.countyOrParish)
      .where(sql`${t.media} <> '[]'::jsonb`),
    index('listings_count_no_media_idx')
      .on(t.market, t.propertyType, t.stateOrProvince, t.city, t.propertySubType, t.standardStatus, t.countyOrParish)
      .where(sql`${t.media} = '[]'::jsonb`),
    index('listings_agent_idx').on(
      t.listAgentStateLicense,
      t.market,
      t.propertyType,
      t.standardStatus,
      t.modificationTimestamp,
    ),
    // An area card's median asking price (src/server/listings/area-market.ts): the prices of a
    // city's (by its name in any case, as a realtor types it) or a ZIP code's homes on the market,
    // read from the index alone. The city itself is the last key: PostgreSQL reads a query on
    // lower(city) from the index alone only when the index also holds the column.
    index('listings_active_price_idx')
      .on(t.market, t.propertyType, t.stateOrProvince, sql`lower(${t.city})`, t.postalCode, t.listPrice, t.city)
      .where(sql`${t.standardStatus} = 'Active'`),
  ],
);

/**
 * Where an incremental listing sync (RESO Web API) stopped: per feed (the URL's origin and path),
 * the newest ModificationTimestamp applied and when the last complete run ended, which listing
 * pages show as the time their MLS data was last updated (IDX rules), with the feed's market
 * (null: a feed whose records name their market by their state).
 */
export const listingSyncState = pgTable('listing_sync_state', {
  source: text('source').primaryKey(),
  lastModification: timestamp('last_modification', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  market: text('market', { enum: ['crmls', 'fmls'] }),
});

// ---------------------------------------------------------------------------
// Outbox: everything sent to the outside world, written in the same transaction as its record
// ---------------------------------------------------------------------------

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    /** The record this message belongs to, e.g. homepage_requests / 42. */
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until this time; a crashed worker's claim expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim (a random token per claim) that holds the lease: only it may complete the row. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_aggregate_idx').on(t.aggregateType, t.aggregateId),
  ],
);

export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('outbox_attempts_outbox_idx').on(t.outboxId)],
);

// ---------------------------------------------------------------------------
// Uploads: every file a presign signed, for the per-realtor quota and the sweep of orphans
// ---------------------------------------------------------------------------

export const uploads = pgTable(
  'uploads',
  {
    /** The storage key (realtors/{yyyy}/{mm}/{uuid}{ext}). */
    key: text('key').primaryKey(),
    /**
     * The realtor the file is for; null for an admin's upload for no realtor yet (a new record).
     * No foreign key: the files of a deleted realtor are found by it.
     */
    realtorId: integer('realtor_id'),
    uploadedBy: text('uploaded_by'),
    /** The signed size in bytes (counted against the quota from the moment it is signed). */
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_realtor_idx').on(t.realtorId)],
);

// ---------------------------------------------------------------------------
// Visits: first-party page-view counting without cookies (issue #28, decision 031)
// ---------------------------------------------------------------------------

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export const PAGE_KINDS = ['home', 'listings', 'listing', 'page'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * The salt of one UTC day for the visitor keys. A row lives only through its day: the sweep (and
 * the next day's first visit) deletes every older one, after which no key of that day can be
 * recomputed from an address.
 */
export const visitSalts = pgTable('visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * One page view of a realtor's pages, as its beacon reported it; kept at most 30 days. No address,
 * no user agent, no cookie: `visitorKey` is a hash of those with the realtor and the day's salt.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    /** The UTC day (YYYY-MM-DD). */
    day: text('day').notNull(),
    kind: text('kind', { enum: PAGE_KINDS }).notNull(),
    /** The page under the realtor, without language and slug: '/', '/homes', '/homes/{key}', '/terms'. */
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    /** The referring site's host ('' when none, or the realtor's own pages). */
    referrerHost: text('referrer_host').notNull().default(''),
    device: text('device', { enum: DEVICE_CLASSES }).notNull(),
    /** ISO 3166 alpha-2 from a trusted CDN header, else ''. */
    country: text('country').notNull().default(''),
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_realtor_day_idx').on(t.realtorId, t.day), index('page_views_created_idx').on(t.createdAt)],
);

/**
 * The daily roll-up of page views, per realtor and day: one row per dimension value
 * (dimension 'total' with value '', 'locale', 'device', 'referrer', 'country', 'page').
 * `visitors` counts distinct visitor keys of that day and value.
 */
export const visitDays = pgTable(
  'visit_days',
  {
    realtorId: integer('realtor_id')
      .notNull()
      .references(() => realtors.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.realtorId, t.day, t.dimension, t.value] })],
);

/** A realtor's choices for their insights: the monthly summary e-mail (opt-in) and its language. */
export const insightSettings = pgTable('insight_settings', {
  realtorId: integer('realtor_id')
    .primaryKey()
    .references(() => realtors.id, { onDelete: 'cascade' }),
  monthlyEmail: boolean('monthly_email').notNull().default(false),
  emailLocale: text('email_locale').notNull().default('ko'),
  /** The last month (YYYY-MM) whose summary was queued, so each month's is sent once. */
  lastSummaryMonth: text('last_summary_month'),
  ...timestamps,
});

/**
 * What a realtor's editor held, unsaved, when its owner or an admin asked to preview it (decision
 * 037): the patch as a PATCH would send it, shown at /{desiredUrl}/admin/preview?draft={id} and
 * never applied. Kept an hour: each new preview removes the older ones.
 */
export const realtorPreviews = pgTable('realtor_previews', {
  /** A random UUID: the preview's address names it. */
  id: text('id').primaryKey(),
  realtorId: integer('realtor_id')
    .notNull()
    .references(() => realtors.id, { onDelete: 'cascade' }),
  patch: jsonb('patch').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
