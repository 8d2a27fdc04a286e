import { describe, expect, it } from 'vitest';
import { dayEntries, toggleDay, tourDays } from './tour-days';

describe('tourDays', () => {
  it("gives the next seven days after today in the home's time zone, in the page's language", () => {
    // 5 pm on Sunday, Nov 29 in California is already Monday in UTC: the days start on Monday the 30th.
    const sundayEvening = new Date('2026-11-30T01:00:00Z');
    expect(tourDays(sundayEvening, 'America/Los_Angeles', 'en')).toEqual(['Mon 11/30', 'Tue 12/1', 'Wed 12/2', 'Thu 12/3', 'Fri 12/4', 'Sat 12/5', 'Sun 12/6']);
    expect(tourDays(sundayEvening, 'America/New_York', 'en')[0]).toBe('Mon 11/30');
    expect(tourDays(sundayEvening, 'America/Los_Angeles', 'ko')[0]).toBe('11. 30. (월)');
    expect(tourDays(sundayEvening, 'America/Los_Angeles', 'ja-JP')[0]).toBe('11/30(月)');
    // Across the end of a year.
    expect(tourDays(new Date('2026-12-30T20:00:00Z'), 'America/Los_Angeles', 'en', 3)).toEqual(['Thu 12/31', 'Fri 1/1', 'Sat 1/2']);
  });
});

describe('toggleDay', () => {
  it("adds a day, removes it again, and keeps the visitor's own words", () => {
    const monday = 'Mon 11/30';
    expect(toggleDay('', monday, 'en')).toBe('Mon 11/30');
    expect(toggleDay('Saturday afternoon', monday, 'en')).toBe('Saturday afternoon, Mon 11/30');
    expect(toggleDay('Saturday afternoon, Mon 11/30', monday, 'en')).toBe('Saturday afternoon');
    expect(toggleDay('11/30(月)', '12/1(火)', 'ja-JP')).toBe('11/30(月)、12/1(火)');
    expect(dayEntries(' a ,b、 c ,, ')).toEqual(['a', 'b', 'c']);
  });
});
