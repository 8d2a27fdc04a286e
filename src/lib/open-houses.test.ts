import { describe, expect, it } from 'vitest';
import { listingTimeZone, openHouseParts, upcomingOpenHouses, type OpenHouse } from './open-houses';

// Sunday 2026-11-29, 1 to 4 PM in California (PST, UTC-8).
const sunday: OpenHouse = { start: '2026-11-29T21:00:00.000Z', end: '2026-11-30T00:00:00.000Z', remarks: null };
const saturday: OpenHouse = { start: '2026-11-28T21:00:00.000Z', end: '2026-11-29T00:00:00.000Z', remarks: 'Refreshments served.' };

describe('upcomingOpenHouses', () => {
  it('keeps those that have not ended, soonest first', () => {
    expect(upcomingOpenHouses([sunday, saturday], Date.parse('2026-11-28T12:00:00Z'))).toEqual([saturday, sunday]);
    // One under way is still worth the trip.
    expect(upcomingOpenHouses([sunday, saturday], Date.parse('2026-11-28T23:00:00Z'))).toEqual([saturday, sunday]);
    expect(upcomingOpenHouses([sunday, saturday], Date.parse('2026-11-29T00:00:00Z'))).toEqual([sunday]);
    expect(upcomingOpenHouses([sunday, saturday], Date.parse('2026-11-30T00:00:00Z'))).toEqual([]);
  });
});

describe('openHouseParts', () => {
  it("writes the day and hours in each language, in the home's state's time", () => {
    const pacific = listingTimeZone('CA');
    expect(openHouseParts(sunday, 'en', pacific)).toEqual({ date: 'Sun, November 29', start: '1:00', end: '4:00\u00a0PM' });
    expect(openHouseParts(sunday, 'ko', pacific)).toEqual({ date: '11월 29일 (일)', start: '오후\u00a01:00', end: '4:00' });
    expect(openHouseParts(sunday, 'ja-JP', pacific)).toEqual({ date: '11月29日(日)', start: '13:00', end: '16:00' });
    expect(openHouseParts(sunday, 'en', pacific, 'short').date).toBe('Sun, Nov 29');
    expect(openHouseParts(sunday, 'ko', pacific, 'short').date).toBe('11월 29일 (일)');
    expect(openHouseParts(sunday, 'ja-JP', pacific, 'short').date).toBe('11月29日(日)');
    // The same moment is 4 to 7 PM in Georgia.
    expect(openHouseParts(sunday, 'ja-JP', listingTimeZone('ga'))).toEqual({ date: '11月29日(日)', start: '16:00', end: '19:00' });
  });

  it('reads a state it does not know in California time', () => {
    expect(listingTimeZone('TX')).toBe('America/Los_Angeles');
  });
});
