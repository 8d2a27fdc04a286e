import 'server-only';
import { sql, type Column } from 'drizzle-orm';
import { realtorTimeZone } from '@/lib/regions';
import { realtorRegions, realtors } from '@/server/db/schema';

/**
 * In a query of realtors: the state of the realtor's first region, their home state (as
 * realtorState reads the record's regions), or null. It gives the time zone whose days their
 * visits and messages are counted by.
 */
export const homeState = sql<'CA' | 'GA' | null>`(select ${realtorRegions.state} from ${realtorRegions} where ${realtorRegions.realtorId} = ${realtors.id} order by ${realtorRegions.position}, ${realtorRegions.id} limit 1)`;

/** The time zone of a home state (homeState): Pacific for California and when there is none, Eastern for Georgia. */
export function timeZoneOfHome(state: string | null): string {
  return realtorTimeZone(state ? [{ state }] : []);
}

/** In a query: the calendar day ('YYYY-MM-DD') of a stored time in `timeZone`, as localDay gives it in code. */
export function localDayOf(column: Column, timeZone: string) {
  return sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
}
