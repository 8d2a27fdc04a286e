import 'server-only';
/**
 * The market in one of a realtor's areas, for the homepage's area cards: the homes for sale there
 * with an asking price on the realtor's MLS (every broker's), summed up as their median asking
 * price. Served by `listings_active_price_idx` alone (the prices of the homes on the market, by place).
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { SEARCH_TYPE_RESO } from '@/lib/schemas/listings';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';

export interface MarketArea {
  market: 'crmls' | 'fmls';
  state: string;
  city: string;
  /** A neighbourhood's ZIP code; empty for the whole city. */
  zip: string;
}

export interface AreaMarket {
  /** How many homes for sale the figures are of. */
  homes: number;
  medianPrice: number;
}

/** Fewer homes than this say nothing about a market (and a median of one is one home's price). */
export const MIN_AREA_HOMES = 3;

/** The area's figures, or null when it has fewer than {@link MIN_AREA_HOMES} homes for sale. */
export async function areaMarket(db: Db, area: MarketArea): Promise<AreaMarket | null> {
  const sale = SEARCH_TYPE_RESO.sale;
  const [row] = await db
    .select({
      homes: count(),
      medianPrice: sql<number | null>`percentile_cont(0.5) within group (order by ${listings.listPrice})`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.market, area.market),
        eq(listings.propertyType, sale.propertyType),
        eq(listings.stateOrProvince, area.state),
        sql`lower(${listings.city}) = lower(${area.city})`,
        area.zip ? eq(listings.postalCode, area.zip) : undefined,
        eq(listings.standardStatus, 'Active'),
        isNotNull(listings.listPrice),
      ),
    );
  if (!row || row.homes < MIN_AREA_HOMES || row.medianPrice === null) return null;
  return { homes: row.homes, medianPrice: Math.round(Number(row.medianPrice)) };
}
