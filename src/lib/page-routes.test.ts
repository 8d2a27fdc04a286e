import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageRoute, PAGE_ROUTES } from './page-routes';

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
});
