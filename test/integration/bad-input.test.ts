/**
 * The bad-input corpus (issue #8, hardening): well over 1,000 malformed requests, generated with
 * fast-check from a fixed seed, sent to the route handler of every HTTP API endpoint (src/app/v1,
 * src/app/cozying-api, src/app/api, src/app/uploads) — wrong types, missing and extra fields, huge
 * and unicode strings, prototype-pollution keys, wrong content types, malformed JSON, bad path
 * parameters, bad query strings and bad headers. Admin-only routes are called as an admin (most of
 * the time), so that validation is reached.
 *
 * Each answer must be below 500 and, when it is an error, JSON `{ error: { code, message } }`
 * (better-auth's own /api/auth/* endpoints answer in the library's format: only "no 5xx" is
 * checked there). Afterwards every table the API writes holds exactly the rows of the requests it
 * accepted, and every stored row passes its schema.
 *
 * A failure names the seed and the counterexample; rerun with BAD_INPUT_SEED=<seed>.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isValidEmail } from '@/lib/validators';
import { realtorExportSchema } from '@/lib/schemas/realtor';
import type { Principal } from '@/server/auth/guard';
import { eq } from 'drizzle-orm';
import { contactMessages, homepageRequests, listings, loanInquiries, realtors, user } from '@/server/db/schema';
import { exportRealtor } from '@/server/realtors/write-realtor';
import { signInAdmin, signUp, testAuth } from '../support/auth';
import { createTestDatabase, postgresAvailable, TEST_DB_DRIVER, type TestDatabase } from '../support/db';
import { services } from '../support/app-services';

vi.hoisted(() => {
  // Uploads on the local driver in a folder of this test; the secret is fixed so no state leaks.
  process.env.STORAGE_DRIVER = 'local';
  process.env.AUTH_SECRET ??= 'bad-input-corpus-secret-that-is-long-enough-0123456789';
});
vi.mock('@/server/db', () => import('../support/app-services').then((m) => m.dbModule));
vi.mock('@/server/auth/auth', (importOriginal) => import('../support/app-services').then((m) => m.authModule(importOriginal)));
// Limits would answer 429 before validation; they have their own tests.
vi.mock('@/server/rate-limit', () => ({ rateLimit: () => ({ consume: async () => 0, peek: async () => 0 }) }));
vi.mock('next/cache', (importOriginal) => import('../support/app-services').then((m) => m.nextCacheModule(importOriginal)));
// No background delivery during the corpus.
vi.mock('@/server/outbox/worker', () => ({ wakeOutboxWorker: () => {}, startOutboxWorker: () => {}, configuredDeliverers: () => ({}) }));

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261122);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const available = TEST_DB_DRIVER === 'pglite' || (await postgresAvailable());

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
const route = async (module: Promise<Record<string, unknown>>, method: string) => (await module)[method] as Handler;

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const EVIL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const evilKey = fc.constantFrom(...EVIL_KEYS);
/** Stands for a 1.1 MB body (expanded when the request is made, so a counterexample stays readable). */
const HUGE = '<1.1 MB of x>';

const weirdString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\uD800',
      '\u202Eevil',
      '𝕏'.repeat(300),
      '한국어 テスト',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      'null',
      'NaN',
      '1e999',
      '-0',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 5_000, max: 60_000 }).map((n) => 'ü'.repeat(n)) },
);

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: weirdString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(evilKey, fc.string({ maxLength: 8 })), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) },
);

/** An own property, even for '__proto__', so JSON.stringify sends it. */
function withKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Malformed variants of a valid body: a field missing, of the wrong type or value, an extra field, or anything. */
function mutated(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== k))) },
    { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...keys), weirdValue).map(([k, v]) => withKey(base, k, v)) },
    { weight: 2, arbitrary: fc.tuple(fc.oneof(evilKey, fc.string({ maxLength: 12 })), weirdValue).map(([k, v]) => withKey(base, k, v)) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(evilKey, fc.constantFrom(...keys), fc.string({ maxLength: 8 })), weirdValue, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

interface Body {
  type: string | null;
  text: string;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"email":"a@b.c",}',
  "{'a':1}",
  '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  'null',
  '""',
  '0',
  '[]',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  'undefined',
  'NaN',
  ' ',
  '',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/html',
  'application/xml',
  'image/svg+xml',
  'application/javascript',
  'application/json-patch+json',
  'APPLICATION/JSON; charset=utf-16',
  '',
];

