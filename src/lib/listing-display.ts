/**
 * How a listing is written for visitors (issue #24). Pure and isomorphic: the homepage's cards
 * (server and browser), the listing page and its JSON-LD share it.
 */

export interface ListingPlace {
  unparsedAddress: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
}

/**
 * The address, once. A RESO UnparsedAddress is often the whole address ("8161 Sycamore Way,
 * Irvine, CA 92604"), sometimes only the street: city, state and ZIP are added only when it does
 * not already name them.
 */
export function listingAddress(place: ListingPlace): string {
  const street = place.unparsedAddress.trim();
  const locality = [place.city.trim(), [place.stateOrProvince.trim(), place.postalCode.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (!street) return locality;
  if (!locality) return street;
  const lower = street.toLowerCase();
  const named = (part: string) => !part || lower.includes(part.toLowerCase());
  if (named(place.city.trim()) && named(place.postalCode.trim())) return street;
  return `${street}, ${locality}`;
}

/** The street part of the address ("8161 Sycamore Way"): what comes before the city. */
export function listingStreet(place: ListingPlace): string {
  const street = place.unparsedAddress.trim();
  const city = place.city.trim();
  if (!city) return street;
  const at = street.toLowerCase().indexOf(`, ${city.toLowerCase()}`);
  return at > 0 ? street.slice(0, at) : street;
}

/** 'YYYY-MM-DD' as a UTC day number, or null. */
function dayNumber(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const date = new Date(time);
  if (date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3])) return null;
  return Math.floor(time / 86_400_000);
}

/**
 * Days on market: from the ListingContractDate to the CloseDate of a closed listing, else to
 * `today` (a Date: its UTC day). Null when the contract date is unknown or not a date.
 */
export function daysOnMarket(listingContractDate: string | null, closeDate: string | null, today: Date): number | null {
  const start = listingContractDate ? dayNumber(listingContractDate) : null;
  if (start === null) return null;
  const end = closeDate ? dayNumber(closeDate) : Math.floor(today.getTime() / 86_400_000);
  if (end === null) return null;
  return Math.max(0, end - start);
}

/** The path of a listing's page under its realtor (without the locale prefix). */
export function listingPath(desiredUrl: string, listingKey: string): `/${string}` {
  return `/${desiredUrl}/homes/${encodeURIComponent(listingKey)}`;
}

/**
 * A link that opens the visitor's own map app at the address: Apple Maps' address, which Apple
 * devices hand to Maps and other devices open in the browser. The page itself loads nothing from
 * a map provider.
 */
export function mapLink(address: string): string {
  return `https://maps.apple.com/?q=${encodeURIComponent(address)}`;
}

/**
 * Payments per year of the RESO AssociationFeeFrequency lookup values that repeat (the Data
 * Dictionary's names, spaces ignored); `OneTime`, `Seasonal` and unknown values have none.
 */
const FEE_PAYMENTS_PER_YEAR: Readonly<Record<string, number>> = {
  annually: 1,
  semiannually: 2,
  quarterly: 4,
  bimonthly: 6,
  monthly: 12,
  semimonthly: 24,
  biweekly: 26,
  weekly: 52,
  daily: 365,
};

/**
 * The HOA dues per month of a RESO AssociationFee and AssociationFeeFrequency, rounded to whole
 * dollars; null when there is no fee, or its frequency is missing or not a regular one (the page
 * then says nothing rather than guess).
 */
export function monthlyAssociationFee(fee: number | null | undefined, frequency: string | null | undefined): number | null {
  if (fee == null || !Number.isFinite(fee) || fee < 0 || !frequency) return null;
  const perYear = FEE_PAYMENTS_PER_YEAR[frequency.replace(/[\s_-]+/g, '').toLowerCase()];
  return perYear ? Math.round((fee * perYear) / 12) : null;
}
