// The production HTTP server: Next.js behind a thin Node server that settles the client IP.
// Next.js keeps any X-Forwarded-For a client sends, so without this a visitor could choose the
// IP that rate limits count. Here, unless TRUST_PROXY is set (the app sits behind your own load
// balancer, which appends the real address), X-Forwarded-For is replaced by the socket address.
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trustProxy = ['1', 'true', 'yes'].includes(String(process.env.TRUST_PROXY).toLowerCase());

const app = next({ dev: false, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  handle(req, res);
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle time-outs
server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: 30, msg: 'listening', url: `http://${hostname}:${port}` }));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
