import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_INFO } from '@/i18n/locales';

export interface Face {
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
 * The language menu's Korean label: en.css and ja.css give its characters faces of their own, cut
 * to just them. A face listed here later would win for them and fetch a whole subset file.
 */
const MENU_HANGUL = new Set(LOCALE_INFO.ko.name);

/** A CSS unicode-range of code points (sorted), consecutive ones merged: U+ac00-ac02,U+b098. */
function unicodeRange(codes: number[]): string {
  const spans: [number, number][] = [];
  for (const code of codes) {
    const last = spans.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else spans.push([code, code]);
  }
  const hex = (code: number) => code.toString(16);
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/**
 * The Korean @font-face rules that the Hangul in `text` needs: a page in English or Japanese
 * that shows a realtor's Korean name inlines these few rules instead of blocking on the whole
 * Korean sheet (the font files themselves load only for characters that render). Each rule's
 * unicode-range names only the characters of `text` that its file covers: a subset's own range
 * lists hundreds of characters, and the rules are in the page's HTML and again in its RSC payload.
 */
export function koreanFontFaces(text: string, faces: Face[] = load()): string {
  const codes = [...new Set(text.match(HANGUL) ?? [])]
    .filter((c) => !MENU_HANGUL.has(c))
    .map((c) => c.codePointAt(0)!)
    .sort((a, b) => a - b);
  if (!codes.length) return '';
  return faces
    .map((face) => ({ face, covered: codes.filter((code) => face.ranges.some(([from, to]) => code >= from && code <= to)) }))
    .filter(({ covered }) => covered.length)
    .map(({ face, covered }) => face.css.replace(/unicode-range:[^;}]+/, `unicode-range:${unicodeRange(covered)}`))
    .join('');
}
