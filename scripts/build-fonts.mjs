// Copies the self-hosted fonts (npm @fontsource-variable packages) into public/fonts/ with one
// stylesheet per language, so a page blocks only on its own language's @font-face rules:
//   ko.css  Noto Sans KR (Hangul, Latin)     ja.css  Noto Sans JP     en.css  Latin subsets only
// Run before every build (npm run build / npm start do it); the output is not committed.
import fs from 'node:fs';
import path from 'node:path';

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
const menuLabels = (block) => covers(block, MENU_LABELS.replace(/[ A-Za-z]/g, ''));

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'ko.css'), stylesheet(FONTS.kr));
// Japanese appears only in the product's own text (messages and legal documents; realtors write
// in Korean and English), so ja.css keeps just the faces that text needs: about 50 of 124, a
// third of the render-blocking sheet. Other characters fall back to the system's CJK font.
const japaneseText = ['src/i18n/messages/ja-JP.json', 'src/features/legal/content/ja-JP.ts']
  .map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))
  .join('');
fs.writeFileSync(path.join(OUT, 'ja.css'), stylesheet(FONTS.jp, (b) => covers(b, japaneseText)) + stylesheet(FONTS.kr, (b) => covers(b, '한국어')));
fs.writeFileSync(path.join(OUT, 'en.css'), stylesheet(FONTS.kr, (b) => latin(b) || menuLabels(b)));
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
