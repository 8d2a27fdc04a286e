/**
 * MLS listing searches (SPEC §4 "Listing search types", §7 home list and agent call, §9): the
 * mapping of the four search types to RESO Data Dictionary values, the listing card the API and
 * the homepage show, and the zod schemas of the two public queries. Isomorphic: no server import.
 *
 * | search type | PropertyType     | StandardStatus                       |
 * |-------------|------------------|--------------------------------------|
 * | sale        | Residential      | Active, ActiveUnderContract, Pending |
 * | rent        | ResidentialLease | Active                               |
 * | sold        | Residential      | Closed                               |
 * | rented      | ResidentialLease | Closed                               |
 *
 * Error messages are the codes of `Api.errors` (the API localises them).
 */
import { z } from 'zod';
import { canonicalCity, countyFromCity, US_STATES, type UsState } from '@/lib/regions';
import { plainString } from '@/lib/validators';
import type { OpenHouse } from '@/lib/open-houses';

// ---------------------------------------------------------------------------------------------
// Search types → RESO
// ---------------------------------------------------------------------------------------------

export const SEARCH_TYPES = ['sale', 'rent', 'sold', 'rented'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const LISTING_MARKETS = ['crmls', 'fmls'] as const;
export type ListingMarket = (typeof LISTING_MARKETS)[number];

/** RESO StandardStatus values the product uses. */
export type ResoStandardStatus = 'Active' | 'ActiveUnderContract' | 'Pending' | 'Closed';
/** RESO PropertyType values the product uses. */
export type ResoPropertyType = 'Residential' | 'ResidentialLease';

export interface SearchTypeReso {
  readonly propertyType: ResoPropertyType;
  readonly standardStatuses: readonly ResoStandardStatus[];
}

/** Each search type's RESO PropertyType and StandardStatus values. */
export const SEARCH_TYPE_RESO: Readonly<Record<SearchType, SearchTypeReso>> = {
  sale: { propertyType: 'Residential', standardStatuses: ['Active', 'ActiveUnderContract', 'Pending'] },
  rent: { propertyType: 'ResidentialLease', standardStatuses: ['Active'] },
  sold: { propertyType: 'Residential', standardStatuses: ['Closed'] },
  rented: { propertyType: 'ResidentialLease', standardStatuses: ['Closed'] },
};

/** The market of a state: CRMLS for California, FMLS for Georgia (SPEC §9). */
export const MARKET_BY_STATE: Readonly<Record<UsState, ListingMarket>> = { CA: 'crmls', GA: 'fmls' };

// ---------------------------------------------------------------------------------------------
// Home-list filters → RESO
// ---------------------------------------------------------------------------------------------

/** The home list's `propertyType`: a kind of home, or `all`. */
export const HOME_PROPERTY_TYPES = ['single_family', 'condo', 'townhouse', 'multi_family', 'land', 'all'] as const;
export type HomePropertyType = (typeof HOME_PROPERTY_TYPES)[number];

/**
 * Each kind of home's RESO PropertySubType values. The MLS feed (and the seed generator) uses
 * SingleFamilyResidence, Condominium and Townhouse; the small multi-family and land subtypes of
 * RESO are listed so that those searches are ready for a feed that carries them. `all` is every
 * value here (a subtype outside these kinds, e.g. ManufacturedHome, is in no search).
 */
export const PROPERTY_SUB_TYPES: Readonly<Record<Exclude<HomePropertyType, 'all'>, readonly string[]>> = {
  single_family: ['SingleFamilyResidence'],
  condo: ['Condominium'],
  townhouse: ['Townhouse'],
  multi_family: ['Duplex', 'Triplex', 'Quadruplex'],
  land: ['UnimprovedLand'],
};

/** The RESO PropertySubType values of a home-list property type. */
export function propertySubTypesOf(propertyType: HomePropertyType): readonly string[] {
  return propertyType === 'all' ? Object.values(PROPERTY_SUB_TYPES).flat() : PROPERTY_SUB_TYPES[propertyType];
}

/**
 * The home list's `propertyStatus`, a narrowing within the search type's statuses:
 * `active` = Active; `pending` = ActiveUnderContract and Pending (sale only); `sold` = Closed
 * (sold and rented; for a lease it means leased); `all` = every status of the search type.
 */
export const HOME_PROPERTY_STATUSES = ['active', 'pending', 'sold', 'all'] as const;
export type HomePropertyStatus = (typeof HOME_PROPERTY_STATUSES)[number];

const STATUS_VALUES: Readonly<Record<Exclude<HomePropertyStatus, 'all'>, readonly ResoStandardStatus[]>> = {
  active: ['Active'],
  pending: ['ActiveUnderContract', 'Pending'],
  sold: ['Closed'],
};

/** The `propertyStatus` values each search type accepts; the first is its default. */
export const PROPERTY_STATUSES_BY_TYPE: Readonly<Record<SearchType, readonly HomePropertyStatus[]>> = {
  sale: ['active', 'pending', 'all'],
  rent: ['active', 'all'],
  sold: ['sold', 'all'],
  rented: ['sold', 'all'],
};

/** The RESO StandardStatus values of a search type narrowed by a property status. */
export function standardStatusesOf(type: SearchType, status: HomePropertyStatus): readonly ResoStandardStatus[] {
  const all = SEARCH_TYPE_RESO[type].standardStatuses;
  return status === 'all' ? all : all.filter((s) => STATUS_VALUES[status].includes(s));
}

// ---------------------------------------------------------------------------------------------
// The listing card: what the API answers and the homepage shows
// ---------------------------------------------------------------------------------------------

export interface ListingCard {
  listingKey: string;
  listingId: string;
  market: 'crmls' | 'fmls';
  standardStatus: string;
  propertyType: string;
  propertySubType: string;
  /** ListPrice, or ClosePrice for Closed. */
  price: number | null;
  closeDate: string | null;
  bedroomsTotal: number | null;
  bathroomsTotalInteger: number | null;
  livingArea: number | null;
  unparsedAddress: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
  listAgentFullName: string;
  listOfficeName: string;
  media: string[];
  /** The open houses that had not ended when it was read, soonest first. */
  openHouses: OpenHouse[];
  /** ISO 8601. */
  modificationTimestamp: string;
}

// ---------------------------------------------------------------------------------------------
// Query schemas (query strings: every value arrives as a string)
// ---------------------------------------------------------------------------------------------

export const HOME_LIST_DEFAULTS = {
  type: 'sale',
  propertyType: 'single_family',
  propertyStatus: 'active',
  currentPage: 0,
  homesPerGroup: 15,
  state: 'CA',
  city: 'Irvine',
  isImageNull: 'N',
} as const;

export const MAX_HOMES_PER_GROUP = 100;
/**
 * Only the first 10,000 homes of a search can be paged to (as search engines' result windows):
 * a page ending beyond them is refused, since every page reads all the homes before it.
 */
export const MAX_RESULT_WINDOW = 10_000;
export const MAX_AGENT_LISTINGS = 50;

/** The last page that can be asked for at a page size: 665 at 15 per page, 99 at 100. */
export function lastAllowedPage(homesPerGroup: number): number {
  return Math.floor(MAX_RESULT_WINDOW / homesPerGroup) - 1;
}

const whole = (min: number, max: number) =>
  z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(min, { error: 'invalid_number' }).max(max, { error: 'invalid_number' });

const place = () => plainString({ error: 'invalid_type' }).trim().min(1, { error: 'required' }).max(100, { error: 'too_long' });

/**
 * The parameters of `GET /cozying-api/v1/home/list` as they arrive; `homeListQuerySchema` parses
 * with them. (The OpenAPI document shows these.) Other parameters are ignored: a client written
 * from SPEC §7 may add a cache-buster (`_=…`).
 */
export const homeListParametersSchema = z.object({
  type: z.enum(SEARCH_TYPES, { error: 'invalid_value' }).default(HOME_LIST_DEFAULTS.type).meta({ description: 'The search type (SPEC §4): sale, rent, sold or rented.' }),
  propertyType: z.enum(HOME_PROPERTY_TYPES, { error: 'invalid_value' }).default(HOME_LIST_DEFAULTS.propertyType).meta({
    description:
      'The kind of home, by RESO PropertySubType: `single_family` SingleFamilyResidence, `condo` Condominium, `townhouse` Townhouse, `multi_family` Duplex, Triplex, Quadruplex, `land` UnimprovedLand; `all` any of these.',
  }),
  propertyStatus: z.enum(HOME_PROPERTY_STATUSES, { error: 'invalid_value' }).optional().meta({
    description:
      "Narrows the search type's StandardStatus values: `active` Active; `pending` ActiveUnderContract and Pending (sale only); `sold` Closed (sold and rented); `all` every status of the type. Default: `active` for sale and rent, `sold` for sold and rented. `active`, the SPEC's default for every type, means the type's default with sold and rented (`type=sold&propertyStatus=active` is sold); another status the type does not have is refused.",
  }),
  currentPage: whole(0, lastAllowedPage(1))
    .default(HOME_LIST_DEFAULTS.currentPage)
    .meta({ description: `The page, from 0. A page past the end answers no homes; pages ending beyond the first ${MAX_RESULT_WINDOW} homes are refused.` }),
  homesPerGroup: whole(1, MAX_HOMES_PER_GROUP).default(HOME_LIST_DEFAULTS.homesPerGroup).meta({ description: 'Homes per page.' }),
  state: z.enum(US_STATES, { error: 'invalid_state' }).default(HOME_LIST_DEFAULTS.state).meta({ description: 'CA (the CRMLS market) or GA (FMLS).' }),
  city: place().default(HOME_LIST_DEFAULTS.city).meta({ description: 'The city, e.g. Irvine (for the SPEC cities, case and accents do not matter).' }),
  county: z
    .string({ error: 'invalid_type' })
    .trim()
    .max(100, { error: 'too_long' })
    .optional()
    .meta({
      description: "The county. When not given or empty, the city's county (SPEC §7: e.g. Irvine → Orange, Suwanee → Gwinnett); none for other cities.",
    }),
  isImageNull: z
    .enum(['Y', 'N'], { error: 'invalid_yn' })
    .default(HOME_LIST_DEFAULTS.isImageNull)
    .meta({ description: '`Y`: include listings without photos; `N`: only listings with photos.' }),
});

/**
 * `GET /cozying-api/v1/home/list`. The output is the effective query: defaults filled in, the
 * city in its MLS spelling, the county derived from the city when not given or empty (SPEC §7),
 * and the property status defaulted by search type (also for `active`, the SPEC's default, with
 * sold or rented). Any other property status the search type does not have (rent + pending,
 * sold + pending), or a page beyond the result window, is refused.
 */
export const homeListQuerySchema = homeListParametersSchema
  .check((ctx) => {
    const { type, propertyStatus, currentPage, homesPerGroup } = ctx.value;
    if (propertyStatus && propertyStatus !== HOME_LIST_DEFAULTS.propertyStatus && !PROPERTY_STATUSES_BY_TYPE[type].includes(propertyStatus)) {
      ctx.issues.push({ code: 'custom', message: 'invalid_value', path: ['propertyStatus'], input: propertyStatus });
    }
    if (currentPage > lastAllowedPage(homesPerGroup)) {
      ctx.issues.push({ code: 'custom', message: 'invalid_number', path: ['currentPage'], input: currentPage });
    }
  })
  .transform((q) => {
    const city = canonicalCity(q.city);
    return {
      ...q,
      // Not given, or the SPEC's default (active) with a type that has no active listings: the type's default.
      propertyStatus: q.propertyStatus && PROPERTY_STATUSES_BY_TYPE[q.type].includes(q.propertyStatus) ? q.propertyStatus : PROPERTY_STATUSES_BY_TYPE[q.type][0]!,
      city,
      county: q.county || countyFromCity(city),
    };
  });

export type HomeListQueryInput = z.input<typeof homeListQuerySchema>;
export type HomeListQuery = z.output<typeof homeListQuerySchema>;

/** `GET /cozying-api/v1/agent`: one agent's listings of one kind in one market. Other parameters are ignored. */
export const agentListingsQuerySchema = z.object({
  licenseNumber: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'too_long' })
    .meta({ description: "The agent's state license number (RESO ListAgentStateLicense).", example: '01234567' }),
  market: z.enum(LISTING_MARKETS, { error: 'invalid_value' }).meta({ description: 'crmls (California) or fmls (Georgia).' }),
  searchType: z.enum(SEARCH_TYPES, { error: 'invalid_value' }).meta({ description: 'The search type (SPEC §4): sale, rent, sold or rented.' }),
});

