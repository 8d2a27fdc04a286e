/**
 * SPEC §2: `/` is the marketing landing page "when no realtor is loaded and no desiredUrl
 * parameter is present". So `/?desiredUrl={slug}` (and `/en?…`, `/ja-JP?…`) is that realtor's
 * homepage, served at the address asked for. The proxy calls this once the locale is settled:
 * when the request is for a language's root page, the parameter is a slug and a published realtor
 * has it (any case), the page served becomes `/{locale}/{desiredUrl}`, the realtor's cached
 * homepage. Otherwise the landing page shows, as SPEC §2 says for a realtor that cannot be loaded.
 * Other paths keep the parameter as they are.
 */
import 'server-only';
import { isLocale } from '@/i18n/locales';
import { isValidSlug } from '@/lib/validators';
import { publishedRealtorSlug } from './host-map';

export const DESIRED_URL_PARAM = 'desiredUrl';

/**
 * Rewrites the locale step's answer (`response`, from next-intl) for `/?desiredUrl={slug}`;
 * returns whether it did. A redirect (e.g. `/ko?…` → `/?…`, which keeps the query) is left
 * alone: the request it leads to is mapped.
 */
export async function mapDesiredUrlParam(request: Request, response: Response): Promise<boolean> {
  if (response.headers.has('location')) return false;
  const requested = new URL(request.url);
  const value = requested.searchParams.get(DESIRED_URL_PARAM);
  if (!value || !isValidSlug(value)) return false;
  // Unprefixed (Korean) paths come back rewritten to /ko; prefixed ones pass through as they are.
  const url = new URL(response.headers.get('x-middleware-rewrite') ?? request.url, request.url);
  const [, locale, ...rest] = url.pathname.split('/');
  if (!isLocale(locale) || rest.some(Boolean)) return false;
  const found = await publishedRealtorSlug(value);
  // No database open in this process yet: the realtor's page decides (the realtor, or the 404).
  const slug = found === undefined ? value : found;
  if (!slug) return false;
  url.pathname = `/${locale}/${slug}`;
  url.searchParams.delete(DESIRED_URL_PARAM);
  response.headers.set('x-middleware-rewrite', url.toString());
  return true;
}
