/**
 * The contact form's validation: the shared zod schema (SPEC §3), loaded by ContactForm when it
 * first validates or is first focused, not with the page (zod is most of the form's code).
 */
import '@/features/forms/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contactSchema } from '@/lib/schemas/contact';

// The form keeps the terms as a checkbox; the request sends it as Y or N (SPEC §3).
export const contactFormSchema = contactSchema.omit({ isTerm: true }).extend({ terms: z.boolean() });
export type ContactFormValues = z.input<typeof contactFormSchema>;
export const contactResolver = zodResolver(contactFormSchema);
