// Writes the self-hosted fonts (npm @fontsource-variable and @expo-google-fonts packages) into
// public/fonts/ with one small stylesheet per language, so a page blocks only on its own
// language's @font-face rules:
//   ko.css  Latin + Noto Sans KR cut to the product's Korean text
//   ja.css  Latin + Noto Sans JP cut to the product's Japanese text
//   en.css  Latin only
// (each also has the language menu's other scripts, cut to those few characters).
// Run with tsx before every build (npm run build / npm start do it); the output is not committed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { CUT_WEIGHTS, cutFace, unicodeRange } from '../src/lib/font-faces.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public', 'fonts');
const FONTS = {
  kr: '@fontsource-variable/noto-sans-kr',
  jp: '@fontsource-variable/noto-sans-jp',
};

function stylesheet(pkg, filter = () => true) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const css = fs.readFileSync(path.join(dir, 'index.css'), 'utf8');
  const blocks = css.split(/(?=\/\* [^*]+ \*\/\s*@font-face)/).filter((b) => b.includes('@font-face')).filter(filter);
  return blocks
    .map((block) =>
      // optional, not swap: a font that is not there at first paint is not swapped in later,
      // so text never reflows (CLS 0); it is cached for the next page. Every real device has a
      // CJK system font to fall back on.
      block.replace('font-display: swap', 'font-display: optional').replace(/url\(\.\/files\/([^)]+)\)/g, (_, file) => {
        fs.copyFileSync(path.join(dir, 'files', file), path.join(OUT, file));
        return `url(/fonts/${file})`;
      }),
    )
    .map(minify)
    .join('');
}

/** One @font-face block without its comment and spaces (the sheets are render-blocking). */
function minify(block) {
  return block
    .replace(/\/\*[^*]*\*\//g, '')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** [from, to] code point spans of a block's unicode-range. */
function rangesOf(block) {
  const range = block.match(/unicode-range:\s*([^;}]+)/)?.[1] ?? '';
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

/** The language menu shows every language in its own script, on every page. */
const MENU_LABELS = '한국어 English 日本語';

function covers(block, text) {
  const spans = rangesOf(block);
  return [...text].some((char) => spans.some(([from, to]) => char.codePointAt(0) >= from && char.codePointAt(0) <= to));
}

const latin = (block) => /U\+0000-00FF/i.test(block);

/**
 * Faces for the language menu's own-script labels on pages in other languages: the Korean
 * package's files that hold those characters, cut to just them (about 1 KB each instead of
 * 15 KB; they load before the page's first paint). `tag` names this page language's cut.
 */
async function menuFaces(chars, tag) {
  const faces = [];
  for (const block of stylesheet(FONTS.kr, (b) => covers(b, chars)).split(/(?=@font-face)/).filter(Boolean)) {
    const own = [...chars].filter((char) => covers(block, char));
    const file = /url\(\/fonts\/([^)]+)\)/.exec(block)[1];
    const name = file.replace(/\.woff2$/, `-menu-${tag}.woff2`);
    fs.writeFileSync(path.join(OUT, name), await subsetFont(fs.readFileSync(path.join(OUT, file)), own.join(''), { targetFormat: 'woff2' }));
    faces.push(block.replace(`/fonts/${file}`, `/fonts/${name}`).replace(/unicode-range:[^;}]+/, `unicode-range:${unicodeRange(own)}`));
  }
  return faces.join('');
}

