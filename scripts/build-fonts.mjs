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
    .join('');
}

/** The language menu shows every language in its own script, on every page. */
const MENU_LABELS = '한국어 English 日本語';

function covers(block, text) {
  const range = block.match(/unicode-range:\s*([^;]+);/)?.[1] ?? '';
  const spans = range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
  return [...text].some((char) => spans.some(([from, to]) => char.codePointAt(0) >= from && char.codePointAt(0) <= to));
}

const latin = (block) => /U\+0000-00FF/i.test(block);
const menuLabels = (block) => covers(block, MENU_LABELS.replace(/[ A-Za-z]/g, ''));

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'ko.css'), stylesheet(FONTS.kr));
fs.writeFileSync(path.join(OUT, 'ja.css'), stylesheet(FONTS.jp) + stylesheet(FONTS.kr, (b) => covers(b, '한국어')));
fs.writeFileSync(path.join(OUT, 'en.css'), stylesheet(FONTS.kr, (b) => latin(b) || menuLabels(b)));
for (const name of ['ko.css', 'ja.css', 'en.css']) {
  const size = fs.statSync(path.join(OUT, name)).size;
  if (size === 0) throw new Error(`public/fonts/${name} is empty: has the @fontsource CSS format changed?`);
}
console.log(`Fonts: public/fonts/{ko,ja,en}.css and ${fs.readdirSync(OUT).length - 3} font files.`);
