import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AppError } from '@/server/errors/app-error';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/server/http/security-headers';
import type { StorageDriver, StoredFiles, UploadTarget } from './driver';
import {
  isUploadContentType,
  looksLike,
  MAX_UPLOAD_BYTES,
  mediaType,
  SERVED_CONTENT_TYPES,
  SIGNATURE_BYTES,
  UPLOAD_KEY_PATTERN,
  UPLOAD_URL_TTL_SECONDS,
} from './upload-policy';

/**
 * Local-disk uploads (docs/decisions/008-photo-uploads.md): the app signs
 * `PUT {baseUrl}/uploads/{key}?size=…&expires=…&signature=…` with HMAC-SHA256 over the key, the
 * content type, the size and the expiry, accepts it at `src/app/uploads/[...key]/route.ts`
 * (the signature is the permission, as with S3) and serves the file at the same URL without the
 * query string. Pure functions of their options, so the tests pass their own folder and secret.
 */
export interface LocalStorageOptions {
  /** The upload folder (UPLOAD_DIR). */
  root: string;
  /** The app's secret; uploads sign with a sub-key derived from it. */
  secret: string;
  /** The origin upload URLs start with; '' for site-relative URLs (`/uploads/…`), as the app uses. */
  baseUrl: string;
}

export function localDriver(options: LocalStorageOptions): StorageDriver {
  return {
    async presignPut(target, now) {
      const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const url = `${options.baseUrl.replace(/\/$/, '')}/uploads/${target.key}`;
      const query = new URLSearchParams({ size: String(target.size), expires: String(expires), signature: sign(options.secret, target, expires) });
      return { uploadUrl: `${url}?${query}`, url };
    },
  };
}

function sign(secret: string, target: UploadTarget, expires: number): string {
  const key = createHmac('sha256', secret).update('uploads').digest();
  return createHmac('sha256', key)
    .update(['PUT', target.key, target.contentType, target.size, expires].join('\n'))
    .digest('base64url');
}

/** The file of a key inside `root`, or null when the key is not one this app makes. */
export function uploadPath(root: string, key: string): string | null {
  if (!UPLOAD_KEY_PATTERN.test(key)) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, key);
  return file.startsWith(base + path.sep) ? file : null;
}

export interface IncomingUpload {
  key: string;
  /** The upload URL's query string. */
  search: URLSearchParams;
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
  now: Date;
}

/**
 * Checks a PUT against its signature and stores the body: streamed to a temporary file beside
 * the target with a byte counter (aborted past the signed size), then renamed into place.
 * Throws AppError: 404 unknown key, 415 type (header, or a body that is not that image type),
 * 403 forged or expired, 413 larger than signed, 400 smaller than signed.
 */
export async function receiveLocalUpload(options: Pick<LocalStorageOptions, 'root' | 'secret'>, upload: IncomingUpload): Promise<void> {
  const file = uploadPath(options.root, upload.key);
  if (!file) throw new AppError('not_found', 'Uploads.notFound');
  const contentType = mediaType(upload.contentType);
  if (!isUploadContentType(contentType)) throw new AppError('unsupported_media_type', 'Uploads.unsupportedType');

  const size = Number(upload.search.get('size'));
  const expires = Number(upload.search.get('expires'));
  const given = Buffer.from(upload.search.get('signature') ?? '', 'base64url');
  const target = { key: upload.key, contentType, size };
  const expected = Buffer.from(sign(options.secret, target, expires), 'base64url');
  if (!Number.isSafeInteger(size) || !Number.isSafeInteger(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('forbidden', 'Uploads.invalidSignature');
  }
  if (expires * 1000 < upload.now.getTime()) throw new AppError('forbidden', 'Uploads.expired');
  if (size > MAX_UPLOAD_BYTES || Number(upload.contentLength ?? 0) > size) throw new AppError('payload_too_large', 'Uploads.sizeMismatch');

  await mkdir(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  const temporary = `${file}.${crypto.randomUUID()}.part`;
  let received = 0;
  // The first bytes, to check that they are those of the signed image type (no HTML, SVG or
  // script stored as image/png); checked once the size is known to be right.
  let head = Buffer.alloc(0);
  try {
    const body = upload.body ? Readable.fromWeb(upload.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    await pipeline(
      body,
      async function* countBytes(chunks: AsyncIterable<Uint8Array>) {
        for await (const chunk of chunks) {
          received += chunk.byteLength;
          if (received > size) throw new AppError('payload_too_large', 'Uploads.sizeMismatch');
          if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_BYTES);
          yield chunk;
        }
      },
      createWriteStream(/*turbopackIgnore: true*/ temporary, { flags: 'wx' }),
    );
    if (received !== size) throw new AppError('bad_request', 'Uploads.sizeMismatch');
    if (!looksLike(head, contentType)) throw new AppError('unsupported_media_type', 'Uploads.unsupportedType');
    await rename(/*turbopackIgnore: true*/ temporary, file);
  } finally {
    await rm(/*turbopackIgnore: true*/ temporary, { force: true });
  }
}

/** GET of a stored file: immutable, its image type, never sniffed or shown as a page. */
export async function serveLocalUpload(root: string, key: string): Promise<Response> {
  const file = uploadPath(root, key);
  const contentType = SERVED_CONTENT_TYPES[path.extname(key)];
  const stats = file && contentType ? await stat(/*turbopackIgnore: true*/ file).catch(() => null) : null;
  if (!file || !contentType || !stats?.isFile()) throw new AppError('not_found', 'Uploads.notFound');
  const body = Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(stats.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, a stored file is an image and nothing else: no scripts, no plugins,
      // no page (the site's own policy is for pages; next.config.ts sends this one for /uploads/).
      'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
      'Content-Disposition': 'inline',
      'Last-Modified': stats.mtime.toUTCString(),
    },
  });
}

/** The files under `root` with keys this app makes (no temporary `.part` files), for the sweep. */
export function localFiles(root: string): StoredFiles {
  const base = path.resolve(root);
  return {
    async *list() {
      const names = await readdir(/*turbopackIgnore: true*/ path.join(base, 'realtors'), { recursive: true }).catch(() => [] as string[]);
      for (const name of names) {
        const key = `realtors/${String(name).split(path.sep).join('/')}`;
        const file = uploadPath(base, key);
        if (!file) continue;
        const stats = await stat(/*turbopackIgnore: true*/ file).catch(() => null);
        if (stats?.isFile()) yield { key, size: stats.size, lastModified: stats.mtime };
      }
    },
    async remove(key) {
      const file = uploadPath(base, key);
      if (file) await rm(/*turbopackIgnore: true*/ file, { force: true });
    },
  };
}
