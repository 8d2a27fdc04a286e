import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { reportRequestError } from '@/server/errors/report';
import { AppError, errorResponse } from './errors';
import { postContactMessage, postHomepageRequest } from './public-form-routes';
import { securityHeaders } from './security-headers';

/**
 * The public form POSTs, answered by server.mjs before Next.js's router
 * (docs/decisions/022-public-forms-before-the-router.md). They take the most write traffic, and
 * Next.js's handling of a request (routing, its request stores, web streams) cost more CPU than
 * the handler itself. The handlers are the same functions the route files export, so
 * `next dev` and `next start` answer these paths the same way.
 */
const PUBLIC_FORMS: Routes = new Map([
  ['POST /v1/realtor-contacts', postContactMessage],
  ['POST /api/send-to-slack', postHomepageRequest],
]);

/** `METHOD /path` → a handler that takes a web Request and reads nothing Next.js-specific. */
export type Routes = Map<string, (request: Request) => Promise<Response>>;
/** Answers a request of one of its routes (the promise settles when answered), else undefined. */
export type LeanServer = (req: IncomingMessage, res: ServerResponse) => Promise<void> | undefined;

/**
 * The most of a body that is kept. The forms' handler refuses a body over PUBLIC_FORM_MAX_BYTES
 * (100,000 bytes) with a localised 413, by its Content-Length when it has one, or by reading it
 * (json.ts: readBodyBytes): a body cut one byte past this limit is still over that one, so it
 * gets that same answer.
 */
const BODY_LIMIT_BYTES = 300_000;

/**
 * The security headers of the build: next.config.ts puts the list it gives Next.js into the
 * server bundle (`env.SECURITY_HEADERS`), so these answers carry the same ones as every other.
 * Outside a build (tests), the same function of the environment.
 */
function buildSecurityHeaders(): { key: string; value: string }[] {
  const baked = process.env.SECURITY_HEADERS;
  return baked ? JSON.parse(baked) : securityHeaders(process.env);
}

/** Puts the public forms where server.mjs finds them (globalThis: shared by every bundle). */
export function installLeanRoutes(): void {
  (globalThis as { __realtorLeanRoutes?: LeanServer }).__realtorLeanRoutes = leanServer(PUBLIC_FORMS);
}

/** What server.mjs asks first: `routes` answered with `headers`, anything else left to Next.js. */
export function leanServer(routes: Routes, headers = buildSecurityHeaders()): LeanServer {
  return (req, res) => {
    const path = pathOf(req.url);
    const handler = routes.get(`${req.method} ${path}`);
    return handler && answer(handler, path, req, res, headers);
  };
}

function pathOf(url = '/'): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

async function answer(
  handler: (request: Request) => Promise<Response>,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  headers: { key: string; value: string }[],
): Promise<void> {
  const report = (error: unknown) =>
    reportRequestError(error, { path, method: req.method ?? '', headers: req.headers }, { routePath: path, routeType: 'route' });
  try {
    const body = await readBody(req);
    let response: Response;
    try {
      response = await handler(toRequest(req, body));
    } catch (error) {
      // The handlers answer their own errors: this is a failure of the bridge or a handler's bug,
      // reported as Next.js reports a route's uncaught error (onRequestError).
      report(error);
      response = errorResponse(new AppError('internal', 'Internal Server Error'));
    }
    for (const { key, value } of headers) res.setHeader(key, value);
    response.headers.forEach((value, key) => key !== 'set-cookie' && res.setHeader(key, value));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader('set-cookie', cookies);
    res.statusCode = response.status;
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    // The client left in the middle of its body (nobody to answer, nothing to report), or the
    // answer could not be written: the connection goes, rather than hang.
    if (req.complete) report(error);
    res.destroy();
  }
}

/** The web Request of a Node request: its headers (as server.mjs left them) and its body. */
function toRequest(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://localhost${req.url}`, { method: req.method, headers, body: new Uint8Array(body) });
}

/**
 * The body, cut one byte past the limit; none of it when its Content-Length is already over the
 * limit (the handler refuses it by that header). The rest of a longer one is read and dropped
 * while the answer goes out at once: the client can finish sending and read it, on a connection
 * that stays open.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > BODY_LIMIT_BYTES) {
      req.on('error', () => {}).resume();
      return resolve(Buffer.alloc(0));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= BODY_LIMIT_BYTES) return;
      req.off('data', onData).resume();
      resolve(Buffer.concat(chunks).subarray(0, BODY_LIMIT_BYTES + 1));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}