function bodies(base: Record<string, unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 12, arbitrary: mutated(base).map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? '' })) },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }).map((text) => ({ type: 'application/json', text })) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ type: 'application/json', text })) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom<string | null>(...WRONG_TYPES, null), mutated(base)).map(([type, v]) => ({ type, text: JSON.stringify(v) ?? '' })),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'application/json', text: JSON.stringify({ pad: HUGE }) }) },
  );
}

const badParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999',
    'abc',
    '__proto__',
    'constructor',
    '%00',
    '..',
    '../..',
    'null',
    ' 1',
    '0x10',
    '٣',
    '１',
    '',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

function queries(keys: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...keys, ...EVIL_KEYS), fc.string({ maxLength: 10 })), fc.oneof(weirdString, fc.integer().map(String)));
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(pair, { maxLength: 5 }).map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%%', 'a=%E0%A4%A', 'page=1&page=2', `q=${'x'.repeat(20_000)}`, 'page=-1&pageSize=1e9', '&&&=&=', 'pageSize=0') },
  );
}

/** Header values must be bytes: printable ASCII junk. */
const junk = fc.stringMatching(/^[\x21-\x7e]{0,60}$/);

interface Auths {
  admin: string;
}
type AuthChoice = 'admin' | 'none' | 'junk';
const authChoice = (needsAdmin: boolean) =>
  needsAdmin ? fc.constantFrom<AuthChoice>('admin', 'admin', 'admin', 'admin', 'admin', 'admin', 'none', 'junk') : fc.constantFrom<AuthChoice>('none', 'none', 'admin', 'junk');

