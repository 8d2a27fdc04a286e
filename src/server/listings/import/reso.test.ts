import { describe, expect, it } from 'vitest';
import { openHousesOf, parseResoProperty } from './reso';

const now = Date.parse('2026-11-28T12:00:00Z');
const item = (start: string, end: string, extra: Record<string, unknown> = {}) => ({ OpenHouseStartTime: start, OpenHouseEndTime: end, ...extra });

describe('openHousesOf (RESO OpenHouse)', () => {
  it('keeps the public ones that have not ended, soonest first, in UTC', () => {
    expect(
      openHousesOf(
        [
          item('2026-11-29T13:00:00-08:00', '2026-11-29T16:00:00-08:00', { OpenHouseRemarks: 'Park on Oak St.' }),
          item('2026-11-28T13:00:00-08:00', '2026-11-28T16:00:00-08:00', { OpenHouseType: 'Public', OpenHouseStatus: 'Active' }),
        ],
        now,
      ),
    ).toEqual([
      { start: '2026-11-28T21:00:00.000Z', end: '2026-11-29T00:00:00.000Z', remarks: null },
      { start: '2026-11-29T21:00:00.000Z', end: '2026-11-30T00:00:00.000Z', remarks: 'Park on Oak St.' },
    ]);
  });

  it('leaves out broker opens, cancelled and ended ones, and those without a valid span', () => {
    expect(
      openHousesOf(
        [
          item('2026-11-29T10:00:00-08:00', '2026-11-29T12:00:00-08:00', { OpenHouseType: 'Broker' }),
          item('2026-11-29T10:00:00-08:00', '2026-11-29T12:00:00-08:00', { OpenHouseStatus: 'Canceled' }),
          item('2026-11-21T13:00:00-08:00', '2026-11-21T16:00:00-08:00'),
          item('2026-11-29T16:00:00-08:00', '2026-11-29T13:00:00-08:00'),
          { OpenHouseStartTime: '2026-11-29T13:00:00-08:00' },
        ],
        now,
      ),
    ).toEqual([]);
    expect(openHousesOf(null, now)).toEqual([]);
  });

  it('keeps the first ten of a long season', () => {
    const sundays = Array.from({ length: 14 }, (_, week) => {
      const day = new Date(Date.UTC(2026, 11, 6 + week * 7, 21)).toISOString();
      return item(day, new Date(Date.parse(day) + 3 * 3_600_000).toISOString());
    }).reverse();
    const kept = openHousesOf(sundays, now);
    expect(kept).toHaveLength(10);
    expect(kept[0]!.start).toBe('2026-12-06T21:00:00.000Z');
  });

  it('stores them with the listing, and refuses a record whose open house is malformed', () => {
    const record = {
      ListingKey: 'K1',
      ListingId: 'OC1',
      StandardStatus: 'Active',
      ModificationTimestamp: '2026-11-20T00:00:00Z',
      PropertyType: 'Residential',
      StateOrProvince: 'CA',
      OpenHouse: [item('2099-01-04T13:00:00-08:00', '2099-01-04T16:00:00-08:00')],
    };
    const parsed = parseResoProperty(record);
    expect(parsed.kind === 'upsert' && parsed.row.openHouses).toEqual([{ start: '2099-01-04T21:00:00.000Z', end: '2099-01-05T00:00:00.000Z', remarks: null }]);
    const bad = parseResoProperty({ ...record, OpenHouse: [item('next Sunday', '2099-01-04T16:00:00-08:00')] });
    expect(bad).toMatchObject({ kind: 'invalid', listingKey: 'K1', reason: expect.stringContaining('OpenHouse.0.OpenHouseStartTime') });
  });
});
