#!/usr/bin/env node
/**
 * The product's own icons, drawn from one SVG (the header's logo, src/features/layout/Logo.tsx,
 * in its brand blue #0b5cad) and encoded with sharp — nothing is downloaded. Same input, same
 * output. Run again after changing the drawing, and commit what it writes:
 *
 *   node scripts/generate-icons.mjs
 *
 * Output:
 *   src/app/icon.svg        <link rel="icon"> of the product's pages (Next.js metadata file)
 *   src/app/apple-icon.png  180×180 <link rel="apple-touch-icon"> (Next.js metadata file)
 *   public/favicon.ico      16, 32 and 48 px for browsers that ask /favicon.ico on their own; a
 *                           public file rather than src/app/favicon.ico, which Next.js would put
 *                           first on every page, a realtor's own favicon included
 */
import sharp from 'sharp';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BLUE = '#0b5cad';

/** The logo reversed out of the brand blue: a white roof over a white page with a blue door. */
function drawing({ rounded }) {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32"${rounded ? ' rx="8"' : ''} fill="${BLUE}"/>`,
    '<path d="M6 16 16 7l10 9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
    '<rect x="10" y="16" width="12" height="10" rx="1.5" fill="#fff"/>',
    `<rect x="14" y="19" width="4" height="7" fill="${BLUE}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

function png(svg, size) {
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file whose images are PNGs (every browser since IE 11 reads them). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const rounded = drawing({ rounded: true });
await writeFile(path.join(ROOT, 'src/app/icon.svg'), rounded);
// iOS rounds the corners itself: the touch icon fills its square.
await writeFile(path.join(ROOT, 'src/app/apple-icon.png'), await png(drawing({ rounded: false }), 180));
const sizes = [16, 32, 48];
await writeFile(path.join(ROOT, 'public/favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(rounded, size) })))));
console.log('wrote src/app/icon.svg, src/app/apple-icon.png, public/favicon.ico');
