import { describe, expect, it } from 'vitest';
import { priceSteps } from './price-steps';

describe('priceSteps', () => {
  it('offers sale prices for homes for sale and sold, monthly rents for leases', () => {
    expect(priceSteps('sale', [])).toContain(1_000_000);
    expect(priceSteps('sold', [])).toEqual(priceSteps('sale', []));
    expect(priceSteps('rent', [])).toContain(2_500);
    expect(priceSteps('rented', [])).not.toContain(1_000_000);
  });

  it("keeps a chosen price that is not a step (a shared URL's), in order, once", () => {
    const steps = priceSteps('sale', [1_100_000, undefined, 1_000_000]);
    expect(steps.filter((price) => price === 1_100_000)).toHaveLength(1);
    expect(steps.filter((price) => price === 1_000_000)).toHaveLength(1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });
});
