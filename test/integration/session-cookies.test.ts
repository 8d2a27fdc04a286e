/**
 * Session cookies (issue #8, hardening): the Set-Cookie headers of the real sign-in route
 * (POST /v1/auth/login, better-auth underneath) are HttpOnly and SameSite=Lax everywhere, and
 * Secure with the `__Secure-` name over HTTPS and in production; the cookie then signs the browser in.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuth, secureCookies } from '@/server/auth/auth';
import { parseEnv } from '@/server/config/env';
import { call } from '../support/api';
import { makeAdmin, TEST_PASSWORD, TEST_SECRET } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { services } from '../support/app-services';

vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));

const { POST: loginRoute } = await import('@/app/v1/auth/login/route');
const { GET: sessionRoute } = await import('@/app/v1/auth/session/route');

const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

interface Cookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function parseSetCookie(header: string): Cookie {
  const [pair, ...attributes] = header.split(/;\s*/);
  const at = pair!.indexOf('=');
  return {
    name: pair!.slice(0, at),
    value: pair!.slice(at + 1),
    attributes: new Map(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=').slice(1).join('=')])),
  };
}

describe.skipIf(!available)(`session cookies of POST /v1/auth/login on ${TEST_DB_DRIVER}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    services.db = database.db;
    await makeAdmin(database.db, createAuth({ db: database.db, secret: TEST_SECRET, env: parseEnv({ NODE_ENV: 'test' }) }), 'admin@example.com');
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function signIn(env: Record<string, string>, ip: string) {
    services.auth = createAuth({ db: database.db, secret: TEST_SECRET, env: parseEnv(env) });
    const response = await call(loginRoute, 'POST', '/v1/auth/login', {
      body: { email: 'admin@example.com', password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie().map(parseSetCookie);
    const session = cookies.find((c) => /realtor\.session_token$/.test(c.name));
    expect(session, response.headers.getSetCookie().join('\n')).toBeDefined();
    return { session: session!, cookies };
  }

  it.each([
    ['https site (any NODE_ENV)', { NODE_ENV: 'test', SITE_URL: 'https://homepages.example.com' }],
    ['production behind a TLS proxy with an http SITE_URL', { NODE_ENV: 'production', SITE_URL: 'http://homepages.example.com' }],
    ['production on https', { NODE_ENV: 'production', SITE_URL: 'https://homepages.example.com' }],
  ])('is Secure, __Secure- named, HttpOnly and SameSite=Lax: %s', async (_name, env) => {
    const { session, cookies } = await signIn(env, '10.0.0.1');
    expect(session.name).toBe('__Secure-realtor.session_token');
    for (const cookie of cookies) {
      expect(cookie.attributes.has('secure'), cookie.name).toBe(true);
      expect(cookie.attributes.has('httponly'), cookie.name).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase(), cookie.name).toMatch(/^(lax|strict)$/);
    }
    expect(session.attributes.get('path')).toBe('/');
    expect(Number(session.attributes.get('max-age'))).toBeGreaterThan(0);

    // The browser's next request, with the cookie only, is signed in.
    const back = await call(sessionRoute, 'GET', '/v1/auth/session', { headers: { cookie: `${session.name}=${session.value}` } });
    expect(back.status).toBe(200);
    expect(((await back.json()) as { user: { email: string } }).user.email).toBe('admin@example.com');
  });

  it('is HttpOnly and SameSite=Lax but not Secure on plain-http development and on a production build on loopback', async () => {
    for (const [env, ip] of [
      [{ NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' }, '10.0.0.2'],
      [{ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3100' }, '10.0.0.3'],
    ] as const) {
      const { session } = await signIn(env, ip);
      expect(session.name).toBe('realtor.session_token');
      expect(session.attributes.has('secure')).toBe(false);
      expect(session.attributes.has('httponly')).toBe(true);
      expect(session.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    }
  });
});

describe('secureCookies', () => {
  it('is on for https and for production off loopback', () => {
    expect(secureCookies({ NODE_ENV: 'development', SITE_URL: 'https://a.example' })).toBe(true);
    expect(secureCookies({ NODE_ENV: 'production', SITE_URL: 'http://a.example' })).toBe(true);
    expect(secureCookies({ NODE_ENV: 'production', SITE_URL: 'http://10.1.2.3:3000' })).toBe(true);
    expect(secureCookies({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toBe(false);
    expect(secureCookies({ NODE_ENV: 'production', SITE_URL: 'http://[::1]:3000' })).toBe(false);
    expect(secureCookies({ NODE_ENV: 'development', SITE_URL: 'http://a.example' })).toBe(false);
    expect(secureCookies({ NODE_ENV: 'test', SITE_URL: 'http://localhost:3000' })).toBe(false);
  });
});
