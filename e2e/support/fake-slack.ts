/**
 * A real HTTP server standing in for Slack's incoming webhook during the browser tests.
 * POST /hook records a message; GET /received lists them (the tests read it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startFakeSlack(): Promise<{ url: string; server: http.Server }> {
  const received: unknown[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        received.push(JSON.parse(body));
      } catch {
        received.push(body);
      }
      res.writeHead(200);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
