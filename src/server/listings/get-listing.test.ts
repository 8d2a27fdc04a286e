import { describe, expect, it } from 'vitest';
import { availabilityOf, listingKeySchema, searchTypeOf } from './get-listing';

describe('searchTypeOf', () => {
  it('names the tab that shows a listing, or none', () => {
    expect(searchTypeOf('Residential', 'ActiveUnderContract')).toBe('sale');
    expect(searchTypeOf('ResidentialLease', 'Active')).toBe('rent');
    expect(searchTypeOf('Residential', 'Closed')).toBe('sold');
    expect(searchTypeOf('ResidentialLease', 'Closed')).toBe('rented');
    expect(searchTypeOf('ResidentialLease', 'Pending')).toBeNull();
    expect(searchTypeOf('Residential', 'Withdrawn')).toBeNull();
  });
});

describe('availabilityOf', () => {
  const realtor = { licenseNumber: '02145873', market: 'crmls' as const };
  const theirs = { listAgentStateLicense: '02145873', market: 'crmls' as const, searchType: 'sale' as const };
  it('shows the realtor’s own listing that a tab shows', () => {
    expect(availabilityOf(theirs, realtor)).toBe('shown');
  });
  it('is gone when the listing is stored but not theirs to show any more (410)', () => {
    expect(availabilityOf({ ...theirs, listAgentStateLicense: '01999999' }, realtor)).toBe('gone');
    expect(availabilityOf({ ...theirs, searchType: null }, realtor)).toBe('gone');
    expect(availabilityOf(theirs, { ...realtor, market: 'fmls' })).toBe('gone');
    expect(availabilityOf(theirs, { licenseNumber: '', market: 'crmls' })).toBe('gone');
  });
  it('is gone when an import removed the listing and kept its tombstone (410), whoever asks', () => {
    expect(availabilityOf('removed', realtor)).toBe('gone');
    expect(availabilityOf('removed', { licenseNumber: '', market: null })).toBe('gone');
  });
  it('is unknown when there is no such listing (404)', () => {
    expect(availabilityOf(null, realtor)).toBe('unknown');
  });
});

describe('listingKeySchema', () => {
  it('accepts RESO keys and refuses anything else', () => {
    expect(listingKeySchema.safeParse('CRMLS-00000008').success).toBe(true);
    for (const bad of ['', 'a b', '../x', 'x'.repeat(65), 'key;drop']) expect(listingKeySchema.safeParse(bad).success, bad).toBe(false);
  });
});
