import { describe, it, expect } from 'vitest';
import {
  areaMeasures,
  formatThousands,
  abbreviateAmount,
  to12Hour,
  WEEKDAYS,
  weekdayAbbr,
  MONTHS,
  monthAbbr,
  formatCalendarDate,
  formatDateTime,
  formatTimeSpan,
  formatUsd,
  formatUsdAmount,
} from './format';

describe('formatThousands', () => {
  it('groups integers with commas', () => {
    expect(formatThousands(1)).toBe('1');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(1234567890)).toBe('1,234,567,890');
  });
  it('formats zero as "0"', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(-0)).toBe('0');
    expect(formatThousands('0')).toBe('0');
  });
  it('returns "" for empty input', () => {
    expect(formatThousands('')).toBe('');
    expect(formatThousands('   ')).toBe('');
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
  });
  it('accepts numeric strings (trimmed, leading zeros dropped, + sign dropped)', () => {
    expect(formatThousands('1234567')).toBe('1,234,567');
    expect(formatThousands(' 1234 ')).toBe('1,234');
    expect(formatThousands('0001234')).toBe('1,234');
    expect(formatThousands('+1234')).toBe('1,234');
  });
  it('is idempotent on already-formatted strings', () => {
    expect(formatThousands('1,234,567')).toBe('1,234,567');
    expect(formatThousands(formatThousands(9876543.21))).toBe('9,876,543.21');
  });
  it('keeps decimals exactly as given', () => {
    expect(formatThousands(1234.5)).toBe('1,234.5');
    expect(formatThousands('1234.50')).toBe('1,234.50');
    expect(formatThousands('1234.000')).toBe('1,234.000');
    expect(formatThousands('1234.')).toBe('1,234.');
    expect(formatThousands('.5')).toBe('0.5');
    expect(formatThousands(0.25)).toBe('0.25');
    expect(formatThousands('1234567.1234567')).toBe('1,234,567.1234567');
  });
  it('groups negative numbers', () => {
    expect(formatThousands(-1234)).toBe('-1,234');
    expect(formatThousands('-1234567.89')).toBe('-1,234,567.89');
    expect(formatThousands(-999)).toBe('-999');
  });
  it('returns "" for non-numeric strings and non-finite numbers', () => {
    for (const v of ['abc', '12a', '1.2.3', '1 234', '-', '.', '$100', '1e5', '0x10', '--1']) {
      expect(formatThousands(v), JSON.stringify(v)).toBe('');
    }
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatThousands(Number.NEGATIVE_INFINITY)).toBe('');
  });
  it('expands numbers that would stringify in exponent form', () => {
    expect(formatThousands(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatThousands(1e-7)).toBe('0.0000001');
  });
});

