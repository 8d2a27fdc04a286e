import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { reportRequestError } from '@/server/errors/report';
import { AppError, errorResponse } from './errors';
import { postContactMessage, postHomepageRequest } from './public-form-routes';
import { securityHeaders } from './security-headers';

/**
 * The public form POSTs, answered by server.mjs before Next.js's router
 * (docs/decisions/022-public-forms-before-the-router.md). They take the most write traffic, and
 * Next.js's handling of a request (routing, its request stores, web streams) cost about twice
 * what the handler itself does. The handlers are the same functions the route files export, so
 * `next dev` and `next start` answer these paths the same way.
 */
const routes = new Map<string, (request: Request) => Promise<Response>>([
  ['POST /v1/realtor-contacts', postContactMessage],
  ['POST /api/send-to-slack', postHomepageRequest],
]);

/**
 * The most of a body kept in memory. readJson refuses anything over 100,000 characters with a
 * localised 413; a body cut here is still longer than that, so it gets the same answer.
 */
const BODY_LIMIT_BYTES = 1_000_000;

type LeanServer = (req: IncomingMessage, res: ServerResponse) => Promise<void> | undefined;

/** Puts the lean routes where server.mjs finds them (globalThis: shared by every bundle). */
export function installLeanRoutes(): void {
  const headers = securityHeaders(process.env);
  const serve: LeanServer = (req, res) => {
    const path = pathOf(req.url);
    const handler = routes.get(`${req.method} ${path}`);
    return handler && answer(handler, path, req, res, headers);
  };
  (globalThis as { __realtorLeanRoutes?: LeanServer }).__realtorLeanRoutes = serve;
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
  let response: Response;
  try {
    response = await handler(await toRequest(req));
  } catch (error) {
    if (!req.complete) return; // the client went away while sending its body: nobody to answer
    // The handlers answer every error themselves; this is the bridge failing. Reported as Next.js
    // reports a route's uncaught error (onRequestError).
    reportRequestError(error, { path, method: req.method ?? '', headers: req.headers }, { routePath: path, routeType: 'route' });
    response = errorResponse(new AppError('internal', 'Internal Server Error'));
  }
  for (const { key, value } of headers) res.setHeader(key, value);
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.statusCode = response.status;
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The web Request of a Node request: its headers (as server.mjs left them) and its body. */
async function toRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://localhost${req.url}`, { method: req.method, headers, body: await readBody(req) });
}

/** The body as text, cut one chunk past the limit; the rest of a longer one is read and dropped. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size <= BODY_LIMIT_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}
