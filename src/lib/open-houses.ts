/**
 * Open houses of a listing (RESO OpenHouse, expanded into the Property record by an import):
 * when a visitor may walk in without an appointment. Pure and isomorphic: the import keeps the
 * public ones, and every page shows only those that have not ended yet, in the wall-clock time of
 * the listing's state.
 */
import { formatTimeSpan } from './format';
import { DEFAULT_TIME_ZONE, timeZoneOfState } from './regions';

export interface OpenHouse {
  /** ISO 8601 with its offset, as the feed gives it (OpenHouseStartTime). */
  start: string;
  /** ISO 8601 (OpenHouseEndTime): after the start. */
  end: string;
  /** OpenHouseRemarks, as the MLS gives them (usually English), or null. */
  remarks: string | null;
}

/** A listing keeps at most this many (the next ones first): a feed may list a season of Sundays. */
export const MAX_OPEN_HOUSES = 10;

/** The open houses that have not ended at `now`, soonest first. */
export function upcomingOpenHouses(openHouses: readonly OpenHouse[], now: number = Date.now()): OpenHouse[] {
  return openHouses.filter((openHouse) => Date.parse(openHouse.end) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The time zone a listing's times are read in: its state's (CA Pacific, GA Eastern). */
export function listingTimeZone(stateOrProvince: string): string {
  return timeZoneOfState(stateOrProvince) ?? DEFAULT_TIME_ZONE;
}

/**
 * An open house's day and hours in the language of `locale`, in `timeZone`'s wall-clock time:
 * en { date: "Sun, November 29", start: "1:00", end: "4:00 PM" },
 * ko { date: "11월 29일 (일)", start: "오후 1:00", end: "4:00" } (a shared a.m. or p.m. once: formatTimeSpan),
 * ja-JP { date: "11月29日(日)", start: "13:00", end: "16:00" }; with `month` short (a card),
 * en "Sun, Nov 29" (Korean and Japanese write the month the same either way).
 * The message that joins them decides the order and the dash of each language.
 */
export function openHouseParts(
  openHouse: OpenHouse,
  locale: string,
  timeZone: string,
  month: 'long' | 'short' = 'long',
): { date: string; start: string; end: string } {
  return {
    date: new Intl.DateTimeFormat(locale, { weekday: 'short', month, day: 'numeric', timeZone }).format(new Date(openHouse.start)),
    ...formatTimeSpan(openHouse.start, openHouse.end, locale, timeZone),
  };
}
