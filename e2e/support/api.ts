/**
 * HTTP helpers for the API tests: the admin that the test server starts with (ADMIN_EMAIL and
 * ADMIN_PASSWORD in playwright.config.ts), sign-in and sign-up that return bearer tokens, and a
 * visitor's contact message.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Sign-in and sign-up go through plain fetch, not Playwright's request context, which would keep
 * the session cookie and send it with every later request of the test (the API accepts cookies).
 */
async function post(path: string, body: unknown, ip: string): Promise<{ status: number; json: Record<string, unknown> & { accessToken: string; user: { id: string } } }> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password-123' };

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(_request: APIRequestContext, email: string, password: string, ip: string): Promise<string> {
  const { status, json } = await post('/v1/auth/login', { email, password }, ip);
  expect(status, JSON.stringify(json)).toBe(200);
  return json.accessToken;
}

/** A quoted-printable mail of the SMTP stand-in, decoded enough to read its links. */
export function readableMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A new user (role user); a unique e-mail per call. Sign-up needs an admin's invitation (decision
 * 023), so the admin invites the address as the owner of a throw-away realtor, the user signs up
 * with the e-mailed token, and the admin then removes the realtor: a plain user is left.
 */
export async function signUp(request: APIRequestContext, ip: string, name = 'E2E User'): Promise<{ token: string; id: string; email: string }> {
  const email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example.com`;
  const admin = { ...auth(await login(request, E2E_ADMIN.email, E2E_ADMIN.password, ip)), 'x-forwarded-for': ip };
  const created = await request.post('/v1/realtor', { headers: admin, data: { desiredUrl: uniqueSlug('signup') } });
  expect(created.status()).toBe(201);
  const { id: realtorId } = (await created.json()) as { id: number };
  const invited = await request.post(`/v1/realtor/${realtorId}/invite`, { headers: admin, data: { email } });
  expect(invited.status(), await invited.text()).toBe(200);
  let inviteToken = '';
  await expect(async () => {
    const mails = ((await (await request.get(`${process.env.E2E_MAILBOX_URL}/mails`)).json()) as string[]).map(readableMail);
    const mail = mails.find((m) => m.includes(email) && m.includes('invite='));
    expect(mail).toBeDefined();
    inviteToken = /[?&]invite=([\w-]+)/.exec(mail!)![1]!;
  }).toPass({ timeout: 15_000 });
  const { status, json } = await post('/v1/auth/signup', { name, email, password: 'e2e-user-password', inviteToken }, ip);
  expect(status, JSON.stringify(json)).toBe(201);
  expect((await request.delete(`/v1/realtor/${realtorId}/owner`, { headers: admin })).status()).toBe(200);
  expect((await request.delete(`/v1/realtor/${realtorId}`, { headers: admin })).status()).toBe(200);
  return { token: json.accessToken, id: json.user.id, email };
}

/** A visitor's contact message to realtor `realtorId`, as the homepage's form sends it; must be stored (201). */
export async function sendContactMessage(request: APIRequestContext, ip: string, realtorId: number, message: string, fields: { interest?: string } = {}): Promise<void> {
  const response = await request.post('/v1/realtor-contacts', {
    headers: { 'x-forwarded-for': ip },
    data: { realtorId, name: 'Lee Mina', lastName: 'Lee', firstName: 'Mina', email: 'mina@e2e.example.com', phone: '213-555-0100', phoneCountryCode: 'US', message, isTerm: 'Y', locale: 'en', website: '', ...fields },
  });
  expect(response.status()).toBe(201);
}

/** A slug of letters only (slugs may not contain digits), unique per call. */
export function uniqueSlug(prefix: string): string {
  const letters = (Date.now() * 1000 + Math.floor(Math.random() * 1000)).toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)));
  return `${prefix}-${letters}`;
}
