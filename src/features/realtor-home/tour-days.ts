/**
 * The days a visitor can pick for a tour on a listing's page: the next seven days in the home's
 * time zone, written in the page's language as the open houses write their days ("Mon Nov 30",
 * "11월 30일 (월)", "11月30日(月)"). A day picked goes into the preferred-dates field as words,
 * beside whatever the visitor typed there, so the realtor reads one text, as before.
 */

import { localDay } from '@/lib/format';

const DAY_MS = 86_400_000;

/** The next `count` days after today in `timeZone`, as labels in `locale`. */
export function tourDays(now: Date, timeZone: string, locale: string, count = 7): string[] {
  const [year, month, day] = localDay(now, timeZone).split('-').map(Number) as [number, number, number];
  // Noon UTC of today's date there: adding whole days never crosses into another date.
  const today = Date.UTC(year, month - 1, day, 12);
  const label = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
  // No comma inside a day ("Mon, Nov 30" → "Mon Nov 30"): commas separate the field's entries.
  return Array.from({ length: count }, (_, i) => label.format(new Date(today + (i + 1) * DAY_MS)).replace(/,\s*/g, ' '));
}

/** The separator of the field's entries: Japanese "、", else ", ". */
function separator(locale: string): string {
  return locale.startsWith('ja') ? '、' : ', ';
}

/** The entries of the field's text (split at commas and "、"), without empty ones. */
export function dayEntries(value: string): string[] {
  return value
    .split(/\s*[,、]\s*/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The field's text with `day` added, or removed when it is there; the visitor's other words stay. */
export function toggleDay(value: string, day: string, locale: string): string {
  const entries = dayEntries(value);
  const next = entries.includes(day) ? entries.filter((entry) => entry !== day) : [...entries, day];
  return next.join(separator(locale));
}
