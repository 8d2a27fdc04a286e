/**
 * HTTP helpers for the API tests: the admin that the test server starts with (ADMIN_EMAIL and
 * ADMIN_PASSWORD in playwright.config.ts), sign-in and sign-up that return bearer tokens.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password-123' };

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(request: APIRequestContext, email: string, password: string, ip: string): Promise<string> {
  const response = await request.post('/v1/auth/login', { data: { email, password }, headers: { 'x-forwarded-for': ip } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).accessToken;
}

/** A new user (role user); a unique e-mail per call. */
export async function signUp(request: APIRequestContext, ip: string, name = 'E2E User'): Promise<{ token: string; id: string; email: string }> {
  const email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example.com`;
  const response = await request.post('/v1/auth/signup', { data: { name, email, password: 'e2e-user-password' }, headers: { 'x-forwarded-for': ip } });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { token: body.accessToken, id: body.user.id, email };
}

/** A slug of letters only (slugs may not contain digits), unique per call. */
export function uniqueSlug(prefix: string): string {
  const letters = (Date.now() * 1000 + Math.floor(Math.random() * 1000)).toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)));
  return `${prefix}-${letters}`;
}
