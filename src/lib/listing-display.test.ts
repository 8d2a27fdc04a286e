import { describe, expect, it } from 'vitest';
import { daysOnMarket, listingAddress, listingAddressParts, listingPath, mapLink, monthlyAssociationFee } from './listing-display';

const irvine = { city: 'Irvine', stateOrProvince: 'CA', postalCode: '92604' };

describe('listingAddress', () => {
  it('writes a full UnparsedAddress once, not with the city, state and ZIP again', () => {
    expect(listingAddress({ ...irvine, unparsedAddress: '8161 Sycamore Way, Irvine, CA 92604' })).toBe('8161 Sycamore Way, Irvine, CA 92604');
  });
  it('adds city, state and ZIP to a street-only UnparsedAddress', () => {
    expect(listingAddress({ ...irvine, unparsedAddress: '8161 Sycamore Way' })).toBe('8161 Sycamore Way, Irvine, CA 92604');
  });
  it('does not mistake a street named like the city for the city', () => {
    expect(listingAddress({ ...irvine, unparsedAddress: '1 Irvine Blvd' })).toBe('1 Irvine Blvd, Irvine, CA 92604');
  });
  it('keeps what is there when parts are missing', () => {
    expect(listingAddress({ unparsedAddress: '', city: 'Irvine', stateOrProvince: 'CA', postalCode: '' })).toBe('Irvine, CA');
    expect(listingAddress({ unparsedAddress: '5 Elm St', city: '', stateOrProvince: '', postalCode: '' })).toBe('5 Elm St');
  });
});

describe('listingAddressParts', () => {
  it('is the street before the city, and the city, state and ZIP after it', () => {
    expect(listingAddressParts({ ...irvine, unparsedAddress: '8161 Sycamore Way, Irvine, CA 92604' })).toEqual({ street: '8161 Sycamore Way', locality: 'Irvine, CA 92604' });
    expect(listingAddressParts({ ...irvine, unparsedAddress: '8161 Sycamore Way' })).toEqual({ street: '8161 Sycamore Way', locality: 'Irvine, CA 92604' });
  });
  it('does not repeat a city the street names without its ZIP', () => {
    expect(listingAddressParts({ ...irvine, unparsedAddress: '1 Main St, Irvine' })).toEqual({ street: '1 Main St', locality: 'Irvine, CA 92604' });
    expect(listingAddress({ ...irvine, unparsedAddress: '1 Main St, Irvine' })).toBe('1 Main St, Irvine, CA 92604');
  });
  it('keeps an address it cannot split in one piece', () => {
    expect(listingAddressParts({ ...irvine, unparsedAddress: '8161 Sycamore Way Irvine CA 92604' })).toEqual({ street: '8161 Sycamore Way Irvine CA 92604', locality: '' });
    expect(listingAddressParts({ unparsedAddress: '', city: 'Irvine', stateOrProvince: 'CA', postalCode: '' })).toEqual({ street: 'Irvine, CA', locality: '' });
  });
});

describe('daysOnMarket', () => {
  const today = new Date('2026-11-25T20:00:00Z');
  it('counts from the contract date to today, or to the close date', () => {
    expect(daysOnMarket('2026-11-01', null, today)).toBe(24);
    expect(daysOnMarket('2026-10-01', '2026-10-31', today)).toBe(30);
  });
  it('is null without a real contract date', () => {
    expect(daysOnMarket(null, null, today)).toBeNull();
    expect(daysOnMarket('2026-02-30', null, today)).toBeNull();
  });
});

describe('links', () => {
  it('builds the listing path and a map link without a third-party request', () => {
    expect(listingPath('grace-kim', 'CRMLS-00000008')).toBe('/grace-kim/homes/CRMLS-00000008');
    expect(mapLink('8161 Sycamore Way, Irvine, CA 92604')).toBe('https://maps.apple.com/?q=8161%20Sycamore%20Way%2C%20Irvine%2C%20CA%2092604');
  });
});

describe('monthlyAssociationFee', () => {
  it('turns the RESO frequencies that repeat into dollars per month', () => {
    expect(monthlyAssociationFee(325, 'Monthly')).toBe(325);
    expect(monthlyAssociationFee(1200, 'Annually')).toBe(100);
    expect(monthlyAssociationFee(900, 'Quarterly')).toBe(300);
    expect(monthlyAssociationFee(600, 'Semi Annually')).toBe(100);
    expect(monthlyAssociationFee(100, 'BiWeekly')).toBe(217);
    expect(monthlyAssociationFee(0, 'Monthly')).toBe(0);
  });

  it('says nothing when the fee or a regular frequency is missing', () => {
    expect(monthlyAssociationFee(null, 'Monthly')).toBeNull();
    expect(monthlyAssociationFee(500, null)).toBeNull();
    expect(monthlyAssociationFee(500, 'OneTime')).toBeNull();
    expect(monthlyAssociationFee(500, 'Seasonal')).toBeNull();
    expect(monthlyAssociationFee(-1, 'Monthly')).toBeNull();
  });
});
