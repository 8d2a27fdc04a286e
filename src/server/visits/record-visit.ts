import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { pageViews, realtors, visitSalts } from '@/server/db/schema';
import { homeState, timeZoneOfHome } from './home-state';
import { classifyPath, countryFromHeaders, deviceClass, isBotUserAgent, isPrefetch, referrerHost, todays, visitorKey } from './visit-rules';
import { localDay } from '@/lib/format';

/** What a page's beacon sends (src/features/visits/VisitBeacon.tsx). */
export interface VisitBeaconInput {
  /** The realtor's desired URL, from the page. */
  realtor: string;
  /** location.pathname of the page. */
  path: string;
  /** document.referrer ('' when none). */
  referrer?: string;
}

export interface VisitRequestMeta {
  headers: Headers;
  /** The client's address (server.mjs's), used for the hash only and never stored. */
  address: string;
  /** Whether a proxy in front is trusted (TRUST_PROXY): only then is a CDN's country header read. */
  trustProxy: boolean;
  now?: Date;
}

export type VisitOutcome = 'counted' | 'bot' | 'prefetch' | 'not-counted' | 'unknown-realtor';

/** The salts of the days in use, kept in memory beside their rows (every instance reads the same rows). */
const salts = new Map<string, string>();

/**
 * The salt of `day` (a realtor's day in their time zone): created once (the first instance to ask
 * inserts it), read by every instance. Salts of days that are over in every realtor's time zone
 * are deleted on the way, so a day's salt does not outlive that day by more than its next visit
 * (or the hourly sweep).
 */
export async function daySalt(db: Db, day: string, now = new Date()): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const [earliest] = todays(now);
  for (const old of salts.keys()) if (old < earliest!) salts.delete(old);
  await db.delete(visitSalts).where(lt(visitSalts.day, earliest!));
  await db.insert(visitSalts).values({ day, salt: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day));
  salts.set(day, row!.salt);
  return row!.salt;
}

/** Forgets the salts kept in memory (tests that move the clock, or after the sweep deleted them). */
export function forgetDaySalt(): void {
  salts.clear();
}

/**
 * Counts one page view a beacon reported, unless it is a bot, a prefetch, or not a counted page of
 * a published realtor. Stores the page, language, referrer host, device class, country (from a
 * trusted CDN header only) and the day's visitor key: no address, no user agent.
 */
export async function recordVisit(db: Db, input: VisitBeaconInput, meta: VisitRequestMeta): Promise<VisitOutcome> {
  const userAgent = meta.headers.get('user-agent') ?? '';
  if (isBotUserAgent(userAgent)) return 'bot';
  if (isPrefetch(meta.headers)) return 'prefetch';
  const page = classifyPath(input.path, input.realtor);
  if (!page) return 'not-counted';
  const [realtor] = await db
    .select({ id: realtors.id, homepageHost: realtors.homepageHost, homeState })
    .from(realtors)
    .where(and(sql`lower(${realtors.desiredUrl}) = lower(${input.realtor})`, eq(realtors.published, true)));
  if (!realtor) return 'unknown-realtor';
  const now = meta.now ?? new Date();
  const day = localDay(now, timeZoneOfHome(realtor.homeState));
  const salt = await daySalt(db, day, now);
  const ownHosts = [meta.headers.get('host') ?? '', ...(realtor.homepageHost ? [realtor.homepageHost] : [])];
  await db.insert(pageViews).values({
    realtorId: realtor.id,
    day,
    kind: page.kind,
    path: page.path,
    locale: page.locale,
    referrerHost: referrerHost(input.referrer, ownHosts),
    device: deviceClass(userAgent),
    country: countryFromHeaders(meta.headers, meta.trustProxy),
    visitorKey: visitorKey(salt, realtor.id, meta.address, userAgent),
    createdAt: now,
  });
  return 'counted';
}
