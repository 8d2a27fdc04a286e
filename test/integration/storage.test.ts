/**
 * Photo uploads end to end through the storage drivers (docs/decisions/008-photo-uploads.md):
 * the local driver signs, accepts and serves files in a temporary folder; the S3 driver is run
 * against a real S3-compatible server (s3rver). Needs no database.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors/app-error';
import type { StorageDriver } from '@/server/storage/driver';
import { localDriver, receiveLocalUpload, serveLocalUpload } from '@/server/storage/local-driver';
import { presignUploads } from '@/server/storage/presign-uploads';
import { s3Driver } from '@/server/storage/s3-driver';
import type { PresignFile, UploadItem } from '@/server/storage/upload-policy';
import { startS3, type TestS3 } from '../support/s3';

const t = (key: string) => key;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);
const file = (over: Partial<PresignFile> = {}): PresignFile => ({ fileName: 'top.png', contentType: 'image/png', size: png.length, ...over });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function presignOne(storage: StorageDriver, over: Partial<PresignFile> = {}, now = new Date()): Promise<UploadItem> {
  const [item] = await presignUploads(storage, [file(over)], t, now);
  return item!;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe('local uploads', () => {
  const secret = 'integration-secret-at-least-32-characters';
  let root: string;
  let storage: StorageDriver;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'realtor-uploads-'));
    storage = localDriver({ root, secret, baseUrl: 'http://app.test' });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** A PUT to an item's uploadUrl, as the route hands it to the driver. */
  function put(item: UploadItem, body: Uint8Array<ArrayBuffer>, over: { contentType?: string; uploadUrl?: string; now?: Date; contentLength?: string | null } = {}) {
    const url = new URL(over.uploadUrl ?? item.uploadUrl);
    return receiveLocalUpload(
      { root, secret },
      {
        key: decodeURIComponent(url.pathname.replace(/^\/uploads\//, '')),
        search: url.searchParams,
        contentType: over.contentType ?? item.contentType,
        contentLength: over.contentLength === undefined ? String(body.byteLength) : over.contentLength,
        body: new Blob([body]).stream(),
        now: over.now ?? new Date(),
      },
    );
  }

  it('signs an upload, stores the body and serves it as an immutable image', async () => {
    const now = new Date();
    const item = await presignOne(storage, { fileName: 'Top Photo.PNG' }, now);
    expect(item.key).toMatch(/^realtors\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(item.url).toBe(`http://app.test/uploads/${item.key}`);
    expect(item.uploadUrl.split('?')[0]).toBe(item.url);
    expect(new URL(item.uploadUrl).searchParams.get('expires')).toBe(String(Math.floor(now.getTime() / 1000) + 900));

    await put(item, png);
    expect(await readFile(path.join(root, item.key))).toEqual(png);

    const served = await serveLocalUpload(root, item.key);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses forged and expired signatures (403)', async () => {
    const item = await presignOne(storage);
    const forged = new URL(item.uploadUrl);
    forged.searchParams.set('size', String(png.length + 1));
    expect(await codeOf(put(item, png, { uploadUrl: forged.toString() }))).toBe('forbidden');

    const otherSecret = localDriver({ root, secret: 'another-secret-of-at-least-32-characters', baseUrl: 'http://app.test' });
    const foreign = await presignOne(otherSecret);
    expect(await codeOf(put(foreign, png))).toBe('forbidden');

    const stale = await presignOne(storage, {}, minutesAgo(16));
    await expect(put(stale, png)).rejects.toMatchObject({ code: 'forbidden', message: 'Uploads.expired' });
    await expect(put(item, png, { now: new Date(Date.now() + 16 * 60_000) })).rejects.toMatchObject({ message: 'Uploads.expired' });
  });

  it('refuses a type other than the signed one: 415 for a type never allowed, 403 for another image type', async () => {
    const item = await presignOne(storage);
    expect(await codeOf(put(item, png, { contentType: 'text/html' }))).toBe('unsupported_media_type');
    expect(await codeOf(put(item, png, { contentType: 'image/svg+xml' }))).toBe('unsupported_media_type');
    expect(await codeOf(put(item, png, { contentType: 'image/jpeg' }))).toBe('forbidden');
  });

  it('refuses a body larger than signed (413), announced or streamed, and one smaller (400), leaving no file', async () => {
    const item = await presignOne(storage);
    const larger = Buffer.concat([png, Buffer.from('x')]);
    expect(await codeOf(put(item, larger))).toBe('payload_too_large');
    // No Content-Length: the byte counter stops the stream past the signed size.
    expect(await codeOf(put(item, larger, { contentLength: null }))).toBe('payload_too_large');
    expect(await codeOf(put(item, png.subarray(1), { contentLength: null }))).toBe('bad_request');
    await expect(readdir(path.join(root, path.dirname(item.key)))).resolves.not.toContain(path.basename(item.key));
    const leftovers = (await readdir(path.join(root, path.dirname(item.key)))).filter((name) => name.endsWith('.part'));
    expect(leftovers).toEqual([]);
  });

  it('never writes or reads outside the upload root, whatever the file name or path', async () => {
    const item = await presignOne(storage, { fileName: '../../etc/passwd' });
    expect(item.key).not.toContain('..');
    expect(item.key).not.toContain('passwd');
    await put(item, png);
    expect(path.resolve(root, item.key).startsWith(root + path.sep)).toBe(true);

    for (const key of ['../../etc/passwd', 'realtors/2026/11/../../../outside.png', '/etc/passwd', 'realtors/2026/11/x.png', `${item.key}/../x.png`]) {
      const uploadUrl = `http://app.test/uploads/${key}?${new URL(item.uploadUrl).searchParams}`;
      expect(await codeOf(put(item, png, { uploadUrl }))).toBe('not_found');
      expect(await codeOf(serveLocalUpload(root, key))).toBe('not_found');
    }
    expect(await readdir(path.dirname(root))).not.toContain('outside.png');
    expect(await codeOf(serveLocalUpload(root, item.key.replace(/\.png$/, '.jpg')))).toBe('not_found');
  });

  it('checks the request limits before signing: type (415), size (413), count (400)', async () => {
    expect(await codeOf(presignUploads(storage, [file({ contentType: 'image/svg+xml' })], t))).toBe('unsupported_media_type');
    expect(await codeOf(presignUploads(storage, [file({ size: 10 * 1024 * 1024 + 1 })], t))).toBe('payload_too_large');
    expect(await codeOf(presignUploads(storage, Array.from({ length: 21 }, () => file()), t))).toBe('validation_failed');
  });
});

describe('S3-compatible uploads (s3rver)', () => {
  const bucket = 'realtor-photos';
  let s3: TestS3;
  let storage: StorageDriver;

  beforeAll(async () => {
    s3 = await startS3();
    const options = { endpoint: s3.endpoint, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
    const client = new S3Client({ ...options, forcePathStyle: true, credentials: options });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
    storage = s3Driver({ ...options, bucket, forcePathStyle: true });
  });
  afterAll(() => s3?.close());

  const putTo = (uploadUrl: string, body: Uint8Array<ArrayBuffer>, contentType: string) =>
    fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body });

  it('presigns a PUT that stores the file at its public URL (the uploadUrl without its query string)', async () => {
    const item = await presignOne(storage);
    expect(item.url).toBe(`${s3.endpoint}/${bucket}/${item.key}`);
    expect(item.uploadUrl.split('?')[0]).toBe(item.url);
    const query = new URL(item.uploadUrl).searchParams;
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(query.get('X-Amz-Expires')).toBe('900');

    const stored = await putTo(item.uploadUrl, png, 'image/png');
    expect(stored.status).toBe(200);
    const read = await fetch(item.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(png);
  });

  it('is refused by the signature for another content type or a larger body', async () => {
    const item = await presignOne(storage);
    expect((await putTo(item.uploadUrl, png, 'image/jpeg')).status).toBe(403);
    expect((await putTo(item.uploadUrl, Buffer.concat([png, Buffer.from('x')]), 'image/png')).status).toBe(403);
    expect((await fetch(item.url)).status).toBe(404);
  });

  it('is refused once expired', async () => {
    const item = await presignOne(storage, {}, minutesAgo(16));
    const refused = await putTo(item.uploadUrl, png, 'image/png');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('expired');
  });

  it('uses S3_PUBLIC_URL for the stored URL when set', async () => {
    const cdn = s3Driver({ region: 'us-west-2', bucket, accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: false, publicUrl: 'https://cdn.example.com/' });
    const item = await presignOne(cdn);
    expect(item.url).toBe(`https://cdn.example.com/${item.key}`);
    expect(item.uploadUrl.startsWith(`https://${bucket}.s3.us-west-2.amazonaws.com/${item.key}?`)).toBe(true);
  });
});
