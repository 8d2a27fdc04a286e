/**
 * Display formatting helpers (spec §9). Pure and isomorphic. The spec's helpers
 * (formatThousands, abbreviateAmount, to12Hour, weekdayAbbr, monthAbbr) write English; the
 * locale-aware ones at the end (formatCalendarDate, formatDateTime, formatUsdAmount) write
 * the page's language through Intl.
 */

type Amount = number | string | null | undefined;

interface Decimal {
  /** '-' or '' */
  sign: string;
  /** integer digits without leading zeros (at least '0') */
  int: string;
  /** fraction exactly as given, including the '.', or '' */
  frac: string;
}

/** Plain decimal: optional sign, digits, optional '.' with optional digits (".5" also allowed). */
const DECIMAL_PATTERN = /^([+-]?)(\d*)(\.\d*)?$/;

/**
 * Parses a number or numeric string into sign / integer digits / fraction.
 * Strings are trimmed and existing thousands commas are ignored, so formatting
 * is idempotent ("1,234" -> "1,234"). Returns null for empty or non-numeric input.
 */
function parseDecimal(value: Amount): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    // Very large/small numbers stringify in exponent form; expand them.
    if (/e/i.test(text)) {
      text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
    }
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else {
    return null;
  }
  const m = DECIMAL_PATTERN.exec(text);
  if (!m) return null;
  const [, rawSign = '', rawInt = '', frac = ''] = m;
  if (!/\d/.test(rawInt + frac)) return null; // '', '-', '.', '+.' are not numbers
  const int = rawInt.replace(/^0+(?=\d)/, '') || '0';
  return { sign: rawSign === '-' ? '-' : '', int, frac };
}

/** Inserts a comma every three digits of an integer digit string. */
function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Thousands separators (spec §9): 1234567 -> "1,234,567", 0 -> "0",
 * ''/null/undefined -> "", numeric strings accepted, decimals kept exactly as given
 * ("1234.50" -> "1,234.50"), negatives grouped too ("-1234" -> "-1,234"),
 * non-numeric strings -> "".
 */
export function formatThousands(value: Amount): string {
  const d = parseDecimal(value);
  if (!d) return '';
  return `${d.sign}${groupThousands(d.int)}${d.frac}`;
}

const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;
/** A 평 (pyeong) is 400/121 m², about 3.3058 m² (35.58 sq ft). */
const SQUARE_METRES_PER_PYEONG = 400 / 121;

/**
 * A floor area in square feet (as the MLS gives it) with the measures Korean and Japanese readers
 * think in, rounded to whole units: 2,490 sq ft is about 70 평 and 231 ㎡.
 */
export function areaMeasures(squareFeet: number): { sqft: string; pyeong: string; sqm: string } {
  const squareMetres = squareFeet * SQUARE_METRES_PER_SQUARE_FOOT;
  return {
    sqft: formatThousands(squareFeet),
    pyeong: formatThousands(Math.round(squareMetres / SQUARE_METRES_PER_PYEONG)),
    sqm: formatThousands(Math.round(squareMetres)),
  };
}

/**
 * Scales the digits of `d` down by 10^shift and rounds half-up to 2 decimals,
 * using exact string/BigInt arithmetic (no floating-point drift).
 */
function scaleTo2Decimals(d: Decimal, shift: number): string {
  const whole = d.int.slice(0, d.int.length - shift);
  const rest = d.int.slice(d.int.length - shift) + d.frac.replace('.', '');
  let cents = BigInt(whole + rest.slice(0, 2));
  if (Number(rest.charAt(2) || '0') >= 5) cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return `${d.sign}${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/**
 * Abbreviated amounts (spec §9), by digit count of the integer part:
 * - 10+ digits -> billions, 2 decimals, "B" (1234567890 -> "1.23B")
 * - 7–9 digits -> millions, 2 decimals, "M" (1500000 -> "1.50M")
 * - otherwise  -> {@link formatThousands} (123456 -> "123,456")
 * Rounding is half-up on the exact decimal value; the scaled whole part keeps
 * comma grouping ("1,234.57B"). Empty/non-numeric -> "".
 */
export function abbreviateAmount(value: Amount): string {
  const d = parseDecimal(value);
  if (!d) return '';
  const digitCount = d.int === '0' ? 0 : d.int.length;
  if (digitCount >= 10) return `${scaleTo2Decimals(d, 9)}B`;
  if (digitCount >= 7) return `${scaleTo2Decimals(d, 6)}M`;
  return formatThousands(value);
}

/**
 * 24-hour "HH:mm" -> 12-hour clock (spec §9).
 * Output format: `<h>:<mm> am|pm` — hour without leading zero (1–12), two-digit
 * minutes, a single space, lowercase suffix. Examples: "00:00" -> "12:00 am",
 * "09:15" -> "9:15 am", "12:30" -> "12:30 pm", "13:05" -> "1:05 pm".
 * Accepts a 1- or 2-digit hour (0–23) and 2-digit minutes (00–59); anything else -> "".
 */
export function to12Hour(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return '';
  const hour = Number(m[1]);
  const minutes = m[2] ?? '';
  if (hour > 23 || Number(minutes) > 59) return '';
  const suffix = hour < 12 ? 'am' : 'pm';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${minutes} ${suffix}`;
}

