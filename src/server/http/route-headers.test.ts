/**
 * The security headers reach every route (issue #8, hardening): next.config.ts's `headers()` is
 * matched, with Next.js's own matcher (build-custom-route), against a path of every page and route
 * handler under src/app (found on disk, so a new route is covered without editing this test), the
 * files in public/, the self-hosted fonts and the build's assets. No server is needed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityHeaders, UPLOAD_CONTENT_SECURITY_POLICY, uploadSecurityHeaders } from './security-headers';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP = path.join(ROOT, 'src/app');

/** A concrete value for each dynamic segment. */
const SAMPLES: Record<string, string> = {
  locale: 'ko',
  desiredUrl: 'jane-doe',
  id: '1',
  idOrDesiredUrl: 'jane-doe',
  kind: 'contact',
  file: 'build-1.json',
  rest: 'a/b',
  path: 'jane-doe/homes',
  all: 'get-session',
  key: 'realtors/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
  listingKey: 'CR-sample-1',
};

/** Files that become routes (src/app conventions this app uses). */
const ROUTE_FILES: Record<string, (dir: string) => string> = {
  'page.tsx': (dir) => dir,
  'route.ts': (dir) => dir,
  'robots.ts': () => '/robots.txt',
  'sitemap.ts': () => '/sitemap.xml',
  'global-not-found.tsx': () => '/no/such/page',
};

function appRoutes(dir = APP, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_')) return []; // private folders
      const name = entry.name.replace(/^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/, (_m, param: string) => {
        if (!(param in SAMPLES)) throw new Error(`no sample value for [${param}] in ${path.join(dir, entry.name)}`);
        return SAMPLES[param]!;
      });
      const segment = /^\(.*\)$/.test(name) ? '' : `/${name}`; // route groups add no segment
      return appRoutes(path.join(dir, entry.name), prefix + segment);
    }
    const route = ROUTE_FILES[entry.name];
    return route ? [route(prefix || '/')] : [];
  });
}

function publicFiles(dir = path.join(ROOT, 'public'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );
}

const OTHER_PATHS = [
  '/', // the proxy sends it on to a language
  '/fonts/noto-sans-kr-korean-wght-normal.woff2',
  '/_next/static/chunks/app/layout.js',
  '/_next/static/css/app.css',
  '/_next/static/media/font.woff2',
  '/_next/image',
  '/_next/data/build-1/ko.json',
  '/favicon.ico',
  '/builds/latest.json',
  '/uploads/realtors/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.html',
];

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

async function headerRules(): Promise<HeaderRule[]> {
  const { default: config } = await import('../../../next.config');
  return (await config('phase-production-server').headers!()) as HeaderRule[];
}

/** The headers Next.js sends for a path: every matching rule in order, later ones overriding. */
function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const sent = new Map<string, string>();
  for (const rule of rules) {
    const { regex } = buildCustomRoute('header', rule);
    if (!new RegExp(regex).test(pathname)) continue;
    for (const { key, value } of rule.headers) sent.set(key.toLowerCase(), value);
  }
  return sent;
}

const ALL_PATHS = [...new Set([...appRoutes(), ...publicFiles(), ...OTHER_PATHS])];

describe('security headers on every route', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('finds the routes to check (pages, API, uploads, fonts, builds)', () => {
    expect(ALL_PATHS.length).toBeGreaterThan(50);
    for (const expected of ['/', '/ko', '/ko/jane-doe', '/ko/admin/inbox', '/v1/realtor', '/api/auth/get-session', '/cozying-api/v1/home/list', '/builds/meta/build-1.json', '/metrics', '/robots.txt', '/landing/hero.webp']) {
      expect(ALL_PATHS).toContain(expected);
    }
    expect(ALL_PATHS.some((p) => p.startsWith('/uploads/'))).toBe(true);
  });

  it.each([
    ['development', { NODE_ENV: 'development' }],
    ['production', { NODE_ENV: 'production' }],
    ['production with every integration', { NODE_ENV: 'production', GTM_ID: 'GTM-ABC1', S3_PUBLIC_URL: 'https://cdn.example.com/b', SENTRY_DSN: 'https://k@o1.ingest.sentry.io/5' }],
  ])('sends each security header, unchanged, on every path (%s)', async (_name, env) => {
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    const rules = await headerRules();
    const expected = securityHeaders(process.env);
    expect(expected.map((h) => h.key)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy']));
    if (env.NODE_ENV === 'production') expect(expected.map((h) => h.key)).toContain('Strict-Transport-Security');

    // Uploads have the same headers but their own policy (`default-src 'none'; sandbox`).
    const uploads = uploadSecurityHeaders(process.env);
    expect(uploads.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    const missing: string[] = [];
    for (const pathname of ALL_PATHS) {
      const sent = headersFor(rules, pathname);
      for (const { key, value } of pathname.startsWith('/uploads/') ? uploads : expected) if (sent.get(key.toLowerCase()) !== value) missing.push(`${pathname}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives the fonts their long cache without dropping a security header', async () => {
    const rules = await headerRules();
    const sent = headersFor(rules, '/fonts/noto-sans-kr-korean-wght-normal.woff2');
    expect(sent.get('cache-control')).toMatch(/max-age=\d+/);
    expect(sent.get('x-content-type-options')).toBe('nosniff');
  });
});
