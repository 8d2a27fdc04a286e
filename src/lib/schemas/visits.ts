/**
 * The visit beacon's body and a realtor's insight settings (issue #28): one schema each, for the
 * route handlers and the OpenAPI document.
 */
import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';

/** What a realtor page's beacon sends (src/features/visits/VisitBeacon.tsx). */
export const visitBeaconSchema = z.strictObject({
  /** The realtor's desired URL. */
  realtor: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  /** location.pathname of the page. */
  path: z.string({ error: 'required' }).min(1, { error: 'required' }).max(300, { error: 'too_long' }),
  /** document.referrer ('' when none); only its host is kept, and only when it is another site. */
  referrer: z.string().max(2000, { error: 'too_long' }).optional(),
});
export type VisitBeacon = z.output<typeof visitBeaconSchema>;

export const insightSettingsSchema = z.strictObject({
  monthlyEmail: z.boolean({ error: 'invalid_value' }),
  emailLocale: z.enum(LOCALES, { error: 'invalid_value' }),
});
