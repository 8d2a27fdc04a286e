import 'server-only';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ContactInterest } from '@/lib/schemas/enums';
import { DEFAULT_TIME_ZONE } from '@/lib/regions';
import { assertAdmin, assertAdminOrOwner, type Principal } from '@/server/auth/guard';
import type { Db } from '@/server/db/client';
import { contactMessages, homepageRequests, listings, realtors, visitDays } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { GRANULARITIES, conversion, periodOf, periodsBetween, rangeStart, sumByValue, type Counted, type Granularity } from './periods';
import { aggregateLiveVisits, rollUpVisits, type VisitAggregate } from './roll-up';
import { homeState, localDayOf, timeZoneOfHome } from './home-state';
import { localDay } from '@/lib/format';
import { listingAddressParts } from '@/lib/listing-display';
import { todays } from './visit-rules';

export const INSIGHT_RANGES = [7, 30, 90, 365] as const;

export const insightsQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .refine((n) => (INSIGHT_RANGES as readonly number[]).includes(n), { error: 'invalid_value' })
    .default(30),
  by: z.enum(GRANULARITIES, { error: 'invalid_value' }).default('day'),
});
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

export interface InsightsPeriod {
  period: string;
  views: number;
  /** The sum of each day's unique visitors (nobody is recognized across days). */
  visitors: number;
  messages: number;
  /** Homepage requests from the landing page (the admins' total only). */
  leads?: number;
}

export interface Insights {
  realtorId: number | null;
  from: string;
  to: string;
  by: Granularity;
  days: number;
  series: InsightsPeriod[];
  totals: { views: number; visitors: number; messages: number; listingMessages: number; leads?: number; conversion: number };
  byLocale: Counted[];
  byDevice: Counted[];
  byReferrer: Counted[];
  byCountry: Counted[];
  /** '/homes/{key}' pages, most viewed first. */
  topListings: Counted[];
  /** The other pages ('/', '/homes', '/terms', …), most viewed first. */
  topPages: Counted[];
  /** Messages by where they were written: 'homepage', or the listing's key. */
  messagesBySource: { source: string; messages: number }[];
  /** The street and city of the listings above, by key ('6021 Harbor Dr, Irvine'), for their labels. */
  listingAddresses: Record<string, string>;
  messagesByLocale: { locale: string; messages: number }[];
  /** Homepage messages by what the visitor wants help with ('buy', 'sell', 'rent', 'other'; '' when they did not say). */
  messagesByInterest: { interest: ContactInterest | ''; messages: number }[];
  /** The admins' total: each realtor with visits or messages in the range, most viewed first. */
  perRealtor?: { realtorId: number; desiredUrl: string; views: number; visitors: number; messages: number }[];
}

const TOP = 10;

/**
 * A realtor's visits and messages over the last `days` days of their time zone (admins: any
 * realtor, or all of them with realtorId null), grouped by day, week or month. Finished days come
 * from the daily roll-up (made here too when the sweep has not yet), today from the page views.
 */
