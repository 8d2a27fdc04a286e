/**
 * "Talk to a loan officer" (issue #24): a visitor's request to the lender from a for-sale listing's
 * monthly payment estimate. One schema for the form and for `POST /v1/loan-inquiries`. Messages
 * are codes the UI and the API localise (`LoanInquiryForm.errors.<code>`).
 */
import { z } from 'zod';
import { COUNTRIES } from '@/lib/countries';
import { LOCALES } from '@/i18n/locales';
import { isValidEmail, PHONE_DESCRIPTION, PHONE_NUMBER_CHECK, plainString } from '@/lib/validators';

import { LOAN_INQUIRY_LIMITS, LOAN_TERMS } from './loan-inquiry-limits';

export { LOAN_INQUIRY_LIMITS, LOAN_TERMS };

const countryCodes = COUNTRIES.map((c) => c.code) as [string, ...string[]];
const text = (max: number) => plainString({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });
/** A dollar amount or a rate as the estimate shows it: finite, not negative, at most `max`. */
const amount = (max: number) => z.number({ error: 'invalid_estimate' }).nonnegative({ error: 'invalid_estimate' }).max(max, { error: 'invalid_estimate' });

/**
 * The estimate on the visitor's screen when they asked (src/features/listings/MortgageEstimate.tsx):
 * stored as they saw it, not worked out again, so the loan officer talks about the same numbers.
 */
export const loanEstimateSchema = z
  .strictObject(
    {
      price: amount(LOAN_INQUIRY_LIMITS.dollars),
      /** In dollars (the form turns a percentage into dollars, as the estimate does). */
      downPayment: amount(LOAN_INQUIRY_LIMITS.dollars),
      ratePercent: amount(LOAN_INQUIRY_LIMITS.ratePercent),
      termYears: z.literal(LOAN_TERMS, { error: 'invalid_estimate' }),
      monthlyTotal: amount(LOAN_INQUIRY_LIMITS.dollars),
    },
    { error: 'invalid_estimate' },
  )
  .refine((estimate) => estimate.downPayment <= estimate.price, { error: 'invalid_estimate', path: ['downPayment'] });

/** The inquiry's fields; {@link loanInquirySchema} adds the check of the phone against its country. */
export const loanInquiryFieldsSchema = z.strictObject({
  // At most the largest id a realtor can have (PostgreSQL integer): a larger one is no realtor, not a 500.
  realtorId: z.number({ error: 'invalid_realtor' }).int({ error: 'invalid_realtor' }).positive({ error: 'invalid_realtor' }).max(2_147_483_647, { error: 'invalid_realtor' }),
  /** The RESO ListingKey of the for-sale listing whose page the estimate is on. */
  listingKey: z.string({ error: 'invalid_listing' }).trim().min(1, { error: 'invalid_listing' }).max(64, { error: 'invalid_listing' }).regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid_listing' }),
  name: text(LOAN_INQUIRY_LIMITS.name),
  /** Required: the loan officer calls back, and sends what they promise by e-mail. */
  email: text(LOAN_INQUIRY_LIMITS.email).refine(isValidEmail, { error: 'invalid_email' }),
  phone: text(LOAN_INQUIRY_LIMITS.phone).regex(/^[0-9-]+$/, { error: 'invalid_phone' }).meta({ description: PHONE_DESCRIPTION }),
  phoneCountryCode: z.enum(countryCodes, { error: 'invalid_country' }),
  /** Optional; an empty one is none. */
  message: plainString({ error: 'invalid_type' }).trim().max(LOAN_INQUIRY_LIMITS.message, { error: 'too_long' }).optional(),
  estimate: loanEstimateSchema,
  /** The visitor agrees that their details and the estimate go to the lender, who may contact them. Never ticked in advance. */
  consentContact: z.literal(true, { error: 'consent_required' }),
  locale: z.enum(LOCALES).optional(),
  /** Honeypot. */
  website: plainString().max(200).optional(),
});

/** The phone must be a real number of the chosen country (`invalid_phone_number`, issue #29). */
export const loanInquirySchema = loanInquiryFieldsSchema.refine(...PHONE_NUMBER_CHECK);

export type LoanInquiryInput = z.input<typeof loanInquirySchema>;
export type LoanInquiry = z.output<typeof loanInquirySchema>;
export type LoanEstimate = z.output<typeof loanEstimateSchema>;