describe('abbreviateAmount', () => {
  it('uses billions with 2 decimals for 10+ integer digits', () => {
    expect(abbreviateAmount(1234567890)).toBe('1.23B');
    expect(abbreviateAmount(1000000000)).toBe('1.00B');
    expect(abbreviateAmount('9999999999')).toBe('10.00B');
    expect(abbreviateAmount(12345678901)).toBe('12.35B');
    expect(abbreviateAmount(1234567890123)).toBe('1,234.57B');
  });
  it('uses millions with 2 decimals for 7-9 integer digits', () => {
    expect(abbreviateAmount(1500000)).toBe('1.50M');
    expect(abbreviateAmount(1000000)).toBe('1.00M');
    expect(abbreviateAmount(12345678)).toBe('12.35M');
    expect(abbreviateAmount(123456789)).toBe('123.46M');
    // 9 digits stay in millions even when rounding reaches 1000
    expect(abbreviateAmount(999999999)).toBe('1,000.00M');
  });
  it('rounds half-up on the exact decimal value', () => {
    expect(abbreviateAmount(1005000)).toBe('1.01M');
    expect(abbreviateAmount(1004999)).toBe('1.00M');
    expect(abbreviateAmount('1004999.9')).toBe('1.00M');
    expect(abbreviateAmount(1235000000)).toBe('1.24B');
    expect(abbreviateAmount('1234999.999')).toBe('1.23M');
    expect(abbreviateAmount('1235000.001')).toBe('1.24M');
  });
  it('counts only integer digits (decimals do not promote a tier)', () => {
    expect(abbreviateAmount(999999.99)).toBe('999,999.99');
    expect(abbreviateAmount('123456.789')).toBe('123,456.789');
    expect(abbreviateAmount('0001234567')).toBe('1.23M');
  });
  it('falls back to thousands formatting below 7 digits', () => {
    expect(abbreviateAmount(999999)).toBe('999,999');
    expect(abbreviateAmount(1234)).toBe('1,234');
    expect(abbreviateAmount(0)).toBe('0');
    expect(abbreviateAmount('12.5')).toBe('12.5');
  });
  it('handles negatives', () => {
    expect(abbreviateAmount(-1500000)).toBe('-1.50M');
    expect(abbreviateAmount(-1234567890)).toBe('-1.23B');
    expect(abbreviateAmount(-1234)).toBe('-1,234');
  });
  it('accepts numeric strings, including huge ones beyond double precision', () => {
    expect(abbreviateAmount('1,500,000')).toBe('1.50M');
    expect(abbreviateAmount('12345678901234567890')).toBe('12,345,678,901.23B');
  });
  it('returns "" for empty or non-numeric input', () => {
    expect(abbreviateAmount('')).toBe('');
    expect(abbreviateAmount(null)).toBe('');
    expect(abbreviateAmount(undefined)).toBe('');
    expect(abbreviateAmount('abc')).toBe('');
    expect(abbreviateAmount(Number.NaN)).toBe('');
  });
});

describe('to12Hour', () => {
  it('converts using the "<h>:<mm> am|pm" format', () => {
    expect(to12Hour('00:00')).toBe('12:00 am');
    expect(to12Hour('00:59')).toBe('12:59 am');
    expect(to12Hour('01:00')).toBe('1:00 am');
    expect(to12Hour('09:15')).toBe('9:15 am');
    expect(to12Hour('11:59')).toBe('11:59 am');
    expect(to12Hour('12:00')).toBe('12:00 pm');
    expect(to12Hour('12:30')).toBe('12:30 pm');
    expect(to12Hour('13:05')).toBe('1:05 pm');
    expect(to12Hour('23:59')).toBe('11:59 pm');
  });
  it('accepts a single-digit hour and surrounding whitespace', () => {
    expect(to12Hour('9:15')).toBe('9:15 am');
    expect(to12Hour(' 13:05 ')).toBe('1:05 pm');
  });
  it('returns "" for invalid input', () => {
    for (const s of ['', '24:00', '25:00', '12:60', '12:5', '1205', '12:05:00', 'ab:cd', '-1:00', '123:00', '12-05', '12:05 pm']) {
      expect(to12Hour(s), JSON.stringify(s)).toBe('');
    }
  });
});

