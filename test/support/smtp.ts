/** A real SMTP server (smtp-server from npm) that records the mails it accepts. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordingSmtp {
  url: string;
  mails: string[];
  /** While true, every mail is refused with a temporary error (an outage). */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * `unref`: the server does not keep the process alive (the browser tests' runner). `port`: listen
 * on this one (0, any free port, by default), e.g. to bring a stopped server back at its address.
 */
export async function startSmtpServer({ unref = false, port = 0 }: { unref?: boolean; port?: number } = {}): Promise<RecordingSmtp> {
  const state: RecordingSmtp = { url: '', mails: [], failing: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.failing) return callback(Object.assign(new Error('Service unavailable'), { responseCode: 451 }));
        state.mails.push(data);
        callback();
      });
    },
  });
  // A client that goes away mid-conversation (an app instance stopped or killed) is an 'error' of
  // the server that names the client; unheard, it would end the process that runs this stand-in.
  // Any other error fails the start (the port is taken), or, later, ends the process as before.
  const rethrow = (error: Error): void => {
    throw error;
  };
  let serverError = rethrow;
  server.on('error', (error: Error & { remoteAddress?: string }) => {
    if (!error.remoteAddress) serverError(error);
  });
  await new Promise<void>((resolve, reject) => {
    serverError = reject;
    server.listen(port, '127.0.0.1', resolve);
  });
  serverError = rethrow;
  if (unref) server.server.unref();
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

/**
 * `GET /mails` on a local HTTP server answers the recorded mails as JSON, for browser tests that
 * read them from another process.
 */
export async function serveMailbox(smtp: RecordingSmtp): Promise<{ url: string }> {
  const { createServer } = await import('node:http');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(smtp.mails));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
