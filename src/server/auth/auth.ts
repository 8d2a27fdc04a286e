import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { getEnv, type Env } from '@/server/config/env';
import { getDb } from '@/server/db';
import { CLIENT_IP_HEADER } from '@/server/http/client-ip';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { runtime } from '@/server/runtime';
import { getAppSecret } from './secret';

/**
 * Sign-in with better-auth (docs/decisions/009-auth-and-api-writes.md): e-mail and password, Google and Kakao
 * when their keys are set, database sessions, and the bearer token that the SPEC's browser client
 * keeps in local storage (the bearer plugin: the token is the signed session cookie value).
 */
export function createAuth({ db, secret, env }: { db: Db; secret: string; env: Env }) {
  const socialProviders = {
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.KAKAO_CLIENT_ID && env.KAKAO_CLIENT_SECRET
      ? { kakao: { clientId: env.KAKAO_CLIENT_ID, clientSecret: env.KAKAO_CLIENT_SECRET } }
      : {}),
  };
  return betterAuth({
    appName: env.BRAND_NAME,
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    socialProviders,
    user: {
      // Set by admins and start-up only: sign-up can never choose a role.
      additionalFields: { role: { type: 'string', input: false, defaultValue: 'user', required: false } },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    trustedOrigins: [env.SITE_URL, ...[env.ROOT_HOST_LOCAL, env.ROOT_HOST_DEV, env.ROOT_HOST_PRODUCTION].flatMap((host) => [`http://${host}`, `https://${host}`])],
    // Session cookies: HttpOnly and SameSite=Lax always, Secure (and `__Secure-` named) over HTTPS
    // and in every production deployment (docs/decisions/015-hardening.md).
    advanced: {
      cookiePrefix: 'realtor',
      useSecureCookies: secureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The client address of its rate limits and session rows: the one every other limit uses
      // (TRUST_PROXY), which the app writes into this header of each request it hands over.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Names and e-mail addresses show on realtor pages and are changed through the realtor API
    // (which renders the pages anew), not through the library's own account endpoints.
    disabledPaths: ['/update-user', '/change-email', '/delete-user'],
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether session cookies carry Secure: when the site is served over HTTPS, and in production
 * even when SITE_URL says http (a proxy in front that terminates TLS). The one exception is a
 * production build on this machine's loopback address (`npm start`, the browser tests, the
 * benchmarks), which has no TLS in front.
 */
export function secureCookies(env: Pick<Env, 'NODE_ENV' | 'SITE_URL'>): boolean {
  const url = new URL(env.SITE_URL);
  if (url.protocol === 'https:') return true;
  return env.NODE_ENV === 'production' && !LOOPBACK.test(url.hostname);
}

const state = (runtime().auth ??= {});

/** The process's auth instance, made on first use (never during `next build`). */
export function getAuth(): Promise<Auth> {
  state.auth ??= (async () => createAuth({ db: await getDb(), secret: await getAppSecret(), env: getEnv() }))().catch(
    (error: unknown) => {
      state.auth = undefined;
      throw error;
    },
  );
  return state.auth;
}

/** Which social sign-ins are configured (the sign-in page shows a button for each). */
export function socialProvidersEnabled(env: Env = getEnv()): { google: boolean; kakao: boolean } {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    kakao: Boolean(env.KAKAO_CLIENT_ID && env.KAKAO_CLIENT_SECRET),
  };
}
