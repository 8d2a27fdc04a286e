import { describe, expect, it } from 'vitest';
import { dayEntries, toggleDay, tourDays } from './tour-days';

describe('tourDays', () => {
  it("gives the next seven days after today in the home's time zone, in the page's language", () => {
    // 5 pm on Sunday, Nov 29 in California is already Monday in UTC: the days start on Monday the 30th.
    const sundayEvening = new Date('2026-11-30T01:00:00Z');
    expect(tourDays(sundayEvening, 'America/Los_Angeles', 'en')).toEqual(['Mon Nov 30', 'Tue Dec 1', 'Wed Dec 2', 'Thu Dec 3', 'Fri Dec 4', 'Sat Dec 5', 'Sun Dec 6']);
    expect(tourDays(sundayEvening, 'America/New_York', 'en')[0]).toBe('Mon Nov 30');
    expect(tourDays(sundayEvening, 'America/Los_Angeles', 'ko')[0]).toBe('11월 30일 (월)');
    expect(tourDays(sundayEvening, 'America/Los_Angeles', 'ja-JP')[0]).toBe('11月30日(月)');
    // Across the end of a year.
    expect(tourDays(new Date('2026-12-30T20:00:00Z'), 'America/Los_Angeles', 'en', 3)).toEqual(['Thu Dec 31', 'Fri Jan 1', 'Sat Jan 2']);
  });
});

describe('toggleDay', () => {
  it("adds a day, removes it again, and keeps the visitor's own words", () => {
    const monday = 'Mon Nov 30';
    expect(toggleDay('', monday, 'en')).toBe('Mon Nov 30');
    expect(toggleDay('Saturday afternoon', monday, 'en')).toBe('Saturday afternoon, Mon Nov 30');
    expect(toggleDay('Saturday afternoon, Mon Nov 30', monday, 'en')).toBe('Saturday afternoon');
    expect(toggleDay('11月30日(月)', '12月1日(火)', 'ja-JP')).toBe('11月30日(月)、12月1日(火)');
    expect(dayEntries(' a ,b、 c ,, ')).toEqual(['a', 'b', 'c']);
  });
});
