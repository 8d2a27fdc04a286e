import 'server-only';
import { isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { isValidEmail, plainString } from '@/lib/validators';
import type { Db } from '@/server/db/client';
import { withClientIp } from '@/server/http/client-ip';
import { AppError } from '@/server/errors/app-error';
import type { Auth } from './auth';
import { acceptInvite, claimInvite, releaseInvite } from '@/server/realtors/invite';
import type { RealtorChange } from '@/server/realtors/write-realtor';
import { principalOf, type Principal } from './guard';

export const loginSchema = z.strictObject({
  email: z.string().trim().max(254, { error: 'too_long' }).refine(isValidEmail, { error: 'invalid_email' }),
  password: z.string().min(1, { error: 'required' }).max(128, { error: 'too_long' }),
});

export const signupSchema = loginSchema.extend({
  name: plainString().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  password: z.string().min(8, { error: 'password_too_short' }).max(128, { error: 'too_long' }),
  /**
   * An admin's invitation (the `invite` of the e-mailed link): it proves the address, and the new
   * user owns its realtor. There is no sign-up without one (docs/decisions/023-sign-in-limits-and-proxy-trust.md).
   */
  inviteToken: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100, { error: 'too_long' }),
});

export interface SignedIn {
  /** The bearer token for `Authorization: Bearer …` (the signed session token). */
  accessToken: string;
  user: Principal;
  /** Set-Cookie headers of the session, for the browser's server-rendered pages. */
  headers: Headers;
}

async function signedIn(db: Db, result: { headers: Headers; response: { user: { id: string } } }): Promise<SignedIn> {
  const accessToken = result.headers.get('set-auth-token');
  const principal = await principalOf(db, result.response.user.id);
  if (!accessToken || !principal) throw new Error('better-auth answered a sign-in without a session');
  return { accessToken, user: principal, headers: result.headers };
}

/** E-mail and password sign-in; the same 401 for an unknown e-mail and a wrong password. */
export async function signInWithPassword(db: Db, auth: Auth, input: z.output<typeof loginSchema>, headers: Headers): Promise<SignedIn> {
  try {
    return await signedIn(db, await auth.api.signInEmail({ body: input, headers: withClientIp(headers), returnHeaders: true }));
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) throw new AppError('unauthorized', 'Api.invalidCredentials');
    throw error;
  }
}

/**
 * E-mail and password sign-up with an admin's invitation, which the e-mail must match (the link
 * came to that address): the invitation is reserved first (a 400 and no user when it does not
 * fit), the new user becomes the owner of its realtor (role realtor) and is signed in; a failed
 * sign-up gives the invitation back. Without a fitting invitation, nothing tells whether the
 * address has an account: the 409 below reaches only the holder of that address's invitation.
 */
export async function signUpWithPassword(
  db: Db,
  auth: Auth,
  input: z.output<typeof signupSchema>,
  headers: Headers,
  options: { revalidate?: (change: RealtorChange) => void } = {},
): Promise<SignedIn> {
  const { inviteToken, ...body } = input;
  const invite = await claimInvite(db, inviteToken, body.email);
  let result: Awaited<ReturnType<typeof signUpEmail>>;
  try {
    result = await signUpEmail(auth, body, headers);
  } catch (error) {
    await releaseInvite(db, invite);
    if (isAPIError(error) && error.statusCode < 500) throw new AppError('conflict', 'Api.emailTaken', { email: 'Api.emailTaken' });
    throw error;
  }
  await acceptInvite(db, invite, result.response.user.id, options.revalidate);
  return signedIn(db, result);
}

function signUpEmail(auth: Auth, body: { email: string; password: string; name: string }, headers: Headers) {
  return auth.api.signUpEmail({ body, headers: withClientIp(headers), returnHeaders: true });
}

/** Ends the session of the request (bearer token or cookie); the answer's headers clear the cookie. */
export async function signOut(auth: Auth, headers: Headers): Promise<Headers> {
  try {
    return (await auth.api.signOut({ headers, returnHeaders: true })).headers;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return new Headers();
    throw error;
  }
}
