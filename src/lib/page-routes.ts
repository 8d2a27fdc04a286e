/**
 * The page routes under `src/app/[locale]`, as the App Router matches them: `[name]` takes any one
 * path segment. A unit test holds this list to the folder tree, so a page added there and not here
 * fails the tests instead of answering 404.
 *
 * The proxy reads it to give a path that no page matches its 404 status (a page cannot set its own
 * status, and Next.js renders a `notFound()` thrown at request time as an error shell without
 * `lang`, its text drawn by script; vercel/next.js#62228): the catch-all page then renders the
 * localised not-found page as ordinary server-rendered HTML. Likewise it tells a realtor's pages
 * (`realtorPagePath`) from the others, to serve a missing realtor's from the not-found route.
 */
export const PAGE_ROUTES = [
  '/',
  '/admin',
  '/admin/inbox',
  '/admin/insights',
  '/admin/realtors/[id]',
  '/admin/realtors/new',
  '/agreement',
  '/error-probe',
  '/login',
  '/login/redirect',
  '/process',
  '/terms',
  '/terms/privacy',
  '/[desiredUrl]',
  '/[desiredUrl]/admin',
  '/[desiredUrl]/admin/insights',
  '/[desiredUrl]/admin/preview',
  '/[desiredUrl]/agreement',
  '/[desiredUrl]/gsap_sample',
  '/[desiredUrl]/homes',
  '/[desiredUrl]/homes/[listingKey]',
  '/[desiredUrl]/login',
  '/[desiredUrl]/login/redirect',
  '/[desiredUrl]/pinia_sample',
  '/[desiredUrl]/probiz',
  '/[desiredUrl]/process',
  '/[desiredUrl]/terms',
] as const;

const ROUTES = PAGE_ROUTES.map((route) => route.split('/').filter(Boolean));

/** Whether a path after its locale (`/grace-kim/homes`, without the query) is one of PAGE_ROUTES. */
export function isPageRoute(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return ROUTES.some(
    (route) => route.length === segments.length && route.every((part, i) => part === segments[i] || (part.startsWith('[') && !part.startsWith('[...'))),
  );
}

/** The first segments of the routes that are not a realtor's (`admin`, `terms`…). */
const TOP_LEVEL = new Set(ROUTES.map((route) => route[0]).filter((part): part is string => !!part && !part.startsWith('[')));
/** A realtor's pages that their owner and the admins open before the realtor is published. */
const GATED = new Set(['admin', 'login', 'process', 'probiz']);

/**
 * For a path after its locale that one of a realtor's page routes matches (`/grace-kim`,
 * `/grace-kim/homes/CRMLS-1`): its first segment as written (still percent-encoded) and whether
 * the page is a gated one (sign-in, the editor, process) that an unpublished realtor's owner
 * opens. Null for any other path.
 */
export function realtorPagePath(path: string): { segment: string; gated: boolean } | null {
  const [first, second = ''] = path.split('/').filter(Boolean);
  if (!first || TOP_LEVEL.has(first) || !isPageRoute(path)) return null;
  return { segment: first, gated: GATED.has(second) };
}
