// Writes the self-hosted fonts into public/fonts/ with one small stylesheet per language, so a
// page blocks only on its own language's @font-face rules:
//   ko.css  Latin + Noto Sans KR cut to the Korean text of the visitors' pages
//   ja.css  Latin + Noto Sans JP cut to the Japanese text of the visitors' pages
//   en.css  Latin only
// (each also has the language menu's other scripts, cut to those few characters), and for the
// signed-in screens and the legal documents, which link it beside their language's sheet:
//   ko-more.css, ja-more.css  the rest of the product's Korean or Japanese text
// Every face is a cut of the full static fonts of one package family, @expo-google-fonts/noto-sans-
// {kr,jp} (docs/decisions/033-one-font-package-and-cuts-off-the-event-loop.md), in the two weights
// of CUT_WEIGHTS: every face of a family then has one of the same two weight ranges, so the browser
// combines a sheet's Latin, CJK and menu faces for any weight (it picks one weight range per
// family, then a face by unicode-range).
// Each sheet also has the country flags of the phone fields' country select (flagFace below).
// Run with tsx before every build (npm run build / npm start do it); the output is not committed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { CUT_FEATURES, CUT_WEIGHTS, cutFace, unicodeRange } from '../src/lib/font-faces.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public', 'fonts');
/** The full static fonts: Korean at run time too (src/server/fonts), Japanese at build time only. */
const SOURCES = {
  kr: { pkg: '@expo-google-fonts/noto-sans-kr', stem: 'NotoSansKR', family: 'Noto Sans KR Variable', tag: 'noto-sans-kr' },
  jp: { pkg: '@expo-google-fonts/noto-sans-jp', stem: 'NotoSansJP', family: 'Noto Sans JP Variable', tag: 'noto-sans-jp' },
};

/** The full font of `source` in one of CUT_WEIGHTS. */
function fullFont(source, weight) {
  const { style } = CUT_WEIGHTS[weight];
  return fs.readFileSync(path.join(ROOT, 'node_modules', source.pkg, style, `${source.stem}_${style}.ttf`));
}

/**
 * Writes `source` cut to `chars` in every weight, as `${stem}-${weight}.woff2`, and returns their
 * @font-face rules for `range`. font-display is optional, not swap (cutFace): a font that is not
 * there at first paint is not swapped in later, so text never reflows (CLS 0); it is cached for
 * the next page. Every real device has a CJK system font to fall back on.
 */
async function cuts(source, stem, chars, range = unicodeRange(chars)) {
  const faces = [];
  for (const weight of Object.keys(CUT_WEIGHTS)) {
    const name = `${stem}-${weight}.woff2`;
    fs.writeFileSync(path.join(OUT, name), await subsetFont(fullFont(source, weight), chars, { targetFormat: 'woff2', keepFeatures: [...CUT_FEATURES] }));
    faces.push(cutFace(source.family, Number(weight), `/fonts/${name}`, range));
  }
  return faces.join('');
}

/**
 * The phone fields' country select shows each country's flag emoji (SPEC: flag, code, dial
 * code), which Windows and Linux have no glyphs for: they drew two letters or two boxes. The
 * flags are a cut of the Twemoji Country Flags font to the product's countries (3 KB, committed:
 * scripts/cut-flag-font.py). `--font-sans` names the family first; its unicode-range holds only
 * the regional-indicator letters flags are made of, so it is used for nothing else and fetched
 * only by a page that draws a flag. `swap`, unlike the text cuts' `optional`: the select is drawn
 * at once, and a flag that arrives later is still shown rather than two boxes for the visit.
 */
function flagFace() {
  fs.copyFileSync(path.join(ROOT, 'scripts/assets/country-flags.woff2'), path.join(OUT, 'country-flags.woff2'));
  return (
    `/* Country flags: Twemoji (https://github.com/twitter/twemoji), CC BY 4.0 */` +
    `@font-face{font-family:'Country Flags';font-display:swap;src:url(/fonts/country-flags.woff2) format('woff2');unicode-range:U+1F1E6-1F1FF}`
  );
}

