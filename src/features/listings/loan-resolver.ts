/**
 * The loan inquiry form's validation: the shared zod schema (issue #24), loaded by
 * LoanInquiryForm when it first validates or is first focused, not with the page.
 */
import '@/features/forms/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loanInquiryFieldsSchema } from '@/lib/schemas/loan-inquiry';
import { PHONE_NUMBER_CHECK } from '@/lib/validators';

export { suggestPhoneCountry } from '@/lib/phone';

// The visitor's fields: the realtor, the listing, the language and the estimate are added when it is
// sent. The consent is a checkbox that starts unticked: a boolean here, sent only once it is true.
export const loanFormSchema = loanInquiryFieldsSchema
  .omit({ realtorId: true, listingKey: true, estimate: true, locale: true })
  .extend({ consentContact: z.boolean().refine((ticked) => ticked, { error: 'consent_required' }) })
  .refine(...PHONE_NUMBER_CHECK);
export type LoanFormValues = z.input<typeof loanFormSchema>;
export const loanResolver = zodResolver(loanFormSchema);
