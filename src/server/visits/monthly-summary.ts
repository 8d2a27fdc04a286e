import 'server-only';
import { and, between, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { contactMessages, insightSettings, realtors, visitDays } from '@/server/db/schema';
import type { InsightsEmailPayload } from '@/server/outbox/insights-email';
import { enqueue } from '@/server/outbox/outbox';
import { previousMonth } from './periods';
import { homeState, localDayOf, timeZoneOfHome } from './home-state';
import { todays } from './visit-rules';

/**
 * Queues last month's summary e-mail for every realtor who opted in and has not had it yet (run by
 * the hourly sweep after the roll-up): the outbox row and the month it covers are written in one
 * transaction, so each month's summary is sent once, by whichever instance gets there first.
 */
export async function queueMonthlySummaries(db: Db, now = new Date()): Promise<number> {
  // The month before the one every realtor's time zone is in: its last day is over and rolled up.
  const { month, first, last } = previousMonth(todays(now)[0]!);
  const due = await db
    .select({ realtorId: insightSettings.realtorId, locale: insightSettings.emailLocale, email: realtors.email, desiredUrl: realtors.desiredUrl, homeState })
    .from(insightSettings)
    .innerJoin(realtors, eq(realtors.id, insightSettings.realtorId))
    .where(and(eq(insightSettings.monthlyEmail, true), ne(realtors.email, ''), or(isNull(insightSettings.lastSummaryMonth), lt(insightSettings.lastSummaryMonth, month))));
  let queued = 0;
  for (const realtor of due) {
    const days = await db
      .select({ dimension: visitDays.dimension, value: visitDays.value, views: sql<number>`sum(${visitDays.views})::int`, visitors: sql<number>`sum(${visitDays.visitors})::int` })
      .from(visitDays)
      .where(and(eq(visitDays.realtorId, realtor.realtorId), gte(visitDays.day, first), lte(visitDays.day, last), or(eq(visitDays.dimension, 'total'), eq(visitDays.dimension, 'page'))))
      .groupBy(visitDays.dimension, visitDays.value);
    const total = days.find((row) => row.dimension === 'total');
    const topListing = days.filter((row) => row.dimension === 'page' && row.value.startsWith('/homes/')).sort((a, b) => b.views - a.views)[0];
    const [messages] = await db
      .select({ all: sql<number>`count(*)::int`, listing: sql<number>`count(${contactMessages.listingKey})::int` })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.realtorId, realtor.realtorId),
          // The month's days in the realtor's time zone, as their visits are counted.
          between(localDayOf(contactMessages.createdAt, timeZoneOfHome(realtor.homeState)), first, last),
        ),
      );
    const payload: InsightsEmailPayload = {
      realtorId: realtor.realtorId,
      to: realtor.email,
      locale: realtor.locale,
      realtorDesiredUrl: realtor.desiredUrl,
      month,
      views: total?.views ?? 0,
      visitors: total?.visitors ?? 0,
      messages: messages?.all ?? 0,
      listingMessages: messages?.listing ?? 0,
      ...(topListing ? { topListing: topListing.value } : {}),
    };
    const claimed = await db.transaction(async (tx) => {
      // Only the instance whose update finds the month not yet sent queues the mail.
      const updated = await tx
        .update(insightSettings)
        .set({ lastSummaryMonth: month, updatedAt: now })
        .where(and(eq(insightSettings.realtorId, realtor.realtorId), or(isNull(insightSettings.lastSummaryMonth), lt(insightSettings.lastSummaryMonth, month))))
        .returning({ id: insightSettings.realtorId });
      if (!updated.length) return false;
      await enqueue(tx, { kind: 'insights_email', aggregateType: 'insight_settings', aggregateId: `${realtor.realtorId}:${month}`, payload: { ...payload } });
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}
