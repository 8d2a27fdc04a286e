// Copies the self-hosted fonts (npm @fontsource-variable packages) into public/fonts/ with one
// stylesheet per language, so a page blocks only on its own language's @font-face rules:
//   ko.css  Noto Sans KR (Hangul, Latin)     ja.css  Noto Sans JP     en.css  Latin subsets only
// Run before every build (npm run build / npm start do it); the output is not committed.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

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

/** A unicode-range value listing exactly these characters (runs of code points as spans). */
function unicodeRange(chars) {
  const points = [...chars].map((char) => char.codePointAt(0)).sort((a, b) => a - b);
  const spans = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  return spans.map(([from, to]) => (from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`)).join(',');
}

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

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'ko.css'), stylesheet(FONTS.kr));
// Japanese appears only in the product's own text (messages and legal documents; realtors write
// in Korean and English). Its kanji are spread over dozens of the package's unicode-range files
// (a realtor page in Japanese fetched 35 of them, about 700 KB), so ja.css instead gets fonts cut
// to exactly the characters of that text (subset-font, from the full Noto Sans JP in
// @expo-google-fonts): one file for what visitors' pages say, one for what only the signed-in
// screens and the legal documents add, each in a regular and a bold cut. Latin comes from the package's Latin face; other characters
// fall back to the system's CJK font.
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const nonAscii = (text) => new Set([...text].filter((char) => char.codePointAt(0) > 0xff && !/\s/.test(char)));
const SIGNED_IN_NAMESPACES = ['Admin', 'Agreement', 'Auth', 'Gate', 'Uploads'];
const messages = Object.entries(JSON.parse(read('src/i18n/messages/ja-JP.json')));
const visitorChars = nonAscii(JSON.stringify(messages.filter(([ns]) => !SIGNED_IN_NAMESPACES.includes(ns))));
const moreChars = new Set(
  [...nonAscii(JSON.stringify(messages) + read('src/features/legal/content/ja-JP.ts'))].filter((char) => !visitorChars.has(char)),
);
const JP_CUTS = [
  { file: '400Regular/NotoSansJP_400Regular.ttf', weight: '100 549', name: '400' },
  { file: '700Bold/NotoSansJP_700Bold.ttf', weight: '550 900', name: '700' },
];
const jpSource = path.join(ROOT, 'node_modules', '@expo-google-fonts/noto-sans-jp');
const subsetFaces = [];
for (const [part, chars] of [['visitor', visitorChars], ['more', moreChars]]) {
  const text = [...chars].join('');
  for (const cut of JP_CUTS) {
    const name = `noto-sans-jp-${part}-${cut.name}.woff2`;
    fs.writeFileSync(path.join(OUT, name), await subsetFont(fs.readFileSync(path.join(jpSource, cut.file)), text, { targetFormat: 'woff2' }));
    subsetFaces.push(
      `@font-face{font-family:'Noto Sans JP Variable';font-style:normal;font-display:optional;font-weight:${cut.weight};src:url(/fonts/${name}) format('woff2');unicode-range:${unicodeRange(chars)}}`,
    );
  }
}
fs.writeFileSync(path.join(OUT, 'ja.css'), stylesheet(FONTS.jp, latin) + subsetFaces.join('') + (await menuFaces('한국어', 'ja')));
fs.writeFileSync(path.join(OUT, 'en.css'), stylesheet(FONTS.kr, latin) + (await menuFaces(MENU_LABELS.replace(/[ A-Za-z]/g, ''), 'en')));
// Korean faces one by one, for pages in other languages that show a few Korean words (a realtor's
// Korean name): the server inlines only the faces those characters need (src/server/fonts).
const koreanFaces = stylesheet(FONTS.kr)
  .split(/(?=@font-face)/)
  .filter(Boolean)
  .map((css) => ({ ranges: rangesOf(css), css }));
fs.writeFileSync(path.join(OUT, 'ko-faces.json'), JSON.stringify(koreanFaces));
for (const name of ['ko.css', 'ja.css', 'en.css']) {
  const size = fs.statSync(path.join(OUT, name)).size;
  if (size === 0) throw new Error(`public/fonts/${name} is empty: has the @fontsource CSS format changed?`);
}
console.log(`Fonts: public/fonts/{ko,ja,en}.css, ko-faces.json and ${fs.readdirSync(OUT).length - 4} font files.`);
