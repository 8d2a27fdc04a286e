import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { isHabitDomain } from './lib/environment';
import { isPageRoute, realtorPagePath } from './lib/page-routes';
import { isForbiddenProbizPath } from './lib/route-rules';
import { parseListingsIndexQuery } from './lib/schemas/listing-pages';
import { decodePathSegment, isValidDesiredUrl } from './lib/validators';
import { getEnv } from './server/config/env';
import { listingPageStatus } from './server/listings/get-listing';
import { mapDesiredUrlParam } from './server/realtors/desired-url-param';
import { realtorPublication, realtorSlugForHost } from './server/realtors/host-map';

const handleLocale = createMiddleware(routing);

/** Hosts that can never be a realtor's domain: the product's own, loopback and bare IPs. */
function isOwnHost(host: string): boolean {
  const env = getEnv();
  const roots = { local: env.ROOT_HOST_LOCAL, dev: env.ROOT_HOST_DEV, production: env.ROOT_HOST_PRODUCTION };
  const name = host.replace(/:\d+$/, '');
  return isHabitDomain(host, roots) || name === 'localhost' || /^[\d.]+$/.test(name) || name.startsWith('[');
}

/**
 * On a realtor's own domain, `/…` is that realtor's homepage: the locale rewrite
 * `/{locale}/rest` becomes `/{locale}/{desiredUrl}/rest`, unless `rest` already starts with the
 * realtor's desiredUrl or is the privacy policy. Returns whether it did.
 */
async function mapCustomDomain(request: NextRequest, response: Response): Promise<boolean> {
  const host = request.headers.get('host');
  if (!host || isOwnHost(host) || response.headers.has('location')) return false;
  const slug = await realtorSlugForHost(host);
  if (!slug) return false;
  // Unprefixed (Korean) paths come back rewritten to /ko/…; prefixed ones pass through as they are.
  const url = new URL(response.headers.get('x-middleware-rewrite') ?? request.nextUrl.pathname, request.url);
  const [, locale, ...rest] = url.pathname.split('/');
  // The realtor's pages link to `/{desiredUrl}/…` (one cached page serves both hosts), and to the
  // product's privacy policy: those paths stay as they are.
  if (rest[0] !== slug && rest.join('/') !== 'terms/privacy') rest.unshift(slug);
  url.pathname = ['', locale, ...rest].join('/').replace(/\/$/, '');
  response.headers.set('x-middleware-rewrite', url.toString());
  return true;
}

/**
 * Whether the realtor of a realtor's page (its first path segment, as written) is missing for
 * this request: malformed, reserved, unknown, or unpublished on a public page (their owner signs
 * in and works on the gated pages before it goes live). False when the proxy cannot tell (no
 * database open in this process yet): the page then decides.
 */
async function isMissingRealtor({ segment, gated }: { segment: string; gated: boolean }): Promise<boolean> {
  const slug = decodePathSegment(segment);
  if (!slug || !isValidDesiredUrl(slug)) return true;
  const realtor = await realtorPublication(slug);
  if (realtor === undefined) return false;
  return !realtor || (!realtor.published && !gated);
}

/**
 * The status a page cannot set itself, or null for the page's own:
 * - 404 for a path that no page matches (src/lib/page-routes.ts): the catch-all page renders the
 *   localised not-found page, server-rendered with its `lang` like any other;
 * - 404 for a page of a realtor who is missing, served by the not-found route
 *   (`/{locale}/not-found/{path}`, rewritten here; a visit to that route itself is a 404 too);
 * - on a realtor's listing pages (issue #24), 410 for a listing the realtor no longer shows and 404
 *   for an unknown one (the page says so in the visitor's language and shows the realtor's other
 *   homes), and 400 for a listings page with a query that is not one.
 */
async function pageStatus(request: NextRequest, response: Response): Promise<number | null> {
  if (response.headers.has('location')) return null;
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.nextUrl.href, request.url);
  const [, locale = ''] = target.pathname.split('/');
  const path = target.pathname.slice(locale.length + 1);
  if (!isPageRoute(path)) return 404;
  const realtorPage = realtorPagePath(path);
  if (realtorPage && (await isMissingRealtor(realtorPage))) {
    target.pathname = `/${locale}/not-found${path}`;
    response.headers.set('x-middleware-rewrite', target.toString());
    return 404;
  }
  const match = /^\/[^/]+\/([^/]+)\/homes(?:\/([^/]+))?\/?$/.exec(target.pathname);
  if (!match) return null;
  if (match[2] === undefined) return parseListingsIndexQuery(target.searchParams) ? null : 400;
  const [slug, key] = [decodePathSegment(match[1]!), decodePathSegment(match[2])];
  if (!slug) return null;
  const status = key === null ? 404 : await listingPageStatus(slug, key);
  return status === 200 ? null : status;
}

/**
 * Settles the locale of every page request (docs/decisions/003-locale-routing.md): `/ko/x`
 * redirects to `/x`, an unprefixed path follows the `i18n_redirected` cookie or, on a first
 * visit, Accept-Language; then the request is rewritten to `/[locale]/…`.
 * On a realtor's own domain it maps the path under that realtor (src/server/realtors/host-map.ts);
 * elsewhere `/?desiredUrl={slug}` is that realtor's homepage (SPEC §2; desired-url-param.ts).
 * It also gives each request an id that the logs carry, and the statuses that a page cannot set
 * (pageStatus: 404, 410, 400). Kept lean: it runs on every page.
 */
export default async function proxy(request: NextRequest) {
  if (isForbiddenProbizPath(request.nextUrl.pathname)) return NextResponse.redirect(new URL('/', request.url));
  const requestId = request.headers.get('x-request-id') || crypto.randomUUID();
  request.headers.set('x-request-id', requestId);
  const response = handleLocale(request);
  if (!(await mapCustomDomain(request, response))) await mapDesiredUrlParam(request, response);
  response.headers.set('x-request-id', requestId);
  const status = await pageStatus(request, response);
  // The same rewrite (or pass-through) and headers, with the page's status.
  return status ? new NextResponse(null, { status, headers: response.headers }) : response;
}

export const config = {
  // Pages only: the APIs, build and font files, uploads, health checks, the files of public/
  // (demo, fonts, landing, favicon.ico), robots.txt, sitemap.xml and the product's icon and web
  // manifest (src/app/icon.svg, apple-icon.png, manifest.ts) never pass through here. Any other
  // path, with a dot or not (`/wp-login.php`, `/grace.kim`), is a page path: the localised 404.
  matcher: ['/((?!(?:api|v1|cozying-api|builds|font-cuts|uploads|_next|_vercel|healthz|readyz|metrics|demo|fonts|landing|samples)(?:/|$)|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|manifest\\.webmanifest$).*)'],
};
