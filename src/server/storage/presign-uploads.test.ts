import { describe, expect, it } from 'vitest';
import type { Principal } from '@/server/auth/guard';
import type { StorageDriver } from './driver';
import { authorizeUploads, presignUploads } from './presign-uploads';

const t = (key: string) => key;
const principal = (over: Partial<Principal>): Principal => ({
  userId: crypto.randomUUID(),
  email: 'p@example.com',
  name: 'P',
  role: 'user',
  realtorId: null,
  ...over,
});

/** A driver that answers URLs made from the key. */
const recording: StorageDriver = {
  async presignPut({ key }) {
    return { uploadUrl: `https://files.test/${key}?sig=1`, url: `https://files.test/${key}` };
  },
};

describe('authorizeUploads', () => {
  it('lets admins and realtors upload, and no one else', async () => {
    await expect(authorizeUploads(principal({ role: 'admin' }))).resolves.toBeUndefined();
    await expect(authorizeUploads(principal({ role: 'realtor', realtorId: 7 }))).resolves.toBeUndefined();
    await expect(authorizeUploads(principal({ role: 'user' }))).rejects.toMatchObject({ code: 'forbidden', message: 'Api.forbidden' });
    await expect(authorizeUploads(principal({ role: 'realtor', realtorId: null }))).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('allows 60 presign requests a minute per user', async () => {
    const busy = principal({ role: 'admin' });
    for (let i = 0; i < 60; i++) await authorizeUploads(busy);
    const error = await authorizeUploads(busy).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'rate_limited', message: 'Api.rateLimited' });
    expect(Number((error as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(0);
    await expect(authorizeUploads(principal({ role: 'admin' }))).resolves.toBeUndefined();
  });
});

describe('presignUploads', () => {
  it('answers one item per file with a fresh key and its URLs', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const items = await presignUploads(
      recording,
      [
        { fileName: '../../etc/passwd', contentType: 'image/png', size: 10 },
        { fileName: 'favicon.ico', contentType: 'image/vnd.microsoft.icon', size: 20 },
      ],
      t,
      now,
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      fileName: '../../etc/passwd',
      contentType: 'image/png',
      size: 10,
      key: expect.stringMatching(/^realtors\/2026\/11\/[0-9a-f-]{36}\.png$/),
      uploadUrl: `https://files.test/${items[0]!.key}?sig=1`,
      url: `https://files.test/${items[0]!.key}`,
    });
    expect(items[1]!.key).toMatch(/\.ico$/);
  });

  it('signs nothing when a limit is broken', async () => {
    let signed = 0;
    const counting: StorageDriver = { presignPut: async (target, now) => (signed++, recording.presignPut(target, now)) };
    await expect(presignUploads(counting, [{ fileName: 'a.svg', contentType: 'image/svg+xml', size: 1 }], t)).rejects.toMatchObject({ status: 415 });
    expect(signed).toBe(0);
  });
});
