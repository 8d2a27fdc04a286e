import type { SearchType } from '@/lib/schemas/listings';

/**
 * The prices a visitor picks a range from on a realtor's listings pages, as listing sites offer
 * them: sale prices, or monthly rents for leases. Choices instead of a box to type in, where
 * "2,000,000", "$2M" or "200만" would not have been a number.
 */
const SALE_STEPS = [
  100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000, 1_250_000, 1_500_000, 1_750_000, 2_000_000, 2_500_000,
  3_000_000, 4_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 20_000_000,
];
const RENT_STEPS = [1_000, 1_500, 2_000, 2_500, 3_000, 3_500, 4_000, 4_500, 5_000, 6_000, 7_500, 10_000, 15_000, 20_000];

/** The steps of a kind of listing, with the prices already chosen (a shared URL's own figure) in their places. */
export function priceSteps(type: SearchType, chosen: readonly (number | undefined)[]): number[] {
  const steps = type === 'rent' || type === 'rented' ? RENT_STEPS : SALE_STEPS;
  return [...new Set([...steps, ...chosen.filter((price) => price !== undefined)])].sort((a, b) => a - b);
}
