import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Locale } from '@/i18n/locales';
import { CUT_FEATURES, CUT_WEIGHTS, cutFace, unicodeRange, type CutWeight } from '@/lib/font-faces';
import { logger } from '@/server/log';

/**
 * Fonts for a realtor's own Korean text (name, regions, about text…): one small cut of Noto Sans
 * KR per weight, made from the full font at run time, instead of the dozen fontsource subset
 * files (about 220 KB) that such text touched. Each language's stylesheet already covers the
 * product's own text (scripts/build-fonts.mjs writes which characters in covered.json); a page
 * adds rules for the rest of the record's Hangul, pointing at GET /font-cuts/{desiredUrl}/….
 *
 * The cut is made from the record itself, so the URL carries no characters and cannot ask for
 * arbitrary work: `v` only busts caches when the record's characters change. Cuts are made on a
 * thread of their own (font-cut-worker.mjs), so a cut never holds up the process's other requests.
 */

/**
 * At most this many characters per cut (a record rarely has more than a few hundred distinct
 * syllables; the rest would use the system font). Making a cut costs up to about 1 ms of CPU per
 * character, once per instance, on the cut thread: a huge record cannot keep it busy for long.
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

/**
 * The thread that makes the cuts (font-cut-worker.mjs; docs/decisions/033-one-font-package-and-cuts-off-the-event-loop.md).
 * As with the embedded database's thread, tests load the file as it is, and in the app Next.js's
 * bundler recognises `new Worker(<this path>)` and builds it as a worker chunk (subset-font stays a
 * server external package, loaded from node_modules).
 */
export const CUT_WORKER_FILE = path.join(process.cwd(), 'src', 'server', 'fonts', 'font-cut-worker.mjs');

/**
 * The full static font of one weight (@expo-google-fonts/noto-sans-kr, a run-time dependency;
 * next.config.ts puts these two files in the standalone output).
 */
export function sourceFontFile(weight: CutWeight): string {
  const { style } = CUT_WEIGHTS[weight];
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-kr', style, `NotoSansKR_${style}.ttf`);
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

/** Made cuts, by weight and characters; the least recently used go first. */
const made = new Map<string, Promise<Buffer>>();
const MADE_LIMIT = 200;

/** The WOFF2 cut of Noto Sans KR in `weight` to exactly `chars` (memoised per instance). */
export function makeCut(weight: CutWeight, chars: string): Promise<Buffer> {
  const key = `${weight}:${chars}`;
  let cut = made.get(key);
  if (cut) {
    made.delete(key);
  } else {
    cut = cutInThread(sourceFontFile(weight), chars);
    cut.catch(() => made.delete(key));
  }
  made.set(key, cut);
  if (made.size > MADE_LIMIT) made.delete(made.keys().next().value!);
  return cut;
}
