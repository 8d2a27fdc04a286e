import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageRoute, PAGE_ROUTES, realtorPagePath } from './page-routes';

/** Every folder under src/app/[locale] that holds a page, as a route (`/[desiredUrl]/homes`); route groups `(x)` add no segment. */
function pagesOnDisk(dir = path.join(import.meta.dirname, '..', 'app', '[locale]'), route = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(e.name)) ? [route || '/'] : [];
  const below = entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .flatMap((e) => pagesOnDisk(path.join(dir, e.name), /^\(.+\)$/.test(e.name) ? route : `${route}/${e.name}`));
  return [...here, ...below];
}

describe('the page routes', () => {
  it('are the pages of src/app/[locale], the catch-all aside', () => {
    const onDisk = pagesOnDisk().filter((route) => !route.includes('[...'));
    expect([...PAGE_ROUTES].sort()).toEqual(onDisk.sort());
  });

  it('match a path segment by segment, a [name] taking any one segment', () => {
    for (const path of ['/', '', '/terms', '/terms/privacy/', '/grace-kim', '/grace.kim', '/grace-kim/homes', '/grace-kim/homes/CRMLS-1', '/admin/realtors/12'])
      expect(isPageRoute(path), path).toBe(true);
    for (const path of ['/no/such/page', '/grace-kim/no/such/page', '/grace-kim/homes/CRMLS-1/photos', '/terms/unknown', '/admin/realtors'])
      expect(isPageRoute(path), path).toBe(false);
  });

  it("tell a realtor's page, and whether it is one their owner opens before publication", () => {
    expect(realtorPagePath('/grace-kim')).toEqual({ segment: 'grace-kim', gated: false });
    expect(realtorPagePath('/grace-kim/homes/CRMLS-1')).toEqual({ segment: 'grace-kim', gated: false });
    expect(realtorPagePath('/%E0%A4%A')).toEqual({ segment: '%E0%A4%A', gated: false });
    for (const gated of ['/grace-kim/login', '/grace-kim/admin/insights', '/grace-kim/process', '/grace-kim/probiz'])
      expect(realtorPagePath(gated), gated).toEqual({ segment: 'grace-kim', gated: true });
    for (const other of ['/', '/admin', '/terms/privacy', '/login/redirect', '/grace-kim/no/such/page'])
      expect(realtorPagePath(other), other).toBeNull();
  });
});
