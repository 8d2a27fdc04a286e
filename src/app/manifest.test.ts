import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import ko from '@/i18n/messages/ko.json';
import manifest, { BRAND_BLUE } from './manifest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where each icon URL is served from: Next.js metadata files in src/app, else public/. */
const FILES: Record<string, string> = {
  '/icon.svg': 'src/app/icon.svg',
  '/apple-icon.png': 'src/app/apple-icon.png',
  '/favicon.ico': 'public/favicon.ico',
};

describe('the web manifest (/manifest.webmanifest)', () => {
  it('names the product in its brand blue, the colour of the header logo', async () => {
    const result = await manifest();
    expect(result).toMatchObject({ name: 'Built for Realtors', short_name: 'Built for Realtors', lang: 'ko', start_url: '/', theme_color: '#0b5cad' });
    expect(result.description).toBe(ko.Metadata.siteDescription);
    expect(await readFile(path.join(ROOT, 'src/features/layout/Logo.tsx'), 'utf8')).toContain(`"${BRAND_BLUE}"`);
  });

  it('lists icons that exist, of the type and size it says', async () => {
    const { icons = [] } = await manifest();
    expect(icons.map((i) => i.src)).toEqual(Object.keys(FILES));
    for (const icon of icons) {
      const file = await readFile(path.join(ROOT, FILES[icon.src]!));
      if (icon.type === 'image/svg+xml') {
        expect(icon.sizes).toBe('any');
        expect(file.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*#0b5cad/);
      } else if (icon.type === 'image/png') {
        const { format, width, height } = await sharp(file).metadata();
        expect({ format, sizes: `${width}x${height}` }).toEqual({ format: 'png', sizes: icon.sizes });
      } else {
        expect(icon.type).toBe('image/x-icon');
        // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image (width 0 means 256).
        expect([file.readUInt16LE(0), file.readUInt16LE(2)]).toEqual([0, 1]);
        const count = file.readUInt16LE(4);
        const sizes = Array.from({ length: count }, (_, i) => file.readUInt8(6 + 16 * i) || 256);
        expect(sizes.map((s) => `${s}x${s}`).join(' ')).toBe(icon.sizes);
      }
    }
  });
});
