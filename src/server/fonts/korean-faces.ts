import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

interface Face {
  ranges: [number, number][];
  css: string;
}

let faces: Face[] | undefined;

function load(): Face[] {
  // Written by scripts/build-fonts.mjs before every build.
  faces ??= JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ path.join(process.cwd(), 'public', 'fonts', 'ko-faces.json'), 'utf8')) as Face[];
  return faces;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/g;

/**
 * The Korean @font-face rules that the Hangul in `text` needs: a page in English or Japanese
 * that shows a realtor's Korean name inlines these few rules instead of blocking on the whole
 * Korean sheet (the font files themselves load only for characters that render).
 */
export function koreanFontFaces(text: string): string {
  const codes = [...new Set(text.match(HANGUL) ?? [])].map((c) => c.codePointAt(0)!);
  if (!codes.length) return '';
  return load()
    .filter((face) => codes.some((code) => face.ranges.some(([from, to]) => code >= from && code <= to)))
    .map((face) => face.css)
    .join('');
}