describe('weekdayAbbr', () => {
  it('exports WEEKDAYS starting on Sunday', () => {
    expect(WEEKDAYS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
  it('maps 0..6 to abbreviations', () => {
    expect(weekdayAbbr(0)).toBe('Sun');
    expect(weekdayAbbr(3)).toBe('Wed');
    expect(weekdayAbbr(6)).toBe('Sat');
  });
  it('accepts a Date (local weekday)', () => {
    expect(weekdayAbbr(new Date(2024, 0, 7))).toBe('Sun'); // 7 Jan 2024
    expect(weekdayAbbr(new Date(2024, 1, 29))).toBe('Thu'); // 29 Feb 2024
  });
  it('returns "" for out-of-range, fractional, NaN and invalid Dates', () => {
    expect(weekdayAbbr(7)).toBe('');
    expect(weekdayAbbr(-1)).toBe('');
    expect(weekdayAbbr(1.5)).toBe('');
    expect(weekdayAbbr(Number.NaN)).toBe('');
    expect(weekdayAbbr(new Date('not a date'))).toBe('');
  });
});

describe('monthAbbr', () => {
  it('exports MONTHS Jan..Dec', () => {
    expect(MONTHS).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
  it("maps '01'..'12' to names", () => {
    const codes = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
    expect(codes.map(monthAbbr)).toEqual([...MONTHS]);
  });
  it('maps numbers 1..12 and unpadded strings', () => {
    expect(monthAbbr(1)).toBe('Jan');
    expect(monthAbbr(12)).toBe('Dec');
    expect(monthAbbr('1')).toBe('Jan');
    expect(monthAbbr(' 09 ')).toBe('Sep');
  });
  it('returns "" for anything else', () => {
    for (const v of ['00', '13', '0', '', 'Jan', '1.0', '001', '-1', 'a1']) {
      expect(monthAbbr(v), JSON.stringify(v)).toBe('');
    }
    for (const v of [0, 13, -1, 1.5, Number.NaN]) {
      expect(monthAbbr(v), String(v)).toBe('');
    }
  });
});

describe('formatCalendarDate', () => {
  it('writes a calendar date in each language', () => {
    expect(formatCalendarDate('2026-10-16', 'en')).toBe('Oct 16, 2026');
    expect(formatCalendarDate('2026-10-16', 'ko')).toBe('2026년 10월 16일');
    expect(formatCalendarDate('2026-10-16', 'ja-JP')).toBe('2026年10月16日');
  });
  it('keeps the day: a date has no time zone (never the day before in California)', () => {
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatCalendarDate('2026-01-01T00:00:00Z', 'ko')).toBe('2026년 1월 1일');
  });
  it('returns "" for anything that is not a real date', () => {
    for (const v of ['', '2026-02-30', '2026-13-01', '16/10/2026', '2026-1-5', 'soon']) {
      expect(formatCalendarDate(v, 'en'), JSON.stringify(v)).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  // 2026-11-25 11:40 UTC: 3:40 a.m. in Los Angeles, 6:40 a.m. in New York.
  const morning = '2026-11-25T11:40:00Z';
  const evening = new Date('2026-11-25T23:40:00Z');
  it('writes date and time in the time zone given', () => {
    expect(formatDateTime(morning, 'en', 'America/Los_Angeles')).toMatch(/^November 25, 2026(,| at) 3:40\sAM$/);
    expect(formatDateTime(morning, 'en', 'America/New_York')).toMatch(/^November 25, 2026(,| at) 6:40\sAM$/);
    expect(formatDateTime(morning, 'ja-JP', 'America/Los_Angeles')).toBe('2026年11月25日 3:40');
    expect(formatDateTime(evening, 'ja-JP', 'America/New_York')).toBe('2026年11月25日 18:40');
  });
  it('writes 오전 and 오후 in Korean, never AM or PM, on one line with the time', () => {
    expect(formatDateTime(morning, 'ko', 'America/Los_Angeles')).toBe('2026년 11월 25일 오전\u00a03:40');
    expect(formatDateTime(evening, 'ko', 'America/New_York')).toBe('2026년 11월 25일 오후\u00a06:40');
    expect(formatDateTime(evening.getTime(), 'ko', 'America/Los_Angeles')).toBe('2026년 11월 25일 오후\u00a03:40');
  });
  it('keeps the English time with its AM or PM', () => {
    expect(formatDateTime(morning, 'en', 'America/Los_Angeles')).toMatch(/3:40[\u00a0\u202f]AM$/);
  });
  it('returns "" for an invalid moment', () => {
    expect(formatDateTime('not a date', 'ko', 'America/Los_Angeles')).toBe('');
    expect(formatDateTime(new Date(Number.NaN), 'en', 'America/Los_Angeles')).toBe('');
  });
});

describe('formatTimeSpan', () => {
  const pacific = 'America/Los_Angeles';
  // 1 to 4 PM and 11:30 AM to 4 PM on 2026-11-29 in California.
  const [one, four, halfPastEleven] = ['2026-11-29T21:00:00Z', '2026-11-30T00:00:00Z', '2026-11-29T19:30:00Z'];

  it('writes an a.m. or p.m. that both times share once, on the outside of the span', () => {
    expect(formatTimeSpan(one, four, 'en', pacific)).toEqual({ start: '1:00', end: '4:00\u00a0PM' });
    expect(formatTimeSpan(one, four, 'ko', pacific)).toEqual({ start: '오후\u00a01:00', end: '4:00' });
    expect(formatTimeSpan(one, four, 'ja-JP', pacific)).toEqual({ start: '13:00', end: '16:00' });
  });

  it('keeps each its own when they differ, and writes what it can of an invalid one', () => {
    expect(formatTimeSpan(halfPastEleven, four, 'en', pacific)).toEqual({ start: '11:30\u00a0AM', end: '4:00\u00a0PM' });
    expect(formatTimeSpan(halfPastEleven, four, 'ko', pacific)).toEqual({ start: '오전\u00a011:30', end: '오후\u00a04:00' });
    expect(formatTimeSpan('not a time', four, 'en', pacific)).toEqual({ start: '', end: '4:00\u00a0PM' });
  });
});

describe('formatUsdAmount', () => {
  it('abbreviates in English as the spec does', () => {
    expect(formatUsdAmount(31850000, 'en')).toBe('$31.85M');
    expect(formatUsdAmount('1234567890', 'en')).toBe('$1.23B');
    expect(formatUsdAmount(1234, 'en')).toBe('$1,234');
    expect(formatUsdAmount(-1500000, 'en')).toBe('-$1.50M');
  });
  it('counts in 만 and 억 in Korean', () => {
    expect(formatUsdAmount(31850000, 'ko')).toBe('3,185만 달러');
    expect(formatUsdAmount(186400000, 'ko')).toBe('1억 8,640만 달러');
    expect(formatUsdAmount(100000000, 'ko')).toBe('1억 달러');
    expect(formatUsdAmount(1240000000, 'ko')).toBe('12억 4,000만 달러');
    expect(formatUsdAmount(31856789, 'ko')).toBe('3,186만 달러');
    expect(formatUsdAmount(1234, 'ko')).toBe('1,234 달러');
    expect(formatUsdAmount('-31850000', 'ko')).toBe('-3,185만 달러');
  });
  it('counts in 万 and 億 in Japanese', () => {
    expect(formatUsdAmount(31850000, 'ja-JP')).toBe('3,185万ドル');
    expect(formatUsdAmount(186400000, 'ja-JP')).toBe('1億8,640万ドル');
    expect(formatUsdAmount(0, 'ja-JP')).toBe('0ドル');
  });
  it('returns "" for empty or non-numeric input', () => {
    for (const locale of ['en', 'ko', 'ja-JP']) {
      expect(formatUsdAmount('', locale)).toBe('');
      expect(formatUsdAmount(null, locale)).toBe('');
      expect(formatUsdAmount('abc', locale)).toBe('');
    }
  });
});

describe('formatUsd', () => {
  it('writes whole dollars in the page\'s number format', () => {
    expect(formatUsd(2528.27, 'en')).toBe('$2,528');
    expect(formatUsd(2528.5, 'ko')).toBe('$2,529');
    expect(formatUsd(2528.27, 'ja-JP')).toBe('$2,528');
    expect(formatUsd(812_000, 'en')).toBe('$812,000');
    expect(formatUsd(Number.NaN, 'en')).toBe('');
  });
});

describe('areaMeasures', () => {
  it('gives square feet with the 평 and square metres they make, rounded', () => {
    // 2,490 sq ft = 231.33 m² = 69.97 평; 1,000 sq ft = 92.90 m² = 28.10 평; 43,560 sq ft (an acre) = 4,046.86 m² = 1,224.17 평.
    expect(areaMeasures(2490)).toEqual({ sqft: '2,490', pyeong: '70', sqm: '231' });
    expect(areaMeasures(1000)).toEqual({ sqft: '1,000', pyeong: '28', sqm: '93' });
    expect(areaMeasures(43_560)).toEqual({ sqft: '43,560', pyeong: '1,224', sqm: '4,047' });
  });
});