const extraHeaders = fc.record(
  {
    'accept-language': fc.oneof(junk, fc.constantFrom('ko', 'en-US,en;q=0.9', '*', 'zz-ZZ;q=abc')),
    'x-locale': fc.oneof(junk, fc.constantFrom('ja', 'xx', '')),
    cookie: fc.oneof(junk.map((v) => `i18n_redirected=${v}`), junk.map((v) => `realtor.session_token=${v}`)),
    origin: fc.oneof(junk, fc.constantFrom('null', 'http://localhost', 'https://evil.example', 'not a url', 'http://[::1')),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    'x-forwarded-for': fc.oneof(junk, fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', '999.999.1.1')),
  },
  { requiredKeys: [] },
);

interface Case {
  method: string;
  path: string;
  query: string;
  params: Record<string, unknown>;
  body?: Body;
  auth: AuthChoice;
  headers: Record<string, string>;
}

function request(c: Case, auths: Auths): Request {
  const headers = new Headers(c.headers);
  if (c.auth === 'admin') headers.set('authorization', `Bearer ${auths.admin}`);
  if (c.auth === 'junk') headers.set('authorization', `Bearer ${auths.admin.slice(0, 10)}junk`);
  if (c.body?.type) headers.set('content-type', c.body.type);
  return new Request(`http://localhost${c.path}${c.query ? `?${c.query}` : ''}`, {
    method: c.method,
    headers,
    body: c.body && c.method !== 'GET' && c.method !== 'HEAD' ? c.body.text.replace(HUGE, 'x'.repeat(1_100_000)) : undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// The endpoints
// ---------------------------------------------------------------------------------------------

interface Endpoint {
  name: string;
  method: string;
  handler: Promise<Handler>;
  /** The path, from the path parameters. */
  path: (params: Record<string, string | string[]>) => string;
  params?: fc.Arbitrary<Record<string, string | string[]>>;
  body?: () => Record<string, unknown>;
  queryKeys?: string[];
  admin?: boolean;
  /** better-auth's own handler: not in the API's error format. */
  library?: boolean;
  /** The table a 2xx adds a row to (+1) or removes one from (-1). */
  effect?: { table: 'realtors' | 'contactMessages' | 'homepageRequests' | 'loanInquiries' | 'user'; delta: 1 | -1 };
}

const seed = { realtorId: 0, slug: 'corpus-seed', exported: {} as Record<string, unknown> };
const realtorParam = (exclude: boolean) =>
  fc
    .oneof({ weight: 4, arbitrary: badParam }, { weight: 1, arbitrary: fc.constantFrom(() => String(seed.realtorId), () => seed.slug).map((f) => f()) })
    .filter((p) => !exclude || (p !== String(seed.realtorId) && p.toLowerCase() !== seed.slug))
    .map((idOrDesiredUrl) => ({ idOrDesiredUrl }));
const inboxParams = fc.record({ kind: fc.oneof(fc.constantFrom('contact', 'lead', 'loan', 'contacts', 'leads', 'CONTACT'), badParam), id: fc.oneof(badParam, fc.constantFrom('1', '2')) });
const seg = (v: string | string[]) => (Array.isArray(v) ? v.map(encodeURIComponent).join('/') : encodeURIComponent(v));

const realtorBody = () => ({
  desiredUrl: 'corpus-new',
  email: 'new@example.com',
  contactPhone: '949-555-0100',
  aboutMeKr: '안녕하세요',
  activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: '92620' }],
  photos: [{ path: 'top', imageType: 'fullsize', url: '/uploads/realtors/2026/11/top.webp' }],
  seoMeta: { ko: { title: '제인', description: '어바인 리얼터' } },
  designFontSize: 16,
  published: true,
});
const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const uploadKey = fc.oneof(
  fc.constantFrom<string[]>(
    ['realtors', '2026', '11', `${uuid}.html`],
    ['realtors', '2026', '11', `${uuid}.svg`],
    ['realtors', '2026', '11', `${uuid}.png.html`],
    ['realtors', '2026', '11', `${uuid}.js`],
    ['realtors', '2026', '11', `${uuid}.png`],
    ['..', '..', 'etc', 'passwd'],
    ['index.html'],
    ['realtors', '2026', '13', `${uuid}.png`],
  ),
  fc.array(badParam, { minLength: 1, maxLength: 4 }),
);

const endpoints: Endpoint[] = [
  { name: 'POST /v1/auth/login', method: 'POST', handler: route(import('@/app/v1/auth/login/route'), 'POST'), path: () => '/v1/auth/login', body: () => ({ email: 'admin@example.com', password: 'wrong password' }) },
  {
    name: 'POST /v1/auth/signup',
    method: 'POST',
    handler: route(import('@/app/v1/auth/signup/route'), 'POST'),
    path: () => '/v1/auth/signup',
    body: () => ({ email: 'someone@example.com', name: 'Someone', password: 'short', inviteToken: 'nope' }),
    effect: { table: 'user', delta: 1 },
  },
  { name: 'POST /v1/auth/logout', method: 'POST', handler: route(import('@/app/v1/auth/logout/route'), 'POST'), path: () => '/v1/auth/logout', body: () => ({ everywhere: true }) },
  { name: 'GET /v1/auth/session', method: 'GET', handler: route(import('@/app/v1/auth/session/route'), 'GET'), path: () => '/v1/auth/session', admin: true },
  { name: 'GET /v1/me', method: 'GET', handler: route(import('@/app/v1/me/route'), 'GET'), path: () => '/v1/me', admin: true },
  { name: 'POST /v1/me/agreement', method: 'POST', handler: route(import('@/app/v1/me/agreement/route'), 'POST'), path: () => '/v1/me/agreement', body: () => ({ version: '2020-01-01' }), admin: true },
  { name: 'GET /v1/openapi.json', method: 'GET', handler: route(import('@/app/v1/openapi.json/route'), 'GET'), path: () => '/v1/openapi.json', queryKeys: ['lang'] },
  { name: 'GET /v1/docs', method: 'GET', handler: route(import('@/app/v1/docs/route'), 'GET'), path: () => '/v1/docs', queryKeys: ['lang'] },
  {
    name: 'GET /v1/inbox',
    method: 'GET',
    handler: route(import('@/app/v1/inbox/route'), 'GET'),
    path: () => '/v1/inbox',
    queryKeys: ['kind', 'status', 'realtorId', 'q', 'from', 'to', 'page', 'pageSize', 'delivery'],
    admin: true,
  },
  {
    name: 'GET /v1/inbox/export',
    method: 'GET',
    handler: route(import('@/app/v1/inbox/export/route'), 'GET'),
    path: () => '/v1/inbox/export',
    queryKeys: ['kind', 'status', 'realtorId', 'q', 'from', 'to'],
    admin: true,
  },
  {
    name: 'PATCH /v1/inbox/{kind}/{id}',
    method: 'PATCH',
    handler: route(import('@/app/v1/inbox/[kind]/[id]/route'), 'PATCH'),
    path: (p) => `/v1/inbox/${seg(p.kind!)}/${seg(p.id!)}`,
    params: inboxParams,
    body: () => ({ status: 'done', notes: 'ok' }),
    admin: true,
  },
  {
    name: 'POST /v1/inbox/{kind}/{id}/retry',
    method: 'POST',
    handler: route(import('@/app/v1/inbox/[kind]/[id]/retry/route'), 'POST'),
    path: (p) => `/v1/inbox/${seg(p.kind!)}/${seg(p.id!)}/retry`,
    params: inboxParams,
    admin: true,
  },
  {
    name: 'GET /v1/realtor-contacts',
    method: 'GET',
    handler: route(import('@/app/v1/realtor-contacts/route'), 'GET'),
    path: () => '/v1/realtor-contacts',
    queryKeys: ['realtorId', 'page', 'pageSize'],
    admin: true,
  },
  {
    name: 'POST /v1/realtor-contacts',
    method: 'POST',
    handler: route(import('@/app/v1/realtor-contacts/route'), 'POST'),
    path: () => '/v1/realtor-contacts',
    body: () => ({ realtorId: seed.realtorId, lastName: '박', firstName: '서연', email: 'seoyeon@example.com', phone: '213-555-0190', phoneCountryCode: 'US', message: '문의', isTerm: 'Y' }),
    effect: { table: 'contactMessages', delta: 1 },
  },
  {
    name: 'POST /api/send-to-slack',
    method: 'POST',
    handler: route(import('@/app/api/send-to-slack/route'), 'POST'),
    path: () => '/api/send-to-slack',
    body: () => ({ name: 'Kim', area: 'Irvine, CA', phone: '949-555-0134', phoneCountryCode: 'US', hasSite: 'はい', consentPrivacy: true, consentContact: true }),
    effect: { table: 'homepageRequests', delta: 1 },
  },
  {
    name: 'POST /v1/loan-inquiries',
    method: 'POST',
    handler: route(import('@/app/v1/loan-inquiries/route'), 'POST'),
    path: () => '/v1/loan-inquiries',
    body: () => ({
      realtorId: seed.realtorId,
      listingKey: 'CRMLS-CORPUS-1',
      name: '박서연',
      email: 'seoyeon@example.com',
      phone: '213-555-0190',
      phoneCountryCode: 'US',
      estimate: { price: 900_000, downPayment: 180_000, ratePercent: 6.5, termYears: 30, monthlyTotal: 5_900.12 },
      consentContact: true,
    }),
    effect: { table: 'loanInquiries', delta: 1 },
  },
  {
    name: 'GET /v1/realtor',
    method: 'GET',
    handler: route(import('@/app/v1/realtor/route'), 'GET'),
    path: () => '/v1/realtor',
    queryKeys: ['page', 'pageSize', 'q', 'sort', 'order', 'published', 'owner'],
    admin: true,
  },
  { name: 'POST /v1/realtor', method: 'POST', handler: route(import('@/app/v1/realtor/route'), 'POST'), path: () => '/v1/realtor', body: realtorBody, admin: true, effect: { table: 'realtors', delta: 1 } },
  {
    name: 'GET /v1/realtor/{idOrDesiredUrl}',
    method: 'GET',
    handler: route(import('@/app/v1/realtor/[idOrDesiredUrl]/route'), 'GET'),
    path: (p) => `/v1/realtor/${seg(p.idOrDesiredUrl!)}`,
    params: realtorParam(false),
    queryKeys: ['lang', 'preview'],
  },
  {
    name: 'PATCH /v1/realtor/{idOrDesiredUrl}',
    method: 'PATCH',
    handler: route(import('@/app/v1/realtor/[idOrDesiredUrl]/route'), 'PATCH'),
    path: (p) => `/v1/realtor/${seg(p.idOrDesiredUrl!)}`,
    params: realtorParam(false),
    body: () => ({ aboutMeEn: 'Hello', designFontSize: 18, clearPhotoPaths: ['gallery'], seoMeta: { en: { title: 'Jane' } } }),
    admin: true,
  },
  {
    name: 'DELETE /v1/realtor/{idOrDesiredUrl}',
    method: 'DELETE',
    handler: route(import('@/app/v1/realtor/[idOrDesiredUrl]/route'), 'DELETE'),
    path: (p) => `/v1/realtor/${seg(p.idOrDesiredUrl!)}`,
    params: realtorParam(true),
    admin: true,
    effect: { table: 'realtors', delta: -1 },
  },
  {
    name: 'POST /v1/realtor/{idOrDesiredUrl}/invite',
    method: 'POST',
    handler: route(import('@/app/v1/realtor/[idOrDesiredUrl]/invite/route'), 'POST'),
    path: (p) => `/v1/realtor/${seg(p.idOrDesiredUrl!)}/invite`,
    params: realtorParam(false),
    body: () => ({ email: 'not-an-email' }),
    admin: true,
  },
  {
    name: 'DELETE /v1/realtor/{idOrDesiredUrl}/owner',
    method: 'DELETE',
    handler: route(import('@/app/v1/realtor/[idOrDesiredUrl]/owner/route'), 'DELETE'),
    path: (p) => `/v1/realtor/${seg(p.idOrDesiredUrl!)}/owner`,
    params: realtorParam(false),
    admin: true,
  },
  {
    name: 'GET /v1/realtor/export/{id}',
    method: 'GET',
    handler: route(import('@/app/v1/realtor/export/[id]/route'), 'GET'),
    path: (p) => `/v1/realtor/export/${seg(p.id!)}`,
    params: badParam.map((id) => ({ id })),
    admin: true,
  },
  {
    name: 'POST /v1/realtor/import/{id}',
    method: 'POST',
    handler: route(import('@/app/v1/realtor/import/[id]/route'), 'POST'),
    path: (p) => `/v1/realtor/import/${seg(p.id!)}`,
    params: fc.oneof(badParam, fc.constant('SEED')).map((id) => ({ id: id === 'SEED' ? String(seed.realtorId) : id })),
    body: () => structuredClone(seed.exported),
    admin: true,
  },
  {
    name: 'POST /v1/realtor/presigned-multi-file-upload',
    method: 'POST',
    handler: route(import('@/app/v1/realtor/presigned-multi-file-upload/route'), 'POST'),
    path: () => '/v1/realtor/presigned-multi-file-upload',
    body: () => ({ files: [{ fileName: 'top.svg', contentType: 'image/svg+xml', size: 100 }] }),
    admin: true,
  },
  {
    name: 'GET /cozying-api/v1/agent',
    method: 'GET',
    handler: route(import('@/app/cozying-api/v1/agent/route'), 'GET'),
    path: () => '/cozying-api/v1/agent',
    queryKeys: ['agentId', 'agentKey', 'page', 'pageSize', 'status', 'sort', 'lang'],
  },
  {
    name: 'GET /cozying-api/v1/home/{listingKey}',
    method: 'GET',
    handler: route(import('@/app/cozying-api/v1/home/[listingKey]/route'), 'GET'),
    path: (p) => `/cozying-api/v1/home/${seg(p.listingKey!)}`,
    params: badParam.map((listingKey) => ({ listingKey })),
  },
  {
    name: 'GET /cozying-api/v1/home/list',
    method: 'GET',
    handler: route(import('@/app/cozying-api/v1/home/list/route'), 'GET'),
    path: () => '/cozying-api/v1/home/list',
    queryKeys: ['city', 'state', 'zipcode', 'minPrice', 'maxPrice', 'beds', 'baths', 'page', 'pageSize', 'sort', 'bounds', 'q', 'type', 'status'],
  },
  {
    name: 'PUT /uploads/{key}',
    method: 'PUT',
    handler: route(import('@/app/uploads/[...key]/route'), 'PUT'),
    path: (p) => `/uploads/${seg(p.key!)}`,
    params: uploadKey.map((key) => ({ key })),
    queryKeys: ['size', 'expires', 'signature'],
    body: () => ({ svg: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' }),
  },
  { name: 'GET /uploads/{key}', method: 'GET', handler: route(import('@/app/uploads/[...key]/route'), 'GET'), path: (p) => `/uploads/${seg(p.key!)}`, params: uploadKey.map((key) => ({ key })) },
  {
    name: 'GET /api/auth/*',
    method: 'GET',
    handler: route(import('@/app/api/auth/[...all]/route'), 'GET'),
    path: (p) => `/api/auth/${seg(p.all!)}`,
    params: fc.oneof(fc.constantFrom<string[]>(['get-session'], ['callback', 'google'], ['sign-in', 'social'], ['reset-password'], ['list-sessions']), fc.array(badParam, { minLength: 1, maxLength: 3 })).map((all) => ({ all })),
    queryKeys: ['callbackURL', 'code', 'state', 'token', 'error'],
    library: true,
  },
  {
    name: 'POST /api/auth/*',
    method: 'POST',
    handler: route(import('@/app/api/auth/[...all]/route'), 'POST'),
    path: (p) => `/api/auth/${seg(p.all!)}`,
    params: fc.oneof(fc.constantFrom<string[]>(['sign-in', 'email'], ['sign-up', 'email'], ['sign-out'], ['sign-in', 'social'], ['update-user'], ['forget-password']), fc.array(badParam, { minLength: 1, maxLength: 3 })).map((all) => ({ all })),
    body: () => ({ email: 'admin@example.com', password: 'wrong password', name: 'x', provider: 'google', callbackURL: 'https://evil.example' }),
    library: true,
    effect: { table: 'user', delta: 1 },
  },
];

function cases(endpoint: Endpoint): fc.Arbitrary<Case> {
  return fc.record({
    method: fc.constant(endpoint.method),
    params: endpoint.params ?? fc.constant({}),
    query: endpoint.queryKeys ? queries(endpoint.queryKeys) : fc.oneof(fc.constant(''), queries(['lang', 'page'])),
    body: endpoint.body ? fc.constant(null).chain(() => bodies(endpoint.body!())) : fc.option(bodies({ a: 1 }), { nil: undefined }),
    auth: authChoice(Boolean(endpoint.admin)),
    headers: extraHeaders,
  }).map((c) => ({ ...c, path: endpoint.path(c.params as Record<string, string | string[]>) }) as Case);
}

// ---------------------------------------------------------------------------------------------
// Stored rows
// ---------------------------------------------------------------------------------------------

const email = z.string().max(254).refine(isValidEmail);
const contactRow = z.object({
  realtorId: z.number().int().positive().nullable(),
  name: z.string().min(3).max(101),
  lastName: z.string().trim().min(1).max(50),
  firstName: z.string().trim().min(1).max(50),
  email,
  phone: z.string().regex(/^[0-9-]{1,20}$/),
  message: z.string().trim().min(1).max(2000),
  isTerm: z.boolean(),
});
const loanRow = z.object({
  realtorId: z.number().int().positive().nullable(),
  listingKey: z.literal('CRMLS-CORPUS-1'),
  name: z.string().trim().min(1).max(100),
  email,
  phone: z.string().regex(/^[0-9-]{1,20}$/),
  phoneE164: z.string().regex(/^\+\d{8,15}$/),
  message: z.string().max(2000),
  price: z.number().nonnegative(),
  downPayment: z.number().nonnegative(),
  ratePercent: z.number().min(0).max(30),
  termYears: z.union([z.literal(15), z.literal(20), z.literal(30)]),
  consentContact: z.literal(true),
});
const leadRow = z.object({
  name: z.string().trim().min(1).max(100),
  area: z.string().trim().min(1).max(200),
  phone: z.string().regex(/^[0-9-]+$/),
  consentPrivacy: z.literal(true),
  consentContact: z.literal(true),
  hasSite: z.boolean(),
});
const userRow = z.object({ email, name: z.string().trim().min(1).max(100), role: z.enum(['user', 'realtor', 'admin']) });

describe.skipIf(!available)(`the bad-input corpus on ${TEST_DB_DRIVER} (seed ${SEED})`, () => {
  let database: TestDatabase;
  let admin: Principal;
  let uploads: string;
  const auths: Auths = { admin: '' };

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'bad-input-uploads-'));
    process.env.UPLOAD_DIR = uploads;
    database = await createTestDatabase();
    const db = database.db;
    services.database = database;
    const auth = (services.auth = testAuth(db));
    ({ user: admin, accessToken: auths.admin } = await signInAdmin(db, auth));
    await signUp(db, auth, 'plain@example.com');
    const create = (await route(import('@/app/v1/realtor/route'), 'POST'))(
      new Request('http://localhost/v1/realtor', {
        method: 'POST',
        headers: { authorization: `Bearer ${auths.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...realtorBody(), desiredUrl: seed.slug, email: 'seed@example.com' }),
      }),
      { params: Promise.resolve({} as never) },
    );
    const created = await create;
    expect(created.status).toBe(201);
    seed.realtorId = ((await created.json()) as { id: number }).id;
    seed.exported = (await exportRealtor({ db, principal: admin }, seed.realtorId)) as unknown as Record<string, unknown>;
    // A home for sale that the seed realtor's page shows: the loan inquiry's valid requests are stored.
    await db.update(realtors).set({ licenseNumber: 'CORPUS-01' }).where(eq(realtors.id, seed.realtorId));
    await db.insert(listings).values({
      listingKey: 'CRMLS-CORPUS-1',
      listingId: 'OC-CORPUS-1',
      market: 'crmls',
      standardStatus: 'Active',
      propertyType: 'Residential',
      propertySubType: 'SingleFamilyResidence',
      listPrice: 900_000,
      unparsedAddress: '1 Corpus Court',
      city: 'Irvine',
      stateOrProvince: 'CA',
      postalCode: '92620',
      listAgentStateLicense: 'CORPUS-01',
      modificationTimestamp: new Date('2026-11-20T00:00:00Z'),
    });
  });
  afterAll(async () => {
    await database?.drop();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  const counts = async () => {
    const db = database.db;
    return {
      realtors: (await db.select({ id: realtors.id }).from(realtors)).length,
      contactMessages: (await db.select({ id: contactMessages.id }).from(contactMessages)).length,
      homepageRequests: (await db.select({ id: homepageRequests.id }).from(homepageRequests)).length,
      loanInquiries: (await db.select({ id: loanInquiries.id }).from(loanInquiries)).length,
      user: (await db.select({ id: user.id }).from(user)).length,
    };
  };

  it(
    `answers ${RUNS} malformed requests to each of ${endpoints.length} endpoints without a 5xx, in the error format, and stores nothing invalid`,
    async () => {
      const before = await counts();
      const expected = { ...before };
      const statuses: Record<string, Record<number, number>> = {};
      let sent = 0;

      for (const endpoint of endpoints) {
        const handler = await endpoint.handler;
        // A fresh admin session per endpoint: the sign-out endpoints may end the previous one.
        auths.admin = (await signInAdmin(database.db, services.auth!)).accessToken;
        statuses[endpoint.name] = {};
        await fc.assert(
          fc.asyncProperty(cases(endpoint), async (c) => {
            const response = await handler(request(c, auths), { params: Promise.resolve(c.params as never) });
            sent++;
            const text = await response.text();
            const where = `${endpoint.name} → ${response.status} ${text.slice(0, 300)}`;
            if (response.status >= 500) throw new Error(`5xx: ${where}`);
            if (response.status >= 400) {
              // better-auth's own endpoints answer in the library's format (JSON {code, message},
              // or a plain 404 "Not Found" for paths it does not serve): only "no 5xx" there.
              if (!endpoint.library) {
                expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
                const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
                expect(typeof body.error?.code, where).toBe('string');
                expect(typeof body.error?.message, where).toBe('string');
                expect(body.error!.message, where).not.toBe('');
              }
            } else if (endpoint.effect && response.status < 300) {
              // Accepted: a valid request after all (or the honeypot, which stores nothing).
              const honeypot = response.status === 201 && text === '{"id":0}';
              const signedOut = endpoint.library && !/"user"/.test(text);
              if (!honeypot && !signedOut) expected[endpoint.effect.table] += endpoint.effect.delta;
            }
            statuses[endpoint.name]![response.status] = (statuses[endpoint.name]![response.status] ?? 0) + 1;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }

      console.info(`bad-input corpus: ${sent} requests, seed ${SEED}`, JSON.stringify(statuses));
      expect(sent).toBeGreaterThanOrEqual(1000);
      expect(await counts()).toEqual(expected);

      // Every stored row fits its schema.
      const db = database.db;
      for (const { id } of await db.select({ id: realtors.id }).from(realtors)) {
        const file = await exportRealtor({ db, principal: admin }, id);
        const parsed = realtorExportSchema.safeParse(JSON.parse(JSON.stringify(file)));
        expect(parsed.success, `realtor ${id}: ${parsed.error?.message}`).toBe(true);
      }
      for (const row of await db.select().from(contactMessages)) expect(contactRow.safeParse(row).success, JSON.stringify(row)).toBe(true);
      for (const row of await db.select().from(homepageRequests)) expect(leadRow.safeParse(row).success, JSON.stringify(row)).toBe(true);
      for (const row of await db.select().from(loanInquiries)) expect(loanRow.safeParse(row).success, JSON.stringify(row)).toBe(true);
      for (const row of await db.select().from(user)) expect(userRow.safeParse(row).success, JSON.stringify(row)).toBe(true);
    },
    120_000,
  );
});
