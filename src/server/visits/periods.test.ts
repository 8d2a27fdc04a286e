import { describe, expect, it } from 'vitest';
import { conversion, periodOf, periodsBetween, previousMonth, rangeStart, sumByValue } from './periods';

describe('periods', () => {
  it('groups a day by day, ISO week (Monday) and month', () => {
    expect(periodOf('2026-11-26', 'day')).toBe('2026-11-26');
    expect(periodOf('2026-11-26', 'week')).toBe('2026-11-23'); // a Thursday → its Monday
    expect(periodOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-29', 'week')).toBe('2026-11-23'); // Sunday ends the week
    expect(periodOf('2027-01-01', 'week')).toBe('2026-12-28');
    expect(periodOf('2026-11-26', 'month')).toBe('2026-11');
  });

  it('lists every period of a range, the empty ones too', () => {
    expect(periodsBetween('2026-11-28', '2026-12-02', 'day')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(periodsBetween('2026-11-28', '2026-12-02', 'week')).toEqual(['2026-11-23', '2026-11-30']);
    expect(periodsBetween('2026-10-15', '2026-12-02', 'month')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(rangeStart('2026-11-26', 30)).toBe('2026-10-28');
    expect(rangeStart('2026-11-26', 1)).toBe('2026-11-26');
  });

  it('finds the month before', () => {
    expect(previousMonth('2026-12-01')).toEqual({ month: '2026-11', first: '2026-11-01', last: '2026-11-30' });
    expect(previousMonth('2027-01-15')).toEqual({ month: '2026-12', first: '2026-12-01', last: '2026-12-31' });
    expect(previousMonth('2028-03-01')).toEqual({ month: '2028-02', first: '2028-02-01', last: '2028-02-29' });
  });
});

describe('roll-up sums', () => {
  it('adds the days of each value, largest first, visitors as the sum of daily uniques', () => {
    const rows = [
      { value: 'en', views: 3, visitors: 2 },
      { value: 'ko', views: 5, visitors: 1 },
      { value: 'en', views: 4, visitors: 2 },
      { value: 'ja-JP', views: 1, visitors: 1 },
    ];
    expect(sumByValue(rows)).toEqual([
      { value: 'en', views: 7, visitors: 4 },
      { value: 'ko', views: 5, visitors: 1 },
      { value: 'ja-JP', views: 1, visitors: 1 },
    ]);
    expect(sumByValue(rows, 1)).toHaveLength(1);
  });

  it('converts visitors to messages', () => {
    expect(conversion(2, 50)).toBe(0.04);
    expect(conversion(3, 0)).toBe(0);
  });
});
