import { describe, expect, it } from 'vitest';
import { listingsIndexPath, pageWindow } from './paths';

describe('listingsIndexPath', () => {
  it('puts the kind, the page (from 2) and the filters in the URL', () => {
    expect(listingsIndexPath('grace-kim', 'sale')).toBe('/grace-kim/homes?type=sale');
    expect(listingsIndexPath('grace-kim', 'sold', 3)).toBe('/grace-kim/homes?type=sold&page=3');
    expect(listingsIndexPath('grace-kim', 'rent', 1, { minPrice: 2000, beds: 2, city: 'Newport Beach' })).toBe('/grace-kim/homes?type=rent&minPrice=2000&beds=2&city=Newport+Beach');
    expect(listingsIndexPath('grace-kim', 'sale', 1, { zip: '92604' })).toBe('/grace-kim/homes?type=sale&zip=92604');
    expect(listingsIndexPath('grace-kim', 'sale', 2, { beds: 3 }, 'price-desc')).toBe('/grace-kim/homes?type=sale&page=2&beds=3&sort=price-desc');
    expect(listingsIndexPath('grace-kim', 'sale', 1, {}, 'newest')).toBe('/grace-kim/homes?type=sale');
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
