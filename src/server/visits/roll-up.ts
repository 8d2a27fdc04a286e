import 'server-only';
import { lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { resultRows } from '@/server/db/client';
import { pageViews, visitSalts } from '@/server/db/schema';
import { todays } from './visit-rules';

/** How long single page views are kept; the daily roll-ups stay. */
export const RAW_VISIT_DAYS = 30;

export const DIMENSIONS = ['total', 'locale', 'device', 'referrer', 'country', 'page'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface VisitAggregate {
  realtorId: number;
  day: string;
  dimension: Dimension;
  value: string;
  views: number;
  visitors: number;
}

/**
 * Page views summed per realtor, day and each dimension (one grouping set each): views, and
 * distinct visitor keys — the unique visitors of that day, since a key changes every day.
 */
function aggregateQuery(where: SQL): SQL {
  return sql`
    select realtor_id as "realtorId", day,
      case when grouping(locale) = 0 then 'locale'
           when grouping(device) = 0 then 'device'
           when grouping(referrer_host) = 0 then 'referrer'
           when grouping(country) = 0 then 'country'
           when grouping(path) = 0 then 'page'
           else 'total' end as dimension,
      coalesce(locale, device, referrer_host, country, path, '') as value,
      count(*)::int as views,
      count(distinct visitor_key)::int as visitors
    from page_views pv
    where ${where}
    group by grouping sets ((realtor_id, day), (realtor_id, day, locale), (realtor_id, day, device),
      (realtor_id, day, referrer_host), (realtor_id, day, country), (realtor_id, day, path))`;
}

/** The aggregates of page views not rolled up yet (today's, for a dashboard), optionally of one realtor. */
export async function aggregateLiveVisits(db: Db, { from, realtorId }: { from: string; realtorId?: number }): Promise<VisitAggregate[]> {
  const where = sql`pv.day >= ${from}
    and not exists (select 1 from visit_days vd where vd.realtor_id = pv.realtor_id and vd.day = pv.day and vd.dimension = 'total')
    ${realtorId === undefined ? sql`` : sql`and pv.realtor_id = ${realtorId}`}`;
  return resultRows<VisitAggregate>(await db.execute(aggregateQuery(where)));
}

/**
 * Rolls up every finished day (a realtor's days are their time zone's; a day before today in every
 * one of them is over for all) that has page views and no roll-up yet into
 * visit_days. Idempotent: a second run finds nothing to do; a day is only rolled up once it is
 * over, so no later view of it can be missed.
 */
export async function rollUpVisits(db: Db, now = new Date()): Promise<number> {
  const [today] = todays(now);
  const where = sql`pv.day < ${today}
    and not exists (select 1 from visit_days vd where vd.realtor_id = pv.realtor_id and vd.day = pv.day and vd.dimension = 'total')`;
  const result = await db.execute(sql`
    insert into visit_days (realtor_id, day, dimension, value, views, visitors)
    select "realtorId", day, dimension, value, views, visitors from (${aggregateQuery(where)}) agg
    on conflict (realtor_id, day, dimension, value) do update set views = excluded.views, visitors = excluded.visitors`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}

export interface VisitSweepResult {
  rolledUp: number;
  purged: number;
}

/**
 * The visits' part of the hourly sweep: roll up finished days, then delete page views older than
 * RAW_VISIT_DAYS and every salt of a day that is over in every realtor's time zone.
 */
export async function sweepVisits(db: Db, now = new Date()): Promise<VisitSweepResult> {
  const rolledUp = await rollUpVisits(db, now);
  const cutoff = new Date(now.getTime() - RAW_VISIT_DAYS * 24 * 60 * 60 * 1000);
  const purged = await db.delete(pageViews).where(lt(pageViews.createdAt, cutoff)).returning({ id: pageViews.id });
  await db.delete(visitSalts).where(lt(visitSalts.day, todays(now)[0]!));
  return { rolledUp, purged: purged.length };
}
