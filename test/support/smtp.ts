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

/** A recorded mail with its subject and plain-text body decoded (RFC 2047 words, base64, quoted-printable). */
export interface ReadMail {
  /** Header names in lower case, values unfolded (encoded words left as sent). */
  headers: Record<string, string>;
  subject: string;
  text: string;
}

function decodeBytes(encoding: string, data: string): Buffer {
  if (/^b$/i.test(encoding) || /^base64$/i.test(encoding)) return Buffer.from(data.replace(/\s+/g, ''), 'base64');
  // Q (RFC 2047: "_" is a space) and quoted-printable (soft line breaks end in "=").
  const text = /^q$/i.test(encoding) ? data.replace(/_/g, ' ') : data.replace(/=\r?\n/g, '');
  return Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
}

/** Decodes the encoded words of a header value; adjacent words are joined before decoding (a character may span two). */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const parts: Array<string | Buffer> = [];
  let last = 0;
  for (const match of value.matchAll(word)) {
    const between = value.slice(last, match.index);
    // Only white space between two encoded words is dropped (RFC 2047 §6.2).
    if (!(parts.length && Buffer.isBuffer(parts.at(-1)) && /^\s*$/.test(between))) parts.push(between);
    const bytes = decodeBytes(match[2]!, match[3]!);
    const previous = parts.at(-1);
    if (Buffer.isBuffer(previous)) parts[parts.length - 1] = Buffer.concat([previous, bytes]);
    else parts.push(bytes);
    last = match.index + match[0].length;
  }
  parts.push(value.slice(last));
  return parts.map((p) => (Buffer.isBuffer(p) ? p.toString('utf8') : p)).join('');
}

/** Reads a single-part mail as the local SMTP server recorded it (a multipart mail is an error here). */
export function readMail(raw: string): ReadMail {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  // The line break that ends the DATA before its final dot is not part of the body.
  const body = raw.slice(end).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (/^multipart\//i.test(headers['content-type'] ?? '')) throw new Error(`readMail reads single-part mails, not ${headers['content-type']}`);
  const encoding = headers['content-transfer-encoding'] ?? '7bit';
  const text = /^(base64|quoted-printable)$/i.test(encoding) ? decodeBytes(encoding, body).toString('utf8') : body;
  return { headers, subject: decodeHeader(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n') };
}