export async function getInsights(db: Db, principal: Principal, realtorId: number | null, query: InsightsQuery, now = new Date()): Promise<Insights> {
  // A realtor's days are their time zone's; the totals of every realtor end on the last day that
  // has begun anywhere, and count messages and leads by the product's home time zone (Pacific).
  let timeZone = DEFAULT_TIME_ZONE;
  if (realtorId === null) assertAdmin(principal);
  else {
    assertAdminOrOwner(principal, realtorId);
    const [found] = await db.select({ id: realtors.id, homeState }).from(realtors).where(eq(realtors.id, realtorId));
    if (!found) throw new AppError('not_found', 'Api.realtorNotFound');
    timeZone = timeZoneOfHome(found.homeState);
  }
  const to = realtorId === null ? todays(now).at(-1)! : localDay(now, timeZone);
  const from = rangeStart(to, query.days);
  await rollUpVisits(db, now);

  const ofRealtor = realtorId === null ? undefined : realtorId;
  const stored = await db
    .select({ realtorId: visitDays.realtorId, day: visitDays.day, dimension: visitDays.dimension, value: visitDays.value, views: visitDays.views, visitors: visitDays.visitors })
    .from(visitDays)
    .where(and(gte(visitDays.day, from), ofRealtor === undefined ? undefined : eq(visitDays.realtorId, ofRealtor)));
  const rows = [...(stored as VisitAggregate[]), ...(await aggregateLiveVisits(db, { from, realtorId: ofRealtor }))];
  const of = (dimension: string) => rows.filter((row) => row.dimension === dimension);

  const periods = periodsBetween(from, to, query.by);
  const series = new Map<string, InsightsPeriod>(periods.map((period) => [period, { period, views: 0, visitors: 0, messages: 0, ...(realtorId === null ? { leads: 0 } : {}) }]));
  for (const row of of('total')) {
    const entry = series.get(periodOf(row.day, query.by));
    if (!entry) continue;
    entry.views += row.views;
    entry.visitors += row.visitors;
  }

  // The day a message or a lead was sent, in the time zone's calendar; the range starts at least a
  // day before its first local midnight, so that the filter on the stored time can use its index.
  const fromDate = new Date(new Date(`${from}T00:00:00Z`).getTime() - 86_400_000);
  const messageRows = await db
    .select({
      realtorId: contactMessages.realtorId,
      day: localDayOf(contactMessages.createdAt, timeZone),
      locale: contactMessages.locale,
      source: sql<string>`coalesce(${contactMessages.listingKey}, '')`,
      interest: sql<ContactInterest | ''>`coalesce(${contactMessages.interest}, '')`,
      count: sql<number>`count(*)::int`,
    })
    .from(contactMessages)
    .where(and(gte(contactMessages.createdAt, fromDate), gte(localDayOf(contactMessages.createdAt, timeZone), from), ofRealtor === undefined ? undefined : eq(contactMessages.realtorId, ofRealtor)))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`, sql`5`);
  const bySource = new Map<string, number>();
  const byLocale = new Map<string, number>();
  const byInterest = new Map<ContactInterest | '', number>();
  let messages = 0;
  let listingMessages = 0;
  for (const row of messageRows) {
    const entry = series.get(periodOf(row.day, query.by));
    if (entry) entry.messages += row.count;
    messages += row.count;
    if (row.source) listingMessages += row.count;
    const source = row.source || 'homepage';
    bySource.set(source, (bySource.get(source) ?? 0) + row.count);
    byLocale.set(row.locale, (byLocale.get(row.locale) ?? 0) + row.count);
    // Only the homepage's form asks; a listing's page is about buying or renting that home.
    if (!row.source) byInterest.set(row.interest, (byInterest.get(row.interest) ?? 0) + row.count);
  }

  let leads: number | undefined;
  if (realtorId === null) {
    leads = 0;
    const leadRows = await db
      .select({ day: localDayOf(homepageRequests.createdAt, timeZone), count: sql<number>`count(*)::int` })
      .from(homepageRequests)
      .where(and(gte(homepageRequests.createdAt, fromDate), gte(localDayOf(homepageRequests.createdAt, timeZone), from)))
      .groupBy(sql`1`);
    for (const row of leadRows) {
      const entry = series.get(periodOf(row.day, query.by));
      if (entry) entry.leads = (entry.leads ?? 0) + row.count;
      leads += row.count;
    }
  }

  const totals = sumByValue(of('total').map((row) => ({ ...row, value: '' })))[0] ?? { views: 0, visitors: 0 };
  const pages = sumByValue(of('page'));
  const insights: Insights = {
    realtorId,
    from,
    to,
    by: query.by,
    days: query.days,
    series: [...series.values()],
    totals: { views: totals.views, visitors: totals.visitors, messages, listingMessages, ...(leads === undefined ? {} : { leads }), conversion: conversion(messages, totals.visitors) },
    byLocale: sumByValue(of('locale')),
    byDevice: sumByValue(of('device')),
    byReferrer: sumByValue(of('referrer'), TOP),
    byCountry: sumByValue(of('country'), TOP),
    topListings: pages.filter((page) => page.value.startsWith('/homes/')).slice(0, TOP),
    topPages: pages.filter((page) => !page.value.startsWith('/homes/')).slice(0, TOP),
    messagesBySource: [...bySource].map(([source, count]) => ({ source, messages: count })).sort((a, b) => b.messages - a.messages).slice(0, TOP),
    messagesByLocale: [...byLocale].map(([locale, count]) => ({ locale, messages: count })).sort((a, b) => b.messages - a.messages),
    messagesByInterest: [...byInterest].map(([interest, count]) => ({ interest, messages: count })).sort((a, b) => b.messages - a.messages),
    listingAddresses: {},
  };
  insights.listingAddresses = await streetsAndCities(db, [
    ...insights.topListings.map((page) => page.value.slice('/homes/'.length)),
    ...insights.messagesBySource.map((source) => source.source).filter((source) => source !== 'homepage'),
  ]);

  if (realtorId === null) {
    const perRealtor = new Map<number, { views: number; visitors: number; messages: number }>();
    const at = (id: number) => perRealtor.get(id) ?? perRealtor.set(id, { views: 0, visitors: 0, messages: 0 }).get(id)!;
    for (const row of of('total')) {
      const entry = at(row.realtorId);
      entry.views += row.views;
      entry.visitors += row.visitors;
    }
    for (const row of messageRows) if (row.realtorId !== null) at(row.realtorId).messages += row.count;
    const ids = [...perRealtor.keys()];
    const names = ids.length ? await db.select({ id: realtors.id, desiredUrl: realtors.desiredUrl }).from(realtors).where(inArray(realtors.id, ids)).orderBy(desc(realtors.id)) : [];
    insights.perRealtor = names
      .map(({ id, desiredUrl }) => ({ realtorId: id, desiredUrl, ...perRealtor.get(id)! }))
      .sort((a, b) => b.views - a.views || b.messages - a.messages || a.desiredUrl.localeCompare(b.desiredUrl))
      .slice(0, 50);
  }
  return insights;
}

/** The street and city of each stored listing of `keys`, by key ("6021 Harbor Dr, Irvine"). */
async function streetsAndCities(db: Db, keys: string[]): Promise<Record<string, string>> {
  if (!keys.length) return {};
  const rows = await db
    .select({ key: listings.listingKey, unparsedAddress: listings.unparsedAddress, city: listings.city, stateOrProvince: listings.stateOrProvince, postalCode: listings.postalCode })
    .from(listings)
    .where(inArray(listings.listingKey, [...new Set(keys)]));
  return Object.fromEntries(rows.map((row) => [row.key, [listingAddressParts(row).street, row.city.trim()].filter(Boolean).join(', ')]));
}
