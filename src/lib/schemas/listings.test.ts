import { describe, expect, it } from 'vitest';
import { canonicalCity } from '@/lib/regions';
import {
  AGENT_LISTINGS_PARAMETERS,
  agentListingsQuerySchema,
  HOME_LIST_PARAMETERS,
  homeListQuerySchema,
  propertySubTypesOf,
  SEARCH_TYPE_RESO,
  standardStatusesOf,
  withAllowedValues,
} from './listings';

const issues = (input: unknown) => {
  const parsed = homeListQuerySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('listing search types', () => {
  it('map to RESO PropertyType and StandardStatus (issue #6)', () => {
    expect(SEARCH_TYPE_RESO).toEqual({
      sale: { propertyType: 'Residential', standardStatuses: ['Active', 'ActiveUnderContract', 'Pending'] },
      rent: { propertyType: 'ResidentialLease', standardStatuses: ['Active'] },
      sold: { propertyType: 'Residential', standardStatuses: ['Closed'] },
      rented: { propertyType: 'ResidentialLease', standardStatuses: ['Closed'] },
    });
  });

  it('narrow by property status within the type', () => {
    expect(standardStatusesOf('sale', 'active')).toEqual(['Active']);
    expect(standardStatusesOf('sale', 'pending')).toEqual(['ActiveUnderContract', 'Pending']);
    expect(standardStatusesOf('sale', 'all')).toEqual(['Active', 'ActiveUnderContract', 'Pending']);
    expect(standardStatusesOf('rented', 'sold')).toEqual(['Closed']);
    expect(standardStatusesOf('rent', 'sold')).toEqual([]);
  });

  it('map kinds of home to RESO PropertySubType, `all` to every one of them', () => {
    expect(propertySubTypesOf('single_family')).toEqual(['SingleFamilyResidence']);
    expect(propertySubTypesOf('all')).toEqual(['SingleFamilyResidence', 'Condominium', 'Townhouse', 'Duplex', 'Triplex', 'Quadruplex', 'UnimprovedLand']);
  });
});

describe('homeListQuerySchema', () => {
  it('fills in the SPEC defaults and derives the county', () => {
    expect(homeListQuerySchema.parse({})).toEqual({
      type: 'sale',
      propertyType: 'single_family',
      propertyStatus: 'active',
      currentPage: 0,
      homesPerGroup: 15,
      state: 'CA',
      city: 'Irvine',
      county: 'Orange',
      isImageNull: 'N',
    });
    expect(homeListQuerySchema.parse({ state: 'GA', city: ' suwanee ', currentPage: '3', homesPerGroup: '100' })).toMatchObject({
      state: 'GA',
      city: 'Suwanee',
      county: 'Gwinnett',
      currentPage: 3,
      homesPerGroup: 100,
    });
  });

  it('defaults the property status by type: active for sale and rent, sold for sold and rented', () => {
    expect(homeListQuerySchema.parse({ type: 'rent' }).propertyStatus).toBe('active');
    expect(homeListQuerySchema.parse({ type: 'sold' }).propertyStatus).toBe('sold');
    expect(homeListQuerySchema.parse({ type: 'rented' }).propertyStatus).toBe('sold');
    // active is the SPEC's default for every type (§7): with sold or rented, the type's default.
    expect(homeListQuerySchema.parse({ type: 'sold', propertyStatus: 'active' }).propertyStatus).toBe('sold');
    expect(homeListQuerySchema.parse({ type: 'rented', propertyStatus: 'active' }).propertyStatus).toBe('sold');
    expect(homeListQuerySchema.parse({ type: 'sold', propertyStatus: 'all' }).propertyStatus).toBe('all');
  });

  it('refuses a property status the type does not have and bad numbers; ignores unknown parameters', () => {
    expect(issues({ type: 'rent', propertyStatus: 'pending' })).toEqual(['propertyStatus: invalid_value']);
    expect(issues({ type: 'sold', propertyStatus: 'pending' })).toEqual(['propertyStatus: invalid_value']);
    expect(issues({ currentPage: '-1' })).toEqual(['currentPage: invalid_number']);
    expect(issues({ homesPerGroup: '101' })).toEqual(['homesPerGroup: invalid_number']);
    expect(issues({ currentPage: '665' })).toEqual([]);
    expect(issues({ currentPage: '666' })).toEqual(['currentPage: invalid_number']);
    expect(issues({ currentPage: '99', homesPerGroup: '100' })).toEqual([]);
    expect(issues({ currentPage: '100', homesPerGroup: '100' })).toEqual(['currentPage: invalid_number']);
    expect(issues({ homesPerGroup: 'ten' })).toEqual(['homesPerGroup: invalid_number']);
    expect(issues({ type: 'lease' })).toEqual(['type: invalid_value']);
    expect(issues({ isImageNull: 'y' })).toEqual(['isImageNull: invalid_yn']);
    expect(issues({ sort: 'price', _: '1763900000000' })).toEqual([]);
    expect(homeListQuerySchema.parse({ _: '1' })).toEqual(homeListQuerySchema.parse({}));
  });

  it('takes an empty or blank county as none given', () => {
    expect(homeListQuerySchema.parse({ county: '' }).county).toBe('Orange');
    expect(homeListQuerySchema.parse({ city: 'Suwanee', state: 'GA', county: '  ' }).county).toBe('Gwinnett');
    expect(homeListQuerySchema.parse({ city: 'Anaheim', county: '' }).county).toBe('');
    expect(issues({ county: 'x'.repeat(101) })).toEqual(['county: too_long']);
  });

  it('keeps other cities as they are written, trimmed', () => {
    expect(canonicalCity('la canada  FLINTRIDGE')).toBe('La Cañada Flintridge');
    expect(canonicalCity('  Anaheim ')).toBe('Anaheim');
    expect(homeListQuerySchema.parse({ city: 'Anaheim' }).county).toBe('');
  });
});

describe('agentListingsQuerySchema', () => {
  it('needs a license, a market and a search type', () => {
    expect(agentListingsQuerySchema.parse({ licenseNumber: ' 01234567 ', market: 'fmls', searchType: 'rented' })).toEqual({
      licenseNumber: '01234567',
      market: 'fmls',
      searchType: 'rented',
    });
    expect(agentListingsQuerySchema.safeParse({ licenseNumber: '1', market: 'crmls' }).success).toBe(false);
    // Other parameters (a cache-buster) are ignored.
    expect(agentListingsQuerySchema.parse({ licenseNumber: '1', market: 'crmls', searchType: 'sale', _: '1' })).toEqual({ licenseNumber: '1', market: 'crmls', searchType: 'sale' });
  });
});

describe('withAllowedValues', () => {
  const t = (key: string) => `«${key}»`;

  it('appends the accepted values, or the accepted parameters to an unknown one', () => {
    expect(
      withAllowedValues(
        { type: 'Api.errors.invalid_value', propertyStatus: 'Api.errors.invalid_value', city: 'Api.errors.required', page: 'Api.errors.unknown_field' },
        { type: 'rent' },
        HOME_LIST_PARAMETERS,
        t,
      ),
    ).toEqual({
      type: '«Api.errors.invalid_value» (sale, rent, sold, rented)',
      propertyStatus: '«Api.errors.invalid_value» (active, all)',
      city: 'Api.errors.required',
      page: `«Api.errors.unknown_field» (${HOME_LIST_PARAMETERS.join(', ')})`,
    });
    expect(withAllowedValues({ market: 'Api.errors.invalid_value' }, {}, AGENT_LISTINGS_PARAMETERS, t)).toEqual({ market: '«Api.errors.invalid_value» (crmls, fmls)' });
  });
});