export type AgentListingsQuery = z.output<typeof agentListingsQuerySchema>;

/**
 * The values a query parameter accepts, for the error answer. `input` is the raw query: the
 * property statuses depend on its type.
 */
export function allowedQueryValues(parameter: string, input: Record<string, unknown> = {}): readonly string[] | undefined {
  switch (parameter) {
    case 'type':
    case 'searchType':
      return SEARCH_TYPES;
    case 'propertyType':
      return HOME_PROPERTY_TYPES;
    case 'propertyStatus': {
      const type = input.type === undefined ? HOME_LIST_DEFAULTS.type : SEARCH_TYPES.find((t) => t === input.type);
      return type ? PROPERTY_STATUSES_BY_TYPE[type] : HOME_PROPERTY_STATUSES;
    }
    case 'state':
      return US_STATES;
    case 'market':
      return LISTING_MARKETS;
    case 'isImageNull':
      return ['Y', 'N'];
    case 'currentPage': {
      const perPage = Number(input.homesPerGroup ?? HOME_LIST_DEFAULTS.homesPerGroup);
      const valid = Number.isInteger(perPage) && perPage >= 1 && perPage <= MAX_HOMES_PER_GROUP;
      return [`0–${lastAllowedPage(valid ? perPage : 1)}`];
    }
    case 'homesPerGroup':
      return [`1–${MAX_HOMES_PER_GROUP}`];
    default:
      return undefined;
  }
}

/**
 * The field messages of a refused query with what is accepted: "This value is not allowed.
 * (sale, rent, sold, rented)"; an unknown parameter lists the parameters there are. `translate`
 * turns a message key into the request's language; fields without a list keep their key.
 */
export function withAllowedValues(
  fields: Readonly<Record<string, string>>,
  input: Record<string, unknown>,
  parameters: readonly string[],
  translate: (key: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, key]) => {
      const allowed = parameters.includes(field) ? allowedQueryValues(field, input) : parameters;
      return [field, allowed ? `${translate(key)} (${allowed.join(', ')})` : key];
    }),
  );
}

export const HOME_LIST_PARAMETERS = Object.keys(homeListParametersSchema.shape);
export const AGENT_LISTINGS_PARAMETERS = Object.keys(agentListingsQuerySchema.shape);
