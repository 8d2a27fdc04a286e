import { describe, expect, it } from 'vitest';
import { buildManifestUrl, isForbiddenProbizPath, matchRouteRule, resolveRedirect, shouldPrefetchManifest } from './route-rules';

describe('the probiz rule', () => {
  it.each(['/grace-kim/probiz', '/en/grace-kim/probiz', '/ko/x/probiz/y', '/probiz', '/ja-JP/probiz', '/a/b/probizz'])('%s goes to /', (path) => {
    expect(isForbiddenProbizPath(path)).toBe(true);
  });
  it.each(['/equityrealty/probiz', '/en/equityrealty/probiz', '/ko/equityrealty/probiz/x', '/grace-kim', '/terms'])('%s stays', (path) => {
    expect(isForbiddenProbizPath(path)).toBe(false);
  });
});

describe('route rules from the build manifest', () => {
  const rules = {
    '/old-page': { redirect: '/en/terms' },
    '/blog/**': { redirect: { to: 'https://blog.example.com/', statusCode: 301 } },
    '/blog/keep/**': { redirect: '/en' },
    '/self': { redirect: '/self' },
    '/bad': { redirect: 'javascript:alert(1)' },
    '/none': {},
  };
  const origin = 'https://realtors.example.com';

  it('match a path exactly, or the longest /** prefix', () => {
    expect(matchRouteRule(rules, '/old-page/')).toBe(rules['/old-page']);
    expect(matchRouteRule(rules, '/blog')).toBe(rules['/blog/**']);
    expect(matchRouteRule(rules, '/blog/post/1')).toBe(rules['/blog/**']);
    expect(matchRouteRule(rules, '/blog/keep/x')).toBe(rules['/blog/keep/**']);
    expect(matchRouteRule(rules, '/blogger')).toBeUndefined();
    expect(matchRouteRule({ '/**': { redirect: '/x' } }, '/anything')).toEqual({ redirect: '/x' });
  });

  it('keep internal redirects client-side and send external ones to a full page load', () => {
    expect(resolveRedirect(rules, '/old-page', origin)).toEqual({ kind: 'internal', path: '/en/terms' });
    expect(resolveRedirect(rules, '/blog/a', origin)).toEqual({ kind: 'external', url: 'https://blog.example.com/' });
    expect(resolveRedirect({ '/x': { redirect: `${origin}/en?from=x#top` } }, '/x', origin)).toEqual({ kind: 'internal', path: '/en?from=x#top' });
    expect(resolveRedirect(rules, '/self', origin)).toBeNull();
    expect(resolveRedirect(rules, '/bad', origin)).toBeNull();
    expect(resolveRedirect(rules, '/none', origin)).toBeNull();
    expect(resolveRedirect(rules, '/elsewhere', origin)).toBeNull();
  });

  it('prefetch the manifest unless the connection is slow-2g (SPEC §9)', () => {
    expect(buildManifestUrl('abc-1')).toBe('/builds/meta/abc-1.json');
    expect(shouldPrefetchManifest(undefined)).toBe(true);
    expect(shouldPrefetchManifest({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetchManifest({ effectiveType: '2g' })).toBe(true);
    expect(shouldPrefetchManifest({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
