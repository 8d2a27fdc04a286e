/**
 * The security headers sent with every response (docs/decisions/004-security-headers.md).
 * Pure function of the environment, so next.config.ts and the tests share it.
 */
import { integrationOrigins, integrationsFromEnv, type IntegrationsEnv } from '../../lib/integrations';
import { tileSources } from '../../lib/map-tiles';

export interface SecurityEnv extends IntegrationsEnv {
  NODE_ENV?: string;
  GTM_ID?: string;
  S3_PUBLIC_URL?: string;
  S3_ENDPOINT?: string;
  MAP_TILE_URL?: string;
  NEXT_PUBLIC_API_BASE_URL_PRODUCTION?: string;
  NEXT_PUBLIC_API_BASE_URL_DEVELOPMENT?: string;
  NEXT_PUBLIC_LOANING_API_BASE_URL_PRODUCTION?: string;
  NEXT_PUBLIC_LOANING_API_BASE_URL_DEVELOPMENT?: string;
}

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(env: SecurityEnv): string {
  const production = env.NODE_ENV === 'production';
  const tagManager = env.GTM_ID ? ['https://www.googletagmanager.com'] : [];
  const analytics = env.GTM_ID ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : [];
  const storage = [...origin(env.S3_PUBLIC_URL), ...origin(env.S3_ENDPOINT)];
  // The browser's API clients may point at other services (SPEC §7); by default they are 'self'.
  const apis = [
    env.NEXT_PUBLIC_API_BASE_URL_PRODUCTION,
    env.NEXT_PUBLIC_API_BASE_URL_DEVELOPMENT,
    env.NEXT_PUBLIC_LOANING_API_BASE_URL_PRODUCTION,
    env.NEXT_PUBLIC_LOANING_API_BASE_URL_DEVELOPMENT,
  ].flatMap(origin);
  // Error reporting and monitoring intakes, when configured (docs/decisions/014-observability.md).
  const integrations = integrationOrigins(env);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-inline' because Next.js streams each page's data as inline scripts that differ per
    // page; a nonce would force every page to render per request (see the decision record).
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"]), ...tagManager],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...storage, ...tagManager, ...analytics, ...tileSources(env.MAP_TILE_URL)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storage, ...apis, ...analytics, ...integrations.connect],
    'frame-src': ['https://www.youtube-nocookie.com', ...tagManager],
    'media-src': ["'self'", ...storage],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(env: SecurityEnv): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // The monitoring SDK's profiler needs the JS Self-Profiling API, which this header enables.
  if (integrationsFromEnv(env)?.monitoring) headers.push({ key: 'Document-Policy', value: 'js-profiling' });
  if (env.NODE_ENV === 'production') {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/**
 * The policy of a stored upload (/uploads/…): it is an image and never a page, so it may load
 * nothing and runs sandboxed (no scripts, no same origin) even when opened on its own.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/**
 * The headers of /uploads/…: the site's headers with the uploads' own policy instead of the
 * pages' one. next.config.ts gives these to /uploads/ and the site's to every other path: Next.js
 * keeps a config header over a route handler's header of the same name, so a site-wide policy
 * would replace the handler's.
 */
export function uploadSecurityHeaders(env: SecurityEnv): { key: string; value: string }[] {
  return securityHeaders(env).map((header) =>
    header.key === 'Content-Security-Policy' ? { key: header.key, value: UPLOAD_CONTENT_SECURITY_POLICY } : header,
  );
}
