import { describe, expect, it } from 'vitest';
import { parseListingsIndexQuery } from './listing-pages';

describe('parseListingsIndexQuery', () => {
  it('defaults to the first page of homes for sale', () => {
    expect(parseListingsIndexQuery({})).toEqual({ type: 'sale', page: 1 });
    expect(parseListingsIndexQuery(new URLSearchParams(''))).toEqual({ type: 'sale', page: 1 });
  });
  it('reads the type and the page from the URL', () => {
    expect(parseListingsIndexQuery(new URLSearchParams('type=sold&page=3'))).toEqual({ type: 'sold', page: 3 });
    expect(parseListingsIndexQuery({ type: 'rented', page: '12' })).toEqual({ type: 'rented', page: 12 });
  });
  it('refuses what is not a listings page', () => {
    for (const query of ['type=villa', 'page=0', 'page=-1', 'page=1.5', 'page=01', 'page=abc', 'page=1001', 'page=99999', 'foo=1', 'page=1&page=2']) {
      expect(parseListingsIndexQuery(new URLSearchParams(query)), query).toBeNull();
    }
    expect(parseListingsIndexQuery({ type: ['sale', 'sold'] })).toBeNull();
  });
});
