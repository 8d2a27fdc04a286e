/**
 * The contact form's validation: the shared zod schema (SPEC §3), loaded by ContactForm when it
 * first validates or is first focused, not with the page (zod is most of the form's code).
 */
import '@/features/forms/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contactFieldsSchema } from '@/lib/schemas/contact';
import { PHONE_NUMBER_CHECK } from '@/lib/validators';

export { suggestPhoneCountry } from '@/lib/phone';

// The form keeps the terms as a checkbox; the request sends it as Y or N (SPEC §3). The interest
// is '' while none is chosen (a reset to '' clears the radios; the request then leaves it out).
export const contactFormSchema = contactFieldsSchema
  .omit({ isTerm: true })
  .extend({ terms: z.boolean(), interest: z.union([z.literal(''), contactFieldsSchema.shape.interest.unwrap()]) })
  .refine(...PHONE_NUMBER_CHECK);
export type ContactFormValues = z.input<typeof contactFormSchema>;
export const contactResolver = zodResolver(contactFormSchema);
