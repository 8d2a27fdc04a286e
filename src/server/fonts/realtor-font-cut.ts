import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Locale } from '@/i18n/locales';
import { CUT_FEATURES, CUT_WEIGHTS, cutFace, unicodeRange, type CutWeight } from '@/lib/font-faces';
import { logger } from '@/server/log';

/**
 * Fonts for a realtor's own Korean and Japanese text (name, regions, about text…): one small cut
 * of Noto Sans KR or JP per weight, made from the full font at run time. Each language's visitor
 * stylesheet covers the visitors' product text (scripts/build-fonts.mjs writes which characters in
 * covered.json); a page adds rules for the rest of the record's characters of each script, pointing
 * at GET /font-cuts/{desiredUrl}/{locale}/{script}-{weight}.woff2. Without them a realtor's text
 * would be drawn partly in the product's font and partly in the device's own CJK font (Hiragino,
 * Apple SD Gothic…), character by character.
 *
 * The cut is made from the record itself, so the URL carries no characters and cannot ask for
 * arbitrary work: `v` only busts caches when the record's characters change. Cuts are made on a
 * thread of their own (font-cut-worker.mjs), so a cut never holds up the process's other requests.
 */

/**
 * At most this many characters per cut (a record rarely has more than a few hundred distinct
 * syllables or kanji; the rest would use the system font). Making a cut costs up to about 1 ms of
 * CPU per character, once per instance, on the cut thread: a huge record cannot keep it busy for long.
 */
export const MAX_CUT_CHARS = 600;

/**
 * The scripts a realtor's text is cut for: their characters, the full static font they are cut
 * from (@expo-google-fonts, run-time dependencies; next.config.ts puts the two weights used in the
 * standalone output), the family the page's font stack names, and the pages that want the cut.
 * Hangul is cut on every page (each stack names the Korean family); Japanese only on Japanese
 * pages, the only ones whose stack puts the Japanese family before the system's fonts.
 */
export const CUT_SCRIPTS = {
  kr: {
    chars: /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/g,
    pkg: 'noto-sans-kr',
    stem: 'NotoSansKR',
    family: 'Noto Sans KR Variable',
    locales: ['ko', 'en', 'ja-JP'],
  },
  jp: {
    // Kanji, kana, CJK punctuation and full-width forms.
    chars: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/gu,
    pkg: 'noto-sans-jp',
    stem: 'NotoSansJP',
    family: 'Noto Sans JP Variable',
    locales: ['ja-JP'],
  },
} as const satisfies Record<string, { chars: RegExp; pkg: string; stem: string; family: string; locales: readonly Locale[] }>;
export type CutScript = keyof typeof CUT_SCRIPTS;

let covered: Record<Locale, Set<string>> | undefined;

/** Written by scripts/build-fonts.mjs before every build. */
function readCovered(): Record<Locale, Set<string>> {
  try {
    const file = path.join(process.cwd(), 'public', 'fonts', 'covered.json');
    const byLocale = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as Record<Locale, string>;
    return Object.fromEntries(Object.entries(byLocale).map(([key, chars]) => [key, new Set(chars)])) as Record<Locale, Set<string>>;
  } catch (error) {
    // Pages still render: the cuts then hold all of a record's characters of each script.
    logger.warn({ err: error }, 'public/fonts/covered.json is missing or unreadable: run scripts/build-fonts.mjs (npm run build does)');
    return { ko: new Set(), en: new Set(), 'ja-JP': new Set() };
  }
}

function coveredChars(locale: Locale): Set<string> {
  covered ??= readCovered();
  return covered[locale];
}

/**
 * The characters of `script` in `text` that a page in `locale` wants a cut of: those its
 * stylesheet has no face for, sorted, capped; none when the page does not use that script's cuts.
 */
export function uncoveredChars(
  text: string,
  locale: Locale,
  script: CutScript,
  isCovered: (char: string) => boolean = (char) => coveredChars(locale).has(char),
): string {
  const { chars, locales } = CUT_SCRIPTS[script];
  if (!(locales as readonly Locale[]).includes(locale)) return '';
  return [...new Set(text.match(chars) ?? [])]
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
 * The @font-face rules of a realtor's page for the characters of `text` (what the page shows of
 * the record) that its stylesheet does not cover: per script, one rule per weight, in the family
 * the page's text uses. A rule's unicode-range names only the cut's characters, so the browser
 * fetches a cut only when one of them renders in that weight. Empty when nothing needs a cut.
 */
