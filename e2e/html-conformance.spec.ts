/**
 * The W3C HTML checker (the vnu-jar package, run on the machine's Java) on the server-rendered
 * HTML of every kind of page, in each language: what a crawler and a browser parse before any
 * script runs. One checker run for all pages (its start-up takes seconds).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as newRequest } from '@playwright/test';
import { E2E_ADMIN } from './support/api';
import { expect, test, testClientIp } from './support/fixtures';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const PUBLIC_PAGES = [
  '/',
  '/en',
  '/ja-JP',
  '/grace-kim',
  '/en/grace-kim',
  '/ja-JP/kenji-tanaka',
  '/en/olivia-bennett',
  '/daniel-park',
  '/terms',
  '/en/terms/privacy',
  '/ja-JP/terms',
  '/login',
  '/en/grace-kim/login',
  '/no/such/page',
  '/nobody-here',
  '/ja-JP/nobody-here/homes',
  '/en/grace-kim/no/such/page',
  '/ja-JP/error-probe',
];
const ADMIN_PAGES = ['/en/admin', '/admin/realtors/new', '/ja-JP/admin/inbox', '/ja-JP/admin/insights', '/grace-kim/admin/insights'];

/**
 * Warnings the checker gives that markup cannot settle today, each an open item rather than a
 * pass: a ja-JP or ko page whose realtor wrote only English text is flagged as English content
 * (per-language content is the homepage issue's work), and Next.js 16 sends a 500 rendered at
 * request time as its error shell, `<html id="__next_error__">` without `lang`, and draws the page
 * in the browser (vercel/next.js#62228). A 404 is an ordinary page (src/lib/page-routes.ts,
 * src/proxy.ts).
 */
function isKnownWarning(page: string, message: string): boolean {
  if (/^This document appears to be written in /.test(message)) return true;
  return ERROR_PAGES.includes(page) && /^Consider adding a “lang” attribute to the “html” start tag/.test(message);
}
const ERROR_PAGES = ['/ja-JP/error-probe'];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('every kind of page is valid HTML (W3C checker)', async ({ baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  const save = async (page: string, html: string) => {
    const file = path.join(dir, `${files.size}.html`);
    fs.writeFileSync(file, html);
    files.set(`file:${file}`, page);
  };
  try {
    const ip = testClientIp(testInfo);
    // Each page as a first visit (no language cookie from the pages before it).
    for (const page of PUBLIC_PAGES) {
      const response = await fetch(`${baseURL}${page}`, { headers: { 'x-forwarded-for': ip, 'accept-language': 'ko-KR' } });
      expect(response.headers.get('content-type'), page).toContain('text/html');
      await save(page, await response.text());
    }
    // The listing pages (issue #24): a page of listings, a listing's page, one no longer available.
    const [home] = (await (await fetch(`${baseURL}/cozying-api/v1/agent?licenseNumber=02145873&market=crmls&searchType=sale`)).json()) as { listingKey: string }[];
    for (const page of ['/en/grace-kim/homes?type=sale&page=2', `/grace-kim/homes/${home!.listingKey}`, '/ja-JP/grace-kim/homes/CRMLS-99999999']) {
      const response = await fetch(`${baseURL}${page}`, { headers: { 'x-forwarded-for': ip, 'accept-language': 'ko-KR' } });
      expect(response.headers.get('content-type'), page).toContain('text/html');
      await save(page, await response.text());
    }
    // The admin's pages, with the session cookie of a sign-in (a context of its own).
    const admin = await newRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    try {
      expect((await admin.post('/v1/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
      for (const page of ADMIN_PAGES) {
        const response = await admin.get(page);
        expect(response.status(), page).toBe(200);
        await save(page, await response.text());
      }
    } finally {
      await admin.dispose();
    }

    const { stdout, stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((url) => url.slice('file:'.length))], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const found = messages
      .filter((m) => m.type === 'error' || (m.type === 'info' && m.subType === 'warning'))
      .filter((m) => m.type === 'error' || !isKnownWarning(files.get(m.url) ?? '', m.message))
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ''}`);
    expect(found).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
