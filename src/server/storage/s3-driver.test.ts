import { describe, expect, it } from 'vitest';
import { s3Driver } from './s3-driver';

const target = { key: 'realtors/2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png', contentType: 'image/png' as const, size: 1234 };
const base = { region: 'us-west-2', bucket: 'photos', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const now = new Date('2026-11-22T10:00:00Z');

describe('S3 presigned uploads', () => {
  it('sign the content type and length, expire in 15 minutes and carry no checksum of an empty body', async () => {
    const { uploadUrl } = await s3Driver({ ...base, forcePathStyle: false }).presignPut(target, now);
    const query = new URL(uploadUrl).searchParams;
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(query.get('X-Amz-Expires')).toBe('900');
    expect(query.get('X-Amz-Date')).toBe('20261122T100000Z');
    expect([...query.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
  });

  it('store at the bucket URL (virtual-host or path style) or at S3_PUBLIC_URL', async () => {
    const virtual = await s3Driver({ ...base, forcePathStyle: false }).presignPut(target, now);
    expect(virtual.url).toBe(`https://photos.s3.us-west-2.amazonaws.com/${target.key}`);
    expect(virtual.uploadUrl.split('?')[0]).toBe(virtual.url);

    const pathStyle = await s3Driver({ ...base, endpoint: 'http://minio.local:9000', forcePathStyle: true }).presignPut(target, now);
    expect(pathStyle.url).toBe(`http://minio.local:9000/photos/${target.key}`);
    expect(pathStyle.uploadUrl.split('?')[0]).toBe(pathStyle.url);

    const cdn = await s3Driver({ ...base, forcePathStyle: false, publicUrl: 'https://cdn.example.com/' }).presignPut(target, now);
    expect(cdn.url).toBe(`https://cdn.example.com/${target.key}`);
  });
});
