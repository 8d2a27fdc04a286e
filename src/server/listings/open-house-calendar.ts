import 'server-only';
/**
 * A listing's open houses as an iCalendar file (RFC 5545, written by ical-generator): what "add to
 * my calendar" on a listing's page downloads. Times are absolute (UTC), so every calendar shows
 * them in its owner's time zone.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { OpenHouse } from '@/lib/open-houses';

export interface OpenHouseCalendar {
  /** Stable per listing: an event's UID is this and its start, so a second download updates it. */
  uidPrefix: string;
  /** The events' title, in the visitor's language ("Open house: 12 Oak St, Irvine, CA"). */
  summary: string;
  /** The listing's address. */
  location: string;
  /** The listing page's address. */
  url: string;
  /** Who hosts it and how to reach them, in the visitor's language. */
  host: string;
  openHouses: readonly OpenHouse[];
}

export function openHouseCalendar({ uidPrefix, summary, location, url, host, openHouses }: OpenHouseCalendar): string {
  const calendar = ical({ prodId: { company: 'Realtor Homepages', product: 'Open houses', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  for (const openHouse of openHouses) {
    calendar.createEvent({
      id: `${uidPrefix}-${Date.parse(openHouse.start)}`,
      start: new Date(openHouse.start),
      end: new Date(openHouse.end),
      summary,
      location,
      url,
      description: [host, openHouse.remarks, url].filter(Boolean).join('\n'),
    });
  }
  return calendar.toString();
}
