/**
 * The visit beacon's body and a realtor's insight settings (issue #28): one schema each, for the
 * route handlers and the OpenAPI document.
 */
import { z } from 'zod';
import { LOCALES } from '@/i18n/locales';
import { CONTACT_INTERESTS } from './enums';

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

// The answers of the insights endpoints (their entries: src/app/v1/insights/endpoints.ts and
// src/app/v1/realtor/[idOrDesiredUrl]/insights/).

const count = () => z.number().int();
const countedSchema = z.strictObject({ value: z.string(), views: count(), visitors: count() }).meta({ id: 'InsightsCount' });

export const insightsSchema = z
  .strictObject({
    realtorId: z.number().int().nullable().meta({ description: 'null: every realtor (admins).' }),
    from: z.string().meta({ description: 'First UTC day of the range (YYYY-MM-DD).', example: '2026-10-28' }),
    to: z.string().meta({ description: 'Last UTC day (today).', example: '2026-11-26' }),
    by: z.enum(['day', 'week', 'month']),
    days: count(),
    series: z.array(
      z.strictObject({
        period: z.string().meta({ description: 'The day, the Monday of the week, or YYYY-MM.' }),
        views: count(),
        visitors: count().meta({ description: 'The sum of each day’s unique visitors: nobody is recognized across days.' }),
        messages: count(),
        leads: count().optional().meta({ description: 'Homepage requests (every realtor only).' }),
      }),
    ),
    totals: z.strictObject({
      views: count(),
      visitors: count(),
      messages: count(),
      listingMessages: count(),
      leads: count().optional(),
      conversion: z.number().meta({ description: 'Messages per visitor (0 to 1 or more).' }),
    }),
    byLocale: z.array(countedSchema),
    byDevice: z.array(countedSchema),
    byReferrer: z.array(countedSchema),
    byCountry: z.array(countedSchema),
    topListings: z.array(countedSchema),
    topPages: z.array(countedSchema),
    messagesBySource: z.array(z.strictObject({ source: z.string().meta({ description: "'homepage', or the listing's key." }), messages: count() })),
    messagesByLocale: z.array(z.strictObject({ locale: z.string(), messages: count() })),
    listingAddresses: z
      .record(z.string(), z.string())
      .meta({ description: "The street and city of each listing in topListings and messagesBySource, by its key ('6021 Harbor Dr, Irvine'); a listing no longer stored has none." }),
    messagesByInterest: z.array(
      z.strictObject({
        interest: z.enum(['', ...CONTACT_INTERESTS]).meta({ description: "What the homepage's visitors want help with; '' when they did not say." }),
        messages: count(),
      }),
    ),
    perRealtor: z
      .array(z.strictObject({ realtorId: z.number().int().positive(), desiredUrl: z.string(), views: count(), visitors: count(), messages: count() }))
      .optional(),
  })
  .meta({ id: 'Insights' });
export type InsightsAnswer = z.output<typeof insightsSchema>;

export const insightSettingsAnswerSchema = z
  .strictObject({ realtorId: z.number().int().positive(), monthlyEmail: z.boolean(), emailLocale: z.enum(LOCALES) })
  .meta({ id: 'InsightSettings' });

/** The insights' query, as the document describes it (the handlers parse it with insightsQuerySchema). */
export const insightsQueryParams = z.object({
  days: z.enum(['7', '30', '90', '365']).optional().meta({ description: 'The last 7, 30 (default), 90 or 365 UTC days.' }),
  by: z.enum(['day', 'week', 'month']).optional().meta({ description: 'Group by day (default), ISO week or month.' }),
});
