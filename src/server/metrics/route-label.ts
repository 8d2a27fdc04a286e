/**
 * The route label of a request path for the metrics: a small, fixed set of names (never the
 * path itself, whose values are unbounded). Page paths lose their locale prefix and realtor slug.
 */
const LOCALES = new Set(['ko', 'en', 'ja-JP']);
const ROOT_PAGES = new Set(['admin', 'agreement', 'login', 'login/redirect', 'process', 'terms', 'terms/privacy', 'error-probe']);
const REALTOR_PAGES = new Set(['admin', 'agreement', 'login', 'login/redirect', 'process', 'probiz', 'terms', 'gsap_sample', 'pinia_sample']);
const FIXED = new Set([
  '/healthz',
  '/readyz',
  '/metrics',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/api/send-to-slack',
  '/builds/latest.json',
  '/cozying-api/v1/home/list',
  '/cozying-api/v1/agent',
  '/v1/realtor',
  '/v1/realtor-contacts',
  '/v1/realtor/presigned-multi-file-upload',
  '/v1/me',
  '/v1/docs',
  '/v1/openapi.json',
  '/v1/auth/login',
  '/v1/auth/logout',
  '/v1/auth/session',
  '/v1/auth/signup',
]);

import 'server-only';

export function routeLabel(url: string | undefined): string {
  let path = (url ?? '/').split(/[?#]/, 1)[0] || '/';
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (FIXED.has(path)) return path;
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === '_next') return second === 'static' || second === 'image' || second === 'data' ? `/_next/${second}` : '/_next';
  if (first === 'api') return second === 'auth' ? '/api/auth' : '/api/other';
  if (first === 'v1') {
    if (second === 'realtor' && (segments[2] === 'export' || segments[2] === 'import') && segments.length === 4) return `/v1/realtor/${segments[2]}/[id]`;
    if (second === 'realtor' && segments.length === 3) return '/v1/realtor/[idOrDesiredUrl]';
    return '/v1/other';
  }
  if (first === 'cozying-api') return '/cozying-api/other';
  if (first === 'builds') return second === 'meta' ? '/builds/meta/[buildId].json' : '/builds/other';
  if (first === 'uploads') return '/uploads';
  if (first === 'fonts') return '/fonts';
  if (first === 'font-cuts') return '/font-cuts';
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return '/static-file';
  // Pages: an optional locale prefix, then a root page or a realtor's slug and a sub-page.
  const page = LOCALES.has(first ?? '') ? segments.slice(1) : segments;
  if (page.length === 0) return '/[locale]';
  const joined = page.join('/');
  if (ROOT_PAGES.has(joined)) return `/[locale]/${joined}`;
  if (page.length === 1) return '/[locale]/[desiredUrl]';
  const rest = page.slice(1).join('/');
  return REALTOR_PAGES.has(rest) ? `/[locale]/[desiredUrl]/${rest}` : '/[locale]/[desiredUrl]/*';
}
