/**
 * The homepage request (lead) of the landing page (SPEC §3 "Lead request form", §5 "Lead form"):
 * one schema for the form and for `POST /api/send-to-slack`. Error messages are stable codes
 * that the UI and the API localise (`LeadForm.errors.<code>`).
 */
import { z } from 'zod';
import { COUNTRIES } from '@/lib/countries';
import { LOCALES } from '@/i18n/locales';
import { PHONE_DESCRIPTION, PHONE_NUMBER_CHECK, plainString } from '@/lib/validators';

export const LEAD_LIMITS = { name: 60, area: 100, phone: 20, hasSite: 20 } as const;

/** Anything but digits and hyphens is removed from the phone as it is typed (SPEC §4). */
export const PHONE_DISALLOWED = /[^0-9-]/g;

export function filterPhoneInput(value: string): { value: string; hadInvalid: boolean } {
  const filtered = value.replace(PHONE_DISALLOWED, '');
  return { value: filtered, hadInvalid: filtered !== value };
}

const AFFIRMATIVE = new Set(['yes', 'y', 'true', '1', '예', '네', '있음', '있어요', 'はい', 'ある', 'あります']);

/** Whether a has-site answer is affirmative, in Korean, English or Japanese (SPEC §5). */
export function isAffirmative(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return AFFIRMATIVE.has(String(value ?? '').trim().toLowerCase());
}

const countryCodes = COUNTRIES.map((c) => c.code) as [string, ...string[]];

const requiredText = (max: number) =>
  plainString({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });

/** The lead's fields; {@link leadSchema} adds the check of the phone against its country. */
export const leadFieldsSchema = z.strictObject({
  name: requiredText(LEAD_LIMITS.name),
  area: requiredText(LEAD_LIMITS.area),
  phone: requiredText(LEAD_LIMITS.phone).regex(/^[0-9-]+$/, { error: 'invalid_phone' }).refine((v) => /\d{6,}/.test(v.replaceAll('-', '')), {
    error: 'invalid_phone',
  }).meta({ description: PHONE_DESCRIPTION }),
  phoneCountryCode: z.enum(countryCodes, { error: 'invalid_country' }),
  /** The localised yes/no label the visitor chose (예/Yes/はい…), or a boolean. */
  hasSite: z.union([z.boolean(), requiredText(LEAD_LIMITS.hasSite)], { error: 'required' }),
  consentPrivacy: z.literal(true, { error: 'consent_required' }),
  consentContact: z.literal(true, { error: 'consent_required' }),
  locale: z.enum(LOCALES).optional(),
  /** Honeypot: people never see or fill it; bots that do are dropped quietly. */
  website: plainString().max(200).optional(),
});

/** The phone must be a real number of the chosen country (`invalid_phone_number`, issue #29). */
export const leadSchema = leadFieldsSchema.refine(...PHONE_NUMBER_CHECK);

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;
export type LeadErrorCode = 'required' | 'too_long' | 'invalid_character' | 'invalid_phone' | 'invalid_phone_number' | 'invalid_country' | 'consent_required';
