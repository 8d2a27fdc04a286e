import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/server/http/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // A 404 page for paths outside every locale (the locale layout is the root layout).
  experimental: { globalNotFound: true },
  // PGlite (WASM + data files), pino and pg must be loaded from node_modules at run time, once
  // per process, not bundled per route.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'pg', 'proper-lockfile'],
  images: {
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 31_536_000,
  },
  async headers() {
    // Computed when the app is built; `npm start` rebuilds when a variable they depend on
    // changes (scripts/start.ts), so the policy always matches the running configuration.
    return [{ source: '/:path*', headers: securityHeaders(process.env) }];
  },
};

export default withNextIntl(nextConfig);