/** The Latin characters every page's text is set in (the unicode-range Google Fonts gives "latin"). */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_CHARS = LATIN_RANGE.split(',')
  .flatMap((part) => {
    const [from, to = from] = part.replace(/^U\+/, '').split('-').map((hex) => parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
  })
  .join('');

/** Latin faces of `source`: one cut per weight, for the whole Latin range. */
const latinFaces = (source) => cuts(source, `${source.tag}-latin`, LATIN_CHARS, LATIN_RANGE);

/** The language menu shows every language in its own script, on every page. */
const MENU_LABELS = '한국어 English 日本語';

/**
 * Faces for the language menu's own-script labels on pages in other languages, cut from the
 * Korean font to just those characters (about 1 KB each; they load before the page's first
 * paint). `tag` names this page language's cut.
 */
const menuFaces = (chars, tag) => cuts(SOURCES.kr, `noto-sans-kr-menu-${tag}`, chars);

/**
 * Faces cut from a full static font to exactly the characters of the product's own text in one
 * language: one file for what visitors' pages say, one for what only the signed-in screens and
 * the legal documents add, each in a regular and a bold cut. The packages' unicode-range subsets
 * (fontsource) split CJK into dozens of files (a Korean realtor page fetched 12 of them, about
 * 220 KB, and the Korean sheet listing them all was 24 KB of render-blocking CSS; a Japanese one
 * fetched 35, about 700 KB); the cuts are a few small files and short rules. Other characters fall
 * back to the system's CJK font (a realtor's own text gets cuts of its own at run time:
 * src/server/fonts/realtor-font-cut.ts).
 */
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const nonAscii = (text) => new Set([...text].filter((char) => char.codePointAt(0) > 0xff && !/\s/.test(char)));
const SIGNED_IN_NAMESPACES = ['Admin', 'Agreement', 'Auth', 'Gate', 'Insights', 'Uploads'];
/** Text that no page shows: the e-mails' (src/server/outbox). */
const NOT_ON_PAGES = ['Email'];
async function productTextCuts(locale, source) {
  const messages = Object.entries(JSON.parse(read(`src/i18n/messages/${locale}.json`))).filter(([ns]) => !NOT_ON_PAGES.includes(ns));
  const visitorChars = nonAscii(JSON.stringify(messages.filter(([ns]) => !SIGNED_IN_NAMESPACES.includes(ns))));
  const moreChars = [...nonAscii(JSON.stringify(messages) + read(`src/features/legal/content/${locale}.ts`))].filter((char) => !visitorChars.has(char));
  return {
    visitorCss: await cuts(source, `${source.tag}-visitor`, [...visitorChars].join('')),
    moreCss: await cuts(source, `${source.tag}-more`, moreChars.join('')),
    visitorChars: [...visitorChars].join(''),
  };
}

// The cuts take seconds: skipped when nothing they are made from has changed since the last run.
const INPUTS = [
  'scripts/build-fonts.mjs',
  'src/lib/font-faces.ts',
  'scripts/assets/country-flags.woff2',
  ...['ko', 'en', 'ja-JP'].flatMap((locale) => [`src/i18n/messages/${locale}.json`, `src/features/legal/content/${locale}.ts`]),
  ...Object.values(SOURCES).map(({ pkg }) => `node_modules/${pkg}/package.json`),
];
const fingerprint = createHash('sha256');
for (const file of INPUTS) fingerprint.update(`${file}\n`).update(fs.readFileSync(path.join(ROOT, file)));
const FINGERPRINT = path.join(OUT, '.inputs');
const inputs = fingerprint.digest('hex');
if (fs.existsSync(FINGERPRINT) && fs.readFileSync(FINGERPRINT, 'utf8') === inputs) {
  console.log('Fonts: public/fonts is up to date.');
  process.exit(0);
}

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const korean = await productTextCuts('ko', SOURCES.kr);
const japanese = await productTextCuts('ja-JP', SOURCES.jp);
const menuChars = MENU_LABELS.replace(/[ A-Za-z]/g, '');
const flags = flagFace();
fs.writeFileSync(path.join(OUT, 'ko.css'), (await latinFaces(SOURCES.kr)) + korean.visitorCss + (await menuFaces('日本語', 'ko')) + flags);
fs.writeFileSync(path.join(OUT, 'ja.css'), (await latinFaces(SOURCES.jp)) + japanese.visitorCss + (await menuFaces('한국어', 'ja')) + flags);
// In sheets of their own: when one sheet had them, a visitor's page whose realtor's text shares a
// character with them fetched them too (Chromium loads every face of a character's range while
// the first is still loading), though the realtor's own cut has the character.
fs.writeFileSync(path.join(OUT, 'ko-more.css'), korean.moreCss);
fs.writeFileSync(path.join(OUT, 'ja-more.css'), japanese.moreCss);
fs.writeFileSync(path.join(OUT, 'en.css'), (await latinFaces(SOURCES.kr)) + (await menuFaces(menuChars, 'en')) + flags);
// The characters each language's visitor sheet has faces for: a realtor's own text is cut for the
// rest (src/server/fonts/realtor-font-cut.ts).
fs.writeFileSync(
  path.join(OUT, 'covered.json'),
  JSON.stringify({ ko: korean.visitorChars + menuChars, en: menuChars, 'ja-JP': japanese.visitorChars + menuChars }),
);
for (const name of ['ko.css', 'ja.css', 'en.css', 'ko-more.css', 'ja-more.css']) {
  const size = fs.statSync(path.join(OUT, name)).size;
  if (size === 0) throw new Error(`public/fonts/${name} is empty`);
}
fs.writeFileSync(FINGERPRINT, inputs);
console.log(`Fonts: public/fonts/{ko,ja,en,ko-more,ja-more}.css, covered.json and ${fs.readdirSync(OUT).length - 7} font files.`);
