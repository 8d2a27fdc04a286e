import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Locale } from '@/i18n/locales';
import { CUT_WEIGHTS, cutFace, unicodeRange, type CutWeight } from '@/lib/font-faces';
import { logger } from '@/server/log';

/**
 * Fonts for a realtor's own Korean text (name, regions, about text…): one small cut of Noto Sans
 * KR per weight, made from the full font at run time, instead of the dozen fontsource subset
 * files (about 220 KB) that such text touched. Each language's stylesheet already covers the
 * product's own text (scripts/build-fonts.mjs writes which characters in covered.json); a page
 * adds rules for the rest of the record's Hangul, pointing at GET /font-cuts/{desiredUrl}/….
 *
 * The cut is made from the record itself, so the URL carries no characters and cannot ask for
 * arbitrary work: `v` only busts caches when the record's characters change.
 */

/**
 * At most this many characters per cut (a record rarely has more than a few hundred distinct
 * syllables; the rest would use the system font). Making a cut costs up to about 1 ms of CPU per
 * character, once per instance: a huge record cannot stall the server.
 */
export const MAX_CUT_CHARS = 600;

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/g;

let covered: Record<Locale, Set<string>> | undefined;

/** Written by scripts/build-fonts.mjs before every build. */
function readCovered(): Record<Locale, Set<string>> {
  try {
    const file = path.join(process.cwd(), 'public', 'fonts', 'covered.json');
    const byLocale = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as Record<Locale, string>;
    return Object.fromEntries(Object.entries(byLocale).map(([key, chars]) => [key, new Set(chars)])) as Record<Locale, Set<string>>;
  } catch (error) {
    // Pages still render: the cuts then hold all of a record's Hangul.
    logger.warn({ err: error }, 'public/fonts/covered.json is missing or unreadable: run scripts/build-fonts.mjs (npm run build does)');
    return { ko: new Set(), en: new Set(), 'ja-JP': new Set() };
  }
}

function coveredChars(locale: Locale): Set<string> {
  covered ??= readCovered();
  return covered[locale];
}

/** The Hangul of `text` that the stylesheet of `locale` has no face for, sorted, capped. */
export function uncoveredHangul(text: string, locale: Locale, isCovered: (char: string) => boolean = (char) => coveredChars(locale).has(char)): string {
  return [...new Set(text.match(HANGUL) ?? [])]
    .filter((char) => !isCovered(char))
    .sort()
    .slice(0, MAX_CUT_CHARS)
    .join('');
}

/** A short fingerprint of a cut's characters: changes when the record's characters do. */
export function cutVersion(chars: string): string {
  return createHash('sha256').update(chars).digest('base64url').slice(0, 10);
}

/**
 * The @font-face rules for `chars` on a realtor's page (empty when there are none). The family is
 * the one the page's text uses; a rule's unicode-range names only these characters, so the
 * browser fetches a cut only when one of them renders in that weight.
 */
export function realtorFontFaces(desiredUrl: string, locale: Locale, chars: string): string {
  if (!chars) return '';
  const range = unicodeRange(chars);
  const version = cutVersion(chars);
  return Object.keys(CUT_WEIGHTS)
    .map((weight) => cutFace('Noto Sans KR Variable', Number(weight) as CutWeight, `/font-cuts/${encodeURIComponent(desiredUrl)}/${locale}/${weight}.woff2?v=${version}`, range))
    .join('');
}

const sources = new Map<CutWeight, Promise<Buffer>>();
/** Made cuts, by weight and characters; the least recently used go first. */
const made = new Map<string, Promise<Buffer>>();
const MADE_LIMIT = 200;

function source(weight: CutWeight): Promise<Buffer> {
  let font = sources.get(weight);
  if (!font) {
    const { style } = CUT_WEIGHTS[weight];
    const file = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-kr', style, `NotoSansKR_${style}.ttf`);
    font = fs.promises.readFile(/*turbopackIgnore: true*/ file);
    // A failed read is tried again by the next request, not remembered.
    font.catch(() => sources.delete(weight));
    sources.set(weight, font);
  }
  return font;
}

/** The WOFF2 cut of Noto Sans KR in `weight` to exactly `chars` (memoised per instance). */
export function makeCut(weight: CutWeight, chars: string): Promise<Buffer> {
  const key = `${weight}:${chars}`;
  let cut = made.get(key);
  if (cut) {
    made.delete(key);
  } else {
    cut = source(weight).then((font) => subsetFont(font, chars, { targetFormat: 'woff2' }));
    cut.catch(() => made.delete(key));
  }
  made.set(key, cut);
  if (made.size > MADE_LIMIT) made.delete(made.keys().next().value!);
  return cut;
}