/** English weekday abbreviations, index 0 = Sunday (matches `Date#getDay`). */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekdayAbbr = (typeof WEEKDAYS)[number];

/**
 * Weekday abbreviation for a day index (0 = Sun … 6 = Sat) or a Date
 * (uses the Date's local-time weekday). Out-of-range, non-integer or invalid Date -> "".
 */
export function weekdayAbbr(day: number | Date): WeekdayAbbr | '' {
  const index = day instanceof Date ? day.getDay() : day;
  if (!Number.isInteger(index)) return ''; // also rejects NaN from an invalid Date
  return WEEKDAYS[index] ?? '';
}

/** English month abbreviations, index 0 = January. */
export const MONTHS = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
  'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
] as const;
export type MonthAbbr = (typeof MONTHS)[number];

/**
 * Month code -> three-letter English name: "01".."12" (also "1".."9") or
 * integers 1..12. Anything else -> "".
 */
export function monthAbbr(code: string | number): MonthAbbr | '' {
  let month: number;
  if (typeof code === 'number') {
    month = code;
  } else {
    const trimmed = code.trim();
    if (!/^\d{1,2}$/.test(trimmed)) return '';
    month = Number(trimmed);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) return '';
  return MONTHS[month - 1] ?? '';
}

/** 'ko' for 'ko', 'ko-KR'; 'ja' for 'ja-JP'; 'en' for 'en-US'. */
function language(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/** 'YYYY-MM-DD' (optionally followed by a time, which is ignored) as a UTC Date, or null. */
export function parseCalendarDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // Rejects 2026-02-30 and the like (Date would roll them over).
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** One formatter per time zone: a formatter is costly to make, and a visit's beacon asks for one. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of the instant `date` in `timeZone`, 'YYYY-MM-DD': "today" where a home or a
 * realtor is, not in UTC (6 pm in California is already tomorrow there).
 */
export function localDay(date: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) dayFormatters.set(timeZone, (formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = formatter.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A calendar date ('YYYY-MM-DD', e.g. an MLS CloseDate) in the language of `locale`:
 * en "Oct 16, 2026", ko "2026년 10월 16일", ja-JP "2026年10月16日". A calendar date has no time
 * zone: it is formatted as the same day everywhere (never the day before in California).
 * Anything that is not a real date -> "".
 */
export function formatCalendarDate(value: string, locale: string): string {
  const date = parseCalendarDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The words for a.m. and p.m. per language where a runtime's locale data may write "AM"/"PM":
 * Korean since CLDR 48 (ICU 78, Node 24) formats "PM 3:40"; Korean readers expect 오후 3:40.
 */
const DAY_PERIODS: Readonly<Record<string, { AM: string; PM: string }>> = {
  ko: { AM: '오전', PM: '오후' },
};

/**
 * A moment (Date, ISO string or epoch ms) as date and time in the language of `locale`, in the
 * wall-clock time of `timeZone` (a realtor's: see realtorTimeZone in ./regions):
 * en "November 25, 2026 at 3:40 AM", ko "2026년 11월 25일 오전 3:40", ja-JP "2026年11月25日 3:40", with a
 * no-break space between the time and its day period.
 * An invalid moment -> "".
 */
export function formatDateTime(value: Date | string | number, locale: string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return joinWithDayPeriods(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).formatToParts(date), locale);
}

/**
 * A moment's time of day alone, as {@link formatDateTime} writes it: en "1:00 PM", ko "오후 1:00",
 * ja-JP "13:00". An invalid moment -> "".
 */
export function formatTime(value: Date | string | number, locale: string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return joinWithDayPeriods(new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).formatToParts(date), locale);
}

/**
 * The start and end of a span of time within a day, each as {@link formatTime} writes it, with a
 * day period they share written once, on the outside of the span: en "1:00" – "4:00 PM", ko
 * "오후 1:00" ~ "4:00" (not "오후 1:00~오후 4:00"); ja-JP "13:00" – "16:00". Times in different
 * periods keep their own ("11:30 AM" – "4:00 PM").
 */
export function formatTimeSpan(start: Date | string | number, end: Date | string | number, locale: string, timeZone: string): { start: string; end: string } {
  const [from, to] = [start, end].map((value) => new Date(value));
  if (Number.isNaN(from!.getTime()) || Number.isNaN(to!.getTime())) return { start: formatTime(start, locale, timeZone), end: formatTime(end, locale, timeZone) };
  const format = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const [fromParts, toParts] = [format.formatToParts(from), format.formatToParts(to)] as [Intl.DateTimeFormatPart[], Intl.DateTimeFormatPart[]];
  const period = (parts: Intl.DateTimeFormatPart[]) => parts.findIndex((part) => part.type === 'dayPeriod');
  const [fromAt, toAt] = [period(fromParts), period(toParts)];
  if (fromAt >= 0 && toAt >= 0 && fromParts[fromAt]!.value === toParts[toAt]!.value) {
    // Leading ("오후 1:00"): the end's goes; trailing ("1:00 PM"): the start's.
    const [parts, at] = fromAt === 0 ? [toParts, toAt] : [fromParts, fromAt];
    // With the space that parted it from the time.
    const space = (i: number) => parts[i]?.type === 'literal' && /^\s+$/.test(parts[i]!.value);
    const [index, count] = space(at + 1) ? [at, 2] : space(at - 1) ? [at - 1, 2] : [at, 1];
    parts.splice(index, count);
  }
  return { start: joinWithDayPeriods(fromParts, locale), end: joinWithDayPeriods(toParts, locale) };
}

/** Formatted parts joined, with the language's own words for a.m. and p.m. kept to their time. */
function joinWithDayPeriods(parts: Intl.DateTimeFormatPart[], locale: string): string {
  const periods = DAY_PERIODS[language(locale)];
  const nextToPeriod = (i: number) => parts[i - 1]?.type === 'dayPeriod' || parts[i + 1]?.type === 'dayPeriod';
  return parts
    .map((part, i) => {
      if (part.type === 'dayPeriod' && periods) return periods[part.value.toUpperCase() as 'AM' | 'PM'] ?? part.value;
      // The time and its "AM" / "오전" stay on one line: no "오전 / 7:06".
      if (part.type === 'literal' && /^\s+$/.test(part.value) && nextToPeriod(i)) return '\u00a0';
      return part.value;
    })
    .join('');
}

/** Korean and Japanese count large amounts in myriads: 万/만 (10^4) and 億/억 (10^8). */
const MYRIADS: Readonly<Record<string, { oku: string; man: string; separator: string; dollars: (amount: string) => string }>> = {
  ko: { oku: '억', man: '만', separator: ' ', dollars: (amount) => `${amount} 달러` },
  ja: { oku: '億', man: '万', separator: '', dollars: (amount) => `${amount}ドル` },
};

/**
 * A US-dollar amount, short, as each language writes it:
 * - en: "$" + {@link abbreviateAmount} (spec §9): 31850000 -> "$31.85M", 1234 -> "$1,234"
 * - ko: in 만/억, rounded to 만 from 10,000 up: 31850000 -> "3,185만 달러",
 *   186400000 -> "1억 8,640만 달러", 1234 -> "1,234 달러"
 * - ja-JP: in 万/億: 31850000 -> "3,185万ドル", 186400000 -> "1億8,640万ドル"
 * Negative amounts keep their sign ("-$1.50M", "-3,185만 달러"); empty/non-numeric -> "".
 */
export function formatUsdAmount(value: Amount, locale: string): string {
  const d = parseDecimal(value);
  if (!d) return '';
  const myriads = MYRIADS[language(locale)];
  const amount = Number(`${d.int}${d.frac === '.' ? '' : d.frac}`);
  const sign = amount === 0 ? '' : d.sign;
  if (!myriads) return `${sign}$${abbreviateAmount(`${d.int}${d.frac}`)}`;
  if (amount < 10_000) return myriads.dollars(`${sign}${formatThousands(Math.round(amount))}`);
  const man = Math.round(amount / 10_000);
  const oku = Math.floor(man / 10_000);
  const rest = man % 10_000;
  const words = [oku ? `${formatThousands(oku)}${myriads.oku}` : '', rest ? `${formatThousands(rest)}${myriads.man}` : ''];
  return myriads.dollars(`${sign}${words.filter(Boolean).join(myriads.separator)}`);
}

/**
 * A US-dollar amount in whole dollars, in the language of `locale` (Intl's currency format, with
 * the plain "$" that every price on the pages uses, where Korean would write "US$"): "$2,528" in
 * each language. Estimates are written as lenders and listing sites write them, without cents.
 * Not a finite number -> "".
 */
export function formatUsd(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(value);
}
