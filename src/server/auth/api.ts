import 'server-only';
import type { ApiUser, SignedIn as SignedInAnswer } from '@/lib/schemas/answers';
import { clientIp } from '@/server/http/client-ip';
import { addressKey } from '@/server/http/trust-proxy';
import { AppError } from '@/server/errors/app-error';
import { rateLimit } from '@/server/rate-limit';
import type { Principal } from './guard';
import type { SignedIn } from './sessions';

const rateLimited = (wait: number) => new AppError('rate_limited', 'Api.loginRateLimited', undefined, { 'Retry-After': String(wait) });

/** Every sign-in and sign-up attempt of one client address (an IPv6 address counts by its /64). */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = { points: 20, seconds: 5 * 60 };
/** Wrong passwords for one account from one address: then that address waits. */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS = { points: 10, seconds: 15 * 60 };
/** Wrong passwords for one account from anywhere: then only addresses that have not failed may try. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = { points: 100, seconds: 60 * 60 };

/**
 * Against password guessing, without handing strangers a way to lock an owner out
 * (docs/decisions/023-sign-in-limits-and-proxy-trust.md):
 * - 20 attempts per 5 minutes per client address, whatever the account;
 * - 10 wrong passwords per 15 minutes per account and client address: that address waits, the
 *   owner elsewhere does not; a successful sign-in from the address clears its count;
 * - past 100 wrong passwords per hour for one account (a guesser with many addresses), every
 *   address that has a wrong password for it waits too; an address without one still gets its try.
 */
export async function withSignInLimits<T>(request: Request, email: string, attempt: () => Promise<T>): Promise<T> {
  const perAddress = rateLimit('sign-in-address', SIGN_IN_ATTEMPTS_PER_ADDRESS.points, SIGN_IN_ATTEMPTS_PER_ADDRESS.seconds);
  const failuresHere = rateLimit('sign-in-failures-account-address', SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.points, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS.seconds);
  const failures = rateLimit('sign-in-failures-account', SIGN_IN_FAILURES_PER_ACCOUNT.points, SIGN_IN_FAILURES_PER_ACCOUNT.seconds);
  const address = addressKey(clientIp(request.headers));
  const account = email.trim().toLowerCase();
  const here = `${account}|${address}`;
  const [addressWait, hereWait, accountWait] = await Promise.all([perAddress.consume(address), failuresHere.peek(here), failures.peek(account)]);
  const wait = Math.max(addressWait, hereWait, accountWait && (await failuresHere.used(here)) > 0 ? accountWait : 0);
  if (wait) throw rateLimited(wait);
  try {
    const result = await attempt();
    await failuresHere.reset(here).catch(() => {});
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthorized') await Promise.all([failuresHere.consume(here), failures.consume(account)]);
    throw error;
  }
}

/** The user as the API shows them. */
export function apiUser(principal: Principal): ApiUser {
  return { id: principal.userId, name: principal.name, email: principal.email, role: principal.role, realtorId: principal.realtorId };
}

/** `{accessToken, user}` with the session cookie set for the browser's server-rendered pages. */
export function signedInResponse(result: SignedIn, status = 200): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  const body: SignedInAnswer = { accessToken: result.accessToken, user: apiUser(result.user) };
  return Response.json(body, { status, headers });
}
