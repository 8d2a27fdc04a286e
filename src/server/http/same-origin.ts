/**
 * Whether a browser sent this request from another site: Sec-Fetch-Site says cross-site, or an
 * Origin header names another host than the request's (a malformed Origin, or 'null', counts as
 * another site). Browsers send Origin on every cross-origin POST; clients without a browser send
 * neither header, and are not refused by this.
 */
import 'server-only';

export function isCrossSiteRequest(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== '' && originHost(origin) !== request.headers.get('host');
}

function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}
