/**
 * Which paths the proxy (src/proxy.ts) sees, by Next.js's own compilation of its `config.matcher`:
 * pages do, the product's icons, manifest, robots.txt and sitemap.xml do not (else the locale
 * rewrite would make them localised 404 pages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Next.js's compilation of a proxy matcher to its regular expression (not in its type declarations). */
const { getMiddlewareMatchers } = createRequire(import.meta.url)('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers(matcher: string, nextConfig: object): { regexp: string }[];
};

/**
 * The matcher as src/proxy.ts writes it: read from its source, as Next.js's build does (the proxy
 * module itself needs the Next.js server runtime to load). One single-quoted string literal.
 */
function proxyMatcher(): string {
  const source = readFileSync(path.join(import.meta.dirname, 'proxy.ts'), 'utf8');
  const literal = /matcher: \['((?:[^'\\]|\\.)*)'\]/.exec(source)?.[1];
  if (literal === undefined) throw new Error('src/proxy.ts: no `matcher: [\'…\']` found');
  return JSON.parse(`"${literal.replace(/"/g, '\\"')}"`) as string;
}

const matchers = getMiddlewareMatchers(proxyMatcher(), {}).map((m) => new RegExp(m.regexp));
const seen = (path: string) => matchers.some((m) => m.test(path));

describe('the proxy matcher', () => {
  it('leaves the product icons, the web manifest, robots.txt and sitemap.xml alone', () => {
    for (const path of ['/favicon.ico', '/icon.svg', '/apple-icon.png', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml']) expect(seen(path), path).toBe(false);
  });

  it("leaves public/'s folders alone: their files are served as they are", () => {
    const folders = readdirSync(path.join(import.meta.dirname, '..', 'public'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(seen(`/${folder.name}/file.webp`), folder.name).toBe(false);
  });

  it('still sees pages, and file-like paths that are not those files', () => {
    for (const path of ['/', '/en/terms', '/grace-kim', '/ja-JP/grace-kim/admin', '/wp-login.php', '/grace-kim/icon.svg', '/en/manifest.webmanifest']) expect(seen(path), path).toBe(true);
  });
});
