import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDriver, receiveLocalUpload, uploadPath } from './local-driver';

const secret = 'unit-test-secret-of-at-least-32-characters';
const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const key = `realtors/2026/11/${uuid}.png`;
/** The PNG signature and two bytes: the body must be of its signed type. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('local upload URLs', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'realtor-local-driver-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const now = new Date('2026-11-22T10:00:00Z');
  const presign = () => localDriver({ root, secret, baseUrl: 'https://app.test/' }).presignPut({ key, contentType: 'image/png', size: png.length }, now);
  const attempt = (search: URLSearchParams, over: { key?: string; contentType?: string } = {}) =>
    receiveLocalUpload(
      { root, secret },
      { key: over.key ?? key, search, contentType: over.contentType ?? 'image/png', contentLength: String(png.length), body: new Blob([png]).stream(), now },
    );

  it('is the file URL plus size, expiry (15 minutes) and signature', async () => {
    const { uploadUrl, url } = await presign();
    expect(url).toBe(`https://app.test/uploads/${key}`);
    const query = new URL(uploadUrl).searchParams;
    expect([...query.keys()]).toEqual(['size', 'expires', 'signature']);
    expect(query.get('size')).toBe(String(png.length));
    expect(Number(query.get('expires'))).toBe(now.getTime() / 1000 + 900);
  });

  it('refuses the URL when any signed part changes', async () => {
    const search = new URL((await presign()).uploadUrl).searchParams;
    const changed = (name: string, value: string) => {
      const copy = new URLSearchParams(search);
      copy.set(name, value);
      return copy;
    };
    await expect(attempt(changed('size', '4'))).rejects.toMatchObject({ code: 'forbidden', message: 'Uploads.invalidSignature' });
    await expect(attempt(changed('expires', String(Number(search.get('expires')) + 60)))).rejects.toMatchObject({ code: 'forbidden' });
    await expect(attempt(changed('signature', 'x'))).rejects.toMatchObject({ code: 'forbidden' });
    await expect(attempt(changed('size', 'abc'))).rejects.toMatchObject({ code: 'forbidden' });
    await expect(attempt(search, { contentType: 'image/gif' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(attempt(search, { key: key.replace(uuid, crypto.randomUUID()) })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(attempt(new URLSearchParams())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(attempt(search)).resolves.toBeUndefined();
  });

  it('resolves only well-formed keys, inside the root', () => {
    expect(uploadPath(root, key)).toBe(path.join(root, key));
    expect(uploadPath(root, `../${key}`)).toBeNull();
    expect(uploadPath(root, '../../etc/passwd')).toBeNull();
    expect(uploadPath(root, `${key}%2F..%2F..`)).toBeNull();
  });
});
