import 'server-only';
import { clientIp } from '@/server/http/client-ip';
import { AppError } from '@/server/http/errors';
import { rateLimit } from '@/server/rate-limit';
import type { Principal } from './guard';
import type { SignedIn } from './sessions';

const rateLimited = (wait: number) => new AppError('rate_limited', 'Api.loginRateLimited', undefined, { 'Retry-After': String(wait) });

/**
 * Against password guessing: 20 attempts in 5 minutes per client IP, and 10 failed attempts in
 * 15 minutes per e-mail address (so a guesser cannot lock out the owner by IP-hopping forever,
 * and the owner's own successful sign-ins never count against them).
 */
export async function withSignInLimits<T>(request: Request, email: string, attempt: () => Promise<T>): Promise<T> {
  const perIp = rateLimit('sign-in-ip', 20, 300);
  const failuresPerEmail = rateLimit('sign-in-email-failures', 10, 900);
  const emailKey = email.toLowerCase();
  const wait = Math.max(await perIp.consume(clientIp(request.headers)), await failuresPerEmail.peek(emailKey));
  if (wait) throw rateLimited(wait);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthorized') await failuresPerEmail.consume(emailKey);
    throw error;
  }
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
