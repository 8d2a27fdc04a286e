import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { isHabitDomain } from './lib/environment';
import { isForbiddenProbizPath } from './lib/route-rules';
import { getEnv } from './server/config/env';
import { mapDesiredUrlParam } from './server/realtors/desired-url-param';
import { realtorSlugForHost } from './server/realtors/host-map';

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
 * Settles the locale of every page request (docs/decisions/003-locale-routing.md): `/ko/x`
 * redirects to `/x`, an unprefixed path follows the `i18n_redirected` cookie or, on a first
 * visit, Accept-Language; then the request is rewritten to `/[locale]/…`.
 * On a realtor's own domain it maps the path under that realtor (src/server/realtors/host-map.ts);
 * elsewhere `/?desiredUrl={slug}` is that realtor's homepage (SPEC §2; desired-url-param.ts).
 * It also gives each request an id that the logs carry. Kept lean: it runs on every page.
 */
export default async function proxy(request: NextRequest) {
  if (isForbiddenProbizPath(request.nextUrl.pathname)) return NextResponse.redirect(new URL('/', request.url));
  const requestId = request.headers.get('x-request-id') || crypto.randomUUID();
  request.headers.set('x-request-id', requestId);
  const response = handleLocale(request);
  if (!(await mapCustomDomain(request, response))) await mapDesiredUrlParam(request, response);
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  // Pages only: the APIs, build and font files, uploads, health checks, the files of public/
  // (demo, fonts, landing, favicon.ico), robots.txt, sitemap.xml and the product's icon and web
  // manifest (src/app/icon.svg, apple-icon.png, manifest.ts) never pass through here. Any other
  // path, with a dot or not (`/wp-login.php`, `/grace.kim`), is a page path: the localised 404.
  matcher: ['/((?!(?:api|v1|cozying-api|builds|font-cuts|uploads|_next|_vercel|healthz|readyz|metrics|demo|fonts|landing)(?:/|$)|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|manifest\\.webmanifest$).*)'],
};
