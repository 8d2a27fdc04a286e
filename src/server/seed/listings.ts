/**
 * A deterministic generator of realistic MLS listings (RESO Data Dictionary names) across the
 * SPEC's cities in California and Georgia. Same seed, same listings: the demo and the benchmarks
 * are repeatable.
 */
import { WEEKDAYS } from '@/lib/format';
import { listingTimeZone, type OpenHouse } from '@/lib/open-houses';
import { SPEC_CITIES } from '@/lib/regions';
import type { listings } from '@/server/db/schema';

export type NewListing = typeof listings.$inferInsert;

export interface ListingAgent {
  licenseNumber: string;
  fullName: string;
  officeName: string;
  state: 'CA' | 'GA';
  cities: string[];
}

/** mulberry32: a tiny, well-known seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREETS = ['Oak', 'Maple', 'Cedar', 'Sycamore', 'Willow', 'Jasmine', 'Harbor', 'Sunset', 'Orchard', 'Vista', 'Laurel', 'Magnolia', 'Peachtree', 'Riverside', 'Canyon', 'Meadow'];
const SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Way', 'Pl', 'Cir'];
const OFFICES = ['Coastal Keys Realty', 'Summit Lane Properties', 'Golden Gate Homes', 'Peach State Realty Group', 'Blue Door Real Estate'];
const AGENTS = ['Jordan Lee', 'Taylor Nguyen', 'Morgan Park', 'Casey Tanaka', 'Riley Chen', 'Avery Johnson', 'Jamie Sato', 'Drew Martinez'];
const PHOTOS = ['top-1', 'top-2', 'gallery-1', 'gallery-2', 'gallery-3', 'gallery-4'];

const ZIPS: Record<string, string[]> = {
  Irvine: ['92602', '92603', '92604', '92606', '92612', '92614', '92618', '92620'],
  'Newport Beach': ['92660', '92661', '92663', '92625'],
  'Lake Forest': ['92630', '92610'],
  'Rancho Mission Viejo': ['92694'],
  Tustin: ['92780', '92782'],
  'Los Angeles': ['90004', '90005', '90010', '90020', '90036'],
  'La Cañada Flintridge': ['91011'],
  'La Crescenta-Montrose': ['91214', '91020'],
  'Beverly Hills': ['90210', '90211', '90212'],
  'Hancock Park': ['90004', '90020'],
  'Johns Creek': ['30022', '30097', '30005'],
  Alpharetta: ['30004', '30005', '30009', '30022'],
  Suwanee: ['30024'],
};

/** Centre points, so that map pins land in the right town. */
const CENTRES: Record<string, [number, number]> = {
  Irvine: [33.6846, -117.8265],
  'Newport Beach': [33.6189, -117.9298],
  'Lake Forest': [33.6469, -117.6892],
  'Rancho Mission Viejo': [33.5211, -117.5567],
  Tustin: [33.7458, -117.8262],
  'Los Angeles': [34.0522, -118.2437],
  'La Cañada Flintridge': [34.1992, -118.1878],
  'La Crescenta-Montrose': [34.2322, -118.2353],
  'Beverly Hills': [34.0736, -118.4004],
  'Hancock Park': [34.0714, -118.3331],
  'Johns Creek': [34.0289, -84.1986],
  Alpharetta: [34.0754, -84.2941],
  Suwanee: [34.0515, -84.0713],
};

interface Kind {
  propertyType: 'Residential' | 'ResidentialLease';
  standardStatus: string;
}

