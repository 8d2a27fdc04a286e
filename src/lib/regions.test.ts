import { describe, it, expect } from 'vitest';
import { US_STATES, SPEC_CITIES, countyFromCity, listingMarketOf, marketFromRegions, STATE_TIME_ZONES, DEFAULT_TIME_ZONE, timeZoneOfState, realtorTimeZone } from './regions';

describe('US_STATES', () => {
  it('is CA and GA', () => {
    expect(US_STATES).toEqual(['CA', 'GA']);
  });
});

describe('countyFromCity', () => {
  it('maps Orange County cities', () => {
    for (const city of ['Irvine', 'Newport Beach', 'Lake Forest', 'Rancho Mission Viejo', 'Tustin']) {
      expect(countyFromCity(city), city).toBe('Orange');
    }
  });
  it('maps Los Angeles County cities', () => {
    for (const city of ['Los Angeles', 'La Cañada Flintridge', 'La Crescenta-Montrose', 'Beverly Hills', 'Hancock Park']) {
      expect(countyFromCity(city), city).toBe('Los Angeles');
    }
  });
  it('maps Georgia cities', () => {
    expect(countyFromCity('Johns Creek')).toBe('Fulton');
    expect(countyFromCity('Alpharetta')).toBe('Fulton');
    expect(countyFromCity('Suwanee')).toBe('Gwinnett');
  });
  it('matches case-insensitively, trimmed and with collapsed spaces', () => {
    expect(countyFromCity('  irvine ')).toBe('Orange');
    expect(countyFromCity('NEWPORT BEACH')).toBe('Orange');
    expect(countyFromCity('newport   beach')).toBe('Orange');
    expect(countyFromCity('la crescenta-montrose')).toBe('Los Angeles');
  });
  it('accepts La Canada Flintridge without the tilde, and decomposed ñ', () => {
    expect(countyFromCity('La Canada Flintridge')).toBe('Los Angeles');
    expect(countyFromCity('la canada flintridge')).toBe('Los Angeles');
    expect(countyFromCity('La Can\u0303ada Flintridge')).toBe('Los Angeles'); // NFD input
    expect(countyFromCity('LA CAÑADA FLINTRIDGE')).toBe('Los Angeles');
  });
  it('returns "" for unknown cities', () => {
    expect(countyFromCity('')).toBe('');
    expect(countyFromCity('San Diego')).toBe('');
    expect(countyFromCity('Atlanta')).toBe('');
    expect(countyFromCity('Irvine CA')).toBe('');
    expect(countyFromCity('La Crescenta Montrose')).toBe('');
    expect(countyFromCity('constructor')).toBe('');
  });
});

describe('SPEC_CITIES', () => {
  it('lists all 13 spec cities with county and state', () => {
    expect(SPEC_CITIES).toHaveLength(13);
    expect(SPEC_CITIES.map((c) => c.city)).toEqual([
      'Irvine', 'Newport Beach', 'Lake Forest', 'Rancho Mission Viejo', 'Tustin',
      'Los Angeles', 'La Cañada Flintridge', 'La Crescenta-Montrose', 'Beverly Hills', 'Hancock Park',
      'Johns Creek', 'Alpharetta', 'Suwanee',
    ]);
  });
  it('assigns CA to Orange/Los Angeles and GA to Fulton/Gwinnett', () => {
    for (const c of SPEC_CITIES) {
      const expected = c.county === 'Orange' || c.county === 'Los Angeles' ? 'CA' : 'GA';
      expect(c.state, c.city).toBe(expected);
      expect(['Fulton', 'Gwinnett', 'Orange', 'Los Angeles']).toContain(c.county);
    }
  });
  it('agrees with countyFromCity', () => {
    for (const c of SPEC_CITIES) expect(countyFromCity(c.city)).toBe(c.county);
  });
});

describe('listingMarketOf', () => {
  it("is the regions' market for a realtor with a licence number, and none without one", () => {
    const regions = [{ state: 'CA' }, { state: 'ca' }];
    expect(listingMarketOf({ activityRegion: regions, licenseNumber: '02145873' })).toBe('crmls');
    expect(listingMarketOf({ activityRegion: regions, licenseNumber: '' })).toBe('');
    expect(listingMarketOf({ activityRegion: [{ state: 'CA' }, { state: 'GA' }], licenseNumber: '02145873' })).toBe('');
  });
});

describe('marketFromRegions', () => {
  it("all CA -> 'crmls'", () => {
    expect(marketFromRegions([{ state: 'CA' }])).toBe('crmls');
    expect(marketFromRegions([{ state: 'CA' }, { state: 'CA' }])).toBe('crmls');
  });
  it("all GA -> 'fmls'", () => {
    expect(marketFromRegions([{ state: 'GA' }])).toBe('fmls');
    expect(marketFromRegions([{ state: 'GA' }, { state: 'GA' }, { state: 'GA' }])).toBe('fmls');
  });
  it('compares states trimmed and case-insensitively', () => {
    expect(marketFromRegions([{ state: 'ca' }, { state: ' CA ' }])).toBe('crmls');
    expect(marketFromRegions([{ state: 'ga' }])).toBe('fmls');
  });
  it("mixed, other or empty -> ''", () => {
    expect(marketFromRegions([])).toBe('');
    expect(marketFromRegions([{ state: 'CA' }, { state: 'GA' }])).toBe('');
    expect(marketFromRegions([{ state: 'NY' }])).toBe('');
    expect(marketFromRegions([{ state: 'CA' }, { state: '' }])).toBe('');
    expect(marketFromRegions([{ state: '' }])).toBe('');
  });
  it('ignores extra fields on region objects', () => {
    const regions = [{ state: 'GA', city: 'Suwanee', county: 'Gwinnett' }];
    expect(marketFromRegions(regions)).toBe('fmls');
  });
});

describe('time zones', () => {
  it('maps each state we serve to its IANA zone', () => {
    expect(timeZoneOfState('CA')).toBe('America/Los_Angeles');
    expect(timeZoneOfState(' ga ')).toBe('America/New_York');
    expect(timeZoneOfState('NY')).toBeUndefined();
    expect(timeZoneOfState('')).toBeUndefined();
    for (const state of US_STATES) expect(STATE_TIME_ZONES[state]).toMatch(/^America\//);
  });
  it("takes a realtor's zone from the first region with a state we serve", () => {
    expect(realtorTimeZone([{ state: 'GA' }, { state: 'CA' }])).toBe('America/New_York');
    expect(realtorTimeZone([{ state: 'TX' }, { state: 'ca' }])).toBe('America/Los_Angeles');
    expect(realtorTimeZone([])).toBe(DEFAULT_TIME_ZONE);
    expect(realtorTimeZone([{ state: 'TX' }])).toBe('America/Los_Angeles');
  });
});
