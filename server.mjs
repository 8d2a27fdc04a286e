// The production HTTP server: Next.js behind a thin Node server that settles the client IP, gives
// every request an id and measures it (docs/decisions/007-custom-server-client-ip.md, 014-observability.md).
// Next.js keeps any X-Forwarded-For a client sends, so without this a visitor could choose the
// IP that rate limits count. Here, unless TRUST_PROXY is set (the app sits behind your own load
// balancer, which appends the real address), X-Forwarded-For is replaced by the socket address;
// when it is set, the socket address is appended, and the app skips the trusted hops from the
// right (src/server/http/trust-proxy.ts checks the value: a hop count, or trusted addresses).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = !['', '0', 'false', 'no'].includes(String(process.env.TRUST_PROXY ?? '').trim().toLowerCase());
// How long a shared cache in front (nginx, a CDN) may keep a page, and serve it stale while it
// fetches it anew. Next marks cached pages `s-maxage=900` (realtor pages) or a year (prerendered
// ones), right for its own cache, which every edit expires at once, but a cache in front would show
// an edited page for that long. Capped here, an edit shows through it within EDGE_CACHE_SECONDS.
const edgeSeconds = Math.max(0, Number(process.env.EDGE_CACHE_SECONDS ?? 10));
const edgeStaleSeconds = Math.max(0, Number(process.env.EDGE_STALE_SECONDS ?? 60));

/** `s-maxage` and `stale-while-revalidate` of a Cache-Control value, capped for caches in front. */
function capSharedCaching(value) {
  return value
    .replace(/s-maxage=(\d+)/, (_, seconds) => `s-maxage=${Math.min(Number(seconds), edgeSeconds)}`)
    .replace(/stale-while-revalidate=(\d+)/, (_, seconds) => `stale-while-revalidate=${Math.min(Number(seconds), edgeStaleSeconds)}`);
}

// Every log line written while a request is handled carries its id (src/server/log.ts reads this).
const requestContext = new AsyncLocalStorage();
globalThis.__realtorRequestContext = requestContext;
// Tells GET /metrics that this server sets its loopback header on every request, so the header
// can be trusted (src/app/metrics/route.ts); in any other process a client could send its own.
globalThis.__realtorLoopbackHeaderSet = true;

// Not the bind address: Next.js writes loopback addresses as `localhost` in the URLs its proxy
// sees, so with HOSTNAME=127.0.0.1 every locale rewrite looked like another origin and unprefixed
// pages redirected to themselves. Its default host name, `localhost`, matches those URLs.
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

/** A request id from a trusted load balancer is kept when it looks like one; otherwise a new one. */
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
 */
function cleanTarget(url = '/') {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return undefined;
  const bytes = [];
  for (let i = 0; i < path.length; i++) {
    const hex = path[i] === '%' ? path.slice(i + 1, i + 3) : '';
    if (/^[\da-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(path[i]));
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
    globalThis.__realtorObserveRequest?.(req.method, req.url, res.statusCode, seconds, requestId);
  });
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, typeof value === 'string' && name.toLowerCase() === 'cache-control' && value.includes('s-maxage') ? capSharedCaching(value) : value);
  // The public form POSTs skip Next.js's router (src/server/http/lean-routes.ts, decision 022).
  requestContext.run({ requestId }, () => globalThis.__realtorLeanRoutes?.(req, res) ?? handle(req, res));
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle time-outs
server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: 30, msg: 'listening', url: `http://${hostname}:${port}` }));
});

// The first signal stops the server; later ones are ignored (`npm start` forwards Ctrl-C's
// SIGINT, which the process group has already received), so the database is closed once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(async () => {
      // Start-up's work on the database (demo data, first admin) finishes first, then a clean
      // shut-down of the embedded database (its thread checkpoints); PostgreSQL: the pool.
      await globalThis.__realtorDb?.ready?.catch(() => {});
      await globalThis.__realtorDb?.database?.close().catch(() => {});
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
