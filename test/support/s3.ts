/**
 * A real S3-compatible server for the tests: s3rver (npm) on a free loopback port, storing in a
 * temporary folder. s3rver checks the expiry of presigned URLs but not their SigV4 signature
 * ("V4 calculation is unimplemented" in its source), so a small front checks the signature of
 * every presigned request as S3 does, from the request as received (method, path, query and the
 * signed headers), then passes the request on. Requests without a signature pass unchanged.
 */
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships no types.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

export interface TestS3 {
  /** The endpoint the app signs for (the verifying front). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * `port`: the endpoint's port (default: a free one). `directory`: where objects are kept, left in
 * place on close (default: a temporary folder, removed on close).
 */
export async function startS3({ port = 0, directory: kept }: { port?: number; directory?: string } = {}): Promise<TestS3> {
  const directory = kept ?? (await mkdtemp(path.join(tmpdir(), 'realtor-s3rver-')));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const backend = `http://127.0.0.1:${(await s3rver.run()).port}`;

  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const refusal = presignedSignatureProblem(req);
      if (refusal) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${refusal}</Message></Error>`);
        return;
      }
      const headers = Object.entries(req.headers).flatMap(([name, value]) => (name === 'host' || value === undefined ? [] : [[name, String(value)] as [string, string]]));
      fetch(`${backend}${req.url}`, { method: req.method, headers, body: body.length ? body : undefined })
        .then(async (answer) => {
          const passed = [...answer.headers].filter(([name]) => !['connection', 'transfer-encoding', 'keep-alive'].includes(name));
          res.writeHead(answer.status, Object.fromEntries(passed));
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((error: unknown) => {
          res.writeHead(502);
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve, reject) => front.once('error', reject).listen(port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      if (!kept) await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Why a presigned (query-string SigV4) request's signature does not match, or null when it does
 * or when the request carries none. The algorithm of AWS's "Authenticating requests: using query
 * parameters"; the payload is UNSIGNED-PAYLOAD, as for every presigned S3 URL.
 */
function presignedSignatureProblem(req: http.IncomingMessage): string | null {
  const url = new URL(req.url ?? '/', 'http://front');
  const query = url.searchParams;
  const given = query.get('X-Amz-Signature');
  if (!given) return null;
  const credential = query.get('X-Amz-Credential') ?? '';
  const [accessKeyId, ...scopeParts] = credential.split('/');
  if (accessKeyId !== ACCESS_KEY_ID) return 'unknown access key';
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');

  const canonicalQuery = [...query]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');

  const scope = scopeParts.join('/');
  const stringToSign = ['AWS4-HMAC-SHA256', query.get('X-Amz-Date'), scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = Buffer.from(`AWS4${SECRET_ACCESS_KEY}`);
  for (const part of scopeParts) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === given ? null : 'The request signature we calculated does not match the signature you provided.';
}

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
