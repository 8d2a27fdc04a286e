import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const handleLocale = createMiddleware(routing);

/**
 * Settles the locale of every page request (docs/decisions/003-locale-routing.md): `/ko/x`
 * redirects to `/x`, an unprefixed path follows the `i18n_redirected` cookie or, on a first
 * visit, Accept-Language; then the request is rewritten to `/[locale]/…`.
 * It also gives each request an id that the logs carry. Kept lean: it runs on every page.
 */
export default function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') || crypto.randomUUID();
  request.headers.set('x-request-id', requestId);
  const response = handleLocale(request);
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  // Pages only: the APIs, build files, uploads, health checks and files with an extension
  // never pass through here.
  matcher: ['/((?!api|v1|cozying-api|builds|uploads|_next|_vercel|healthz|readyz|metrics|.*\\..*).*)'],
};
