import 'server-only';
/**
 * The home list (SPEC §7 `GET /cozying-api/v1/home/list`): one page of a market's listings of one
 * search type in one city, newest first, with the number of all matches. The query is the
 * effective one of `homeListQuerySchema` (defaults, canonical city and derived county filled in).
 *
 * Built for MLS scale (bench/listings.mjs: 1,000,000 listings):
 * - The page: `listings_search_idx` (market, type, state, city, subtype, status, modified) gives
 *   each (subtype, status) pair in date order, so a page reads only its own rows. When the search
 *   has several pairs (status `all` or `pending`, property type `all` or `multi_family`), each
 *   pair is its own ordered, limited branch of a UNION ALL, which PostgreSQL merges (Merge Append)
 *   instead of sorting every match.
 * - The total: an index-only count on the small deduplicated `listings_count_idx` (listings with
 *   photos), plus `listings_count_no_media_idx` (those without) when they are included.
 */
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  MARKET_BY_STATE,
  propertySubTypesOf,
  SEARCH_TYPE_RESO,
  standardStatusesOf,
  type HomeListQuery,
  type ListingCard,
} from '@/lib/schemas/listings';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import { listingCardColumns, newestFirst, toListingCard } from './list-agent-listings';

export interface HomeListPage {
  homes: ListingCard[];
  total: number;
  currentPage: number;
  homesPerGroup: number;
  totalPages: number;
}

// Literal (not a parameter), so that the planner can match the partial count indexes.
const EMPTY_MEDIA = sql`'[]'::jsonb`;

export async function searchHomes(db: Db, query: HomeListQuery): Promise<HomeListPage> {
  const { currentPage, homesPerGroup } = query;
  const subTypes = propertySubTypesOf(query.propertyType);
  const statuses = standardStatusesOf(query.type, query.propertyStatus);
  const place: SQL[] = [
    eq(listings.market, MARKET_BY_STATE[query.state]),
    eq(listings.propertyType, SEARCH_TYPE_RESO[query.type].propertyType),
    eq(listings.stateOrProvince, query.state),
    eq(listings.city, query.city),
  ];
  if (query.county) place.push(eq(listings.countyOrParish, query.county));
  const withPhotos = ne(listings.media, EMPTY_MEDIA);
  const photos = query.isImageNull === 'N' ? [withPhotos] : [];

  const offset = currentPage * homesPerGroup;
  let page: Promise<Parameters<typeof toListingCard>[0][]>;
  if (subTypes.length * statuses.length === 1) {
    page = db
      .select(listingCardColumns)
      .from(listings)
      .where(and(...place, eq(listings.propertySubType, subTypes[0]!), eq(listings.standardStatus, statuses[0]!), ...photos))
      .orderBy(...newestFirst())
      .limit(homesPerGroup)
      .offset(offset);
  } else {
    // One ordered branch per (subtype, status), each limited to the rows up to this page's end.
    const branches = subTypes.flatMap((subType) =>
      statuses.map((status) =>
        db
          .select(listingCardColumns)
          .from(listings)
          .where(and(...place, eq(listings.propertySubType, subType), eq(listings.standardStatus, status), ...photos))
          .orderBy(...newestFirst())
          .limit(offset + homesPerGroup),
      ),
    );
    const [first, second, ...rest] = branches;
    page = unionAll(first!, second!, ...rest)
      .orderBy(desc(listings.modificationTimestamp), desc(listings.listingKey))
      .limit(homesPerGroup)
      .offset(offset);
  }

  const counted = (media: SQL) =>
    db
      .select({ n: count() })
      .from(listings)
      .where(and(...place, inArray(listings.propertySubType, [...subTypes]), inArray(listings.standardStatus, [...statuses]), media))
      .then(([row]) => row?.n ?? 0);
  const totals = [counted(withPhotos), ...(query.isImageNull === 'Y' ? [counted(eq(listings.media, EMPTY_MEDIA))] : [])];

  const [rows, ...parts] = await Promise.all([page, ...totals]);
  const total = parts.reduce((sum, n) => sum + n, 0);
  return { homes: rows.map(toListingCard), total, currentPage, homesPerGroup, totalPages: Math.ceil(total / homesPerGroup) };
}
