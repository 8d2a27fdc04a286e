import { isLocale } from '@/i18n/locales';

/** SPEC §2 / §5 "Route rule": only this realtor has the probiz sub-site. */
export const PROBIZ_REALTOR = 'equityrealty';

/** A path containing 'probiz' is redirected to / unless its realtor is equityrealty. */
export function isForbiddenProbizPath(pathname: string): boolean {
  if (!pathname.includes('probiz')) return false;
  const segments = pathname.split('/').filter(Boolean);
  const slug = isLocale(segments[0]) || segments[0] === 'ko' ? segments[1] : segments[0];
  return slug !== PROBIZ_REALTOR;
}

/**
 * Redirect rules from the build manifest (SPEC §2, §4: `builds/meta/{buildId}.json`). An operator
 * edits them in the route-rules file (ROUTE_RULES_FILE) without touching code. A key is a path
 * (`/old-page`) or a path prefix ending in `/**` (`/blog/**`, matching `/blog` and below).
 */
export type RouteRule = { redirect?: string | { to: string; statusCode?: number } };
export type RouteRules = Record<string, RouteRule>;

export interface BuildManifest {
  id: string;
  timestamp: number;
  routeRules: RouteRules;
}

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The rule for a path: an exact key first, else the longest matching `/**` prefix. */
export function matchRouteRule(rules: RouteRules, pathname: string): RouteRule | undefined {
  const path = normalize(pathname);
  if (Object.hasOwn(rules, path)) return rules[path];
  let best: { length: number; rule: RouteRule } | undefined;
  for (const [key, rule] of Object.entries(rules)) {
    if (!key.endsWith('/**')) continue;
    const prefix = normalize(key.slice(0, -3)) || '/';
    const matches = prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.length)) best = { length: prefix.length, rule };
  }
  return best?.rule;
}

/**
 * Where a path redirects to, if a rule says so: internal targets (same origin) are navigated
 * client-side, external ones with a full page load. A rule pointing at the path itself is ignored.
 */
export function resolveRedirect(rules: RouteRules, pathname: string, origin: string): RedirectTarget | null {
  const redirect = matchRouteRule(rules, pathname)?.redirect;
  const to = typeof redirect === 'string' ? redirect : redirect?.to;
  if (!to) return null;
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== origin) return { kind: 'external', url: url.toString() };
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (normalize(url.pathname) === normalize(pathname)) return null;
  return { kind: 'internal', path };
}

/** The build manifest's URL (SPEC §7: GET builds/meta/{buildId}.json). */
export function buildManifestUrl(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

/** SPEC §9: the manifest is prefetched about 1 s after load, unless the connection is slow-2g. */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;

export function shouldPrefetchManifest(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g';
}
