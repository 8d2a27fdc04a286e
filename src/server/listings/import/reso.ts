/**
 * RESO Property records (Data Dictionary names), as a RESO Web API server or an export file gives
 * them: validated with zod and mapped to our `listings` row. Pure: no I/O.
 *
 * Types are checked strictly (a price sent as a string is an error, not coerced); fields we do not
 * keep (the hundreds of other RESO fields, `@odata.*` annotations) are ignored.
 * No `server-only` import: the `listings:import` command line runs this module outside Next.js.
 */
import { z } from 'zod';
import { MAX_OPEN_HOUSES, type OpenHouse } from '@/lib/open-houses';
import { LISTING_MARKETS, MARKET_BY_STATE, type ListingMarket as Market } from '@/lib/schemas/listings';
import type { NewListing } from '@/server/seed/listings';

export { LISTING_MARKETS as MARKETS, type Market };

/** A record's market when none is given (CRMLS serves California, FMLS Georgia); other states: none. */
const marketOfState = (state: string): Market | undefined => (MARKET_BY_STATE as Readonly<Record<string, Market | undefined>>)[state.toUpperCase()];

/** RESO Data Dictionary 2.0 StandardStatus lookup values. */
export const STANDARD_STATUSES = [
  'Active',
  'ActiveUnderContract',
  'Canceled',
  'Closed',
  'ComingSoon',
  'Delete',
  'Expired',
  'Hold',
  'Incomplete',
  'Pending',
  'Withdrawn',
] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/**
 * Statuses under which a listing may no longer be shown: a record with one of them removes the
 * listing instead of storing it (docs/decisions/010-listing-import.md). `Hold` is a listing
 * taken off the market for now; it comes back, with a newer ModificationTimestamp, when it is
 * active again.
 */
export const REMOVAL_STATUSES: readonly StandardStatus[] = ['Canceled', 'Delete', 'Expired', 'Hold', 'Incomplete', 'Withdrawn'];

const MAX_INT = 2_147_483_647;

/** Lookup values sometimes come in the Data Dictionary 1.x display form ("Active Under Contract"). */
const standardStatus = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.enum(STANDARD_STATUSES));

/** RESO timestamps carry their offset (`Z` or `-08:00`); a local time would be ambiguous. */
const timestamp = z.iso.datetime({ offset: true });

const key = z.string().trim().min(1).max(255);
const text = (max = 500) => z.string().trim().max(max).nullish();
const count = z.int().min(0).max(MAX_INT).nullish();
const amount = z.number().min(0).max(Number.MAX_SAFE_INTEGER).nullish();
const area = z.number().min(0).max(MAX_INT).nullish();

/** What every record needs, whatever its status: enough to store it or to remove it. */
const identitySchema = z.object({
  ListingKey: key,
  StandardStatus: standardStatus,
  ModificationTimestamp: timestamp,
});

/** One item of the RESO Media resource (expanded into the Property record). */
const mediaSchema = z.object({
  MediaURL: z.url({ protocol: /^https?$/ }).nullish(),
  Order: z.int().nullish(),
  MediaCategory: z.string().nullish(),
});

/**
 * One item of the RESO OpenHouse resource (expanded into the Property record). Kept when it is
 * public (OpenHouseType Public, or not stated), not cancelled and its end is after its start.
 */
const openHouseSchema = z.object({
  OpenHouseStartTime: timestamp.nullish(),
  OpenHouseEndTime: timestamp.nullish(),
  OpenHouseStatus: z.string().nullish(),
  OpenHouseType: z.string().nullish(),
  OpenHouseRemarks: text(2_000),
});

/** A RESO Property record that is stored. Unknown fields are dropped (zod's default). */
export const resoPropertySchema = identitySchema.extend({
  ListingId: key,
  PropertyType: z.string().trim().min(1).max(100),
  PropertySubType: text(100),
  ListPrice: amount,
  ClosePrice: amount,
  CloseDate: z.iso.date().nullish(),
  ListingContractDate: z.iso.date().nullish(),
  BedroomsTotal: count,
  BathroomsTotalInteger: count,
  LivingArea: area,
  LotSizeSquareFeet: area,
  YearBuilt: z.int().min(0).max(9999).nullish(),
  UnparsedAddress: text(),
  City: text(100),
  CountyOrParish: text(100),
  StateOrProvince: z.string().trim().min(1).max(50),
  PostalCode: text(20),
  Latitude: z.number().min(-90).max(90).nullish(),
  Longitude: z.number().min(-180).max(180).nullish(),
  ListAgentStateLicense: text(100),
  ListAgentFullName: text(200),
  ListOfficeName: text(200),
  AssociationFee: z.number().min(0).max(10_000_000).nullish(),
  // RESO lookup values (Monthly, Quarterly, Annually, …); kept as given, read by monthlyAssociationFee.
  AssociationFeeFrequency: text(50),
  // RESO PublicRemarks is at most 4,000 characters; some MLSs allow more.
  PublicRemarks: text(8_000),
  Media: z.array(mediaSchema).nullish(),
  OpenHouse: z.array(openHouseSchema).max(500).nullish(),
});
export type ResoProperty = z.infer<typeof resoPropertySchema>;

export type ParsedProperty =
  | { kind: 'upsert'; listingKey: string; modifiedAt: Date; row: NewListing }
  | { kind: 'remove'; listingKey: string; modifiedAt: Date; status: StandardStatus }
  | { kind: 'invalid'; listingKey: string | null; reason: string };

export interface ParseOptions {
  /** The feed's market; without it each record's market comes from its StateOrProvince. */
  market?: Market;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; ');
}

