import { describe, expect, it } from 'vitest';
import { parseListingsIndexQuery } from './listing-pages';

describe('parseListingsIndexQuery', () => {
  it('defaults to the first page of homes for sale', () => {
    expect(parseListingsIndexQuery({})).toEqual({ type: 'sale', page: 1, sort: 'newest' });
    expect(parseListingsIndexQuery(new URLSearchParams(''))).toEqual({ type: 'sale', page: 1, sort: 'newest' });
  });
  it('reads the type and the page from the URL', () => {
    expect(parseListingsIndexQuery(new URLSearchParams('type=sold&page=3'))).toEqual({ type: 'sold', page: 3, sort: 'newest' });
    expect(parseListingsIndexQuery({ type: 'rented', page: '12' })).toEqual({ type: 'rented', page: 12, sort: 'newest' });
  });
  it('refuses what is not a listings page', () => {
    for (const query of ['type=villa', 'page=0', 'page=-1', 'page=1.5', 'page=01', 'page=abc', 'page=1001', 'page=99999', 'foo=1', 'page=1&page=2']) {
      expect(parseListingsIndexQuery(new URLSearchParams(query)), query).toBeNull();
    }
    expect(parseListingsIndexQuery({ type: ['sale', 'sold'] })).toBeNull();
  });
});

describe('the filters', () => {
  it('reads price range, bedrooms, city and ZIP code; empty fields are no filter', () => {
    expect(parseListingsIndexQuery(new URLSearchParams('type=sale&minPrice=500000&maxPrice=900000&beds=3&city=Irvine&zip=92604'))).toEqual({
      type: 'sale',
      page: 1,
      minPrice: 500_000,
      maxPrice: 900_000,
      beds: 3,
      city: 'Irvine',
      zip: '92604',
      sort: 'newest',
    });
    expect(parseListingsIndexQuery(new URLSearchParams('type=rent&minPrice=&maxPrice=&beds=&city=&zip=&sort='))).toEqual({ type: 'rent', page: 1, sort: 'newest' });
  });
  it('reads the order: the newest first unless a price order is asked for', () => {
    expect(parseListingsIndexQuery(new URLSearchParams('type=sale&sort=price-asc'))?.sort).toBe('price-asc');
    expect(parseListingsIndexQuery(new URLSearchParams('type=sale&sort=price-desc'))?.sort).toBe('price-desc');
    for (const query of ['sort=price', 'sort=PRICE-ASC', 'sort=oldest']) expect(parseListingsIndexQuery(new URLSearchParams(query)), query).toBeNull();
  });
  it('refuses a minimum above the maximum and values that are not filters', () => {
    for (const query of ['minPrice=900000&maxPrice=500000', 'minPrice=1.5', 'minPrice=-1', 'beds=0', 'beds=10', 'city=<script>', `city=${'a'.repeat(61)}`, 'zip=9260', 'zip=92604-1234', 'zip=abcde']) {
      expect(parseListingsIndexQuery(new URLSearchParams(query)), query).toBeNull();
    }
  });
});