const KINDS: { kind: Kind; weight: number }[] = [
  { kind: { propertyType: 'Residential', standardStatus: 'Active' }, weight: 34 },
  { kind: { propertyType: 'Residential', standardStatus: 'ActiveUnderContract' }, weight: 6 },
  { kind: { propertyType: 'Residential', standardStatus: 'Pending' }, weight: 6 },
  { kind: { propertyType: 'Residential', standardStatus: 'Closed' }, weight: 24 },
  { kind: { propertyType: 'ResidentialLease', standardStatus: 'Active' }, weight: 18 },
  { kind: { propertyType: 'ResidentialLease', standardStatus: 'Closed' }, weight: 12 },
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickKind(random: () => number): Kind {
  let roll = random() * 100;
  for (const { kind, weight } of KINDS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return KINDS[0]!.kind;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The photos of an agent's k-th listing (listing `i` is agent `(i / 7) % agents`'s): from another
 * sample realtor's folder (`photoFolders[j]` is agent j's own), and a different first photo for
 * each of the agent's first (folders − 1) × 6 listings, so no picture shows twice on their pages.
 */
function agentListingPhotos(i: number, agentCount: number, photoFolders: readonly string[]): { folder: string; first: number } {
  const agentIndex = (i / 7) % agentCount;
  const k = Math.floor(i / 7 / agentCount);
  const others = photoFolders.length - 1;
  if (others < 1) return { folder: photoFolders[0]!, first: k };
  return { folder: photoFolders[(agentIndex + 1 + (k % others)) % photoFolders.length]!, first: Math.floor(k / others) };
}

const OPENINGS: Record<string, readonly string[]> = {
  SingleFamilyResidence: [
    'Welcome home to this {beds}-bedroom, {baths}-bath single-family home on a quiet street in {city}.',
    'Sunny {beds}-bedroom home in one of {city}\'s most loved neighborhoods, with {sqft} square feet of living space.',
    'This well-kept {beds}-bedroom, {baths}-bath house offers room to grow in the heart of {city}.',
  ],
  Condominium: [
    'Bright {beds}-bedroom condominium in {city}, close to shops, parks and commuter routes.',
    'Move-in ready {beds}-bedroom, {baths}-bath condo with an open floor plan in a well-run {city} community.',
  ],
  Townhouse: [
    'Light-filled {beds}-bedroom townhome in {city} with no one above or below.',
    'Spacious {beds}-bedroom, {baths}-bath townhouse in a gated {city} community.',
  ],
};
const MIDDLES = [
  'The updated kitchen has quartz counters, stainless steel appliances and a large island that opens to the family room.',
  'Hardwood floors run through the main level, and the primary suite has a walk-in closet and a double vanity.',
  'Recent upgrades include dual-pane windows, fresh interior paint, LED lighting and a new water heater.',
  'Vaulted ceilings and large windows fill the living room with natural light throughout the day.',
  'A private backyard with a covered patio is ready for weekend barbecues and quiet mornings.',
];
const CLOSINGS: Record<'CA' | 'GA', readonly string[]> = {
  CA: [
    'Walking distance to award-winning schools, with easy access to the 5 and 405 freeways.',
    'Residents enjoy the community pool, spa, tennis courts and miles of walking trails.',
    'Minutes from the beach, shopping centers and some of the best restaurants in Orange County.',
  ],
  GA: [
    'Zoned for top-rated Fulton and Forsyth County schools, close to GA-400 and Avalon.',
    'Enjoy the neighborhood swim and tennis, with greenways and parks just around the corner.',
    'A short drive to downtown shops, the farmers market and the Big Creek Greenway.',
  ],
};
const LEASE_CLOSING = 'Available now for a 12-month lease; pets considered case by case. Tenant to verify schools.';

/**
 * The HOA dues (RESO AssociationFee and AssociationFeeFrequency) and the public remarks of the
 * i-th demo listing, from a generator of their own: adding them changed none of the listings'
 * other values. Condos and townhouses always have dues, many houses too; a rental's are the
 * owner's, so none are stated. Georgia's HOAs often bill once a year.
 */
function remarksAndDues(
  seed: number,
  i: number,
  home: { city: string; state: 'CA' | 'GA'; subType: string; beds: number; baths: number; living: number; lease: boolean },
): Pick<NewListing, 'associationFee' | 'associationFeeFrequency' | 'publicRemarks'> {
  const random = seededRandom((seed ^ 0x5f3759df) + i * 7919);
  const attached = home.subType !== 'SingleFamilyResidence';
  const hasDues = !home.lease && (attached || random() < 0.55);
  const annual = home.state === 'GA' && !attached && random() < 0.7;
  const monthly = attached ? 250 + Math.floor(random() * 40) * 10 : 60 + Math.floor(random() * 25) * 10;
  const fill = (text: string) =>
    text
      .replace('{beds}', String(home.beds))
      .replace('{baths}', String(home.baths))
      .replace('{city}', home.city)
      .replace('{sqft}', home.living.toLocaleString('en-US'));
  const opening = fill(pick(random, OPENINGS[home.subType] ?? OPENINGS.SingleFamilyResidence!));
  const middle = pick(random, MIDDLES);
  const closing = home.lease ? LEASE_CLOSING : pick(random, CLOSINGS[home.state]);
  return {
    associationFee: hasDues ? (annual ? monthly * 12 : monthly) : null,
    associationFeeFrequency: hasDues ? (annual ? 'Annually' : 'Monthly') : null,
    publicRemarks: `${opening} ${middle} ${closing}`,
  };
}

/**
 * Generates `count` listings. Every seventh listing belongs to one of `agents` (in their own
 * state's cities), so realtor homepages have listings of their own.
 */
export function generateListings(
  count: number,
  agents: readonly ListingAgent[] = [],
  photoFolders: readonly string[] = ['/demo'],
  seed = 20261101,
): NewListing[] {
  const random = seededRandom(seed);
  const base = Date.UTC(2026, 10, 1);
  const result: NewListing[] = [];
  for (let i = 0; i < count; i++) {
    const agent = agents.length && i % 7 === 0 ? agents[(i / 7) % agents.length] : undefined;
    const place = agent
      ? (SPEC_CITIES.find((c) => agent.cities.includes(c.city)) ?? pick(random, SPEC_CITIES.filter((c) => c.state === agent.state)))
      : pick(random, SPEC_CITIES);
    const kind = pickKind(random);
    const lease = kind.propertyType === 'ResidentialLease';
    const subType = pick(random, ['SingleFamilyResidence', 'SingleFamilyResidence', 'SingleFamilyResidence', 'Condominium', 'Townhouse']);
    const beds = 1 + Math.floor(random() * 5) + (subType === 'SingleFamilyResidence' ? 1 : 0);
    const baths = Math.max(1, beds - Math.floor(random() * 2));
    const living = Math.round((650 + beds * 420 + random() * 900) / 10) * 10;
    const perFoot = place.state === 'CA' ? 650 + random() * 700 : 210 + random() * 160;
    const price = lease
      ? Math.round((living * (place.state === 'CA' ? 2.6 : 1.35) + random() * 900) / 25) * 25
      : Math.round((living * perFoot) / 1000) * 1000;
    const closed = kind.standardStatus === 'Closed';
    const daysAgo = Math.floor(random() * 540);
    const modified = new Date(base - daysAgo * 86_400_000 - Math.floor(random() * 86_400_000));
    const [lat, lng] = CENTRES[place.city] ?? [34, -118];
    const zip = pick(random, ZIPS[place.city] ?? ['00000']);
    const number = 100 + Math.floor(random() * 9800);
    const street = `${pick(random, STREETS)} ${pick(random, SUFFIXES)}`;
    const market = place.state === 'CA' ? 'crmls' : 'fmls';
    const key = `${market.toUpperCase()}-${String(i + 1).padStart(8, '0')}`;
    const photoCount = 1 + Math.floor(random() * 5);
    const randomFolder = pick(random, photoFolders);
    const { folder, first } = agent ? agentListingPhotos(i, agents.length, photoFolders) : { folder: randomFolder, first: i };
    result.push({
      listingKey: key,
      listingId: `${place.state === 'CA' ? 'OC' : 'GA'}${String(26_000_000 + i)}`,
      market,
      standardStatus: kind.standardStatus,
      propertyType: kind.propertyType,
      propertySubType: subType,
      listPrice: price,
      closePrice: closed ? Math.round(price * (0.96 + random() * 0.08)) : null,
      // Closed the day before the record's last change (on any clock: a UTC date a day back is never after the home's own date).
      closeDate: closed ? isoDate(new Date(modified.getTime() - 86_400_000)) : null,
      listingContractDate: isoDate(new Date(modified.getTime() - (20 + Math.floor(random() * 60)) * 86_400_000)),
      bedroomsTotal: beds,
      bathroomsTotalInteger: baths,
      livingArea: living,
      lotSizeSquareFeet: subType === 'Condominium' ? null : Math.round(living * (1.4 + random() * 3)),
      yearBuilt: 1955 + Math.floor(random() * 70),
      unparsedAddress: `${number} ${street}, ${place.city}, ${place.state} ${zip}`,
      city: place.city,
      countyOrParish: place.county,
      stateOrProvince: place.state,
      postalCode: zip,
      latitude: Number((lat + (random() - 0.5) * 0.06).toFixed(6)),
      longitude: Number((lng + (random() - 0.5) * 0.06).toFixed(6)),
      listAgentStateLicense: agent?.licenseNumber ?? String(1_900_000 + Math.floor(random() * 90_000)),
      listAgentFullName: agent?.fullName ?? pick(random, AGENTS),
      listOfficeName: agent?.officeName ?? pick(random, OFFICES),
      media: Array.from({ length: photoCount }, (_, n) => `${folder}/${PHOTOS[(first + n) % PHOTOS.length]}.webp`),
      ...remarksAndDues(seed, i, { city: place.city, state: place.state, subType, beds, baths, living, lease }),
      modificationTimestamp: modified,
    });
  }
  return result;
}

/** A wall-clock time in `timeZone` (`month` 0-based) as a moment. */
function zonedMoment(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(year, month, day, hour);
  const wall = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(new Date(guess))
    .reduce<Record<string, number>>((parts, part) => ({ ...parts, [part.type]: Number(part.value) }), {});
  const offset = Date.UTC(wall.year!, wall.month! - 1, wall.day!, wall.hour!) - guess;
  return new Date(guess - offset);
}

/**
 * The demo's open houses of a listing: the Saturday and Sunday of this weekend (or the next one,
 * on a weekday), 1 to 4 PM in its state's time, less those that have ended at `now` (next
 * weekend's on a Sunday evening). The demo data is seeded once, so every start moves the open
 * houses of the demo listings that have none left (src/server/seed).
 */
export function demoOpenHouses(state: string, now: Date): OpenHouse[] {
  const timeZone = listingTimeZone(state);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const [year, month, day] = [Number(part('year')), Number(part('month')) - 1, Number(part('day'))];
  const weekday = WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]);
  const weekend = (saturday: number) =>
    [saturday, saturday + 1]
      .map((date) => ({
        start: zonedMoment(year, month, date, 13, timeZone).toISOString(),
        end: zonedMoment(year, month, date, 16, timeZone).toISOString(),
        remarks: null,
      }))
      .filter((openHouse) => Date.parse(openHouse.end) > now.getTime());
  const saturday = day + (weekday === 0 ? -1 : 6 - weekday);
  const thisWeekend = weekend(saturday);
  return thisWeekend.length ? thisWeekend : weekend(saturday + 7);
}