function listingKeyOf(record: unknown): string | null {
  const value = (record as { ListingKey?: unknown } | null)?.ListingKey;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The record's ModificationTimestamp when it is a valid one (sync progress), else null. */
export function modificationTimestampOf(record: unknown): Date | null {
  const parsed = timestamp.safeParse((record as { ModificationTimestamp?: unknown } | null)?.ModificationTimestamp);
  return parsed.success ? new Date(parsed.data) : null;
}

/** Photo URLs in the feed's `Order`; items without a URL or of another category (documents, tours) are left out. */
export function mediaUrls(media: ResoProperty['Media']): string[] {
  return (media ?? [])
    .filter((item) => item.MediaURL && (item.MediaCategory == null || item.MediaCategory === 'Photo'))
    .map((item, position) => ({ url: item.MediaURL!, order: item.Order ?? Number.MAX_SAFE_INTEGER, position }))
    .sort((a, b) => a.order - b.order || a.position - b.position)
    .map((item) => item.url);
}

/** The public open houses of a record that have not ended at `now`, soonest first, at most MAX_OPEN_HOUSES. */
export function openHousesOf(items: ResoProperty['OpenHouse'], now: number = Date.now()): OpenHouse[] {
  return (items ?? [])
    .filter((item) => item.OpenHouseStatus !== 'Canceled' && (item.OpenHouseType == null || item.OpenHouseType === 'Public'))
    .flatMap((item) => {
      const start = item.OpenHouseStartTime ? Date.parse(item.OpenHouseStartTime) : Number.NaN;
      const end = item.OpenHouseEndTime ? Date.parse(item.OpenHouseEndTime) : Number.NaN;
      return end > start && end > now ? [{ start: new Date(start).toISOString(), end: new Date(end).toISOString(), remarks: item.OpenHouseRemarks || null }] : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, MAX_OPEN_HOUSES);
}

const round = (value: number | null | undefined) => (value == null ? null : Math.round(value));

/** Maps a validated RESO record to our listing row. */
export function toListingRow(property: ResoProperty, market: Market): NewListing {
  return {
    listingKey: property.ListingKey,
    listingId: property.ListingId,
    market,
    standardStatus: property.StandardStatus,
    propertyType: property.PropertyType,
    propertySubType: property.PropertySubType ?? '',
    listPrice: round(property.ListPrice),
    closePrice: round(property.ClosePrice),
    closeDate: property.CloseDate ?? null,
    listingContractDate: property.ListingContractDate ?? null,
    bedroomsTotal: property.BedroomsTotal ?? null,
    bathroomsTotalInteger: property.BathroomsTotalInteger ?? null,
    livingArea: round(property.LivingArea),
    lotSizeSquareFeet: round(property.LotSizeSquareFeet),
    yearBuilt: property.YearBuilt ?? null,
    unparsedAddress: property.UnparsedAddress ?? '',
    city: property.City ?? '',
    countyOrParish: property.CountyOrParish ?? '',
    stateOrProvince: property.StateOrProvince.toUpperCase(),
    postalCode: property.PostalCode ?? '',
    latitude: property.Latitude ?? null,
    longitude: property.Longitude ?? null,
    listAgentStateLicense: property.ListAgentStateLicense ?? '',
    listAgentFullName: property.ListAgentFullName ?? '',
    listOfficeName: property.ListOfficeName ?? '',
    media: mediaUrls(property.Media),
    associationFee: property.AssociationFee ?? null,
    associationFeeFrequency: property.AssociationFeeFrequency || null,
    publicRemarks: property.PublicRemarks || null,
    openHouses: openHousesOf(property.OpenHouse),
    modificationTimestamp: new Date(property.ModificationTimestamp),
  };
}

/**
 * Validates one RESO Property record: a listing to store, a listing to remove (its status says
 * it may no longer be shown; only ListingKey, StandardStatus and ModificationTimestamp are
 * needed), or an invalid record with the reason.
 */
export function parseResoProperty(record: unknown, options: ParseOptions = {}): ParsedProperty {
  const identity = identitySchema.safeParse(record);
  if (!identity.success) return { kind: 'invalid', listingKey: listingKeyOf(record), reason: describeIssues(identity.error) };
  const { ListingKey: listingKey, StandardStatus: status, ModificationTimestamp: modified } = identity.data;
  if (REMOVAL_STATUSES.includes(status)) return { kind: 'remove', listingKey, modifiedAt: new Date(modified), status };

  const property = resoPropertySchema.safeParse(record);
  if (!property.success) return { kind: 'invalid', listingKey, reason: describeIssues(property.error) };
  const state = property.data.StateOrProvince;
  const market = options.market ?? marketOfState(state);
  if (!market) {
    return { kind: 'invalid', listingKey, reason: `StateOrProvince: no market for "${state}" (CA is crmls, GA is fmls; or name the market)` };
  }
  return { kind: 'upsert', listingKey, modifiedAt: new Date(modified), row: toListingRow(property.data, market) };
}

const odataPageSchema = z.object({ value: z.array(z.unknown()) });

/**
 * The records of an import file: an array of RESO Property records, or one OData page
 * (`{ "value": [...] }`, as a RESO Web API server answers).
 */
export function recordsOfResoDocument(document: unknown): unknown[] {
  if (Array.isArray(document)) return document;
  const page = odataPageSchema.safeParse(document);
  if (page.success) return page.data.value;
  throw new Error('Expected an array of RESO Property records or an OData page { "value": [...] }.');
}
