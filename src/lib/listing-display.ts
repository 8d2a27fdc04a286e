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
 * The address in two parts, each written once: the street ("8161 Sycamore Way") and the locality
 * ("Irvine, CA 92604"). A RESO UnparsedAddress is often the whole address, sometimes only the
 * street: the city, state and ZIP are added only when it does not already name them, and its own
 * ", Irvine…" is where its street ends. The locality is empty when the address is one piece.
 */
export function listingAddressParts(place: ListingPlace): { street: string; locality: string } {
  const street = place.unparsedAddress.trim();
  const city = place.city.trim();
  const postalCode = place.postalCode.trim();
  const locality = [city, [place.stateOrProvince.trim(), postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (!street) return { street: locality, locality: '' };
  const lower = street.toLowerCase();
  const cityAt = city ? lower.indexOf(`, ${city.toLowerCase()}`) : -1;
  const streetOnly = cityAt > 0 ? street.slice(0, cityAt) : street;
  const named = (part: string) => !part || lower.includes(part.toLowerCase());
  if (!named(city) || !named(postalCode)) return { street: streetOnly, locality };
  return { street: streetOnly, locality: cityAt > 0 ? street.slice(cityAt + 2) : '' };
}

/** The whole address on one line ("8161 Sycamore Way, Irvine, CA 92604"). */
export function listingAddress(place: ListingPlace): string {
  const { street, locality } = listingAddressParts(place);
  return locality ? `${street}, ${locality}` : street;
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
