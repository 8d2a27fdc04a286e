/**
 * The pure rules of visit counting (issue #28, docs/decisions/031-visits-without-cookies.md): which
 * requests are bots or prefetches, the device class, which page of a realtor a path is, the
 * referrer's host, the visitor key, and the UTC day. No I/O: unit-tested beside this file.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';
import { localDay } from '@/lib/format';
import { STATE_TIME_ZONES } from '@/lib/regions';
import type { DeviceClass, PageKind } from '@/server/db/schema';

/**
 * User agents of crawlers, link previews, monitors, HTTP libraries and headless browsers. The
 * beacon already needs a browser that runs the page's script; this drops the ones that do and
 * say what they are. An empty user agent is a bot too.
 */
const BOT_PATTERN =
  /bot\b|bot[/_;-]|crawl|spider|slurp|scrap|archiver|facebookexternalhit|meta-externalagent|embedly|preview|whatsapp|telegram|discord|slack|kakaotalk-scrap|yeti|daum|bingpreview|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|webdriver|electron|curl\/|wget\/|python-|python\/|httpx|aiohttp|node-fetch|undici|axios\/|go-http-client|java\/|okhttp|libwww|httpclient|postman|insomnia|uptime|pingdom|statuscake|monitor|check_http|zgrab|masscan|nmap/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').trim();
  return ua.length < 10 || BOT_PATTERN.test(ua);
}

/** A prefetch or prerender that no person has seen (Sec-Purpose, Purpose, X-Moz, X-Purpose). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [headers.get('sec-purpose'), headers.get('purpose'), headers.get('x-purpose'), headers.get('x-moz')].join(' ');
  return /prefetch|prerender|preview/i.test(purpose);
}

/** mobile, tablet or desktop, from the user agent (the classes of SPEC §7's device_type). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export interface VisitPage {
  kind: PageKind;
  /** The page without language prefix and slug: '/', '/homes', '/homes/{key}', '/terms'. */
  path: string;
  locale: Locale;
}

/** Nested pages that are counted (the sign-in, editor and demo pages are not visits). */
const COUNTED_PAGES = new Set(['/terms', '/terms/privacy', '/agreement']);
const LISTING_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Which page of the realtor `slug` a browser path is, or null when it is not one that is counted.
 * The path is the one the visitor's browser shows: `/{slug}/…` on this site, or `/…` on the
 * realtor's own domain; either may start with /en or /ja-JP.
 */
export function classifyPath(pathname: string, slug: string): VisitPage | null {
  if (pathname.length > 300 || !pathname.startsWith('/')) return null;
  let path = pathname.replace(/\/+$/, '') || '/';
  let locale: Locale = DEFAULT_LOCALE;
  for (const candidate of LOCALES) {
    if (path === `/${candidate}` || path.startsWith(`/${candidate}/`)) {
      locale = candidate;
      path = path.slice(candidate.length + 1) || '/';
      break;
    }
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const own = `/${slug.toLowerCase()}`;
  const lower = decoded.toLowerCase();
  if (lower === own) decoded = '/';
  else if (lower.startsWith(`${own}/`)) decoded = decoded.slice(own.length);
  if (decoded === '/') return { kind: 'home', path: '/', locale };
  if (decoded === '/homes') return { kind: 'listings', path: '/homes', locale };
  const listing = /^\/homes\/([^/]+)$/.exec(decoded);
  if (listing) return LISTING_KEY.test(listing[1]!) ? { kind: 'listing', path: decoded, locale } : null;
  if (COUNTED_PAGES.has(decoded)) return { kind: 'page', path: decoded, locale };
  return null;
}

/**
 * The referring site's host, lower-case without `www.`; '' when there is none, it is not an
 * http(s) address, or it is the site itself (`ownHosts`: a move between the realtor's pages).
 */
export function referrerHost(referrer: unknown, ownHosts: readonly string[]): string {
  if (typeof referrer !== 'string' || !referrer || referrer.length > 2000 || !URL.canParse(referrer)) return '';
  const url = new URL(referrer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = ownHosts.map((h) => h.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, ''));
  return own.includes(host) ? '' : host.slice(0, 253);
}

/**
 * The visitor's country from a CDN's header (Cloudflare, CloudFront, Vercel, Fastly-style), only
 * when a proxy in front is trusted to set it; '' otherwise. The address is never looked up here.
 */
export function countryFromHeaders(headers: Headers, trusted: boolean): string {
  if (!trusted) return '';
  for (const name of ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code']) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return '';
}

/**
 * Today in each of the realtors' time zones (a realtor's visits and messages are counted by the
 * days of their own: Pacific or Eastern), earliest first: a day before the first is over everywhere.
 */
export function todays(date: Date): string[] {
  return [...new Set(Object.values(STATE_TIME_ZONES).map((timeZone) => localDay(date, timeZone)))].sort();
}

/**
 * The visitor key: SHA-256 of the day's salt, the realtor, the address and the user agent (each
 * length-prefixed, so no two inputs run together). The same person on the same day and realtor
 * gives the same key; another day's salt gives an unrelated one, and once the salt is deleted
 * the key cannot be recomputed from an address.
 */
export function visitorKey(salt: string, realtorId: number, address: string, userAgent: string): string {
  const hash = createHash('sha256');
  for (const part of [salt, String(realtorId), address, userAgent]) hash.update(`${part.length}:${part};`);
  return hash.digest('base64url').slice(0, 22);
}
