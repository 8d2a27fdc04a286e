/**
 * Supported US markets: states, spec cities and their counties, and the MLS market.
 */

export const US_STATES = ['CA', 'GA'] as const;
export type UsState = (typeof US_STATES)[number];

export interface SpecCity {
  readonly city: string;
  readonly county: string;
  readonly state: UsState;
}

/** Every city named in the spec with its county and state (CA: Orange/Los Angeles; GA: Fulton/Gwinnett). */
export const SPEC_CITIES: readonly SpecCity[] = [
  { city: 'Irvine', county: 'Orange', state: 'CA' },
  { city: 'Newport Beach', county: 'Orange', state: 'CA' },
  { city: 'Lake Forest', county: 'Orange', state: 'CA' },
  { city: 'Rancho Mission Viejo', county: 'Orange', state: 'CA' },
  { city: 'Tustin', county: 'Orange', state: 'CA' },
  { city: 'Los Angeles', county: 'Los Angeles', state: 'CA' },
  { city: 'La Cañada Flintridge', county: 'Los Angeles', state: 'CA' },
  { city: 'La Crescenta-Montrose', county: 'Los Angeles', state: 'CA' },
  { city: 'Beverly Hills', county: 'Los Angeles', state: 'CA' },
  { city: 'Hancock Park', county: 'Los Angeles', state: 'CA' },
  { city: 'Johns Creek', county: 'Fulton', state: 'GA' },
  { city: 'Alpharetta', county: 'Fulton', state: 'GA' },
  { city: 'Suwanee', county: 'Gwinnett', state: 'GA' },
];

/** Trim, lowercase, strip diacritics (NFD) and collapse inner whitespace. */
function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

const COUNTY_BY_CITY: ReadonlyMap<string, string> = new Map(
  SPEC_CITIES.map((c) => [cityKey(c.city), c.county]),
);

const SPEC_CITY_BY_KEY: ReadonlyMap<string, string> = new Map(SPEC_CITIES.map((c) => [cityKey(c.city), c.city]));

/** A SPEC city in its own spelling (case and accents as the MLS writes them); others trimmed. */
export function canonicalCity(city: string): string {
  return SPEC_CITY_BY_KEY.get(cityKey(city)) ?? city.trim().replace(/\s+/g, ' ');
}

/**
 * County for a spec city, e.g. "Irvine" -> "Orange", "Suwanee" -> "Gwinnett".
 * Case-insensitive, trimmed, diacritic-insensitive ("La Canada Flintridge" matches
 * "La Cañada Flintridge"). Unknown cities -> "".
 */
export function countyFromCity(city: string): string {
  return COUNTY_BY_CITY.get(cityKey(city)) ?? '';
}

/** MLS market: CRMLS (California), FMLS (Georgia), or '' when mixed/unknown. */
export type Market = 'crmls' | 'fmls' | '';

/**
 * Market for a realtor's regions: all CA -> 'crmls', all GA -> 'fmls',
 * otherwise '' (mixed states, other states, or an empty list).
 * State codes are compared trimmed and case-insensitively.
 */
export function marketFromRegions(regions: ReadonlyArray<{ state: string }>): Market {
  if (regions.length === 0) return '';
  const states = new Set(regions.map((r) => r.state.trim().toUpperCase()));
  if (states.size !== 1) return '';
  if (states.has('CA')) return 'crmls';
  if (states.has('GA')) return 'fmls';
  return '';
}

/**
 * The MLS a realtor's own homes are shown from (their listings section, pages and the area cards'
 * figures): their regions' market, when they have a licence number to find the homes by; '' otherwise.
 */
export function listingMarketOf(realtor: { activityRegion: ReadonlyArray<{ state: string }>; licenseNumber: string }): Market {
  return realtor.licenseNumber ? marketFromRegions(realtor.activityRegion) : '';
}

/** The IANA time zone of each state we serve: times a realtor's visitors see are in it. */
export const STATE_TIME_ZONES: Readonly<Record<UsState, string>> = {
  CA: 'America/Los_Angeles',
  GA: 'America/New_York',
};

/** The time zone when a record names no state we serve (the product's home market, California). */
export const DEFAULT_TIME_ZONE = STATE_TIME_ZONES.CA;

/** Time zone of a state code ('CA', ' ga '), or undefined for a state we do not serve. */
export function timeZoneOfState(state: string): string | undefined {
  const code = state.trim().toUpperCase();
  return (US_STATES as readonly string[]).includes(code) ? STATE_TIME_ZONES[code as UsState] : undefined;
}

/**
 * A realtor's home state: the first of their regions (the record's `activityRegion`) with a state
 * we serve, or undefined. It decides their time zone and the license label their pages show.
 */
export function realtorState(regions: ReadonlyArray<{ state: string }>): UsState | undefined {
  for (const region of regions) {
    const code = region.state.trim().toUpperCase();
    if ((US_STATES as readonly string[]).includes(code)) return code as UsState;
  }
  return undefined;
}

/**
 * A realtor's time zone, from their home state (realtorState): CA -> America/Los_Angeles, GA ->
 * America/New_York, none -> {@link DEFAULT_TIME_ZONE}.
 */
export function realtorTimeZone(regions: ReadonlyArray<{ state: string }>): string {
  const state = realtorState(regions);
  return state ? STATE_TIME_ZONES[state] : DEFAULT_TIME_ZONE;
}

/** The message key of a realtor's license line: DRE in California, the Real Estate Commission in Georgia. */
export function licenseMessageKey(regions: ReadonlyArray<{ state: string }>): 'licenseCA' | 'licenseGA' | 'license' {
  const state = realtorState(regions);
  return state === 'CA' ? 'licenseCA' : state === 'GA' ? 'licenseGA' : 'license';
}