export function realtorFontFaces(desiredUrl: string, locale: Locale, text: string, isCovered?: (char: string) => boolean): string {
  return (Object.keys(CUT_SCRIPTS) as CutScript[])
    .flatMap((script) => {
      const chars = uncoveredChars(text, locale, script, isCovered);
      if (!chars) return [];
      const range = unicodeRange(chars);
      const version = cutVersion(chars);
      return Object.keys(CUT_WEIGHTS).map((weight) =>
        cutFace(CUT_SCRIPTS[script].family, Number(weight) as CutWeight, `/font-cuts/${encodeURIComponent(desiredUrl)}/${locale}/${script}-${weight}.woff2?v=${version}`, range),
      );
    })
    .join('');
}

/**
 * The thread that makes the cuts (font-cut-worker.mjs; docs/decisions/033-one-font-package-and-cuts-off-the-event-loop.md).
 * As with the embedded database's thread, tests load the file as it is, and in the app Next.js's
 * bundler recognises `new Worker(<this path>)` and builds it as a worker chunk (subset-font stays a
 * server external package, loaded from node_modules).
 */
export const CUT_WORKER_FILE = path.join(process.cwd(), 'src', 'server', 'fonts', 'font-cut-worker.mjs');

/** The full static font of `script` in one weight. */
export function sourceFontFile(script: CutScript, weight: CutWeight): string {
  const { pkg, stem } = CUT_SCRIPTS[script];
  const { style } = CUT_WEIGHTS[weight];
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@expo-google-fonts', pkg, style, `${stem}_${style}.ttf`);
}

interface Pending {
  resolve(cut: Buffer): void;
  reject(error: Error): void;
}
interface CutThread {
  worker: Worker;
  pending: Map<number, Pending>;
}
let thread: CutThread | undefined;
let nextId = 1;

/** The cut thread, started at the first cut; one that stopped is replaced at the next. */
function cutThread(): CutThread {
  if (thread) return thread;
  const worker = new Worker(CUT_WORKER_FILE);
  const current: CutThread = { worker, pending: new Map() };
  // It keeps the process alive only while a cut is waited for (ref'd in cutInThread).
  worker.unref();
  worker.on('message', ({ id, cut, error }: { id: number; cut?: ArrayBuffer; error?: { message: string } }) => {
    const pending = current.pending.get(id);
    if (!pending) return;
    current.pending.delete(id);
    if (!current.pending.size) worker.unref();
    if (error || !cut) pending.reject(new Error(error?.message ?? 'The font cut thread sent no cut.'));
    else pending.resolve(Buffer.from(cut));
  });
  // 'error' (an uncaught exception there) comes before 'exit': the first cause is given.
  const stop = (error: Error) => {
    if (thread === current) thread = undefined;
    for (const pending of current.pending.values()) pending.reject(error);
    current.pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The font cut thread stopped (exit code ${code}).`)));
  thread = current;
  return current;
}

/** `file` (a TTF) cut to `chars` as WOFF2, on the cut thread: the app's thread only waits. */
export function cutInThread(file: string, chars: string): Promise<Buffer> {
  const { worker, pending } = cutThread();
  const id = nextId++;
  if (!pending.size) worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, file, chars, features: CUT_FEATURES });
  });
}

/** Made cuts, by script, weight and characters; the least recently used go first. */
const made = new Map<string, Promise<Buffer>>();
const MADE_LIMIT = 200;

/** The WOFF2 cut of `script`'s font in `weight` to exactly `chars` (memoised per instance). */
export function makeCut(script: CutScript, weight: CutWeight, chars: string): Promise<Buffer> {
  const key = `${script}:${weight}:${chars}`;
  let cut = made.get(key);
  if (cut) {
    made.delete(key);
  } else {
    cut = cutInThread(sourceFontFile(script, weight), chars);
    cut.catch(() => made.delete(key));
  }
  made.set(key, cut);
  if (made.size > MADE_LIMIT) made.delete(made.keys().next().value!);
  return cut;
}
