/**
 * Helper validators (spec: helper validators).
 *
 * Pure, isomorphic predicates plus zod 4 schemas built on them. Schema error
 * messages are stable machine codes (e.g. `invalid_email`) that the UI localises.
 */
import { z } from 'zod';
import { parseCalendarDate } from '@/lib/format';
import { isPhoneNumberIn } from '@/lib/phone';

// ---------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------

/** Removes dashes and whitespace from a phone number ("010-1234 5678" -> "01012345678"). */
export function normalizePhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/**
 * Phone rule: remove dashes, then the rest must be digits only —
 * exactly 10 digits for region 'US' (compared case-insensitively), exactly 11 for any other region.
 * Only dashes are stripped here (per spec); call `normalizePhone` first to also drop spaces.
 */
export function isValidPhone(phone: string, region: string): boolean {
  const digits = phone.replace(/-/g, '');
  const length = region.trim().toUpperCase() === 'US' ? 10 : 11;
  return new RegExp(`^\\d{${length}}$`).test(digits);
}

/** Digits and hyphens only, at least one digit (what the forms' phone fields accept, SPEC §4). */
export const PHONE_CHARACTERS = /^[0-9-]*[0-9][0-9-]*$/;

/**
 * A real phone number of `country` (ISO code), typed in its national form with digits and
 * hyphens: "949-555-0134" for US, "010-1234-5678" or "02-123-4567" for KR; not "949-555-77"
 * (libphonenumber-js's full metadata, src/lib/phone.ts).
 */
export function isValidPhoneNumber(phone: string, country: string): boolean {
  return PHONE_CHARACTERS.test(phone) && isPhoneNumberIn(phone, country);
}

/**
 * A realtor's own contact phone (no country of its own; realtors work in CA and GA): the SPEC's
 * shape (10 digits as in the US, or 11) and a real US or Korean number.
 */
export function isValidContactPhone(phone: string): boolean {
  return (
    (isValidPhone(phone, 'US') && isPhoneNumberIn(phone, 'US')) ||
    (isValidPhone(phone, 'KR') && (isPhoneNumberIn(phone, 'KR') || isPhoneNumberIn(phone, 'US')))
  );
}

// ---------------------------------------------------------------------------
// Slugs / desired URL
// ---------------------------------------------------------------------------

export const SLUG_MIN_LENGTH = 1;
export const SLUG_MAX_LENGTH = 63;

/** Slug rule: ASCII letters, underscore and hyphen only (no digits), 1–63 characters. */
export const SLUG_PATTERN = /^[A-Za-z_-]{1,63}$/;

/** True when `s` matches {@link SLUG_PATTERN} (letters, `_`, `-`; length 1–63). */
export function isValidSlug(s: string): boolean {
  return SLUG_PATTERN.test(s);
}

/**
 * Names no realtor may claim as their slug: every app route, top-level folder,
 * locale, API prefix and well-known file. Stored lowercase; compare with
 * {@link isReservedSlug} (case-insensitive).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set<string>([
  // spec routes / legacy pages
  'admin', 'login', 'logout', 'terms', 'agreement', 'process', 'probiz',
  'gsap_sample', 'pinia_sample', 'demo', 'landing', 'samples',
  // locales
  'en', 'ko', 'ja', 'ja-jp', 'en-us', 'ko-kr',
  // API and framework internals
  'api', 'v1', 'v2', 'cozying-api', 'builds', '_next', 'next', 'static', 'public',
  'uploads', 'upload', 'files', 'media', 'assets', 'images', 'img', 'css', 'js',
  'fonts', 'cdn', 'graphql', 'trpc', 'webhook', 'webhooks', 'callback', 'oauth',
  // ops / health
  'healthz', 'readyz', 'livez', 'health', 'metrics', 'status', 'ping',
  // well-known files
  'sitemap', 'sitemap-xml', 'robots', 'robots-txt', 'favicon', 'favicon-ico',
  'manifest', 'well-known', '_well-known', 'ads-txt', 'security-txt',
  'apple-touch-icon', 'opengraph-image', 'twitter-image', 'icon',
  // auth / account
  'auth', 'signin', 'sign-in', 'signout', 'sign-out', 'signup', 'sign-up',
  'register', 'join', 'account', 'accounts', 'profile', 'me', 'user', 'users',
  'password', 'reset-password', 'forgot-password', 'verify', 'verify-email',
  'session', 'sessions', 'token',
  // app sections
  'settings', 'dashboard', 'inbox', 'messages', 'notifications', 'search',
  'listings', 'listing', 'properties', 'property', 'realtor', 'realtors',
  'agent', 'agents', 'contact', 'about', 'help', 'support', 'faq', 'blog',
  'news', 'pricing', 'home', 'index', 'new', 'edit', 'preview', 'embed',
  'privacy', 'legal', 'cookies', 'policy', 'tos',
  // hosts / product
  'www', 'app', 'dev', 'staging', 'prod', 'mail', 'email', 'ftp', 'habit',
  'cozying', 'root', 'system', 'internal', 'test', 'null', 'undefined',
  // docs
  'docs', 'doc', 'openapi', 'swagger', 'api-docs', 'redoc',
  // error pages
  '404', '500', 'error', 'errors', 'not-found', 'not_found', 'unauthorized',
  'forbidden', 'offline', 'maintenance',
]);

/** Case-insensitive membership in {@link RESERVED_SLUGS}. */
export function isReservedSlug(s: string): boolean {
  return RESERVED_SLUGS.has(s.toLowerCase());
}

