/**
 * A real local HTTP server standing in for an outside service (Slack's webhook, an intake).
 * It records every request it accepts; `GET /received` answers the recorded bodies as JSON
 * (the browser tests read them from another process).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingServer {
  url: string;
  received: { path: string; body: string }[];
  /** The status the next requests get (default 200). */
  status: number;
  /** How long the server takes to answer each request, in ms (default 0): a slow receiver. */
  delayMs: number;
  close(): Promise<void>;
}

/** `port`: listen on this one (0, any free port, by default), e.g. to bring a stopped server back at its address. */
export async function startRecordingServer({ port = 0 }: { port?: number } = {}): Promise<RecordingServer> {
  const state: RecordingServer = { url: '', received: [], status: 200, delayMs: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(state.received.map((r) => parseOrText(r.body))));
      return;
    }
    if (req.method === 'GET' && req.url === '/received-with-paths') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(state.received));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      // Recorded when it arrives; answered (with the status of that moment) after the delay.
      const status = state.status;
      if (status === 200) state.received.push({ path: req.url ?? '', body });
      const answer = () => {
        // Browsers post to intakes from pages of another origin.
        res.writeHead(status, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
        res.end(status === 200 ? 'ok' : 'error');
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  server.unref();
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}

function parseOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