/**
 * Faces cut from a full static font (@expo-google-fonts) to exactly the characters of the
 * product's own text in one language: one file for what visitors' pages say, one for what only
 * the signed-in screens and the legal documents add, each in a regular and a bold cut. The
 * fontsource packages split CJK into dozens of unicode-range files (a Korean realtor page fetched
 * 12 of them, about 220 KB, and the Korean sheet listing them all was 24 KB of render-blocking
 * CSS; a Japanese one fetched 35, about 700 KB); the cuts are a few small files and short rules.
 * Latin comes from the package's Latin face; other characters fall back to the system's CJK font
 * (a realtor's own text gets cuts of its own at run time: src/server/fonts/realtor-font-cut.ts).
 */
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const nonAscii = (text) => new Set([...text].filter((char) => char.codePointAt(0) > 0xff && !/\s/.test(char)));
const SIGNED_IN_NAMESPACES = ['Admin', 'Agreement', 'Auth', 'Gate', 'Uploads'];
async function productTextCuts({ locale, family, source, fileStem, tag }) {
  const messages = Object.entries(JSON.parse(read(`src/i18n/messages/${locale}.json`)));
  const visitorChars = nonAscii(JSON.stringify(messages.filter(([ns]) => !SIGNED_IN_NAMESPACES.includes(ns))));
  const moreChars = new Set(
    [...nonAscii(JSON.stringify(messages) + read(`src/features/legal/content/${locale}.ts`))].filter((char) => !visitorChars.has(char)),
  );
  const faces = [];
  for (const [part, chars] of [['visitor', visitorChars], ['more', moreChars]]) {
    const text = [...chars].join('');
    const range = unicodeRange(chars);
    for (const [weight, { style }] of Object.entries(CUT_WEIGHTS)) {
      const name = `${tag}-${part}-${weight}.woff2`;
      const ttf = fs.readFileSync(path.join(ROOT, 'node_modules', source, style, `${fileStem}_${style}.ttf`));
      fs.writeFileSync(path.join(OUT, name), await subsetFont(ttf, text, { targetFormat: 'woff2' }));
      faces.push(cutFace(family, weight, `/fonts/${name}`, range));
    }
  }
  return { css: faces.join(''), chars: [...visitorChars, ...moreChars].join('') };
}

// The cuts take seconds: skipped when nothing they are made from has changed since the last run.
const INPUTS = [
  'scripts/build-fonts.mjs',
  'src/lib/font-faces.ts',
  ...['ko', 'en', 'ja-JP'].flatMap((locale) => [`src/i18n/messages/${locale}.json`, `src/features/legal/content/${locale}.ts`]),
  ...[...Object.values(FONTS), '@expo-google-fonts/noto-sans-kr', '@expo-google-fonts/noto-sans-jp'].map((pkg) => `node_modules/${pkg}/package.json`),
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
const korean = await productTextCuts({
  locale: 'ko',
  family: 'Noto Sans KR Variable',
  source: '@expo-google-fonts/noto-sans-kr',
  fileStem: 'NotoSansKR',
  tag: 'noto-sans-kr',
});
const japanese = await productTextCuts({
  locale: 'ja-JP',
  family: 'Noto Sans JP Variable',
  source: '@expo-google-fonts/noto-sans-jp',
  fileStem: 'NotoSansJP',
  tag: 'noto-sans-jp',
});
const menuChars = MENU_LABELS.replace(/[ A-Za-z]/g, '');
fs.writeFileSync(path.join(OUT, 'ko.css'), stylesheet(FONTS.kr, latin) + korean.css + (await menuFaces('日本語', 'ko')));
fs.writeFileSync(path.join(OUT, 'ja.css'), stylesheet(FONTS.jp, latin) + japanese.css + (await menuFaces('한국어', 'ja')));
fs.writeFileSync(path.join(OUT, 'en.css'), stylesheet(FONTS.kr, latin) + (await menuFaces(menuChars, 'en')));
// The characters each language's sheet already has faces for: a realtor's own text is cut for
// the rest (src/server/fonts/realtor-font-cut.ts).
fs.writeFileSync(path.join(OUT, 'covered.json'), JSON.stringify({ ko: korean.chars + menuChars, en: menuChars, 'ja-JP': menuChars }));
for (const name of ['ko.css', 'ja.css', 'en.css']) {
  const size = fs.statSync(path.join(OUT, name)).size;
  if (size === 0) throw new Error(`public/fonts/${name} is empty: has the @fontsource CSS format changed?`);
}
fs.writeFileSync(FINGERPRINT, inputs);
console.log(`Fonts: public/fonts/{ko,ja,en}.css, covered.json and ${fs.readdirSync(OUT).length - 5} font files.`);