/** A realtor's desired URL: a valid slug that is not reserved. */
export function isValidDesiredUrl(s: string): boolean {
  return isValidSlug(s) && !isReservedSlug(s);
}

// ---------------------------------------------------------------------------
// Email / URLs
// ---------------------------------------------------------------------------

/**
 * Email rule: local part of letters, digits and `. _ % + -`, `@`, dot-separated
 * domain labels (letters, digits, hyphens), then a top-level domain of ≥ 2 letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s);
}

/**
 * URL rule: optional `http://` / `https://`, a dotted host (labels of letters,
 * digits, hyphens), optional `:port`, optional `/path`, then optional `?query`
 * and `#fragment`. No whitespace anywhere.
 */
export const URL_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+(?::\d{1,5})?(?:\/[^\s?#]*)?(?:\?[^\s#]*)?(?:#\S*)?$/;

export function isValidUrl(s: string): boolean {
  return URL_PATTERN.test(s);
}

/** Video URLs must be YouTube links starting with this prefix. */
export const VIDEO_URL_PREFIX = 'https://www.youtube.com/';

/** True when `s` starts with {@link VIDEO_URL_PREFIX} (case-sensitive, no leading spaces). */
export function isValidVideoUrl(s: string): boolean {
  return s.startsWith(VIDEO_URL_PREFIX);
}

// ---------------------------------------------------------------------------
// Misc fields
// ---------------------------------------------------------------------------

/**
 * Career date rule: `YYYY-MM-DD`, month 01–12, day 01–31.
 * Pattern-level only, as the spec says: month lengths are NOT checked ("2024-02-31" passes).
 */
export const CAREER_DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

export function isValidCareerDate(s: string): boolean {
  return CAREER_DATE_PATTERN.test(s);
}

/**
 * A career date that is also a day of the calendar ("2023-02-31" passes the SPEC's pattern, not
 * this): one that a date input can show rather than empty.
 */
export function isCalendarDate(s: string): boolean {
  return isValidCareerDate(s) && parseCalendarDate(s) !== null;
}

/** Y/N flag: exactly 'Y' or 'N' (uppercase, no padding). */
export function isYN(s: string): s is 'Y' | 'N' {
  return s === 'Y' || s === 'N';
}

/** Hex colour: '#' followed by exactly 6 hex digits, either case. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export function isHexColor(s: string): boolean {
  return HEX_COLOR_PATTERN.test(s);
}

// ---------------------------------------------------------------------------
// zod 4 schemas (messages are stable error codes, localised by the UI)
// ---------------------------------------------------------------------------

/** Stable error codes used as zod issue messages. */
export const VALIDATION_ERRORS = {
  phone: 'invalid_phone',
  phoneNumber: 'invalid_phone_number',
  slug: 'invalid_slug',
  reservedSlug: 'reserved_slug',
  email: 'invalid_email',
  url: 'invalid_url',
  videoUrl: 'invalid_video_url',
  careerDate: 'invalid_career_date',
  yn: 'invalid_yn',
  hexColor: 'invalid_hex_color',
  character: 'invalid_character',
  urlScheme: 'url_needs_scheme',
} as const;

export type ValidationErrorCode = (typeof VALIDATION_ERRORS)[keyof typeof VALIDATION_ERRORS];

/**
 * NUL (U+0000): PostgreSQL cannot store it in text, so a value holding it could never be saved.
 * No field of this app takes it; every text field of the entity schemas is built on
 * {@link plainString}, which refuses it with `invalid_character` (a 400, not a database error).
 */
export function isNulFree(s: string): boolean {
  return !s.includes('\u0000');
}

/**
 * z.string() without NUL: the base of every text field that reaches the database. (A refinement,
 * not a pattern: the OpenAPI document keeps each field's own pattern.)
 */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isNulFree, { error: VALIDATION_ERRORS.character });

/** Phone for a given region (see {@link isValidPhone}); error `invalid_phone`. */
export const phoneSchema = (region: string) =>
  plainString().refine((s) => isValidPhone(s, region), { error: VALIDATION_ERRORS.phone });

/** The forms' phone field, for the API's document. */
export const PHONE_DESCRIPTION =
  "The number in the national form of phoneCountryCode, digits and hyphens only (949-555-0134 for US); it must be a real number of that country (400 invalid_phone_number). Stored as typed, with its E.164 form beside it.";

/**
 * The check of a form's `phone` against its `phoneCountryCode` (issue `invalid_phone_number` on
 * `phone`), for an object schema's `.refine(...PHONE_NUMBER_CHECK)`. It runs even when other
 * fields have issues (a form shows every field's message at once), but not when the phone or the
 * country has its own issue already.
 */
export const PHONE_NUMBER_CHECK = [
  (value: { phone: string; phoneCountryCode: string }) => isValidPhoneNumber(value.phone, value.phoneCountryCode),
  {
    error: VALIDATION_ERRORS.phoneNumber,
    path: ['phone'] as PropertyKey[],
    // Only on an object whose phone and country passed their own rules: not on `null`, `[]`…
    when: (payload: z.core.ParsePayload) => {
      const value = payload.value as { phone?: unknown; phoneCountryCode?: unknown } | null;
      return (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        typeof value.phone === 'string' &&
        typeof value.phoneCountryCode === 'string' &&
        !payload.issues.some((issue) => issue.path?.[0] === 'phone' || issue.path?.[0] === 'phoneCountryCode')
      );
    },
  },
] as const;

export const slugSchema = plainString().refine(isValidSlug, { error: VALIDATION_ERRORS.slug });

/** Desired URL: `invalid_slug` when malformed, otherwise `reserved_slug` when reserved. */
export const desiredUrlSchema = plainString()
  .refine(isValidSlug, { error: VALIDATION_ERRORS.slug, abort: true })
  .refine((s) => !isReservedSlug(s), { error: VALIDATION_ERRORS.reservedSlug });

export const emailSchema = plainString().refine(isValidEmail, { error: VALIDATION_ERRORS.email });
export const urlSchema = plainString().refine(isValidUrl, { error: VALIDATION_ERRORS.url });

/** True when a URL names its scheme, http:// or https:// (case-insensitive). */
export function hasHttpScheme(s: string): boolean {
  return /^https?:\/\//i.test(s);
}

/**
 * A stored address as an absolute http(s) URL, or null when it is not one (a value saved before
 * the scheme was required, or any other bad row): a page built from it falls back, never fails.
 */
export function parseHttpUrl(s: string | null | undefined): URL | null {
  return s && hasHttpScheme(s) && URL.canParse(s) ? new URL(s) : null;
}

/**
 * A stored web address as the absolute http(s) URL a link goes to: one saved without its scheme
 * ("open.kakao.com/o/abc", which the URL rule accepts) is an https address, never a path of the
 * page that shows it; null when it is not a web address at all.
 */
export function webLink(s: string | null | undefined): URL | null {
  return s ? parseHttpUrl(hasHttpScheme(s) ? s : `https://${s}`) : null;
}

/**
 * An absolute web address: the URL rule with the scheme required (`url_needs_scheme` without
 * one), for a value used as a base URL (a homepage's canonical address, its custom domain).
 */
export const absoluteUrlSchema = plainString()
  .refine(isValidUrl, { error: VALIDATION_ERRORS.url })
  // Not `abort`: an aborted option of a union (`orEmpty`) would hide the field's own code.
  .refine((s) => !isValidUrl(s) || hasHttpScheme(s), { error: VALIDATION_ERRORS.urlScheme });
export const videoUrlSchema = plainString().refine(isValidVideoUrl, { error: VALIDATION_ERRORS.videoUrl });
export const careerDateSchema = plainString().refine(isValidCareerDate, { error: VALIDATION_ERRORS.careerDate });
export const ynSchema = z.enum(['Y', 'N'], { error: VALIDATION_ERRORS.yn });
export const hexColorSchema = plainString().refine(isHexColor, { error: VALIDATION_ERRORS.hexColor });

/** decodeURIComponent that answers null for a malformed escape ('%E0') instead of throwing. */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
