/**
 * SPEC §2: `/` is the marketing landing page "when no realtor is loaded and no desiredUrl
 * parameter is present" — so `/?desiredUrl={slug}` is that realtor's homepage (issue #21). The
 * proxy (src/proxy.ts) settles the locale with next-intl, then hands its answer to
 * mapDesiredUrlParam, tested here with real NextRequests and answers of the three shapes next-intl
 * gives (docs/decisions/003-locale-routing.md; checked against next-intl 4.14 with this routing):
 * a rewrite of `/?q` to `/ko?q`, a pass-through of `/en?q`, a redirect that keeps the query. (The
 * proxy module itself does not load under Vitest: next-intl's ESM build imports `next/server`
 * without an extension.) The realtor is looked up in this driver's database, registered as the
 * process's database the way start-up registers it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { mapDesiredUrlParam } from '@/server/realtors/desired-url-param';
import { forgetRealtorHosts } from '@/server/realtors/host-map';
import { insertRealtorGraph, type RealtorChildren } from '@/server/realtors/write-graph';
import { realtors } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { runtime } from '@/server/runtime';

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());
const empty: RealtorChildren = { photos: [], etcInfo: [], activityRegion: [], additionalSections: [], testimonials: [], seoMeta: {} };

/** What next-intl answers for a page request (the proxy's locale step), by path. */
function localeAnswer(url: string): NextResponse {
  const { pathname, search } = new URL(url);
  if (pathname === '/ko') return NextResponse.redirect(new URL(`/${search}`, url));
  if (pathname === '/en' || pathname.startsWith('/en/') || pathname === '/ja-JP' || pathname.startsWith('/ja-JP/')) return NextResponse.next();
  return NextResponse.rewrite(new URL(`/ko${pathname === '/' ? '' : pathname}${search}`, url));
}

/** The proxy's answer after the desiredUrl step: the page it serves (path and query), or where it redirects. */
async function serve(path: string): Promise<{ mapped: boolean; page: string | null; location: string | null }> {
  const request = new NextRequest(`http://localhost:3000${path}`);
  const response = localeAnswer(request.url);
  const mapped = await mapDesiredUrlParam(request, response);
  const rewrite = response.headers.get('x-middleware-rewrite');
  const page = rewrite ? new URL(rewrite) : response.headers.has('location') ? null : request.nextUrl;
  return { mapped, page: page && `${page.pathname}${page.search}`, location: response.headers.get('location') };
}

describe.skipIf(!available)(`/?desiredUrl={slug} on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    runtime().db = { database, ready: Promise.resolve(database) };
    await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'Grace-Kim' }, empty));
    await database.db.transaction((tx) => insertRealtorGraph(tx, { desiredUrl: 'not-yet-live', published: false }, empty));
    forgetRealtorHosts();
  });
  afterAll(async () => {
    delete runtime().db;
    forgetRealtorHosts();
    await database?.drop();
  });

  it("serves the realtor's homepage at / in each language, by the slug in any case", async () => {
    expect(await serve('/?desiredUrl=Grace-Kim')).toEqual({ mapped: true, page: '/ko/Grace-Kim', location: null });
    expect(await serve('/?desiredUrl=grace-kim')).toEqual({ mapped: true, page: '/ko/Grace-Kim', location: null });
    expect(await serve('/en?desiredUrl=GRACE-KIM')).toEqual({ mapped: true, page: '/en/Grace-Kim', location: null });
    expect(await serve('/ja-JP?desiredUrl=grace-kim')).toEqual({ mapped: true, page: '/ja-JP/Grace-Kim', location: null });
    // Other parameters stay; desiredUrl itself is used up.
    expect(await serve('/?utm_source=mail&desiredUrl=grace-kim&_=1')).toEqual({ mapped: true, page: '/ko/Grace-Kim?utm_source=mail&_=1', location: null });
  });

  it('shows the landing page without the parameter, for a realtor that cannot be loaded, and for a value that is no slug', async () => {
    expect(await serve('/')).toEqual({ mapped: false, page: '/ko', location: null });
    expect(await serve('/en')).toEqual({ mapped: false, page: '/en', location: null });
    for (const value of ['', 'nobody', 'not-yet-live', '12', '..%2Fadmin', 'grace%20kim', 'grace-kim%00', 'x'.repeat(64)]) {
      expect(await serve(`/?desiredUrl=${value}`), value).toEqual({ mapped: false, page: `/ko?desiredUrl=${value}`, location: null });
    }
  });

  it('leaves other paths and redirects as they are', async () => {
    expect(await serve('/terms?desiredUrl=grace-kim')).toEqual({ mapped: false, page: '/ko/terms?desiredUrl=grace-kim', location: null });
    expect(await serve('/en/terms?desiredUrl=grace-kim')).toEqual({ mapped: false, page: '/en/terms?desiredUrl=grace-kim', location: null });
    // /ko redirects to / first (the parameter goes along); the next request is mapped.
    expect(await serve('/ko?desiredUrl=grace-kim')).toEqual({ mapped: false, page: null, location: 'http://localhost:3000/?desiredUrl=grace-kim' });
  });

  it('follows publication within the cache: forgotten on every realtor write', async () => {
    expect((await serve('/?desiredUrl=not-yet-live')).mapped).toBe(false);
    await database.db.update(realtors).set({ published: true }).where(eq(realtors.desiredUrl, 'not-yet-live'));
    forgetRealtorHosts(); // what revalidateRealtor does after a write
    expect(await serve('/?desiredUrl=not-yet-live')).toEqual({ mapped: true, page: '/ko/not-yet-live', location: null });
  });
});
