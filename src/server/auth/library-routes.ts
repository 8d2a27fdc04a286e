import 'server-only';
import { clientIp, withClientIp } from '@/server/http/client-ip';
import { addressKey } from '@/server/http/trust-proxy';
import { rateLimit } from '@/server/rate-limit';
import { SIGN_IN_ATTEMPTS_PER_ADDRESS } from './api';
import type { Auth } from './auth';

/**
 * better-auth's own endpoints that stay open under /api/auth: what the browser uses (social
 * sign-in's start and callbacks, the library's error page), the session read and sign-out. The
 * rest, e-mail sign-in and sign-up above all, is closed: /v1/auth/login and /v1/auth/signup
 * replace them with the product's limits and rules (docs/decisions/023-sign-in-limits-and-proxy-trust.md).
 */
const OPEN: ReadonlyArray<{ method: 'GET' | 'POST'; path: RegExp }> = [
  { method: 'POST', path: /^\/sign-in\/social$/ },
  { method: 'GET', path: /^\/callback\/[\w-]+$/ },
  { method: 'POST', path: /^\/callback\/[\w-]+$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/error$/ },
  { method: 'GET', path: /^\/ok$/ },
];

const BASE_PATH = '/api/auth';

export function isOpenLibraryRoute(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return false;
  const path = pathname.slice(BASE_PATH.length).replace(/\/+$/, '');
  return OPEN.some((route) => route.method === method && route.path.test(path));
}

/**
 * A request to /api/auth/*: 404 unless the endpoint is open; social sign-in's start counts against
 * the per-address sign-in limit; better-auth gets the client address the app's limits use.
 */
export async function handleLibraryRequest(auth: Auth, request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!isOpenLibraryRoute(request.method, pathname)) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (pathname.startsWith(`${BASE_PATH}/sign-in/`)) {
    const limit = rateLimit('sign-in-address', SIGN_IN_ATTEMPTS_PER_ADDRESS.points, SIGN_IN_ATTEMPTS_PER_ADDRESS.seconds);
    const wait = await limit.consume(addressKey(clientIp(request.headers)));
    if (wait) return Response.json({ message: 'Too many requests. Please try again later.' }, { status: 429, headers: { 'Retry-After': String(wait) } });
  }
  return auth.handler(new Request(request, { headers: withClientIp(request.headers) }));
}
