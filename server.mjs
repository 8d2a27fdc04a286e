// @ts-check
// The production HTTP server: Next.js behind a thin Node server that settles the client IP, gives
// every request an id and measures it (docs/decisions/007-custom-server-client-ip.md, 014-observability.md).
// Every request, the public forms included, then goes to Next.js's router (decision 030).
// Next.js keeps any X-Forwarded-For a client sends, so without this a visitor could choose the
// IP that rate limits count. Here, unless TRUST_PROXY is set (the app sits behind your own load
// balancer, which appends the real address), X-Forwarded-For is replaced by the socket address;
// when it is set, the socket address is appended, and the app skips the trusted hops from the
// right (src/server/http/trust-proxy.ts).
//
// Its settings come from the app's one environment schema, and what it shares with the app from
// the one runtime registry: Node strips the types of both files as it imports them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import next from 'next';
import { EnvError, getEnv } from './src/server/config/env.ts';
import { proxiesTrusted } from './src/server/http/trust-proxy.ts';
import { runtime } from './src/server/runtime.ts';

/** @type {import('./src/server/config/env.ts').Env} */
let env;
try {
  env = getEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { PORT: port, HOSTNAME: hostname } = env;
const trustProxy = proxiesTrusted(env.TRUST_PROXY);

const shared = runtime();
// Every log line written while a request is handled carries its id (src/server/log.ts reads this).
/** @type {AsyncLocalStorage<import('./src/server/log.ts').RequestContext>} */
const requestContext = new AsyncLocalStorage();
shared.requestContext = requestContext;
// Tells GET /metrics that this server sets its loopback header on every request, so the header
// can be trusted (src/app/metrics/route.ts); in any other process a client could send its own.
shared.loopbackHeaderSet = true;

// Not the bind address: Next.js writes loopback addresses as `localhost` in the URLs its proxy
// sees, so with HOSTNAME=127.0.0.1 every locale rewrite looked like another origin and unprefixed
// pages redirected to themselves. Its default host name, `localhost`, matches those URLs.
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * A request id from a trusted load balancer is kept when it looks like one; otherwise a new one.
 * @param {import('node:http').IncomingMessage} req
 */
function requestIdOf(req) {
  const given = req.headers['x-request-id'];
  if (trustProxy && typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given)) return given;
  return randomUUID();
}

/**
 * The request target with a clean path, when its path is not valid percent-encoding
 * (`/%E0%A4%A`) or decodes to a `%`; undefined for every other target. Next.js answers both with a
 * bare 500 (it decodes a path twice), and the browser's router cannot read the first: the visitor
 * is sent to the path as text, bytes that are not UTF-8 and `%` signs shown as U+FFFD, and gets
 * the localised 404 like any unknown path.
 * @param {string} [url]
 * @returns {string | undefined}
 */
function cleanTarget(url = '/') {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return undefined;
  /** @type {number[]} */
  const bytes = [];
  for (let i = 0; i < path.length; i++) {
    const hex = path[i] === '%' ? path.slice(i + 1, i + 3) : '';
    if (/^[\da-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(path.charAt(i)));
  }
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    if (!text.includes('%')) return undefined;
  } catch {
    text = new TextDecoder().decode(new Uint8Array(bytes));
  }
  const clean = text.replaceAll('%', '\uFFFD').split('/').map(encodeURIComponent).join('/');
  return clean + (query === -1 ? '' : url.slice(query));
}

/** @param {string} [address] */
function isLoopback(address = '') {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const server = createServer((req, res) => {
  const started = process.hrtime.bigint();
  const clean = cleanTarget(req.url);
  if (clean) {
    res.writeHead(308, { location: clean }).end();
    return;
  }
  // Trusted or not, the socket's peer is the right-most entry; alone, it is the client (as Next.js would count it).
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${peer}` : peer;
  // Whether the socket's peer is this machine, for GET /metrics without METRICS_TOKEN
  // (src/app/metrics/route.ts); set on every request, so no client can send its own.
  req.headers['x-realtor-loopback'] = isLoopback(req.socket.remoteAddress) ? '1' : '0';
  const requestId = requestIdOf(req);
  req.headers['x-request-id'] = requestId;
  res.setHeader('x-request-id', requestId);
  // Lets the page's scripts read the id (PerformanceNavigationTiming.serverTiming) for error reports.
  res.setHeader('server-timing', `request;desc="${requestId}"`);
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    shared.observeRequest?.(req.method, req.url, res.statusCode, seconds, requestId);
  });
  requestContext.run({ requestId }, () => handle(req, res));
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle time-outs
server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: 30, msg: 'listening', url: `http://${hostname}:${port}` }));
});

// The first signal stops the server; later ones are ignored (`npm start` forwards Ctrl-C's
// SIGINT, which the process group has already received), so the database is closed once.
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(async () => {
      // Start-up's work on the database (demo data, first admin) finishes first, then a clean
      // shut-down of the embedded database (its thread checkpoints); PostgreSQL: the pool.
      await shared.db?.ready?.catch(() => {});
      await shared.db?.database?.close().catch(() => {});
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
