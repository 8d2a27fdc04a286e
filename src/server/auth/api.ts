import 'server-only';
import { clientIp } from '@/server/http/client-ip';
import { AppError } from '@/server/http/errors';
import { rateLimit } from '@/server/rate-limit';
import type { Principal } from './guard';
import type { SignedIn } from './sessions';

/** Against password guessing: per client IP and per e-mail address, 10 attempts in 5 minutes. */
export async function limitSignIn(request: Request, email: string): Promise<void> {
  const limiter = rateLimit('sign-in', 10, 300);
  const waits = await Promise.all([limiter.consume(`ip:${clientIp(request.headers)}`), limiter.consume(`email:${email.toLowerCase()}`)]);
  const wait = Math.max(...waits);
  if (wait) throw new AppError('rate_limited', 'Api.loginRateLimited', undefined, { 'Retry-After': String(wait) });
}

/** The user as the API shows them. */
export function apiUser(principal: Principal) {
  return { id: principal.userId, name: principal.name, email: principal.email, role: principal.role, realtorId: principal.realtorId };
}

/** `{accessToken, user}` with the session cookie set for the browser's server-rendered pages. */
export function signedInResponse(result: SignedIn, status = 200): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return Response.json({ accessToken: result.accessToken, user: apiUser(result.user) }, { status, headers });
}
