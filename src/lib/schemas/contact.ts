/**
 * A visitor's message to a realtor (SPEC §3 "Contact form"): one schema for the form on the
 * realtor's page and for `POST /v1/realtor-contacts`. Messages are codes the UI and API localise.
 */
import { z } from 'zod';
import { COUNTRIES } from '@/lib/countries';
import { LOCALES } from '@/i18n/locales';
import { CONTACT_INTERESTS } from './enums';
import { isValidEmail, PHONE_DESCRIPTION, PHONE_NUMBER_CHECK, plainString } from '@/lib/validators';

import { CONTACT_LIMITS } from './contact-limits';

export { CONTACT_LIMITS };

const countryCodes = COUNTRIES.map((c) => c.code) as [string, ...string[]];
const text = (max: number) => plainString({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

/** The message's fields; {@link contactSchema} adds the check of the phone against its country. */
export const contactFieldsSchema = z.strictObject({
  // At most the largest id a realtor can have (PostgreSQL integer): a larger one is no realtor, not a 500.
  realtorId: z.number({ error: 'invalid_realtor' }).int({ error: 'invalid_realtor' }).positive({ error: 'invalid_realtor' }).max(2_147_483_647, { error: 'invalid_realtor' }),
  lastName: text(CONTACT_LIMITS.lastName),
  firstName: text(CONTACT_LIMITS.firstName),
  /** Sent by the SPEC's client as "last first"; the server derives it from the two parts. */
  name: plainString().max(CONTACT_LIMITS.lastName + CONTACT_LIMITS.firstName + 1).optional(),
  email: text(CONTACT_LIMITS.email).refine(isValidEmail, { error: 'invalid_email' }),
  phone: text(CONTACT_LIMITS.phone).regex(/^[0-9-]+$/, { error: 'invalid_phone' }).meta({ description: PHONE_DESCRIPTION }),
  phoneCountryCode: z.enum(countryCodes, { error: 'invalid_country' }),
  message: text(CONTACT_LIMITS.message),
  /** The terms checkbox, ticked by default, sent as Y or N. */
  isTerm: z.enum(['Y', 'N'], { error: 'invalid_term' }),
  locale: z.enum(LOCALES).optional(),
  /**
   * Set by the form on a listing's page (issue #24: "ask about this home / request a tour"): the
   * RESO ListingKey of a listing this realtor shows. Absent on the homepage's contact form.
   */
  listingKey: z.string({ error: 'invalid_listing' }).trim().min(1, { error: 'invalid_listing' }).max(64, { error: 'invalid_listing' }).regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid_listing' }).optional(),
  /** Buying, selling, renting or something else (optional; the homepage's form asks). */
  interest: z.enum(CONTACT_INTERESTS, { error: 'invalid_interest' }).optional(),
  /** The visitor's preferred dates for a tour, as free text (optional; an empty one is none). */
  preferredDates: plainString().trim().max(CONTACT_LIMITS.preferredDates, { error: 'too_long' }).optional(),
  /** Honeypot. */
  website: plainString().max(200).optional(),
});

/** The phone must be a real number of the chosen country (`invalid_phone_number`, issue #29). */
export const contactSchema = contactFieldsSchema.refine(...PHONE_NUMBER_CHECK);

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

/** 'name' is the last name followed by the first name (SPEC §3). */
export function contactName(contact: Pick<Contact, 'lastName' | 'firstName'>): string {
  return `${contact.lastName} ${contact.firstName}`;
}
