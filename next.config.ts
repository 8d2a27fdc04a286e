import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders, uploadSecurityHeaders } from './src/server/http/security-headers';

// Messages are precompiled when the app is built (next-intl's catalog loader, icu-minify): the
// browser gets them ready to format and no ICU parser, 8.7 KB gzipped less on every page
// (docs/decisions/019-less-script-on-every-page.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
});

// One id per build (BUILD_ID pins it, e.g. to a commit, so every instance of a deploy agrees).
// Set on process.env so the build's worker processes, which load this file again, reuse it.
process.env.BUILD_ID ||= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
process.env.BUILD_TIME ||= new Date().toISOString();

// The cache of pages and `unstable_cache` data (docs/decisions/016-scale-out-redis.md):
// cache-handler.mjs keeps it in Redis, shared by every instance, when REDIS_URL is set at run
// time, and in this process's memory otherwise. One build serves both modes.
const nextConfig: NextConfig = {
  // Files read at run time by a path the tracer cannot follow: the full Korean and Japanese fonts
  // the realtor pages' font cuts are made from (src/server/fonts/realtor-font-cut.ts, on their own
  // thread), in the two weights cut.
  outputFileTracingIncludes: {
    '/font-cuts/**': ['./node_modules/@expo-google-fonts/noto-sans-{kr,jp}/{400Regular,700Bold}/*.ttf'],
  },
  cacheHandler: path.resolve(process.cwd(), 'cache-handler.mjs'),
  // The handler keeps its own memory copy (LRU); Next.js's in-memory cache would be a second one.
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  // Next.js hashes every page's whole body for an ETag on every response, cache hits included
  // (7% of a realtor page's CPU, bench/cluster.mjs). Pages are answered from a cache and small
  // when compressed; the cache in front (nginx, a CDN) answers revalidations with its own validators.
  generateEtags: false,
  generateBuildId: async () => process.env.BUILD_ID!,
  env: {
    NEXT_PUBLIC_BUILD_ID: process.env.BUILD_ID,
    NEXT_PUBLIC_BUILD_TIME: process.env.BUILD_TIME,
  },
  reactStrictMode: true,
  // `npm test` type-checks the sources first (`npm run typecheck`), so its builds skip Next.js's
  // second run of the same check (20-30 s); every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // A 404 page for paths outside every locale (the locale layout is the root layout).
  experimental: {
    globalNotFound: true,
    authInterrupts: true,
    // A clean checkout in CI builds once and is thrown away: writing Turbopack's cache for a next
    // build there took 76 s, and compacting it 20 s more, of a 6-minute build.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // PGlite (WASM + data files), pino and pg must be loaded from node_modules at run time, once
  // per process, not bundled per route.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'pg', 'proper-lockfile', 'prom-client', 'subset-font'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's defaults (8 + 7): every width is one more URL in each srcset, in the
    // HTML and again in the page's RSC payload. Phones of 1.75-3x, desktops up to 1920 px wide.
    deviceSizes: [640, 750, 1080, 1920],
    imageSizes: [128, 256, 384],
    minimumCacheTTL: 31_536_000,
  },
  async headers() {
    // Computed when the app is built; `npm start` rebuilds when a variable they depend on
    // changes (scripts/start.ts), so the policy always matches the running configuration.
    // The sources use unnamed groups, not `/:path*`: with a named parameter Next.js compiles every
    // header value containing a colon (the CSP) as a path template on each request, to fill in the
    // parameter (12.7% of a contact POST's allocations, docs/decisions/017-serving-pages-at-scale.md).
    // Uploads get their own policy (`default-src 'none'; sandbox`): Next.js keeps a header set
    // here over the route handler's, so the pages' policy must not match /uploads/.
    return [
      { source: '/((?!uploads/).*)', headers: securityHeaders(process.env) },
      { source: '/uploads/(.*)', headers: uploadSecurityHeaders(process.env) },
      // Self-hosted fonts (scripts/build-fonts.mjs): file names change with the font package.
      { source: '/fonts/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000, stale-while-revalidate=86400' }] },
    ];
  },
};

// Every build also writes .next/standalone: the server files and only the node_modules files they
// use, traced. The image is made of it (Dockerfile, server-standalone.mjs,
// docs/decisions/032-a-production-image-of-what-runs.md); `npm start` and the tests serve the build
// from the checkout as before. Only the build is told: a server started from the checkout reads
// this file again, and with `output: 'standalone'` Next.js would warn that it is not the
// standalone server (the image's server gets the build's settings, standalone included).
export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, output: phase === PHASE_PRODUCTION_BUILD ? 'standalone' : undefined });
}
