/**
 * Uploads are served with their own strict policy (security issue item 8): `default-src 'none';
 * sandbox` and nosniff, on the header actually sent. Next.js sets the headers of next.config.ts
 * headers() on the response before the route handler runs, and then adds a handler's header only
 * when the response has none of that name (next/dist/server/send-response.js): a site-wide CSP
 * for every path would replace the handler's own. So the test sends the route handler's response
 * through Next.js's own pieces: the config's header rules, matched as Next.js matches them, then
 * sendResponse, on a real HTTP server, and reads what a browser gets.
 * The route runs as in the app: the local driver in a temporary folder, no stand-ins.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '@/server/runtime';

const secret = 'uploads-policy-test-secret-that-is-long-enough-0123';
const root = await mkdtemp(path.join(tmpdir(), 'uploads-policy-'));
process.env.STORAGE_DRIVER = 'local';
process.env.UPLOAD_DIR = root;
process.env.AUTH_SECRET = secret;
process.env.SITE_URL = 'http://app.test';
process.env.DATA_DIR = 'memory://uploads-policy';
process.env.DATABASE_URL = '';

const { PUT, GET } = await import('@/app/uploads/[...key]/route');
const { localDriver } = await import('@/server/storage/local-driver');
const nextConfig = (await import('../../next.config')).default('phase-production-server');
// Next.js's own rule loading and matching (next start: router-utils/filesystem + resolve-routes).
const { default: loadCustomRoutes } = (await import('next/dist/lib/load-custom-routes.js')) as unknown as {
  default: (config: unknown) => Promise<{ headers: { source: string; headers: { key: string; value: string }[] }[] }>;
};
const { buildCustomRoute } = (await import('next/dist/server/lib/router-utils/filesystem.js')) as unknown as {
  buildCustomRoute: (type: 'header', item: unknown, basePath: string, caseSensitive: boolean) => { match: (path: string) => unknown; headers: { key: string; value: string }[] };
};
const { sendResponse } = (await import('next/dist/server/send-response.js')) as unknown as {
  sendResponse: (req: unknown, res: unknown, response: Response) => Promise<void>;
};
const { NodeNextRequest, NodeNextResponse } = (await import('next/dist/server/base-http/node.js')) as unknown as {
  NodeNextRequest: new (req: http.IncomingMessage) => unknown;
  NodeNextResponse: new (res: http.ServerResponse) => unknown;
};

const STRICT = "default-src 'none'; sandbox";
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

type Handler = (request: Request, context: { params: Promise<{ key: string[] }> }) => Promise<Response>;

describe('the policy an upload is served with', () => {
  let server: http.Server;
  let origin = '';
  let configRules: { match: (path: string) => unknown; headers: { key: string; value: string }[] }[] = [];

  /** The headers next.config.ts gives a path, as Next.js computes them (a later rule wins). */
  function configHeaders(pathname: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const rule of configRules) if (rule.match(pathname)) for (const { key, value } of rule.headers) out[key] = value;
    return out;
  }

  beforeAll(async () => {
    // The API wrapper opens the (embedded, in-memory) database on its first request: open it here.
    await (await import('@/server/db')).getDb();
    const routes = await loadCustomRoutes(nextConfig);
    configRules = routes.headers.map((item) => buildCustomRoute('header', item, '', false));
    server = http.createServer((req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://app.test');
        // What Next.js's router does before the handler: the config's headers on the response.
        for (const [key, value] of Object.entries(configHeaders(url.pathname))) res.setHeader(key, value);
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const handler: Handler = req.method === 'PUT' ? PUT : GET;
        const request = new Request(url, {
          method: req.method,
          headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
          body: req.method === 'PUT' ? new Uint8Array(Buffer.concat(chunks)) : undefined,
        });
        const key = url.pathname.replace(/^\/uploads\//, '').split('/');
        const response = await handler(request, { params: Promise.resolve({ key }) });
        await sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), response);
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await runtime().db?.database?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("sends a stored file with `default-src 'none'; sandbox` and nosniff, not the site's page policy", async () => {
    const key = `realtors/2026/11/${crypto.randomUUID()}.png`;
    const { uploadUrl } = await localDriver({ root, secret, baseUrl: origin }).presignPut({ key, contentType: 'image/png', size: png.length }, new Date());
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) });
    expect(put.status).toBe(200);
    expect(put.headers.get('content-security-policy')).toBe(STRICT);

    const response = await fetch(`${origin}/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-security-policy')).toBe(STRICT);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('sends the same policy with the JSON of a missing upload', async () => {
    const response = await fetch(`${origin}/uploads/realtors/2026/11/${crypto.randomUUID()}.png`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(STRICT);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps the site's own policy on pages: the exclusion is for /uploads/ only", () => {
    for (const page of ['/', '/en', '/jane-doe', '/uploads', '/uploadsx/a.png']) {
      const csp = configHeaders(page)['Content-Security-Policy'];
      expect(csp, page).toContain("default-src 'self'");
      expect(csp, page).toContain("frame-ancestors 'self'");
    }
    expect(configHeaders('/uploads/realtors/2026/11/a.png')['Content-Security-Policy']).toBe(STRICT);
  });
});
